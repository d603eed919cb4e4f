// Customer accounts in the back office (issue 20 point 5, ADR 0029): a searchable list, and an
// account's page with its terms, credit, price level and links (edited in one form, audited by the
// API), contacts, addresses with licences, its procurement systems (punchout), its budgets and
// approval rules (read only), and its recent orders, invoices and payments.
import { UpdateCustomerBody } from '@medsupply/contract';
import type { AdminCustomerDetails, AdminCustomerSummary } from '@medsupply/contract';
import { orderStatusLabel } from '@medsupply/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { QueryView } from '@/components/ui/query-view';
import { schemaResolver } from '@/lib/schema-resolver';

import { formatDay as formatDate, formatMoney as formatDollarsUsd } from './format';

import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { findAccountByNumber, useCustomer, useCustomers, useUpdateCustomer } from './api';
import { ProcurementSystems } from './procurement-systems';
import { CustomerSpendControls } from './spend-controls';

const money = (v: number | undefined) => (v === undefined ? '—' : formatDollarsUsd(v));
const STATUS_LABEL: Record<string, string> = {
  active: 'Active',
  pending_approval: 'Pending approval',
  inactive: 'Inactive',
};
const statusTone = (s: string) => (s === 'active' ? 'green' : s === 'inactive' ? 'grey' : 'amber');

const LIST_FILTERS = { q: '', status: '' } as const;

export function CustomersList() {
  const { filters, page, setFilters, setPage } = useListParams(LIST_FILTERS);
  const list = useCustomers(filters.q, filters.status, page);
  const columns: AdminColumn<AdminCustomerSummary>[] = [
    {
      key: 'name',
      role: 'identity',
      header: 'Account',
      cell: (c) => (
        <div>
          <Link to={`/admin/customers/${c.id}`} className="font-semibold text-brand-700 hover:underline">
            {c.accountName}
          </Link>
          <div className="text-xs text-slate-600">
            {c.accountNumber}
            {c.parent ? ` · child of ${c.parent.accountName}` : ''}
            {c.childCount > 0 ? ` · ${c.childCount} child account${c.childCount === 1 ? '' : 's'}` : ''}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      role: 'status',
      header: 'Status',
      cell: (c) => <StatusPill tone={statusTone(c.status)}>{STATUS_LABEL[c.status] ?? c.status}</StatusPill>,
    },
    { key: 'level', minor: true, header: 'Price level', cell: (c) => c.priceLevel },
    {
      key: 'terms',
      minor: true,
      header: 'Terms',
      cell: (c) => c.terms ?? <span className="text-slate-500">Card / ACH</span>,
    },
    { key: 'limit', header: 'Credit limit', align: 'right', cell: (c) => money(c.creditLimit) },
    {
      key: 'available',
      role: 'amount',
      header: 'Available',
      align: 'right',
      cell: (c) => money(c.availableBalance),
    },
    { key: 'contacts', minor: true, header: 'Contacts', align: 'right', cell: (c) => c.contactCount },
  ];
  return (
    <div className="space-y-4">
      <FilterBar
        filters={filters}
        label="Find customers"
        onApply={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <TextField
              label="Name, number or contact"
              {...field('q')}
              containerClassName="w-72"
              placeholder="Lakeside, C10042, jane@…"
            />
            <SelectField label="Status" {...field('status')}>
              <option value="">Any</option>
              <option value="active">Active</option>
              <option value="pending_approval">Pending approval</option>
              <option value="inactive">Inactive</option>
            </SelectField>
          </>
        )}
      </FilterBar>
      <AdminTable
        caption="Customer accounts"
        columns={columns}
        rows={list.data?.results}
        rowKey={(c) => c.id}
        loading={list.isLoading}
        error={list.error}
        what="customer accounts"
        onRetry={() => void list.refetch()}
        empty="No accounts match."
        paging={
          list.data && {
            page: list.data.page,
            pages: list.data.pages,
            total: list.data.total,
            noun: 'accounts',
            onPage: setPage,
          }
        }
      />
    </div>
  );
}

