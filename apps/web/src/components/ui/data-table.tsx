// The table of an account list (orders, invoices, payments, credit memos, statement lines, a
// document's lines, estimates): one markup that reads at every width from 320 px up (issue 31).
// Where the table fits it is a real table; as its box narrows, the columns of lesser rank give way
// first, and below 36rem each row stacks into a card that leads with the row's identity, amount and
// status and keeps every value's column label visible. The widths are the table's own box, not the
// window's (CSS container queries in index.css, `.data-table`), so the same table fits beside the
// account menu on a laptop and alone on a tablet; the server's markup is already right, nothing
// waits for script.
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * What a column is to its row. The identity (the document's number, the line's item), the amount
 * and the status never give way, and lead a stacked row in that order.
 */
export type ColumnRole = 'identity' | 'amount' | 'status';

export interface DataColumn<Row> {
  /** The header; on a stacked row, the label above the value. */
  label: string;
  cell: (row: Row) => ReactNode;
  role?: ColumnRole;
  /** Amounts and counts: right-aligned in the table, tabular figures. */
  numeric?: boolean;
  /** Dates: tabular figures, never broken. */
  date?: boolean;
  /** Gives way first: left out of the table when its box is narrow (still on a stacked row). */
  minor?: boolean;
  /** Long text (an address, a reason, an item's name): a stacked row gives it the full width. */
  wide?: boolean;
  /** Kept on one line in the table (a number, a button); wrapping text is the default. */
  nowrap?: boolean;
  /** A stacked row shows no label above it (an action button says what it does itself). */
  unlabelledWhenStacked?: boolean;
  /** Classes for the cell's content (emphasis, colour); the table owns padding and layout. */
  className?: string | ((row: Row) => string | undefined);
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataColumn<Row> | false | null | undefined>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** The id of the heading that names the table (or `label`). */
  labelledBy?: string;
  label?: string;
  /** The row shown above the list (`aria-current`), e.g. the credit memo whose details are open. */
  isCurrent?: (row: Row) => boolean;
  className?: string;
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  labelledBy,
  label,
  isCurrent,
  className,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => Boolean(column));
  return (
    // A focusable region, so that a keyboard can scroll it should a value ever be wider than the
    // box (a shadow at the edge says there is more); at the widths we test nothing scrolls.
    <div
      className={cn('data-table-frame', className)}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
    >
      {/* Explicit roles: some browsers drop a table's semantics once CSS stacks its rows. */}
      <table className="data-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {shown.map((column) => (
              <th key={column.label} scope="col" role="columnheader" {...cellData(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row" aria-current={isCurrent?.(row) ? 'true' : undefined}>
              {shown.map((column) => (
                <td
                  key={column.label}
                  role="cell"
                  data-label={column.unlabelledWhenStacked ? '' : column.label}
                  className={
                    typeof column.className === 'function' ? column.className(row) : column.className
                  }
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

/** The attributes index.css lays a column out by (th and td alike). */
function cellData<Row>(column: DataColumn<Row>) {
  return {
    'data-role': column.role,
    'data-numeric': column.numeric || undefined,
    'data-date': column.date || undefined,
    'data-minor': column.minor || undefined,
    'data-wide': column.wide || undefined,
    'data-nowrap': column.nowrap || undefined,
  };
}
