// The back office's decision queues (issue 20 point 5): access requests and storefront
// applications approved or declined with a reason, licences verified with the expiry read on the
// document or rejected with a reason. Each decision is mailed by the API; the lists refresh.
import { DeclineBody, VerifyLicenceBody } from '@medsupply/contract';
import type { AdminAccessRequest, AdminLicence, AdminRegistration } from '@medsupply/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { schemaResolver } from '@/lib/schema-resolver';

import { formatDay as formatDate } from './format';

import { AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { Button, ErrorNotice, FormNotice, SelectField, TextAreaField, TextField } from '../components/form';
import {
  openLicenceDocument,
  useAccessRequests,
  useApproveAccess,
  useApproveRegistration,
  useDeclineAccess,
  useDeclineRegistration,
  useLicences,
  useRegistrations,
  useRejectLicence,
  useVerifyLicence,
} from './api';

interface ReasonValues {
  reason: string;
}

const reasonResolver = schemaResolver<ReasonValues>(DeclineBody, (values) => ({
  reason: values.reason.trim(),
}));

/** A "with a reason" action: the button opens a short form; the reason is mailed. */
function ReasonForm({
  label,
  subject,
  onSubmit,
  pending,
}: {
  label: string;
  subject: string;
  onSubmit: (reason: string) => void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReasonValues>({ defaultValues: { reason: '' }, resolver: reasonResolver });
  const reason = useWatch({ control, name: 'reason' });
  if (!open)
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        {label}…
      </Button>
    );
  const submit = handleSubmit((values) => onSubmit(values.reason.trim()));
  return (
    <form
      aria-label={`${label} ${subject}`}
      noValidate
      className="mt-2 w-full min-w-64 space-y-2"
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField
        label="Reason (mailed)"
        rows={2}
        required
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="secondary" disabled={pending || !reason.trim()}>
          {label}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const REQUEST_FILTERS = { status: 'new' } as const;

export function AccessRequestsQueue() {
  const { filters, page, setFilters, setPage } = useListParams(REQUEST_FILTERS);
  const list = useAccessRequests(filters.status, page);
  const approve = useApproveAccess();
  const decline = useDeclineAccess();
  const [done, setDone] = useState<string | null>(null);
  const error = approve.error ?? decline.error;
  const columns: AdminColumn<AdminAccessRequest>[] = [
    {
      key: 'company',
      header: 'Company',
      cell: (r) => <span className="font-semibold text-navy-900">{r.company}</span>,
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (r) => (
        <div>
          <div>
            {r.firstName} {r.lastName}
          </div>
          <div className="text-xs text-slate-600">{r.email}</div>
          <div className="text-xs text-slate-600">{r.phone}</div>
        </div>
      ),
    },
    { key: 'date', header: 'Requested', cell: (r) => formatDate(r.createdAt) },
    {
      key: 'status',
      role: 'status',
      header: 'Status',
      cell: (r) => (
        <StatusPill tone={r.status === 'new' ? 'amber' : r.status === 'approved' ? 'green' : 'red'}>
          {r.status === 'new' ? 'New' : r.status === 'approved' ? 'Approved' : 'Declined'}
        </StatusPill>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (r) =>
        r.status === 'new' ? (
          <div className="flex flex-wrap items-start gap-2">
            <Button
              type="button"
              size="sm"
              aria-label={`Approve ${r.company}`}
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { id: r.id },
                  {
                    onSuccess: (answer) =>
                      setDone(
                        `${answer.account.accountName} is open as ${answer.account.accountNumber}; ${answer.contact.username} was invited to choose a password.`,
                      ),
                  },
                )
              }
            >
              Approve
            </Button>
            <ReasonForm
              label="Decline"
              subject={r.company}
              pending={decline.isPending}
              onSubmit={(reason) =>
                decline.mutate(
                  { id: r.id, reason },
                  {
                    onSuccess: () =>
                      setDone(`The request of ${r.company} is declined; the reason was mailed.`),
                  },
                )
              }
            />
          </div>
        ) : null,
    },
  ];
  return (
    <div className="space-y-4">
      <FilterBar
        filters={filters}
        label="Filter access requests"
        onApply={(values) => setFilters({ status: values.status })}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <SelectField label="Status" {...field('status')}>
              <option value="new">New</option>
              <option value="approved">Approved</option>
              <option value="declined">Declined</option>
            </SelectField>
          </>
        )}
      </FilterBar>
      {done && <FormNotice tone="success">{done}</FormNotice>}
      <ErrorNotice error={error} />
      <AdminTable
        caption="Access requests"
        columns={columns}
        rows={list.data?.results}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.error}
        what="access requests"
        onRetry={() => void list.refetch()}
        empty="No access requests with this status."
        paging={
          list.data && {
            page: list.data.page,
            pages: list.data.pages,
            total: list.data.total,
            noun: 'requests',
            onPage: setPage,
          }
        }
      />
    </div>
  );
}

