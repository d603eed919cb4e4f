// /admin/billing: the accounts with something open, largest balance first, each leading to its
// ledger (where a payment is recorded and a credit memo issued); an account by its id too.
import type { ReceivablesReport } from '@medsupply/contract';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPanel, AdminTable } from '@/features/admin/components/admin-table';
import { Button, TextField } from '@/features/admin/components/form';
import { schemaResolver } from '@/lib/schema-resolver';

import { receivablesQuery } from '../api/billing';
import { AgingSummary } from './aging-table';
import { day, usd } from './money';

type Row = ReceivablesReport['accounts'][number];

/** An account's ledger by its id: a whole number (the ledger page says when there is no such account). */
const openLedgerResolver = schemaResolver<{ accountId: string }>(null, undefined, ({ accountId }) => ({
  accountId: /^\d+$/.test(accountId.trim()) ? undefined : 'Enter the account id, a whole number.',
}));

export function BillingHome() {
  const report = useQuery(receivablesQuery());
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ accountId: string }>({ defaultValues: { accountId: '' }, resolver: openLedgerResolver });
  const openLedger = handleSubmit(
    ({ accountId }) => void navigate(`/admin/billing/accounts/${accountId.trim()}`),
  );
  const rows = report.data
    ? [...report.data.accounts].sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
    : undefined;
  return (
    <AdminPage
      title="Billing"
      area="billing"
      description="Record checks and ACH payments, issue credit memos and read a customer's ledger."
    >
      {report.data && (
        <AdminPanel title={`All open receivables as of ${day(report.data.asOf)}`}>
          <AgingSummary aging={report.data.totals} label="Open receivables of all accounts" />
        </AdminPanel>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void openLedger(event)}
      >
        <TextField
          label="Account id"
          inputMode="numeric"
          error={errors.accountId?.message}
          {...register('accountId')}
          containerClassName="w-40"
        />
        <Button type="submit" variant="outline">
          Open ledger
        </Button>
      </form>
      <AdminTable<Row>
        caption="Accounts with open balances"
        loading={report.isPending}
        error={report.error}
        rows={rows}
        rowKey={(row) => row.accountId}
        empty="No account has anything open."
        columns={[
          {
            key: 'account',
            role: 'identity',
            header: 'Account',
            cell: (row) => (
              <Link
                to={`/admin/billing/accounts/${row.accountId}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {row.accountName}
              </Link>
            ),
          },
          { key: 'number', minor: true, header: 'Number', cell: (row) => row.accountNumber },
          { key: 'current', header: 'Current', align: 'right', cell: (row) => usd(row.current) },
          { key: 'd30', minor: true, header: '1-30', align: 'right', cell: (row) => usd(row.days1To30) },
          { key: 'd60', minor: true, header: '31-60', align: 'right', cell: (row) => usd(row.days31To60) },
          { key: 'd90', minor: true, header: '61-90', align: 'right', cell: (row) => usd(row.days61To90) },
          { key: 'over', header: 'Over 90', align: 'right', cell: (row) => usd(row.over90) },
          {
            key: 'total',
            role: 'amount',
            header: 'Total',
            align: 'right',
            cell: (row) => <span className="font-semibold">{usd(row.total)}</span>,
          },
        ]}
      />
    </AdminPage>
  );
}
