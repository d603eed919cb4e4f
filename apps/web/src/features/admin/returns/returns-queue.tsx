// /admin/returns (issue 34 point 3): the returns desk's queue: open returns (requested, authorized,
// received) newest first, or those of one status; and, for administrators, the store's rule for
// returns of controlled substances.
import type { AdminReturnView } from '@medsupply/contract';
import {
  CONTROLLED_RETURN_RULES,
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type ControlledReturnRule,
} from '@medsupply/domain';
import { Link, useSearchParams } from 'react-router';

import { formatStoreDate } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { ErrorNotice, SelectField } from '../components/form';
import { useMayUse } from '../components/staff-context';
import { useReturnQueue, useReturnSettings, useSaveReturnSettings } from './api';
import { ReturnStatusPill } from './return-status';

const RULE_LABELS: Record<ControlledReturnRule, string> = {
  refused: 'Refused: the clinic is asked to call us',
  handledApart: 'Accepted, handled apart by compliance',
};

export function ReturnsQueue() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const queue = useReturnQueue(status);
  const columns: AdminColumn<AdminReturnView>[] = [
    {
      key: 'return',
      header: 'Return',
      role: 'identity',
      cell: (r) => (
        <Link to={`/admin/returns/${r.id}`} className="font-semibold text-brand-700 hover:underline">
          {r.returnNumber}
        </Link>
      ),
    },
    {
      key: 'rma',
      header: 'RMA',
      minor: true,
      nowrap: true,
      cell: (r) => r.rmaNumber ?? '—',
    },
    {
      key: 'account',
      header: 'Account',
      cell: (r) => (
        <>
          {r.accountName}
          <span className="block text-xs text-slate-500">
            {r.accountNumber} · {r.orderTranId}
          </span>
        </>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      minor: true,
      cell: (r) => RETURN_REASON_LABELS[r.reason],
    },
    {
      key: 'requested',
      header: 'Requested',
      minor: true,
      nowrap: true,
      cell: (r) => formatStoreDate(r.createdAt),
    },
    { key: 'status', role: 'status', header: 'Status', cell: (r) => <ReturnStatusPill view={r} /> },
  ];
  return (
    <AdminPage
      title="Returns"
      area="orders"
      description="Authorize or refuse requested returns, receive authorized ones, and credit what came back."
    >
      <div className="max-w-xs">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => setParams(e.target.value === 'open' ? {} : { status: e.target.value })}
        >
          <option value="open">Open returns</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminTable
        caption="Returns"
        columns={columns}
        rows={queue.data?.returns}
        rowKey={(r) => r.id}
        loading={queue.isPending}
        error={queue.error}
        empty="No returns to show."
      />
      <ControlledRule />
    </AdminPage>
  );
}

function ControlledRule() {
  const settings = useReturnSettings();
  const save = useSaveReturnSettings();
  const mayChange = useMayUse('staff');
  if (!settings.data) return null;
  return (
    <AdminPanel title="Controlled substances">
      <ErrorNotice error={save.error} />
      {mayChange ? (
        <SelectField
          label="Returns of controlled substances are"
          value={settings.data.controlledSubstances}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ controlledSubstances: e.target.value as ControlledReturnRule })}
          containerClassName="max-w-md"
        >
          {CONTROLLED_RETURN_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {RULE_LABELS[rule]}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-slate-700">
          Returns of controlled substances are {RULE_LABELS[settings.data.controlledSubstances].toLowerCase()}
          . An administrator can change this.
        </p>
      )}
    </AdminPanel>
  );
}
