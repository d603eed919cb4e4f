// The back office's list: a captioned table with loading, error and empty states and a pager, so
// every queue (orders, access requests, licences, invoices, items) looks and reads the same. The
// states are QueryView's own parts (LoadingBlock, LoadFailed with its Try again, EmptyLine).
import type { ReactNode } from 'react';

import type { ColumnRole } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { EmptyLine, LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';

import { errorMessage } from '../lib/admin-api';

export interface AdminColumn<Row> {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and money right-aligned. */
  align?: 'left' | 'right' | 'center';
  className?: string;
  /**
   * What the column is to its row (the storefront's DataTable roles): the identity, the amount and
   * the status never give way and lead a row stacked as a card.
   */
  role?: ColumnRole;
  /** Gives way first: left out of the table when its box is narrow (still on a stacked row). */
  minor?: boolean;
  /** Long text: a stacked row gives it the full width. */
  wide?: boolean;
  /** Kept on one line in the table (a date, a number); a stacked row wraps it. */
  nowrap?: boolean;
  /** The label above the value on a stacked row, when the header is not plain text. */
  label?: string;
}

export interface AdminTablePaging {
  page: number;
  pages: number;
  total: number;
  /** What the total counts ('orders'). */
  noun: string;
  onPage: (page: number) => void;
}

export interface AdminTableProps<Row> {
  /** The table's accessible name ('Open orders'); shown to screen readers. */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  error?: unknown;
  /**
   * What the rows are, in the plural ('orders'): the failed read then says 'We could not load the
   * orders. <the server's words>' and the placeholders 'Loading orders'. Without it, the server's
   * words alone and the caption.
   */
  what?: string;
  /** Try again after a failed read (the query's refetch); without it, no button. */
  onRetry?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  paging?: AdminTablePaging;
  className?: string;
}

export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  what,
  onRetry,
  empty = 'Nothing to show.',
  paging,
  className,
}: AdminTableProps<Row>) {
  let body: ReactNode;
  if (error) {
    body = (
      <LoadFailed
        className="rounded-none border-0"
        message={
          what ? loadFailedMessage(what, error instanceof Error ? error : null, 'the') : errorMessage(error)
        }
        onRetry={onRetry}
      />
    );
  } else if (loading || rows === undefined) {
    body = <LoadingBlock className="p-4" label={`Loading ${what ?? caption.toLowerCase()}`} />;
  } else if (rows.length === 0) {
    body = <EmptyLine className="rounded-none border-0">{empty}</EmptyLine>;
  } else {
    body = (
      // The storefront's responsive table (components/ui/data-table.tsx, index.css `.data-table`):
      // a table where its box is wide enough, the minor columns giving way as it narrows, and a
      // card per row below 36rem, so no queue scrolls sideways on a phone or a tablet (issue 31).
      // Focusable, so a keyboard could still scroll a value wider than the box.
      <div className="data-table-frame focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={0}>
        <table className="data-table data-table-compact" role="table">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  role="columnheader"
                  className={cn(column.align === 'center' && 'text-center', column.className)}
                  {...cellData(column)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" className="align-top hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={column.label ?? (typeof column.header === 'string' ? column.header : '')}
                    className={cn(
                      'text-slate-800',
                      column.align === 'center' && 'text-center',
                      column.className,
                    )}
                    {...cellData(column)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section
      aria-label={caption}
      aria-busy={loading ? true : undefined}
      className={cn('overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      {body}
      {paging && !error && rows !== undefined && rows.length > 0 && (
        <Pager
          label={`${caption} pages`}
          page={paging.page}
          pages={paging.pages}
          total={paging.total}
          noun={paging.total === 1 ? paging.noun.replace(/s$/, '') : paging.noun}
          onPage={paging.onPage}
        />
      )}
    </section>
  );
}

/** The attributes index.css lays a column out by (th and td alike). */
function cellData<Row>(column: AdminColumn<Row>) {
  return {
    'data-role': column.role,
    'data-numeric': column.align === 'right' || undefined,
    'data-minor': column.minor || undefined,
    'data-wide': column.wide || undefined,
    'data-nowrap': column.nowrap || undefined,
  };
}

/** A labelled panel for a page's parts (an order's lines, its fulfilments, a form). */
export function AdminPanel({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={id} className="text-base font-semibold text-navy-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}

const STATUS_TONES: Record<string, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-navy-50 text-navy-800 ring-navy-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export type StatusTone = keyof typeof STATUS_TONES;

/** A status word in a pill ('Pending Fulfillment', 'Delivered', 'Rejected'). */
export function StatusPill({ tone = 'grey', children }: { tone?: StatusTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
