// /admin/billing/accounts/:id: a customer's ledger (invoices, payments, credit memos and refunds,
// newest first, with the aging), and the actions accounts receivable take on it: record a check or
// ACH payment applied to open invoices, issue a credit memo for an amount (against an invoice or on
// account) or for units of an invoice's lines that came back (priced as invoiced by the API), and
// refund a payment the gateway took (refund-payment-dialog.tsx). The ledger only grows: nothing
// here edits an entry.
import { dollarsToCents } from '@medsupply/domain';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { IssueCreditMemoBody, LedgerEntry, LedgerResponse } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPanel, AdminTable, StatusPill } from '@/features/admin/components/admin-table';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '@/features/admin/components/form';

import { invoiceLinesQuery, issueCreditMemo, ledgerQuery, recordPayment } from '../api/billing';
import { AgingSummary } from './aging-table';
import { day, dollarsOf, usd } from './money';
import { storeToday } from '@/lib/store-day';
import { RefundPaymentDialog, canRefund } from './refund-payment-dialog';
import {
  CREDIT_BASES,
  type CreditBasis,
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

function RecordPaymentForm({ ledger }: { ledger: LedgerResponse }) {
  const queryClient = useQueryClient();
  const open = openInvoicesOf(ledger);
  const [method, setMethod] = useState<'check' | 'ach'>('check');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(storeToday);
  const [reference, setReference] = useState('');
  const [apply, setApply] = useState<Record<number, string>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof recordPayment>[0]) => recordPayment(body, key),
    onSuccess: async () => {
      setAmount('');
      setReference('');
      setApply({});
      setKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => setKey(newIdempotencyKey()),
  });

  function fillOldestFirst() {
    let left = dollarsToCents(dollarsOf(amount) ?? 0);
    const next: Record<number, string> = {};
    for (const invoice of open) {
      const due = dollarsToCents(invoice.open ?? 0);
      const take = Math.min(left, due);
      if (take > 0) next[invoice.id] = (take / 100).toFixed(2);
      left -= take;
    }
    setApply(next);
  }

  function submit() {
    setProblem(null);
    const total = dollarsOf(amount);
    if (total === null || total <= 0) {
      setProblem('Enter the amount received, such as 125.00.');
      return;
    }
    if (!reference.trim()) {
      setProblem('Enter the check number or ACH reference.');
      return;
    }
    const typed = Object.entries(apply).filter(([, text]) => text.trim() !== '');
    const applications: Array<{ invoiceId: number; amount: number }> = [];
    for (const [id, text] of typed) {
      const value = dollarsOf(text);
      if (value === null) {
        setProblem('Enter each amount applied in dollars and cents.');
        return;
      }
      if (value > 0) applications.push({ invoiceId: Number(id), amount: value });
    }
    if (applications.length === 0) {
      setProblem('Apply the payment to at least one invoice.');
      return;
    }
    mutation.mutate({
      accountId: ledger.account.id,
      method,
      amount: total,
      receivedOn,
      reference: reference.trim(),
      applications,
    });
  }

  return (
    <AdminPanel title="Record a payment received">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {mutation.isSuccess && (
          <FormNotice tone="success">
            {mutation.data.payment.tranId} recorded: {usd(mutation.data.payment.applied)} applied
            {mutation.data.payment.unapplied
              ? `, ${usd(mutation.data.payment.unapplied)} left unapplied`
              : ''}
            .
          </FormNotice>
        )}
        {problem && <FormNotice tone="error">{problem}</FormNotice>}
        <ErrorNotice error={mutation.error} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Method"
            value={method}
            onChange={(e) => setMethod(e.target.value as 'check' | 'ach')}
          >
            <option value="check">Check</option>
            <option value="ach">ACH</option>
          </SelectField>
          <TextField
            label="Amount received ($)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <TextField
            label="Date received"
            type="date"
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.target.value)}
          />
          <TextField
            label={method === 'check' ? 'Check number' : 'ACH reference'}
            value={reference}
            maxLength={60}
            onChange={(e) => setReference(e.target.value)}
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
                        value={apply[invoice.id] ?? ''}
                        onChange={(e) => setApply({ ...apply, [invoice.id]: e.target.value })}
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

