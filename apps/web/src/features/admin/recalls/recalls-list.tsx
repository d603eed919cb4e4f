// /admin/recalls (area recalls; issue 34 point 2, ADR 0050): every recall, drafts first, with its
// acknowledgment progress (accounts that answered of those it reached).
import type { RecallSummary } from '@medsupply/contract';
import { RECALL_STATUS_LABELS, formatStoreDate } from '@medsupply/domain';
import { Link } from 'react-router';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { buttonStyles } from '../components/form';
import { useRecalls } from './api';

export function AcknowledgmentProgress({
  acknowledged,
  affected,
}: {
  acknowledged: number;
  affected: number;
}) {
  const share = affected === 0 ? 0 : Math.round((acknowledged / affected) * 100);
  return (
    // As wide as its cell allows (a phone's card is narrower than 8rem), no wider.
    <div className="w-full max-w-48">
      <p className="text-sm font-semibold text-navy-900">
        {acknowledged} of {affected} acknowledged
      </p>
      <div
        className="mt-1 h-2 rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Acknowledgment progress"
        aria-valuenow={share}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-2 rounded-full bg-emerald-600" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

const columns: AdminColumn<RecallSummary>[] = [
  {
    key: 'number',
    header: 'Recall',
    cell: (r) => (
      <Link to={`/admin/recalls/${r.id}`} className="font-semibold text-brand-700 hover:underline">
        {r.recallNumber}
      </Link>
    ),
  },
  { key: 'title', header: 'Title', cell: (r) => <span className="[overflow-wrap:anywhere]">{r.title}</span> },
  { key: 'class', header: 'Class', minor: true, cell: (r) => `Class ${r.recallClass}` },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <StatusPill tone={r.status === 'draft' ? 'amber' : r.status === 'published' ? 'red' : 'grey'}>
        {RECALL_STATUS_LABELS[r.status]}
      </StatusPill>
    ),
  },
  {
    key: 'published',
    header: 'Published',
    minor: true,
    cell: (r) => (r.publishedAt ? formatStoreDate(r.publishedAt) : '—'),
  },
  {
    key: 'progress',
    header: 'Acknowledgments',
    minor: true,
    cell: (r) =>
      r.status === 'draft' ? (
        <span className="text-sm text-slate-600">Not published</span>
      ) : (
        <AcknowledgmentProgress acknowledged={r.acknowledgedAccounts} affected={r.affectedAccounts} />
      ),
  },
];

export function RecallsListPage() {
  const recalls = useRecalls();
  return (
    <AdminPage
      title="Recalls"
      area="recalls"
      description="Product recalls: draft, preview whom they reach, publish, and follow the acknowledgments."
      actions={
        <Link to="/admin/recalls/new" className={buttonStyles({})}>
          New recall
        </Link>
      }
    >
      <AdminPanel title="All recalls">
        <AdminTable
          caption="Recalls"
          columns={columns}
          rows={recalls.data?.recalls}
          rowKey={(r) => r.id}
          loading={recalls.isPending}
          error={recalls.error}
          empty="No recalls yet."
        />
      </AdminPanel>
    </AdminPage>
  );
}
