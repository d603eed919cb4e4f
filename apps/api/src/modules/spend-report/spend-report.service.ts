// Spend reports (issue 33 point 3; /myaccount/menu/spend): who may read which account's spend, and
// the report of a range: by month against the account budgets, by category, location, contact and
// item, this period against the last of the same length, and the same figures as CSV.
//
// Who: an account administrator, for the account of the session; a parent login, for all of its
// accounts together or any one of them. Nobody else, and never another account: an account that is
// not the caller's is refused (ACCOUNT_NOT_RELATED) before anything is read. The route also needs
// isPriceVisible, since the report is money (service spec §6).
//
// What counts as spend (the queries' header says it in SQL terms): placed orders (pending approval
// included, rejected excluded) by order date in the store's calendar (America/New_York), counted as
// merchandise net of cancelled quantity, less credit memos by memo date; a memo for an invoice
// counts for that invoice's order's ship-to and placer. Category and item breakdowns are
// merchandise only. Money is integer cents here and dollars on the wire.
import {
  SPEND_TOP_ITEMS,
  STORE_TIME_ZONE,
  addCalendarDays,
  budgetPeriodOf,
  centsToDollars,
  csvText,
  mayReadSpendReports,
  monthLabel,
  monthsOf,
  previousSpendRange,
  spendChangePercent,
  topWithOther,
} from '@medsupply/domain';
import type { SpendItem, SpendReportQuery, SpendReportResponse, SpendSlice } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './spend-report.queries.ts';

export const SPEND_REPORT_MESSAGES = {
  forbidden: 'Spend reports are for account administrators and parent logins.',
  notParentLogin: 'Only a parent login sees the spend of all its accounts.',
  notRelated: 'That account is not one of yours.',
} as const;

export const NO_LOCATION = 'No location (account credits)';
export const NO_CONTACT = 'No contact (account credits)';
export const UNCATEGORIZED = 'Uncategorized';
export const OTHER_ITEMS = 'Other items';

/** The accounts `buyer` may read the spend of, as the query asks; refuses anything else. */
export function reportedAccounts(buyer: Buyer, accountId: SpendReportQuery['accountId']): number[] {
  const parent = buyer.user.isParentLogin;
  if (!mayReadSpendReports({ permissions: buyer.permissions, isParentLogin: parent })) {
    throw refuse('FORBIDDEN', SPEND_REPORT_MESSAGES.forbidden);
  }
  const mine = [...new Set([buyer.account.id, ...(parent ? buyer.relatedAccountIds : [])])];
  if (accountId === 'all') {
    if (!parent) throw refuse('NOT_PARENT_LOGIN', SPEND_REPORT_MESSAGES.notParentLogin);
    return mine;
  }
  const id = accountId ?? buyer.account.id;
  if (!mine.includes(id)) throw refuse('ACCOUNT_NOT_RELATED', SPEND_REPORT_MESSAGES.notRelated);
  return [id];
}

const dollars = (cents: number) => centsToDollars(Math.round(cents));

/** Spend of each account-scope budget period the range touches, each over its whole period. */
async function budgetsOf(
  db: DbOrTx,
  accountIds: number[],
  accounts: Map<number, string>,
  from: string,
  to: string,
): Promise<{ list: SpendReportResponse['budgets']; monthlyCents: Map<string, number> }> {
  const budgets = await q.accountBudgets(db, accountIds);
  const monthlyCents = new Map<string, number>();
  if (budgets.length === 0) return { list: [], monthlyCents };
  const months = monthsOf(from, to);
  const periods = budgets.flatMap((budget) => {
    const seen = new Map<string, ReturnType<typeof budgetPeriodOf>>();
    for (const month of months) {
      const period = budgetPeriodOf(`${month}-01`, budget.period);
      seen.set(period.start, period);
    }
    return [...seen.values()].map((period) => ({ budget, period }));
  });
  const windowStart = periods.reduce((min, p) => (p.period.start < min ? p.period.start : min), from);
  const windowEnd = periods.reduce((max, p) => (p.period.end > max ? p.period.end : max), to);
  const rows = await q.spendByAccountMonth(db, {
    accountIds: [...new Set(budgets.map((b) => b.account_id))],
    from: windowStart,
    to: addCalendarDays(windowEnd, -1),
  });
  const spentIn = (accountId: number, start: string, end: string) =>
    rows
      .filter((r) => r.account_id === accountId && `${r.month}-01` >= start && `${r.month}-01` < end)
      .reduce((sum, r) => sum + r.merchandise_cents - r.credit_cents, 0);
  for (const { budget, period } of periods) {
    if (budget.period !== 'month') continue;
    const month = period.start.slice(0, 7);
    monthlyCents.set(month, (monthlyCents.get(month) ?? 0) + budget.amount_cents);
  }
  const list = periods.map(({ budget, period }) => ({
    accountId: budget.account_id,
    accountName: accounts.get(budget.account_id) ?? '',
    period: budget.period,
    label: period.label,
    start: period.start,
    end: period.end,
    amount: dollars(budget.amount_cents),
    spent: dollars(spentIn(budget.account_id, period.start, period.end)),
    hardLimit: budget.hard_limit,
  }));
  list.sort((a, b) => a.start.localeCompare(b.start) || a.accountName.localeCompare(b.accountName));
  return { list, monthlyCents };
}

const slice = (row: q.SliceRow, fallback: string): SpendSlice => ({
  id: row.id,
  name: row.name ?? fallback,
  spent: dollars(row.cents),
});

