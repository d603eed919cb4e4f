// The back office's reports (issue 20 point 7; ADR 0030): sales by day and by category over a
// date range, open receivables by aging bucket (domain aging.ts, as the buyer's statement ages
// them), and the controlled-substance order record, listed and exported as CSV. Read-only.
import {
  type ControlledSubstanceRecord,
  type ControlledSubstancesPage,
  type ControlledSubstancesQuery,
  type ReceivablesReport,
  type ReportRangeQuery,
  type SalesReport,
  pageCount,
} from '@medsupply/contract';
import {
  agingSummary,
  centsToDollars,
  csvText,
  isoDayIn,
  STORE_TIME_ZONE,
  type IsoDay,
} from '@medsupply/domain';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { agingDollars } from '../order-to-cash/ledger.service.ts';
import * as q from './reports.queries.ts';

export const REPORT_MESSAGES = {
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a range of at most 366 days.',
} as const;

const dollars = centsToDollars;
const MAX_RANGE_DAYS = 366;

function checkRange(from: string, to: string): void {
  if (from > to) throw refuse('VALIDATION', REPORT_MESSAGES.rangeReversed);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days >= MAX_RANGE_DAYS) throw refuse('VALIDATION', REPORT_MESSAGES.rangeTooLong);
}

/** GET /api/admin/reports/sales: ordered less cancelled at the order's prices, by day and category. */
export async function salesReport(db: DbOrTx, query: ReportRangeQuery): Promise<SalesReport> {
  checkRange(query.from, query.to);
  const [byDay, byCategory] = [
    await q.salesByDay(db, query.from, query.to),
    await q.salesByCategory(db, query.from, query.to),
  ];
  return {
    from: query.from,
    to: query.to,
    byDay: byDay.map((d) => ({ day: d.day, orders: d.orders, total: dollars(d.cents) })),
    byCategory: byCategory.map((c) => ({
      category: c.category,
      quantity: c.quantity,
      total: dollars(c.cents),
    })),
    total: dollars(byDay.reduce((sum, d) => sum + d.cents, 0)),
  };
}

/**
 * GET /api/admin/reports/receivables: every account with something open, its aging today (an
 * invoice by days past due, unused credit as current, as statements age them) and the totals.
 */
export async function receivablesReport(db: DbOrTx, now: Date): Promise<ReceivablesReport> {
  const asOf: IsoDay = isoDayIn(now, STORE_TIME_ZONE);
  const rows = await q.openItems(db);
  const byAccount = new Map<number, { name: string; number: string; items: q.OpenItemRow[] }>();
  for (const row of rows) {
    const entry = byAccount.get(row.account_id) ?? {
      name: row.account_name,
      number: row.account_number,
      items: [],
    };
    entry.items.push(row);
    byAccount.set(row.account_id, entry);
  }
  const ageOf = (items: readonly q.OpenItemRow[]) =>
    agingSummary(
      items.map((i) => ({ dueDate: i.due_date ?? asOf, openCents: i.open_cents })),
      asOf,
    );
  return {
    asOf,
    totals: agingDollars(ageOf(rows)),
    accounts: [...byAccount].map(([accountId, a]) => ({
      accountId,
      accountName: a.name,
      accountNumber: a.number,
      ...agingDollars(ageOf(a.items)),
    })),
  };
}

function shipToOf(a: AddressSnapshot): string {
  return [a.addressee, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(', ');
}

function recordOf(r: q.ControlledRow): ControlledSubstanceRecord {
  return {
    id: r.id,
    kind: r.kind,
    correctsId: r.corrects_id,
    recordedAt: r.recorded_at,
    orderTranId: r.order_tran_id,
    accountNumber: r.account_number,
    accountName: r.account_name,
    shipTo: shipToOf(r.ship_address),
    licenceNumber: r.licence_number,
    licenceExpiresOn: r.licence_expires_on,
    itemName: r.item_name,
    unitName: r.unit_name,
    quantity: r.quantity,
    rxLevel: r.rx_level,
    note: r.note,
  };
}

function checkOptionalRange(range: { from?: string | undefined; to?: string | undefined }): void {
  if (range.from && range.to && range.from > range.to)
    throw refuse('VALIDATION', REPORT_MESSAGES.rangeReversed);
}

/** GET /api/admin/reports/controlled-substances: the record, oldest first, a page at a time. */
export async function controlledSubstances(
  db: DbOrTx,
  query: ControlledSubstancesQuery,
): Promise<ControlledSubstancesPage> {
  checkOptionalRange(query);
  const rows = await q.controlledRecords(db, query, query.limit, (query.page - 1) * query.limit);
  const total = rows[0]?.full_count ?? 0;
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: rows.map(recordOf),
  };
}

export const CONTROLLED_CSV_HEADER = [
  'Record',
  'Kind',
  'Corrects',
  'Recorded (UTC)',
  'Order',
  'Account number',
  'Account',
  'Ship-to',
  'License',
  'License expires',
  'Item',
  'Unit',
  'Quantity',
  'Rx level',
  'Note',
] as const;

/** Rows a CSV export holds at most; a longer record is exported by date range. */
export const CSV_MAX_ROWS = 100_000;

/** GET /api/admin/reports/controlled-substances.csv: the same record (within the days given) as CSV. */
export async function controlledSubstancesCsv(
  db: DbOrTx,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<string> {
  checkOptionalRange(range);
  const rows = (await q.controlledRecords(db, range, CSV_MAX_ROWS, 0)).map(recordOf);
  return csvText([
    CONTROLLED_CSV_HEADER,
    ...rows.map((r) => [
      r.id,
      r.kind,
      r.correctsId,
      r.recordedAt,
      r.orderTranId,
      r.accountNumber,
      r.accountName,
      r.shipTo,
      r.licenceNumber,
      r.licenceExpiresOn,
      r.itemName,
      r.unitName,
      r.quantity,
      r.rxLevel,
      r.note,
    ]),
  ]);
}
