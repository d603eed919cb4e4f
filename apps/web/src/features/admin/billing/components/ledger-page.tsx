// /admin/billing/accounts/:id: a customer's ledger (invoices, payments, credit memos and refunds,
// newest first, with the aging), and the actions accounts receivable take on it: record a check or
// ACH payment applied to open invoices, issue a credit memo for an amount (against an invoice or on
// account) or for units of an invoice's lines that came back (priced as invoiced by the API), and
// refund a payment the gateway took (refund-payment-dialog.tsx). The ledger only grows: nothing
// here edits an entry.
import { IssueCreditMemoBody, RecordPaymentBody } from '@medsupply/contract';
import type { LedgerEntry, LedgerResponse } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';

import { QueryView } from '@/components/ui/query-view';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPanel, AdminTable, StatusPill } from '@/features/admin/components/admin-table';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '@/features/admin/components/form';
import { ownWordsFirst } from '@/features/admin/lib/own-words';
import { useSubmissionKey } from '@/features/admin/lib/submission-key';
import { schemaResolver } from '@/lib/schema-resolver';
import { storeToday } from '@/lib/store-day';

import { invoiceLinesQuery, issueCreditMemo, ledgerQuery, recordPayment } from '../api/billing';
import { AgingSummary } from './aging-table';
import { day, dollarsOf, usd } from './money';
import { RefundPaymentDialog, canRefund } from './refund-payment-dialog';
import {
  CREDIT_BASES,
  type CreditBasis,
  type InvoiceLine,
  ReturnedUnits,
  type TypedUnits,
  returnedLines,
} from './returned-units';

/** Ledger entries a page (the API answers the newest 500). */
const LEDGER_PAGE = 25;

const TYPE_LABEL: Record<LedgerEntry['type'], string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  creditMemo: 'Credit memo',
  refund: 'Refund',
};

function toneOf(status: string) {
  // A refund is 'Pending' while the gateway is asked again, 'Refused' when it said no (ADR 0035).
  if (status === 'Open' || status === 'Pending') return 'amber' as const;
  if (status === 'Refused') return 'red' as const;
  if (
    status === 'Paid In Full' ||
    status === 'Deposited' ||
    status === 'Fully Applied' ||
    status === 'Refunded'
  )
    return 'green' as const;
  return 'grey' as const;
}