/** The report of a range for the accounts the caller may read (see reportedAccounts). */
export async function spendReport(
  db: DbOrTx,
  buyer: Buyer,
  query: SpendReportQuery,
): Promise<SpendReportResponse> {
  const accountIds = reportedAccounts(buyer, query.accountId);
  const scope = { accountIds, from: query.from, to: query.to };
  const previous = previousSpendRange(query.from, query.to);
  const [accountRows, monthRows, locations, contacts, categories, items, lastCents] = await Promise.all([
    q.accountNames(db, accountIds),
    q.spendByAccountMonth(db, scope),
    q.spendByLocation(db, scope),
    q.spendByContact(db, scope),
    q.merchandiseByCategory(db, scope),
    q.merchandiseByItem(db, scope),
    q.spendTotal(db, { accountIds, ...previous }),
  ]);
  const accounts = new Map(accountRows.map((a) => [a.id, a.account_name]));
  const budgets = await budgetsOf(db, accountIds, accounts, query.from, query.to);

  const merchandiseCents = monthRows.reduce((sum, r) => sum + r.merchandise_cents, 0);
  const creditCents = monthRows.reduce((sum, r) => sum + r.credit_cents, 0);
  const spentCents = merchandiseCents - creditCents;
  const byMonth = monthsOf(query.from, query.to).map((month) => {
    const rows = monthRows.filter((r) => r.month === month);
    const cents = rows.reduce((sum, r) => sum + r.merchandise_cents - r.credit_cents, 0);
    const budget = budgets.monthlyCents.get(month);
    return {
      month,
      label: monthLabel(month),
      spent: dollars(cents),
      budget: budget === undefined ? null : dollars(budget),
    };
  });
  const byItem = topWithOther(
    items.map((row): { spentCents: number; item: SpendItem } => ({
      spentCents: row.cents,
      item: {
        id: row.id,
        itemNumber: row.item_number,
        name: row.name,
        quantity: row.quantity,
        spent: dollars(row.cents),
      },
    })),
    SPEND_TOP_ITEMS,
    (rest) => ({
      spentCents: rest,
      item: { id: null, itemNumber: null, name: OTHER_ITEMS, quantity: null, spent: dollars(rest) },
    }),
  ).map((row) => row.item);
  return {
    from: query.from,
    to: query.to,
    timeZone: STORE_TIME_ZONE,
    accountId: query.accountId === 'all' ? null : (accountIds[0] ?? null),
    accounts: accountRows.map((a) => ({ id: a.id, accountName: a.account_name })),
    totals: {
      spent: dollars(spentCents),
      merchandise: dollars(merchandiseCents),
      credits: dollars(creditCents),
      orders: monthRows.reduce((sum, r) => sum + r.orders, 0),
    },
    comparison: {
      thisPeriod: { from: query.from, to: query.to, spent: dollars(spentCents) },
      lastPeriod: { ...previous, spent: dollars(lastCents) },
      changePercent: spendChangePercent(spentCents, lastCents),
    },
    byMonth,
    byCategory: categories.map((row) => slice(row, UNCATEGORIZED)),
    byLocation: locations.map((row) => slice(row, NO_LOCATION)),
    byContact: contacts.map((row) => slice(row, NO_CONTACT)),
    byItem,
    budgets: budgets.list,
  };
}

// Amounts go out as numbers: a text starting with '-' would be taken for a formula and quoted away.
const csvMoney = (dollarsAmount: number | null | undefined) => dollarsAmount ?? null;

/**
 * The same report as CSV: one section per breakdown, each row "section, name, figures", so a
 * spreadsheet can filter by the first column; the Total row carries the JSON's totals.spent.
 */
export function spendReportCsv(report: SpendReportResponse): string {
  const accountsText =
    report.accountId === null ? 'All accounts' : report.accounts.map((a) => a.accountName).join('; ');
  const rows: Array<Array<string | number | null>> = [
    ['Section', 'Name', 'Spent (USD)', 'Budget (USD)', 'Item number', 'Quantity'],
    ['Report', `${report.from} to ${report.to} (${report.timeZone})`, null, null, null, null],
    ['Accounts', accountsText, null, null, null, null],
    ['Total', 'Spend', csvMoney(report.totals.spent), null, null, null],
    ['Total', 'Merchandise', csvMoney(report.totals.merchandise), null, null, null],
    ['Total', 'Credit memos', csvMoney(report.totals.credits), null, null, null],
    ['Total', 'Orders', report.totals.orders, null, null, null],
    [
      'Comparison',
      `This period ${report.comparison.thisPeriod.from} to ${report.comparison.thisPeriod.to}`,
      csvMoney(report.comparison.thisPeriod.spent),
      null,
      null,
      null,
    ],
    [
      'Comparison',
      `Last period ${report.comparison.lastPeriod.from} to ${report.comparison.lastPeriod.to}`,
      csvMoney(report.comparison.lastPeriod.spent),
      null,
      null,
      null,
    ],
    ...report.byMonth.map((m) => ['Month', m.month, csvMoney(m.spent), csvMoney(m.budget), null, null]),
    ...report.byCategory.map((c) => ['Category (merchandise)', c.name, csvMoney(c.spent), null, null, null]),
    ...report.byLocation.map((l) => ['Location', l.name, csvMoney(l.spent), null, null, null]),
    ...report.byContact.map((c) => ['Contact', c.name, csvMoney(c.spent), null, null, null]),
    ...report.byItem.map((i) => [
      'Item (merchandise)',
      i.name,
      csvMoney(i.spent),
      null,
      i.itemNumber,
      i.quantity,
    ]),
    ...report.budgets.map((b) => [
      'Budget',
      `${b.accountName} ${b.label}`,
      csvMoney(b.spent),
      csvMoney(b.amount),
      null,
      null,
    ]),
  ];
  return csvText(rows);
}
