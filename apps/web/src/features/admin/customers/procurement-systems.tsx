// The "Procurement (punchout)" section of a customer's page (issue 28, ADR 0038): the account's
// procurement systems with their cXML identities, the contact their sessions sign in as, where
// order confirmations and ship notices go and how they were delivered; a form to add or change
// one; disable or enable it; rotate its shared secret. A new secret is shown once, here, in this
// component's state only: the API never answers it again.
import { CreateProcurementSystemBody } from '@medsupply/contract';
import type {
  AdminCustomerContact,
  AdminProcurementDelivery,
  AdminProcurementSystem,
} from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { EmptyLine, LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast } from '@/lib/toast';

import { AdminPanel, StatusPill } from '../components/admin-table';
import { Button, ErrorNotice, SelectField, TextField } from '../components/form';
import { formatDay } from './format';
import {
  useCreateProcurementSystem,
  useProcurementSystems,
  useRotateProcurementSecret,
  useUpdateProcurementSystem,
} from './procurement-api';

export const PROCUREMENT_TEXT = {
  title: 'Procurement (punchout)',
  add: 'Add a procurement system',
  none: 'No procurement system buys for this account.',
  secretOnce:
    'Give this shared secret to the procurement system now. It is stored only as a hash and will not be shown again.',
  rotateConfirm: 'Rotate now: the old secret stops working',
} as const;

const DELIVERY_LABEL: Record<AdminProcurementDelivery['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Not sent',
};
const deliveryTone = (s: AdminProcurementDelivery['status']) =>
  s === 'delivered' ? 'green' : s === 'failed' ? 'red' : s === 'pending' ? 'amber' : 'grey';
const DOCUMENT_LABEL: Record<AdminProcurementDelivery['documentType'], string> = {
  ConfirmationRequest: 'Order confirmation',
  ShipNoticeRequest: 'Ship notice',
};

/** The secret just made for a system, shown until the staff member closes it. */
interface ShownSecret {
  systemName: string;
  secret: string;
}

export function ProcurementSystems({
  accountId,
  contacts,
}: {
  accountId: number;
  contacts: readonly AdminCustomerContact[];
}) {
  const list = useProcurementSystems(accountId);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const systems = list.data?.systems;
  return (
    <AdminPanel
      title={PROCUREMENT_TEXT.title}
      actions={
        editing === null ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {PROCUREMENT_TEXT.add}
          </Button>
        ) : null
      }
    >
      <div className="space-y-4">
        {shown && (
          <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            <p className="font-semibold text-navy-900">New shared secret for {shown.systemName}</p>
            <p className="text-slate-700">{PROCUREMENT_TEXT.secretOnce}</p>
            <code
              aria-label="Shared secret"
              className="block rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm select-all"
            >
              {shown.secret}
            </code>
            <Button size="sm" variant="outline" onClick={() => setShown(null)}>
              I have copied it
            </Button>
          </div>
        )}
        {editing === 'new' && (
          <SystemForm
            accountId={accountId}
            contacts={contacts}
            onDone={(created) => {
              setEditing(null);
              if (created) setShown(created);
            }}
          />
        )}
        {systems === undefined ? (
          list.isError ? (
            <LoadFailed
              message={loadFailedMessage('procurement systems', list.error, 'the')}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <LoadingBlock label="Loading procurement systems" shape="line" />
          )
        ) : systems.length === 0 && editing !== 'new' ? (
          <EmptyLine>{PROCUREMENT_TEXT.none}</EmptyLine>
        ) : (
          <ul className="space-y-4">
            {systems.map((system) =>
              editing === system.id ? (
                <li key={system.id}>
                  <SystemForm
                    accountId={accountId}
                    contacts={contacts}
                    system={system}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <SystemCard
                  key={system.id}
                  accountId={accountId}
                  system={system}
                  onEdit={() => setEditing(system.id)}
                  onSecret={(secret) => setShown({ systemName: system.name, secret })}
                />
              ),
            )}
          </ul>
        )}
      </div>
    </AdminPanel>
  );
}

const credentialText = (c: { domain: string; identity: string }) => `${c.identity} (${c.domain})`;

