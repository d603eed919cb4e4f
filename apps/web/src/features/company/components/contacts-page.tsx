// Contacts (/myaccount/menu/contacts, isAdmin; issue 19 point 4): the account's contacts 100 a
// page with role, permissions and status; create (an invitation mail), edit, deactivate (history
// stays) and restore. The API's refusals (own admin right, last admin, own login) show as they come.
import type { Contact } from '@medsupply/contract';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { formatStoreDate } from '@/lib/format';
import { QueryView } from '@/components/ui/query-view';

import { contactsQuery, useContacts, useDeleteContact, useEditContact } from '../api/contacts';
import { useProfile } from '../api/profile';

import { ContactForm } from './contact-form';
import { ConfirmButton, Panel, problemOf } from './panel';

function fullName(contact: Contact): string {
  return `${contact.firstName} ${contact.lastName}`;
}

function ContactRow({
  contact,
  isSelf,
  onEdit,
  onNotice,
}: {
  contact: Contact;
  /** The signed-in admin's own login: it cannot be deactivated (OWN_LOGIN_MESSAGE). */
  isSelf: boolean;
  onEdit: () => void;
  onNotice: (tone: 'success' | 'error', message: string) => void;
}) {
  const remove = useDeleteContact();
  const restore = useEditContact();
  const name = fullName(contact);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-navy-900">{name}</span>
          {isSelf && <Badge tone="success">You</Badge>}
          {contact.title && <span className="text-slate-600">{contact.title}</span>}
          {!contact.isActive ? (
            <Badge tone="neutral">Deactivated</Badge>
          ) : contact.invitationPending ? (
            <Badge tone="warning">Invitation pending</Badge>
          ) : null}
        </p>
        <p className="break-all text-slate-700">
          {contact.email}
          {contact.username !== contact.email ? ` · ${contact.username}` : ''}
          {contact.phone ? ` · ${contact.phone}` : ''}
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-slate-600">
          {contact.contactRole?.name ?? 'No role'}
          {contact.isAdmin && <Badge tone="brand">Administrator</Badge>}
          {contact.isPriceVisible && <Badge tone="info">Sees prices</Badge>}
          {contact.ordersNeedApproval && <Badge tone="warning">Orders need approval</Badge>}
        </p>
        <p className="text-slate-500">
          {contact.lastLoginAt ? `Last login ${formatStoreDate(contact.lastLoginAt)}` : 'Never logged in'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {contact.isActive ? (
          <>
            <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
              Edit
            </Button>
            {!isSelf && (
              <ConfirmButton
                label="Deactivate"
                name={`Deactivate ${name}`}
                question={`Deactivate ${name}?`}
                confirm="Yes, deactivate"
                pending={remove.isPending}
                onConfirm={(done) =>
                  remove.mutate(contact.id, {
                    onSuccess: () =>
                      onNotice('success', `${name} has been deactivated. Their order history stays.`),
                    onError: (error) => onNotice('error', problemOf(error)),
                    onSettled: done,
                  })
                }
              />
            )}
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Restore ${name}`}
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(
                { id: contact.id, isActive: true },
                {
                  onSuccess: () => onNotice('success', `${name} can sign in again.`),
                  onError: (error) => onNotice('error', problemOf(error)),
                },
              )
            }
          >
            Restore
          </Button>
        )}
      </div>
    </li>
  );
}

type Editing = { contact: Contact | null } | null;

export function ContactsPage() {
  const [page, setPage] = useState(1);
  const [inactive, setInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const contacts = useContacts(contactsQuery(page, inactive));
  const self = useProfile().data?.contact.id;
  const show = (tone: 'success' | 'error', message: string) => setNotice({ tone, message });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={inactive}
            onChange={(event) => {
              setInactive(event.target.checked);
              setPage(1);
            }}
          />
          Show deactivated contacts
        </label>
        {editing === null && (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ contact: null });
            }}
          >
            Add contact
          </Button>
        )}
      </div>
      {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
      {editing && (
        <Panel title={editing.contact ? `Edit ${fullName(editing.contact)}` : 'New contact'}>
          <ContactForm
            key={editing.contact?.id ?? 'new'}
            contact={editing.contact}
            onDone={(message) => {
              setEditing(null);
              if (message) show('success', message);
            }}
          />
        </Panel>
      )}
      <QueryView query={contacts} what="contacts" loading="panel">
        {(data) => (
          <section aria-label="Contacts" className="rounded-2xl border border-slate-200 bg-white">
            {data.results.length === 0 ? (
              <p className="p-5 text-sm text-slate-700">
                {inactive ? 'No deactivated contacts.' : 'No contacts yet.'}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 px-5">
                {data.results.map((contact) => (
                  <ContactRow
                    key={contact.id}
                    contact={contact}
                    isSelf={contact.id === self}
                    onEdit={() => {
                      setNotice(null);
                      setEditing({ contact });
                    }}
                    onNotice={show}
                  />
                ))}
              </ul>
            )}
            {data.pages > 1 && (
              <Pager
                label="Contacts pages"
                page={data.page}
                pages={data.pages}
                total={data.total}
                noun="contacts"
                onPage={setPage}
              />
            )}
          </section>
        )}
      </QueryView>
    </div>
  );
}