const NO_FILTERS = {} as const;

export function RegistrationsQueue() {
  const { page, setPage } = useListParams(NO_FILTERS);
  const list = useRegistrations(page);
  const approve = useApproveRegistration();
  const decline = useDeclineRegistration();
  const [done, setDone] = useState<string | null>(null);
  const columns: AdminColumn<AdminRegistration>[] = [
    {
      key: 'account',
      header: 'Account',
      cell: (r) => (
        <div>
          <Link
            to={`/admin/customers/${r.accountId}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {r.accountName}
          </Link>
          <div className="text-xs text-slate-600">
            {r.accountNumber}
            {r.businessType ? ` · ${r.businessType}` : ''}
          </div>
        </div>
      ),
    },
    {
      key: 'contact',
      header: 'Applicant',
      cell: (r) =>
        r.contact ? (
          <div>
            <div>
              {r.contact.firstName} {r.contact.lastName}
            </div>
            <div className="text-xs text-slate-600">{r.contact.username}</div>
          </div>
        ) : (
          <span className="text-slate-500">{r.email ?? '—'}</span>
        ),
    },
    { key: 'date', header: 'Applied', cell: (r) => formatDate(r.createdAt) },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (r) => (
        <div className="flex flex-wrap items-start gap-2">
          <Button
            type="button"
            size="sm"
            aria-label={`Approve ${r.accountName}`}
            disabled={approve.isPending}
            onClick={() =>
              approve.mutate(
                { id: r.accountId },
                { onSuccess: () => setDone(`${r.accountName} is open; the applicant was told by mail.`) },
              )
            }
          >
            Approve
          </Button>
          <ReasonForm
            label="Decline"
            subject={r.accountName}
            pending={decline.isPending}
            onSubmit={(reason) =>
              decline.mutate(
                { id: r.accountId, reason },
                { onSuccess: () => setDone(`${r.accountName} is declined; the reason was mailed.`) },
              )
            }
          />
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {done && <FormNotice tone="success">{done}</FormNotice>}
      <ErrorNotice error={approve.error ?? decline.error} />
      <AdminTable
        caption="Applications waiting for approval"
        columns={columns}
        rows={list.data?.results}
        rowKey={(r) => r.accountId}
        loading={list.isLoading}
        error={list.error}
        what="applications"
        onRetry={() => void list.refetch()}
        empty="No applications wait for approval."
        paging={
          list.data && {
            page: list.data.page,
            pages: list.data.pages,
            total: list.data.total,
            noun: 'applications',
            onPage: setPage,
          }
        }
      />
    </div>
  );
}

const LICENCE_FILTERS = { status: 'pending' } as const;

interface VerifyValues {
  expiresOn: string;
}

const verifyResolver = schemaResolver<VerifyValues>(VerifyLicenceBody);

function VerifyForm({ licence, onDone }: { licence: AdminLicence; onDone: (message: string) => void }) {
  const verify = useVerifyLicence();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyValues>({ defaultValues: { expiresOn: licence.expiresOn }, resolver: verifyResolver });
  const submit = handleSubmit(({ expiresOn }) => {
    verify.mutate(
      { id: licence.id, expiresOn },
      {
        onSuccess: () =>
          onDone(
            `License ${licence.licenceNumber} is verified until ${formatDate(expiresOn)}; ${licence.address.label} now covers checkout.`,
          ),
      },
    );
  });
  return (
    <form
      aria-label={`Verify license ${licence.licenceNumber}`}
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Expires on (as on the document)"
        type="date"
        required
        containerClassName="w-52"
        error={errors.expiresOn?.message}
        {...register('expiresOn')}
      />
      <Button type="submit" size="sm" disabled={verify.isPending}>
        Verify
      </Button>
      {verify.error ? (
        <div className="w-full">
          <ErrorNotice error={verify.error} />
        </div>
      ) : null}
    </form>
  );
}

export function LicencesQueue() {
  const { filters, page, setFilters, setPage } = useListParams(LICENCE_FILTERS);
  const list = useLicences(filters.status, page);
  const reject = useRejectLicence();
  const [done, setDone] = useState<string | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const columns: AdminColumn<AdminLicence>[] = [
    {
      key: 'licence',
      role: 'identity',
      wide: true,
      header: 'License',
      cell: (l) => (
        <div>
          <div className="font-semibold text-navy-900">{l.licenceNumber}</div>
          <div className="text-xs text-slate-600">
            {l.rxLevel === 1 ? 'Rx' : `Schedule level ${l.rxLevel}`}
            {l.issuingAuthority ? ` · ${l.issuingAuthority}` : ''} · typed expiry {formatDate(l.expiresOn)}
          </div>
          {l.hasDocument ? (
            <button
              type="button"
              className="mt-1 text-xs font-semibold text-brand-700 hover:underline"
              onClick={() => {
                openLicenceDocument(l.id).catch((e: unknown) => {
                  setDocumentError(e instanceof Error ? e.message : 'The document could not be opened.');
                });
              }}
            >
              Open the document
            </button>
          ) : (
            <div className="mt-1 text-xs text-slate-500">No document uploaded</div>
          )}
        </div>
      ),
    },
    {
      key: 'where',
      wide: true,
      header: 'Account and ship-to',
      cell: (l) => (
        <div>
          <Link
            to={`/admin/customers/${l.account.id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {l.account.name}
          </Link>
          <div className="text-xs text-slate-600">{l.account.number}</div>
          <div className="text-xs text-slate-600">
            {l.address.label}: {l.address.line1}, {l.address.city}, {l.address.state}
          </div>
        </div>
      ),
    },
    { key: 'sent', minor: true, header: 'Sent', cell: (l) => formatDate(l.createdAt) },
    {
      key: 'decide',
      wide: true,
      header: l10n(filters.status),
      cell: (l) =>
        l.status === 'pending' ? (
          <div className="space-y-2">
            <VerifyForm licence={l} onDone={setDone} />
            <ReasonForm
              label="Reject"
              subject={l.licenceNumber}
              pending={reject.isPending}
              onSubmit={(reason) =>
                reject.mutate(
                  { id: l.id, reason },
                  {
                    onSuccess: () =>
                      setDone(`License ${l.licenceNumber} is rejected; the reason was mailed.`),
                  },
                )
              }
            />
          </div>
        ) : (
          <StatusPill tone={l.status === 'verified' ? 'green' : 'red'}>
            {l.status === 'verified' ? `Verified to ${formatDate(l.expiresOn)}` : 'Rejected'}
          </StatusPill>
        ),
    },
  ];
  return (
    <div className="space-y-4">
      <FilterBar
        filters={filters}
        label="Filter licenses"
        onApply={(values) => setFilters({ status: values.status })}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <SelectField label="Status" {...field('status')}>
              <option value="pending">Pending verification</option>
              <option value="verified">Verified</option>
              <option value="rejected">Rejected</option>
            </SelectField>
          </>
        )}
      </FilterBar>
      {done && <FormNotice tone="success">{done}</FormNotice>}
      {documentError && <FormNotice tone="error">{documentError}</FormNotice>}
      <ErrorNotice error={reject.error} />
      <AdminTable
        caption="Licenses"
        columns={columns}
        rows={list.data?.results}
        rowKey={(l) => l.id}
        loading={list.isLoading}
        error={list.error}
        what="licenses"
        onRetry={() => void list.refetch()}
        empty="No licenses with this status."
        paging={
          list.data && {
            page: list.data.page,
            pages: list.data.pages,
            total: list.data.total,
            noun: 'licenses',
            onPage: setPage,
          }
        }
      />
    </div>
  );
}

const l10n = (status: string) => (status === 'pending' ? 'Decide' : 'Decision');