function SystemCard({
  accountId,
  system,
  onEdit,
  onSecret,
}: {
  accountId: number;
  system: AdminProcurementSystem;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}) {
  const update = useUpdateProcurementSystem(accountId);
  const rotate = useRotateProcurementSecret(accountId);
  const [confirming, setConfirming] = useState(false);
  return (
    <li aria-label={system.name} className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-navy-900">{system.name}</h3>
          <StatusPill tone={system.isActive ? 'green' : 'grey'}>
            {system.isActive ? 'Active' : 'Disabled'}
          </StatusPill>
          {system.failedDeliveries > 0 && (
            <StatusPill tone="red">
              {system.failedDeliveries} failed deliver{system.failedDeliveries === 1 ? 'y' : 'ies'}
            </StatusPill>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: system.id, body: { isActive: !system.isActive } },
                {
                  onSuccess: (answer) =>
                    toast.success(
                      `${answer.system.name} ${answer.system.isActive ? 'enabled' : 'disabled'}.`,
                    ),
                },
              )
            }
          >
            {system.isActive ? 'Disable' : 'Enable'}
          </Button>
          {confirming ? (
            <Button
              size="sm"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(
                  { id: system.id },
                  {
                    onSuccess: (answer) => {
                      setConfirming(false);
                      onSecret(answer.sharedSecret);
                    },
                  },
                )
              }
            >
              {PROCUREMENT_TEXT.rotateConfirm}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Rotate secret
            </Button>
          )}
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label="From (buyer)">{credentialText(system.from)}</Fact>
        <Fact label="To (this store)">{credentialText(system.to)}</Fact>
        <Fact label="Sender">{credentialText(system.sender)}</Fact>
        <Fact label="Signs in as">
          {system.contact.name} ({system.contact.email})
        </Fact>
        <Fact label="Order notification URL">{system.orderNotificationUrl ?? 'None: nothing is sent'}</Fact>
        <Fact label="Price tolerance">{system.priceTolerancePercent}%</Fact>
      </dl>
      <ErrorNotice error={update.error ?? rotate.error} />
      <Deliveries deliveries={system.recentDeliveries} />
    </li>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-navy-900">{children}</dd>
    </div>
  );
}

