// Profile (/myaccount/menu/profile; issue 19 point 1): the contact's name, e-mail, phone and title,
// edited with the spec's validators and messages (the contract's EditProfileBody), and the
// account's name, number, terms and sales rep.
import { EditProfileBody, PROFILE_SAVED_MESSAGE } from '@medsupply/contract';
import type { ProfileResponse } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Fact } from '@/components/transaction/document-parts';
import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';
import { QueryView } from '@/components/ui/query-view';

import { useEditProfile, useProfile } from '../api/profile';

import { FormActions, Panel, problemOf } from './panel';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
}

function valuesOf(contact: ProfileResponse['contact']): ProfileValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone ?? '',
    title: contact.title ?? '',
  };
}

function ProfileForm({
  contact,
  onDone,
}: {
  contact: ProfileResponse['contact'];
  onDone: (saved: boolean) => void;
}) {
  const edit = useEditProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: valuesOf(contact),
    resolver: schemaResolver(EditProfileBody),
  });
  const onSubmit = handleSubmit((values) => edit.mutate(values, { onSuccess: () => onDone(true) }));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {edit.isError && <FormNotice tone="error">{problemOf(edit.error)}</FormNotice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          optional
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Title"
          optional
          autoComplete="organization-title"
          error={errors.title?.message}
          {...register('title')}
        />
      </div>
      <FormActions submit={'Save profile'} pending={edit.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <QueryView query={profile} what="profile" loading="panel">
      {({ contact, account }) => (
        <div className="space-y-5">
          <Panel
            title="Your details"
            actions={
              editing ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  Edit profile
                </Button>
              )
            }
          >
            {saved && (
              <div className="mb-4">
                <FormNotice tone="success">{PROFILE_SAVED_MESSAGE}</FormNotice>
              </div>
            )}
            {editing ? (
              <ProfileForm
                contact={contact}
                onDone={(didSave) => {
                  setEditing(false);
                  setSaved(didSave);
                }}
              />
            ) : (
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact term="Name">{`${contact.firstName} ${contact.lastName}`}</Fact>
                <Fact term="Email">{contact.email}</Fact>
                <Fact term="Phone">{contact.phone ?? '—'}</Fact>
                <Fact term="Title">{contact.title ?? '—'}</Fact>
                <Fact term="Username">{contact.username}</Fact>
                <Fact term="Role">{contact.contactRole?.name ?? '—'}</Fact>
              </dl>
            )}
          </Panel>

          <Panel title="Your account">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact term="Account name">{account.accountName}</Fact>
              <Fact term="Account number">{account.accountNumber}</Fact>
              <Fact term="Terms">{account.terms ?? 'No terms: pay by card or bank account'}</Fact>
              <Fact term="Sales rep">
                {account.salesRep ? (
                  <span className="flex flex-col">
                    <span className="font-medium">{account.salesRep.name}</span>
                    <a className="text-brand-700 underline" href={`mailto:${account.salesRep.email}`}>
                      {account.salesRep.email}
                    </a>
                    <a className="text-brand-700 underline" href={`tel:${account.salesRep.phone}`}>
                      {account.salesRep.phone}
                    </a>
                  </span>
                ) : (
                  'Our customer service team'
                )}
              </Fact>
            </dl>
          </Panel>
        </div>
      )}
    </QueryView>
  );
}