function openInvoicesOf(ledger: LedgerResponse) {
  return ledger.entries
    .filter((e) => e.type === 'invoice' && (e.open ?? 0) > 0)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

interface PaymentValues {
  method: 'check' | 'ach';
  amount: string;
  receivedOn: string;
  reference: string;
  /** The dollars typed against each open invoice, by `inv<id>` (a bare number would make it a list). */
  apply: Record<string, string>;
}

const applyName = (invoiceId: number) => `inv${invoiceId}`;

function paymentBodyOf(values: PaymentValues, accountId: number): RecordPaymentBody {
  const applications = Object.entries(values.apply)
    .map(([name, text]) => ({ invoiceId: Number(name.slice(3)), amount: dollarsOf(text.trim()) ?? 0 }))
    .filter((application) => application.amount > 0);
  return {
    accountId,
    method: values.method,
    amount: dollarsOf(values.amount) ?? Number.NaN,
    receivedOn: values.receivedOn,
    reference: values.reference.trim(),
    applications,
  };
}

/**
 * The contract's RecordPaymentBody, and the form's own rules: a date received not after the
 * store's today (the API's words), each amount applied in dollars and cents. What is about the
 * applications as a whole shows above the form.
 */
function paymentResolver(accountId: number): Resolver<PaymentValues> {
  const check = schemaResolver<PaymentValues>(
    RecordPaymentBody,
    (values) => paymentBodyOf(values, accountId),
    (values) => ({
      receivedOn: values.receivedOn > storeToday() ? PAYMENT_MESSAGES.futureReceipt : undefined,
      root: Object.values(values.apply).some((text) => text.trim() !== '' && dollarsOf(text.trim()) === null)
        ? PAYMENT_MESSAGES.applied
        : undefined,
    }),
  );
  return ownWordsFirst(
    check,
    () => ({ amount: PAYMENT_MESSAGES.amount, reference: PAYMENT_MESSAGES.reference }),
    ['applications'],
  );
}

export const PAYMENT_MESSAGES = {
  amount: 'Enter the amount received, such as 125.00.',
  reference: 'Enter the check number or ACH reference.',
  /** The API's words (payments.service futureReceipt). */
  futureReceipt: 'The date received cannot be later than today.',
  applied: 'Enter each amount applied in dollars and cents.',
} as const;

function RecordPaymentForm({ ledger }: { ledger: LedgerResponse }) {
  const queryClient = useQueryClient();
  const open = openInvoicesOf(ledger);
  const submission = useSubmissionKey();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<PaymentValues>({
    defaultValues: { method: 'check', amount: '', receivedOn: storeToday(), reference: '', apply: {} },
    resolver: paymentResolver(ledger.account.id),
  });
  const method = useWatch({ control, name: 'method' });
  const mutation = useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(body, submission.keyFor(body)),
    onSuccess: async () => {
      submission.settle();
      reset({ ...getValues(), amount: '', reference: '', apply: {} });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => submission.settle(error),
  });

  function fillOldestFirst() {
    let left = dollarsToCents(dollarsOf(getValues('amount')) ?? 0);
    const next: Record<string, string> = {};
    for (const invoice of open) {
      const due = dollarsToCents(invoice.open ?? 0);
      const take = Math.min(left, due);
      next[applyName(invoice.id)] = take > 0 ? (take / 100).toFixed(2) : '';
      left -= take;
    }
    setValue('apply', next);
  }

  const onSubmit = handleSubmit((values) => mutation.mutate(paymentBodyOf(values, ledger.account.id)));

  return (
    <AdminPanel title="Record a payment received">
      <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        {mutation.isSuccess && (
          <FormNotice tone="success">
            {mutation.data.payment.tranId} recorded: {usd(mutation.data.payment.applied)} applied
            {mutation.data.payment.unapplied
              ? `, ${usd(mutation.data.payment.unapplied)} left unapplied`
              : ''}
            .
          </FormNotice>
        )}
        {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
        <ErrorNotice error={mutation.error} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField label="Method" error={errors.method?.message} {...register('method')}>
            <option value="check">Check</option>
            <option value="ach">ACH</option>
          </SelectField>
          <TextField
            label="Amount received ($)"
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <TextField
            label="Date received"
            type="date"
            max={storeToday()}
            error={errors.receivedOn?.message}
            {...register('receivedOn')}
          />
          <TextField
            label={method === 'check' ? 'Check number' : 'ACH reference'}
            maxLength={60}
            error={errors.reference?.message}
            {...register('reference')}
          />
        </div>
        {open.length === 0 ? (
          <p className="text-sm text-slate-600">This account has no open invoice to apply a payment to.</p>
        ) : (
          // min-w-0: a fieldset is as wide as its content by default, so the table's min-width pushed
          // the page past a phone's screen instead of scrolling inside its own box.
          <fieldset className="min-w-0 space-y-2">
            <legend className="text-sm font-semibold text-navy-900">Apply to open invoices</legend>
            {/* Three columns, the due date under the invoice's number: it fits a phone's width
                without scrolling (issue 31). */}
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-slate-600 uppercase">
                <tr>
                  <th className="py-1 pr-2">Invoice</th>
                  <th className="py-1 pr-2 text-right">Amount due</th>
                  <th className="py-1 text-right">Apply ($)</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {open.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="py-1.5 pr-2">
                      <span className="block font-medium">{invoice.tranId}</span>
                      <span className="block text-xs text-slate-600">Due {day(invoice.dueDate)}</span>
                    </td>
                    <td className="py-1.5 pr-2 text-right tabular-nums">{usd(invoice.open)}</td>
                    <td className="py-1.5 text-right">
                      <input
                        aria-label={`Apply to ${invoice.tranId}`}
                        inputMode="decimal"
                        className="h-9 w-24 rounded-md border border-slate-300 px-2 text-right tabular-nums"
                        {...register(`apply.${applyName(invoice.id)}`)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={fillOldestFirst} disabled={open.length === 0}>
            Apply oldest due first
          </Button>
          <Button type="submit" disabled={mutation.isPending || open.length === 0}>
            {mutation.isPending ? 'Recording…' : 'Record payment'}
          </Button>
        </div>
      </form>
    </AdminPanel>
  );
}

export const MEMO_MESSAGES = {
  amount: 'Enter the amount to credit, such as 40.00.',
  reason: 'Enter the reason the customer will read.',
} as const;

interface MemoValues {
  /** '' for none: a credit on account. */
  invoiceId: string;
  basis: CreditBasis;
  amount: string;
  reason: string;
  /** Units typed per invoice line (ReturnedUnits), when the basis is the units returned. */
  returned: TypedUnits;
}

/** The memo's body, or the sentence that stops it (the units typed do not make a credit). */
function memoBodyOf(
  values: MemoValues,
  accountId: number,
  linesOf: (invoiceId: number) => readonly InvoiceLine[],
): { body: IssueCreditMemoBody; problem?: string } {
  const reason = values.reason.trim();
  if (values.invoiceId !== '' && values.basis === 'returns') {
    const invoiceId = Number(values.invoiceId);
    const chosen = returnedLines(linesOf(invoiceId), values.returned);
    return 'problem' in chosen
      ? { body: { accountId, invoiceId, reason }, problem: chosen.problem }
      : { body: { accountId, invoiceId, lines: chosen.lines, reason } };
  }
  return {
    body: {
      accountId,
      ...(values.invoiceId ? { invoiceId: Number(values.invoiceId) } : {}),
      amount: dollarsOf(values.amount) ?? Number.NaN,
      reason,
    },
  };
}

function CreditMemoForm({ ledger }: { ledger: LedgerResponse }) {
  const queryClient = useQueryClient();
  const invoices = ledger.entries.filter((e) => e.type === 'invoice');
  const submission = useSubmissionKey();
  const accountId = ledger.account.id;
  // The invoice's lines as ReturnedUnits read them (the same query): the API prices them again.
  const linesOf = (invoiceId: number) =>
    queryClient.getQueryData(invoiceLinesQuery(invoiceId).queryKey)?.lines ?? [];
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<MemoValues>({
    defaultValues: { invoiceId: '', basis: 'amount', amount: '', reason: '', returned: {} },
    resolver: ownWordsFirst(
      schemaResolver<MemoValues>(
        IssueCreditMemoBody,
        (values) => memoBodyOf(values, accountId, linesOf).body,
        (values) => ({ root: memoBodyOf(values, accountId, linesOf).problem }),
      ),
      () => ({ amount: MEMO_MESSAGES.amount, reason: MEMO_MESSAGES.reason }),
    ),
  });
  const [invoiceId, basis, returned] = useWatch({ control, name: ['invoiceId', 'basis', 'returned'] });
  const forReturns = invoiceId !== '' && basis === 'returns';
  const mutation = useMutation({
    mutationFn: (body: IssueCreditMemoBody) => issueCreditMemo(body, submission.keyFor(body)),
    onSuccess: async () => {
      // A new memo from here on; until this answer, a second press is the same memo.
      submission.settle();
      reset({ ...getValues(), amount: '', reason: '', returned: {} });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => submission.settle(error),
  });
  const invoiceField = register('invoiceId');
  const onSubmit = handleSubmit((values) => mutation.mutate(memoBodyOf(values, accountId, linesOf).body));

  return (
    <AdminPanel title="Issue a credit memo">
      <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        {mutation.isSuccess && (
          <FormNotice tone="success">
            {mutation.data.creditMemo.tranId} issued for {usd(mutation.data.creditMemo.total)}. The customer
            sees it under Credit Memos.
          </FormNotice>
        )}
        {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
        <ErrorNotice error={mutation.error} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label="Against invoice"
            error={errors.invoiceId?.message}
            {...invoiceField}
            onChange={(event) => {
              setValue('returned', {});
              void invoiceField.onChange(event);
            }}
          >
            <option value="">None (on account)</option>
            {invoices.map((invoice) => (
              <option key={invoice.id} value={invoice.id}>
                {invoice.tranId} ({usd(invoice.amount)})
              </option>
            ))}
          </SelectField>
          {!forReturns && (
            <TextField
              label="Amount ($)"
              inputMode="decimal"
              error={errors.amount?.message}
              {...register('amount')}
            />
          )}
          <TextField label="Reason" maxLength={200} error={errors.reason?.message} {...register('reason')} />
        </div>
        {invoiceId !== '' && (
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <legend className="mb-1 font-semibold text-navy-900">Credit for</legend>
            {CREDIT_BASES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} {...register('basis')} />
                {label}
              </label>
            ))}
          </fieldset>
        )}
        {forReturns && (
          <ReturnedUnits
            invoiceId={Number(invoiceId)}
            typed={returned}
            onType={(lineId, text) => setValue('returned', { ...returned, [lineId]: text })}
            totalLabel="Credit for the units returned"
          />
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Issuing…' : 'Issue credit memo'}
        </Button>
      </form>
    </AdminPanel>
  );
}

export function LedgerPage({ accountId }: { accountId: number }) {
  const ledger = useQuery(ledgerQuery(accountId));
  const title = ledger.data
    ? `${ledger.data.account.name} (${ledger.data.account.number})`
    : 'Customer ledger';
  return (
    <AdminPage
      title={title}
      area="billing"
      breadcrumbs={[
        { label: 'Billing', to: '/admin/billing' },
        { label: 'Ledger', to: `/admin/billing/accounts/${accountId}` },
      ]}
      description={
        ledger.data
          ? `Terms ${ledger.data.account.terms ?? 'none'} · credit limit ${usd(ledger.data.account.creditLimit)} · available ${usd(ledger.data.account.availableBalance)}`
          : undefined
      }
    >
      <QueryView query={ledger} what="ledger" owner="the" loading="panel">
        {(data) => <Ledger ledger={data} />}
      </QueryView>
    </AdminPage>
  );
}

function Ledger({ ledger }: { ledger: LedgerResponse }) {
  const [page, setPage] = useState(1);
  // The payment being refunded, by id: read from the ledger as it is refetched.
  const [refundingId, setRefundingId] = useState<number | null>(null);
  const refunding = ledger.entries.find((e) => e.type === 'payment' && e.id === refundingId);
  const all = ledger.entries;
  const pages = Math.max(1, Math.ceil(all.length / LEDGER_PAGE));
  const entries = all.slice((page - 1) * LEDGER_PAGE, page * LEDGER_PAGE);
  return (
    <>
      <AdminPanel title={`Aging as of ${day(ledger.asOf)}`}>
        <AgingSummary aging={ledger.aging} label="Aging of this account" />
      </AdminPanel>
      <div className="grid gap-6 2xl:grid-cols-2">
        <RecordPaymentForm ledger={ledger} />
        <CreditMemoForm ledger={ledger} />
      </div>
      <AdminTable<LedgerEntry>
        caption="Ledger"
        rows={entries}
        rowKey={(row) => `${row.type}-${row.id}`}
        empty="Nothing on this account's ledger yet."
        paging={{ page, pages, total: all.length, noun: 'entries', onPage: setPage }}
        columns={[
          { key: 'date', header: 'Date', cell: (row) => day(row.date) },
          { key: 'type', header: 'Type', cell: (row) => TYPE_LABEL[row.type] },
          {
            key: 'number',
            role: 'identity',
            header: 'Number',
            // The action sits under its payment's number, not in a column of its own: the table
            // keeps its width at 1280 px, and on a phone it is on screen before any scrolling.
            cell: (row) => (
              <>
                <span className="block font-medium whitespace-nowrap">{row.tranId}</span>
                {canRefund(row) && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-1.5"
                    aria-label={`Refund ${row.tranId}`}
                    onClick={() => setRefundingId(row.id)}
                  >
                    Refund
                  </Button>
                )}
              </>
            ),
          },
          {
            key: 'memo',
            minor: true,
            wide: true,
            header: 'Memo',
            cell: (row) => (
              <span className="block max-w-48 truncate" title={row.memo ?? undefined}>
                {row.memo ?? ''}
              </span>
            ),
          },
          {
            key: 'due',
            minor: true,
            header: 'Due',
            cell: (row) => (row.type === 'invoice' ? day(row.dueDate) : ''),
          },
          {
            key: 'status',
            role: 'status',
            header: 'Status',
            cell: (row) => <StatusPill tone={toneOf(row.status)}>{row.status}</StatusPill>,
          },
          { key: 'amount', header: 'Amount', align: 'right', cell: (row) => usd(row.amount) },
          { key: 'open', role: 'amount', header: 'Open', align: 'right', cell: (row) => usd(row.open) },
        ]}
      />
      {/* Stays open once the payment is refunded in full: its confirmation is in the dialog. */}
      {refunding?.refundable && (
        <RefundPaymentDialog
          key={refunding.id}
          payment={refunding}
          refundable={refunding.refundable}
          onClose={() => setRefundingId(null)}
        />
      )}
    </>
  );
}