function Deliveries({ deliveries }: { deliveries: readonly AdminProcurementDelivery[] }) {
  if (deliveries.length === 0) {
    return <p className="text-xs text-slate-600">No order confirmation or ship notice sent yet.</p>;
  }
  return (
    <table className="w-full text-left text-xs">
      <caption className="pb-1 text-left font-semibold text-navy-900">Documents sent</caption>
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Document
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Order
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Status
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Attempts
          </th>
          <th scope="col" className="py-1 font-semibold">
            Last error
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-2">
              {DOCUMENT_LABEL[d.documentType]}
              <div className="text-slate-500">{formatDay(d.createdAt)}</div>
            </td>
            <td className="py-1 pr-2">
              <Link to={`/admin/orders/${d.salesOrderId}`} className="text-brand-700 hover:underline">
                {d.orderNumber ?? `#${d.salesOrderId}`}
              </Link>
            </td>
            <td className="py-1 pr-2">
              <StatusPill tone={deliveryTone(d.status)}>{DELIVERY_LABEL[d.status]}</StatusPill>
            </td>
            <td className="py-1 pr-2">{d.attempts}</td>
            <td className="py-1 [overflow-wrap:anywhere] text-slate-700">{d.lastError ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface SystemValues {
  name: string;
  fromDomain: string;
  fromIdentity: string;
  toDomain: string;
  toIdentity: string;
  senderDomain: string;
  senderIdentity: string;
  contactId: string;
  priceTolerancePercent: string;
  orderNotificationUrl: string;
}

function systemValuesOf(system: AdminProcurementSystem | undefined): SystemValues {
  return {
    name: system?.name ?? '',
    fromDomain: system?.from.domain ?? '',
    fromIdentity: system?.from.identity ?? '',
    toDomain: system?.to.domain ?? '',
    toIdentity: system?.to.identity ?? '',
    senderDomain: system?.sender.domain ?? '',
    senderIdentity: system?.sender.identity ?? '',
    contactId: system ? String(system.contact.id) : '',
    priceTolerancePercent: system ? String(system.priceTolerancePercent) : '0',
    orderNotificationUrl: system?.orderNotificationUrl ?? '',
  };
}

/** The form's text as the call's body, as typed (the API lower-cases a domain itself). */
function systemBodyOf(values: SystemValues): CreateProcurementSystemBody {
  const credential = (domain: string, identity: string) => ({
    domain: domain.trim(),
    identity: identity.trim(),
  });
  const url = values.orderNotificationUrl.trim();
  return {
    name: values.name.trim(),
    from: credential(values.fromDomain, values.fromIdentity),
    to: credential(values.toDomain, values.toIdentity),
    sender: credential(values.senderDomain, values.senderIdentity),
    contactId: Number(values.contactId),
    orderNotificationUrl: url === '' ? null : url,
    priceTolerancePercent: Number(values.priceTolerancePercent.trim() || '0'),
  };
}

const checkSystem = schemaResolver<SystemValues>(CreateProcurementSystemBody, systemBodyOf);

/** CreateProcurementSystemBody's check; a credential's problem ('from.domain') lands on its field. */
const systemResolver: Resolver<SystemValues> = async (values, context, options) => {
  const result = await checkSystem(values, context, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [
      name.replace(/\.(\w)/, (_dot, letter: string) => letter.toUpperCase()),
      error,
    ]),
  );
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

/** Add (no `system`) or change a system; a change sends only what changed. */
function SystemForm({
  accountId,
  contacts,
  system,
  onDone,
}: {
  accountId: number;
  contacts: readonly AdminCustomerContact[];
  system?: AdminProcurementSystem;
  onDone: (created?: ShownSecret) => void;
}) {
  const create = useCreateProcurementSystem(accountId);
  const update = useUpdateProcurementSystem(accountId);
  const pending = create.isPending || update.isPending;
  const choosable = contacts.filter((c) => c.isActive || c.id === system?.contact.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SystemValues>({ defaultValues: systemValuesOf(system), resolver: systemResolver });

  const submit = handleSubmit((values) => {
    const body = systemBodyOf(values);
    if (!system) {
      create.mutate(body, {
        onSuccess: (answer) => onDone({ systemName: answer.system.name, secret: answer.sharedSecret }),
      });
      return;
    }
    const changed = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => {
        const before = (system as unknown as Record<string, unknown>)[key];
        if (key === 'contactId') return value !== system.contact.id;
        return JSON.stringify(value) !== JSON.stringify(before);
      }),
    );
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: system.id, body: changed },
      {
        onSuccess: (answer) => {
          // The form closes on saving: the toast is what says it was saved (issue 31 point 2).
          toast.success(`${answer.system.name} saved.`);
          onDone();
        },
      },
    );
  });

  const credentialFields = (prefix: 'from' | 'to' | 'sender', label: string) => (
    <>
      <TextField
        label={`${label} domain`}
        required
        hint="e.g. NetworkID, DUNS (compared without regard to case)"
        error={errors[`${prefix}Domain`]?.message}
        {...register(`${prefix}Domain`)}
      />
      <TextField
        label={`${label} identity`}
        required
        error={errors[`${prefix}Identity`]?.message}
        {...register(`${prefix}Identity`)}
      />
    </>
  );

  return (
    <form
      aria-label={system ? `Edit ${system.name}` : PROCUREMENT_TEXT.add}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
    >
      <TextField
        label="Name"
        required
        containerClassName="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      {credentialFields('from', 'From (buyer)')}
      {credentialFields('to', 'To (this store)')}
      {credentialFields('sender', 'Sender')}
      <SelectField
        label="Contact a punchout session signs in as"
        required
        error={errors.contactId ? 'Choose a contact of this account' : undefined}
        {...register('contactId')}
      >
        <option value="" disabled>
          Choose a contact of this account
        </option>
        {choosable.map((c) => (
          <option key={c.id} value={c.id}>
            {c.firstName} {c.lastName} ({c.username})
          </option>
        ))}
      </SelectField>
      <TextField
        label="Price tolerance (%)"
        type="number"
        min={0}
        max={100}
        step="0.01"
        inputMode="decimal"
        hint="How far an OrderRequest's unit price may be from ours"
        error={errors.priceTolerancePercent?.message}
        {...register('priceTolerancePercent')}
      />
      <TextField
        label="Order notification URL"
        type="url"
        hint="Where order confirmations and ship notices are posted (http or https); empty: none are sent"
        containerClassName="sm:col-span-2"
        error={errors.orderNotificationUrl?.message}
        {...register('orderNotificationUrl')}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : system ? 'Save changes' : 'Add and show the secret'}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
        {!system && (
          <p className="text-xs text-slate-600">
            The store makes the shared secret; it is shown once after adding.
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <ErrorNotice error={create.error ?? update.error} />
      </div>
    </form>
  );
}