const METHOD_LABELS: Record<string, string> = {
  ach: 'ACH',
  check: 'Check',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
const methodLabel = (method: string) =>
  METHOD_LABELS[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1);

/** A recent-documents table with its visible heading. */
function Recent({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0 space-y-2">
      <h2 className="text-base font-semibold text-navy-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-navy-900">{children}</dd>
    </div>
  );
}

interface AccountValues {
  terms: string;
  creditLimit: string;
  priceLevelId: string;
  parentNumber: string;
}

const accountValuesOf = (customer: AdminCustomerDetails): AccountValues => ({
  terms: customer.terms ?? '',
  creditLimit: customer.creditLimit === undefined ? '' : String(customer.creditLimit),
  priceLevelId: String(customer.priceLevel.id),
  parentNumber: customer.parent?.accountNumber ?? '',
});

/** What changed, but the parent (an account number the page looks up); only that is sent. */
function changesOf(values: AccountValues, customer: AdminCustomerDetails): UpdateCustomerBody {
  const body: UpdateCustomerBody = {};
  const terms = values.terms.trim() === '' ? null : values.terms.trim();
  if (terms !== customer.terms) body.terms = terms;
  const limitText = values.creditLimit.trim();
  const limit = Number(limitText);
  if (limitText !== '' && limit !== customer.creditLimit) body.creditLimit = limit;
  const level = Number(values.priceLevelId);
  if (level !== customer.priceLevel.id) body.priceLevelId = level;
  return body;
}

/** The contract's UpdateCustomerBody over the changes; nothing changed is no problem here. */
function accountResolver(customer: AdminCustomerDetails): Resolver<AccountValues> {
  const check = schemaResolver<AccountValues>(UpdateCustomerBody, (values) => changesOf(values, customer));
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const { root: _nothingToChange, ...errors } = result.errors;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** The account's commercial settings: only what changed is sent. */
function AccountForm({ customer }: { customer: AdminCustomerDetails }) {
  const update = useUpdateCustomer(customer.id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountValues>({
    defaultValues: accountValuesOf(customer),
    resolver: accountResolver(customer),
  });
  const submit = handleSubmit(async (values) => {
    const body = changesOf(values, customer);
    setSaved(false);
    // Operators know account numbers, not ids: the number is looked up.
    const parentNumber = values.parentNumber.trim().toUpperCase();
    if (parentNumber !== (customer.parent?.accountNumber ?? '')) {
      if (parentNumber === '') body.parentId = null;
      else {
        const found = await findAccountByNumber(parentNumber).catch(() => null);
        if (!found) {
          setError('parentNumber', { type: 'validate', message: `No account is numbered ${parentNumber}.` });
          return;
        }
        body.parentId = found.id;
      }
    }
    if (Object.keys(body).length === 0) {
      setSaved(true);
      return;
    }
    update.mutate(body, { onSuccess: () => setSaved(true) });
  });
  return (
    <form
      aria-label="Account settings"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Terms"
        error={errors.terms?.message}
        {...register('terms')}
        hint="Net 15, Net 30, Net 45, Net 60 or Due on receipt; empty: card or ACH only"
        list="terms-options"
      />
      <datalist id="terms-options">
        {['Net 15', 'Net 30', 'Net 45', 'Net 60', 'Due on receipt'].map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <TextField
        label="Credit limit (USD)"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        error={errors.creditLimit?.message}
        {...register('creditLimit')}
        hint={`Available now: ${money(customer.availableBalance)}; a new limit moves it by the difference`}
      />
      <SelectField label="Price level" error={errors.priceLevelId?.message} {...register('priceLevelId')}>
        {customer.priceLevels.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Parent account number"
        error={errors.parentNumber?.message}
        {...register('parentNumber')}
        hint={
          customer.parent
            ? `Now: ${customer.parent.accountName}; empty to unlink`
            : 'Empty: a top-level account'
        }
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        {saved && !update.isPending && (
          <FormNotice tone="success">Saved. The change is in the audit log.</FormNotice>
        )}
      </div>
      <div className="sm:col-span-2">
        <ErrorNotice error={update.error} />
      </div>
    </form>
  );
}

export function CustomerDetails({ id }: { id: number }) {
  const query = useCustomer(id);
  return (
    <QueryView query={query} what="account" owner="the" loading="panel">
      {(c) => <CustomerView c={c} />}
    </QueryView>
  );
}

function CustomerView({ c }: { c: AdminCustomerDetails }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <AdminPanel title="Account">
          <dl className="grid grid-cols-2 gap-4">
            <Fact label="Number">{c.accountNumber}</Fact>
            <Fact label="Status">
              <StatusPill tone={statusTone(c.status)}>{STATUS_LABEL[c.status] ?? c.status}</StatusPill>
            </Fact>
            <Fact label="Business type">{c.businessType ?? '—'}</Fact>
            <Fact label="Customer since">{formatDate(c.createdAt)}</Fact>
            <Fact label="Phone">{c.phone ?? '—'}</Fact>
            <Fact label="E-mail">{c.email ?? '—'}</Fact>
            <Fact label="Rx levels held">{c.rxLevels.length > 0 ? c.rxLevels.join(', ') : 'None'}</Fact>
            <Fact label="Parent">
              {c.parent ? (
                <Link to={`/admin/customers/${c.parent.id}`} className="text-brand-700 hover:underline">
                  {c.parent.accountName} ({c.parent.accountNumber})
                </Link>
              ) : (
                '—'
              )}
            </Fact>
            {c.children.length > 0 && (
              <div className="col-span-2">
                <Fact label="Child accounts">
                  <ul className="space-y-0.5">
                    {c.children.map((child) => (
                      <li key={child.id}>
                        <Link to={`/admin/customers/${child.id}`} className="text-brand-700 hover:underline">
                          {child.accountName} ({child.accountNumber})
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Fact>
              </div>
            )}
          </dl>
        </AdminPanel>
        <AdminPanel title="Terms, credit and price level">
          <AccountForm
            customer={c}
            key={JSON.stringify([c.terms, c.creditLimit, c.priceLevel.id, c.parent?.id])}
          />
        </AdminPanel>
      </div>

      <Recent title="Contacts">
        <AdminTable
          caption="Contacts"
          columns={[
            {
              key: 'name',
              role: 'identity',
              header: 'Contact',
              cell: (p) => (
                <div>
                  <div className="font-semibold text-navy-900">
                    {p.firstName} {p.lastName}
                  </div>
                  <div className="text-xs text-slate-600">{p.username}</div>
                </div>
              ),
            },
            { key: 'phone', header: 'Phone', cell: (p) => p.phone ?? '—' },
            { key: 'role', header: 'Role', cell: (p) => (p.isAdmin ? 'Administrator' : 'Buyer') },
            {
              key: 'state',
              header: 'Sign-in',
              cell: (p) =>
                !p.isActive ? (
                  <StatusPill>Deactivated</StatusPill>
                ) : !p.hasPassword ? (
                  <StatusPill tone="amber">Invited</StatusPill>
                ) : p.lastLoginAt ? (
                  `Last ${formatDate(p.lastLoginAt)}`
                ) : (
                  'Never'
                ),
            },
          ]}
          rows={c.contacts}
          rowKey={(p) => p.id}
          empty="No contacts."
        />
      </Recent>

      <AdminPanel title="Addresses and licenses">
        {c.addresses.length === 0 ? (
          <p className="text-sm text-slate-600">No addresses.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {c.addresses.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="font-semibold text-navy-900">
                  {a.label}
                  {a.defaultShipping ? (
                    <span className="ml-2 text-xs font-normal text-slate-500">default ship-to</span>
                  ) : null}
                </div>
                <div className="text-slate-700">
                  {a.line1}
                  {a.line2 ? `, ${a.line2}` : ''}, {a.city}, {a.state} {a.zip}
                </div>
                {a.licences.length > 0 && (
                  <ul className="mt-2 space-y-1">
                    {a.licences.map((l) => (
                      <li key={l.id} className="flex flex-wrap items-center gap-2 text-xs">
                        <span className="font-medium">{l.licenceNumber}</span>
                        <span className="text-slate-600">level {l.rxLevel}</span>
                        <span className="text-slate-600">expires {formatDate(l.expiresOn)}</span>
                        <StatusPill
                          tone={l.status === 'verified' ? 'green' : l.status === 'pending' ? 'amber' : 'red'}
                        >
                          {l.status === 'verified'
                            ? 'Verified'
                            : l.status === 'pending'
                              ? 'Pending'
                              : 'Rejected'}
                        </StatusPill>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>

      <ProcurementSystems accountId={c.id} contacts={c.contacts} />

      <CustomerSpendControls accountId={c.id} />

      <div className="grid gap-6 xl:grid-cols-3">
        <Recent title="Recent orders">
          <AdminTable
            caption="Recent orders"
            columns={[
              {
                key: 'n',
                role: 'identity',
                header: 'Order',
                cell: (o) => (
                  <Link to={`/admin/orders/${o.id}`} className="text-brand-700 hover:underline">
                    {o.tranId}
                  </Link>
                ),
              },
              { key: 'd', header: 'Date', cell: (o) => formatDate(o.orderDate) },
              { key: 's', role: 'status', header: 'Status', cell: (o) => orderStatusLabel(o.status) },
              { key: 't', role: 'amount', header: 'Total', align: 'right', cell: (o) => money(o.total) },
            ]}
            rows={c.recentOrders}
            rowKey={(o) => o.id}
            empty="No orders yet."
            className="[&_table]:min-w-0"
          />
        </Recent>
        <Recent title="Recent invoices">
          <AdminTable
            caption="Recent invoices"
            columns={[
              { key: 'n', role: 'identity', header: 'Invoice', cell: (i) => i.tranId },
              { key: 'd', header: 'Due', cell: (i) => formatDate(i.dueDate) },
              { key: 's', role: 'status', header: 'Status', cell: (i) => i.status },
              {
                key: 'a',
                role: 'amount',
                header: 'Due amount',
                align: 'right',
                cell: (i) => money(i.amountDue),
              },
            ]}
            rows={c.recentInvoices}
            rowKey={(i) => i.id}
            empty="No invoices yet."
            className="[&_table]:min-w-0"
          />
        </Recent>
        <Recent title="Recent payments">
          <AdminTable
            caption="Recent payments"
            columns={[
              { key: 'n', role: 'identity', header: 'Payment', cell: (p) => p.tranId },
              { key: 'd', header: 'Date', cell: (p) => formatDate(p.paidAt) },
              { key: 'm', header: 'Method', cell: (p) => methodLabel(p.method) },
              { key: 'a', role: 'amount', header: 'Amount', align: 'right', cell: (p) => money(p.amount) },
            ]}
            rows={c.recentPayments}
            rowKey={(p) => p.id}
            empty="No payments yet."
            className="[&_table]:min-w-0"
          />
        </Recent>
      </div>
    </div>
  );
}
