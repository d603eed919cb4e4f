// /admin/audit (area audit; issue 20 point 1, ADR 0027 and 0031): the append-only audit log searched
// by staff member, action, entity and days, newest first, each entry's before and after shown as the
// fields that changed.
import { AuditQuery } from '@medsupply/contract';
import type { AuditEntry } from '@medsupply/contract';
import { Link } from 'react-router';

import { formatStoreDate, formatStoreTime } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { SelectField, TextField } from '../components/form';
import { useAuditLog, useAuditStaff } from './api';
import { KNOWN_ACTIONS, actionLabel, auditChanges, entityTypeLabel } from './audit-changes';

const DEFAULTS = { staffId: '', action: '', entityType: '', entityId: '', from: '', to: '' } as const;

const ENTITY_TYPES = [
  'item',
  'allocation',
  'staff',
  'order',
  'fulfillment',
  'account',
  'licence',
  'invoice',
  'payment',
  'content',
  'search_synonym',
];

function entityLink(entry: AuditEntry) {
  const label = `${entityTypeLabel(entry.entityType)} ${entry.entityId}`;
  if (entry.entityType === 'item') {
    return (
      <Link to={`/admin/catalogue/${entry.entityId}`} className="text-brand-700 hover:underline">
        {label}
      </Link>
    );
  }
  return label;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-500">No change</span>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-semibold text-slate-700">{change.field}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-800">
            {entry.before && entry.after ? (
              <>
                <span className="text-slate-500 line-through">{change.before ?? '—'}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <span className="font-semibold">{change.after ?? '—'}</span>
              </>
            ) : (
              (change.after ?? change.before ?? '—')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const columns: AdminColumn<AuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    nowrap: true,
    cell: (e) => (
      <span>
        {formatStoreDate(e.createdAt)}
        <span className="block text-xs text-slate-600">{formatStoreTime(e.createdAt)}</span>
      </span>
    ),
  },
  { key: 'who', header: 'Staff member', cell: (e) => e.staffName },
  {
    key: 'what',
    header: 'Action',
    cell: (e) => (
      <span>
        <span className="font-semibold text-navy-900">{actionLabel(e.action)}</span>
        <span className="block text-xs text-slate-600">{entityLink(e)}</span>
      </span>
    ),
  },
  {
    key: 'changes',
    header: 'Before → after',
    wide: true,
    className: 'w-1/2',
    cell: (e) => <Changes entry={e} />,
  },
];

export function AuditPage() {
  const { filters, page, setFilters, setPage } = useListParams(DEFAULTS);
  const log = useAuditLog({ ...filters, page, limit: 25 });
  const staff = useAuditStaff();
  return (
    <AdminPage
      title="Audit log"
      area="audit"
      description="Every staff action, who did it, and what it changed. Newest first."
    >
      <FilterBar
        filters={filters}
        query={AuditQuery}
        label="Search the audit log"
        onApply={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <SelectField {...field('staffId')} label="Staff member">
              <option value="">Everyone</option>
              {(staff.data?.staff ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <SelectField {...field('action')} label="Action">
              <option value="">Any action</option>
              {KNOWN_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </SelectField>
            <SelectField {...field('entityType')} label="Entity">
              <option value="">Any</option>
              {ENTITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {entityTypeLabel(type)}
                </option>
              ))}
            </SelectField>
            <TextField {...field('entityId')} label="Entity id" containerClassName="w-28" />
            <TextField {...field('from')} label="From" type="date" />
            <TextField {...field('to')} label="To" type="date" />
          </>
        )}
      </FilterBar>
      <AdminTable
        caption="Audit entries"
        columns={columns}
        rows={log.data?.results}
        rowKey={(e) => e.id}
        loading={log.isPending}
        error={log.error}
        what="audit entries"
        onRetry={() => void log.refetch()}
        empty="No entry matches these filters."
        paging={
          log.data
            ? {
                page: log.data.page,
                pages: log.data.pages,
                total: log.data.total,
                noun: 'entries',
                onPage: setPage,
              }
            : undefined
        }
      />
    </AdminPage>
  );
}