function CreditMemoForm({ ledger }: { ledger: LedgerResponse }) {
  const queryClient = useQueryClient();
  const invoices = ledger.entries.filter((e) => e.type === 'invoice');
  const [invoiceId, setInvoiceId] = useState('');
  const [basis, setBasis] = useState<CreditBasis>('amount');
  const [amount, setAmount] = useState('');
  const [returned, setReturned] = useState<TypedUnits>({});
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const forReturns = invoiceId !== '' && basis === 'returns';
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof issueCreditMemo>[0]) => issueCreditMemo(body, key),
    onSuccess: async () => {
      setAmount('');
      setReturned({});
      setReason('');
      setKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => setKey(newIdempotencyKey()),
  });

  function submit() {
    setProblem(null);
    // What is credited: counted lines of the invoice, or an amount (against it or on account).
    let credit: Pick<IssueCreditMemoBody, 'invoiceId' | 'lines' | 'amount'>;
    if (forReturns) {
      const lines = queryClient.getQueryData(invoiceLinesQuery(Number(invoiceId)).queryKey)?.lines ?? [];
      const chosen = returnedLines(lines, returned);
      if ('problem' in chosen) {
        setProblem(chosen.problem);
        return;
      }
      credit = { invoiceId: Number(invoiceId), lines: chosen.lines };
    } else {
      const total = dollarsOf(amount);
      if (total === null || total <= 0) {
        setProblem('Enter the amount to credit, such as 40.00.');
        return;
      }
      credit = { ...(invoiceId ? { invoiceId: Number(invoiceId) } : {}), amount: total };
    }
    if (!reason.trim()) {
      setProblem('Enter the reason the customer will read.');
      return;
    }
    mutation.mutate({ accountId: ledger.account.id, ...credit, reason: reason.trim() });
  }

  return (
    <AdminPanel title="Issue a credit memo">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {mutation.isSuccess && (
          <FormNotice tone="success">
            {mutation.data.creditMemo.tranId} issued for {usd(mutation.data.creditMemo.total)}. The customer
            sees it under Credit Memos.
          </FormNotice>
        )}
        {problem && <FormNotice tone="error">{problem}</FormNotice>}
        <ErrorNotice error={mutation.error} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label="Against invoice"
            value={invoiceId}
            onChange={(e) => {
              setInvoiceId(e.target.value);
              setReturned({});
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
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
          <TextField
            label="Reason"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {invoiceId !== '' && (
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <legend className="mb-1 font-semibold text-navy-900">Credit for</legend>
            {CREDIT_BASES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="memo-basis"
                  checked={basis === value}
                  onChange={() => setBasis(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        )}
        {forReturns && (
          <ReturnedUnits
            invoiceId={Number(invoiceId)}
            typed={returned}
            onType={(lineId, text) => setReturned((current) => ({ ...current, [lineId]: text }))}
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
  const [page, setPage] = useState(1);
  // The payment being refunded, by id: read from the ledger as it is refetched.
  const [refundingId, setRefundingId] = useState<number | null>(null);
  const refunding = ledger.data?.entries.find((e) => e.type === 'payment' && e.id === refundingId);
  const all = ledger.data?.entries;
  const pages = all ? Math.max(1, Math.ceil(all.length / LEDGER_PAGE)) : 0;
  const entries = all?.slice((page - 1) * LEDGER_PAGE, page * LEDGER_PAGE);
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
      {ledger.data && (
        <>
          <AdminPanel title={`Aging as of ${day(ledger.data.asOf)}`}>
            <AgingSummary aging={ledger.data.aging} label="Aging of this account" />
          </AdminPanel>
          <div className="grid gap-6 2xl:grid-cols-2">
            <RecordPaymentForm ledger={ledger.data} />
            <CreditMemoForm ledger={ledger.data} />
          </div>
        </>
      )}
      <AdminTable<LedgerEntry>
        caption="Ledger"
        loading={ledger.isPending}
        error={ledger.error}
        rows={entries}
        rowKey={(row) => `${row.type}-${row.id}`}
        empty="Nothing on this account's ledger yet."
        paging={all ? { page, pages, total: all.length, noun: 'entries', onPage: setPage } : undefined}
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
    </AdminPage>
  );
}
