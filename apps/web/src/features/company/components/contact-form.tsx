// Create or edit a contact (issue 19 point 4): name, e-mail, phone, title, role and permissions
// (price visibility, admin, orders need approval), checked with the contract's CreateContactBody /
// EditContactBody. A new contact is mailed an invitation to set a password.
import { CreateContactBody, EditContactBody } from '@medsupply/contract';
import type { Contact } from '@medsupply/contract';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';

import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';

import { useContactRoles, useCreateContact, useEditContact } from '../api/contacts';

import { FormActions, problemOf } from './panel';

interface ContactValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  title: string;
  contactRoleId: string;
  isAdmin: boolean;
  isPriceVisible: boolean;
  ordersNeedApproval: boolean;
}

export const CHOOSE_ROLE_MESSAGE = 'Choose a role';

const PERMISSIONS = [
  { name: 'isPriceVisible', label: 'Sees prices', hint: 'Prices, invoices and payments' },
  { name: 'isAdmin', label: 'Administrator', hint: 'Manages contacts and settings, approves orders' },
  { name: 'ordersNeedApproval', label: 'Orders need approval', hint: 'An administrator approves each order' },
] as const;

function valuesOf(contact: Contact | null): ContactValues {
  return {
    username: contact?.username ?? '',
    email: contact?.email ?? '',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    phone: contact?.phone ?? '',
    title: contact?.title ?? '',
    contactRoleId: contact?.contactRole ? String(contact.contactRole.id) : '',
    isAdmin: contact?.isAdmin ?? false,
    isPriceVisible: contact?.isPriceVisible ?? true,
    ordersNeedApproval: contact?.ordersNeedApproval ?? false,
  };
}

function bodyOf(values: ContactValues, contact: Contact | null) {
  const { username, contactRoleId, ...rest } = values;
  const role = contactRoleId ? Number(contactRoleId) : undefined;
  return contact
    ? { ...rest, id: contact.id, contactRoleId: role }
    : { ...rest, contactRoleId: role, ...(username.trim() ? { username } : {}) };
}

function contactResolver(contact: Contact | null): Resolver<ContactValues> {
  const check = schemaResolver<ContactValues>(contact ? EditContactBody : CreateContactBody, (values) =>
    bodyOf(values, contact),
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (result.errors.contactRoleId)
      result.errors.contactRoleId = { type: 'validate', message: CHOOSE_ROLE_MESSAGE };
    return result;
  };
}

export function ContactForm({
  contact,
  onDone,
}: {
  /** null: a new contact. */
  contact: Contact | null;
  onDone: (message: string | null) => void;
}) {
  const roles = useContactRoles();
  const create = useCreateContact();
  const edit = useEditContact();
  const saving = contact ? edit : create;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: valuesOf(contact), resolver: contactResolver(contact) });

  const onSubmit = handleSubmit((values) => {
    const body = bodyOf(values, contact);
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    if (contact)
      edit.mutate({ ...body, id: contact.id }, { onSuccess: () => onDone(`${name} has been saved.`) });
    else
      create.mutate(
        { ...body, contactRoleId: body.contactRoleId ?? 0 },
        { onSuccess: () => onDone(`${name}: an invitation to set a password has been e-mailed.`) },
      );
  });

  return (
    <form
      noValidate
      aria-label={contact ? `Edit ${contact.firstName} ${contact.lastName}` : 'New contact'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      {saving.isError && <FormNotice tone="error">{problemOf(saving.error)}</FormNotice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
        {contact ? (
          <TextField label="Username" value={contact.username} readOnly disabled />
        ) : (
          <TextField
            label="Username"
            optional
            hint="Leave blank to use the e-mail address."
            autoCapitalize="none"
            error={errors.username?.message}
            {...register('username')}
          />
        )}
        <TextField label="Phone" type="tel" optional error={errors.phone?.message} {...register('phone')} />
        <TextField label="Title" optional error={errors.title?.message} {...register('title')} />
        <SelectField
          label="Role"
          error={errors.contactRoleId?.message}
          loading={roles.isPending}
          {...register('contactRoleId')}
        >
          <option value="">Choose…</option>
          {(roles.data ?? []).map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-navy-900">Permissions</legend>
        {PERMISSIONS.map((permission) => (
          <label key={permission.name} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              {...register(permission.name)}
            />
            <span>
              <span className="font-medium text-slate-900">{permission.label}</span>
              <span className="block text-slate-600">{permission.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormActions
        submit={contact ? 'Save contact' : 'Create and invite'}
        pending={saving.isPending}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
