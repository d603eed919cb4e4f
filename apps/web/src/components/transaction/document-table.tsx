// The table of an account list page (invoices, payments, credit memos, statement lines): a heading
// names it, a narrow screen scrolls it sideways inside a focusable region, money columns align
// right. The rows are the caller's.
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface DocumentColumn {
  label: string;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

export function DocumentTable({
  labelledBy,
  columns,
  children,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly DocumentColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-4 py-3 font-semibold whitespace-nowrap', column.numeric && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell's classes: amounts right-aligned, amounts and dates in tabular figures. */
export const cellClass = (kind?: 'numeric' | 'date') =>
  cn('px-4 py-3 whitespace-nowrap', kind && 'tabular-nums', kind === 'numeric' && 'text-right');
