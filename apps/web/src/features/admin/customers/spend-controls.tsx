// The "Budgets & approval rules" section of a customer's page (issue 33 point 4, ADR 0047): what the
// account's administrators have set, read only, so staff can explain on the phone why an order waits
// or was refused: each budget with this period's spend and what is left, each rule in words, and
// the latest changes (who, when). Changes are the customer's to make, in the storefront.
import { adminPaths } from '@medsupply/contract';
import type { BudgetView } from '@medsupply/contract';
import { useQuery } from '@tanstack/react-query';

import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import { ErrorNotice } from '../components/form';
import { adminCall } from '../lib/admin-api';
import { formatStoreDateTime } from '@/lib/format';
import { formatMoney } from './format';

export const SPEND_CONTROLS_TEXT = {
  title: 'Budgets & approval rules',
  loading: 'Loading budgets and approval rules…',
  noBudgets: 'No budgets.',
  noRules: 'No approval rules.',
  noChanges: 'No changes yet.',
  readOnly: 'Set by the account’s administrators in the storefront; read only here.',
} as const;

export const spendControlKeys = {
  ofAccount: (accountId: number) => ['admin', 'customers', 'spend-controls', accountId] as const,
};

export function useCustomerSpendControls(accountId: number) {
  return useQuery({
    queryKey: spendControlKeys.ofAccount(accountId),
    queryFn: ({ signal }) =>
      adminCall('GET', adminPaths.customerSpendControls, { params: { id: accountId }, signal }),
  });
}

const PERIOD: Record<BudgetView['period'], string> = { month: 'Monthly', quarter: 'Quarterly' };
const money = (dollars: number | undefined) => (dollars === undefined ? '—' : formatMoney(dollars));

export function CustomerSpendControls({ accountId }: { accountId: number }) {
  const controls = useCustomerSpendControls(accountId);
  const data = controls.data;
  return (
    <AdminPanel title={SPEND_CONTROLS_TEXT.title}>
      {controls.error ? (
        <ErrorNotice error={controls.error} />
      ) : !data ? (
        <p className="text-sm text-slate-600">{SPEND_CONTROLS_TEXT.loading}</p>
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">{SPEND_CONTROLS_TEXT.readOnly}</p>
          <AdminTable
            caption="Budgets"
            rows={data.budgets}
            rowKey={(b) => b.id}
            empty={SPEND_CONTROLS_TEXT.noBudgets}
            columns={[
              { key: 'for', header: 'For', cell: (b) => b.targetName },
              { key: 'period', header: 'Period', cell: (b) => `${PERIOD[b.period]} · ${b.periodLabel}` },
              { key: 'amount', header: 'Amount', align: 'right', cell: (b) => money(b.amount) },
              { key: 'spent', header: 'Spent', align: 'right', cell: (b) => money(b.spent) },
              {
                key: 'left',
                header: 'Remaining',
                align: 'right',
                cell: (b) =>
                  b.remaining !== undefined && b.remaining < 0 ? (
                    <span className="font-semibold text-red-700">{formatMoney(-b.remaining)} over</span>
                  ) : (
                    money(b.remaining)
                  ),
              },
              { key: 'hard', header: 'Hard limit', cell: (b) => (b.hardLimit ? 'Yes' : 'No') },
            ]}
          />
          <section aria-labelledby="spend-rules-heading">
            <h3 id="spend-rules-heading" className="mb-2 text-sm font-semibold text-navy-900">
              Approval rules
            </h3>
            {data.rules.length === 0 ? (
              <p className="text-sm text-slate-600">{SPEND_CONTROLS_TEXT.noRules}</p>
            ) : (
              <ul className="space-y-2">
                {data.rules.map((rule) => (
                  <li
                    key={rule.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
                  >
                    <span className="text-slate-800">{rule.description}</span>
                    <StatusPill tone={rule.isActive ? 'green' : 'grey'}>
                      {rule.isActive ? 'Active' : 'Inactive'}
                    </StatusPill>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="spend-changes-heading">
            <h3 id="spend-changes-heading" className="mb-2 text-sm font-semibold text-navy-900">
              Recent changes
            </h3>
            {data.changes.length === 0 ? (
              <p className="text-sm text-slate-600">{SPEND_CONTROLS_TEXT.noChanges}</p>
            ) : (
              <ol className="divide-y divide-slate-100 text-sm">
                {data.changes.map((change, index) => (
                  <li key={`${change.at}-${index}`} className="py-2">
                    <span className="text-slate-800">{change.summary}</span>
                    <span className="block text-xs text-slate-600">
                      {change.by} · {formatStoreDateTime(change.at)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </AdminPanel>
  );
}
