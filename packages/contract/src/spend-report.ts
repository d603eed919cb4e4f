// Spend reports (issue 33 point 3; /myaccount/menu/spend): spend by month, category, location
// (ship-to), contact and item over a date range, this period against the last of the same length
// and against the account budgets, for one account or (a parent login) all of its accounts. What
// counts as spend is packages/domain spend-report.ts (SPEND_DEFINITION). Money is decimal dollars
// on the wire, marked with `Money`; days are ISO days in the store's calendar (America/New_York).
import { z } from 'zod';
import { SPEND_RANGE_MESSAGES, spendRangeProblem } from '@medsupply/domain';
import { Id } from './catalog.ts';
import { Money } from './money.ts';

const Day = (name: 'from' | 'to') =>
  z.string({ message: SPEND_RANGE_MESSAGES[name] }).regex(/^\d{4}-\d{2}-\d{2}$/, SPEND_RANGE_MESSAGES[name]);

/** One account by id, or 'all' of a parent login's accounts; the session's account when absent. */
export const SpendAccountParam = z.union([
  z.literal('all'),
  z.coerce
    .number({ message: "accountId must be an account's id or all" })
    .int({ message: "accountId must be an account's id or all" })
    .positive({ message: "accountId must be an account's id or all" })
    .max(2_147_483_647, "accountId must be an account's id or all"),
]);

/** GET spend report (and its CSV): the range (from ≤ to, at most 3 years) and the account(s). */
export const SpendReportQuery = z
  .object({ from: Day('from'), to: Day('to'), accountId: SpendAccountParam.optional() })
  .superRefine((query, ctx) => {
    const problem = spendRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['from'] });
  });
export type SpendReportQuery = z.infer<typeof SpendReportQuery>;

/** One bar of a breakdown; `id` null for the row that sums the rest ("Other") or has no owner. */
export const SpendSlice = z.object({
  id: Id.nullable(),
  name: z.string(),
  spent: Money.optional(),
});
export type SpendSlice = z.infer<typeof SpendSlice>;

export const SpendMonth = z.object({
  /** 'YYYY-MM' in the store's calendar. */
  month: z.string(),
  label: z.string(),
  spent: Money.optional(),
  /** The month's monthly account budgets (of the accounts reported that have one); null: none. */
  budget: Money.nullable().optional(),
});
export type SpendMonth = z.infer<typeof SpendMonth>;

export const SpendItem = SpendSlice.extend({
  /** The item number; null for "Other". */
  itemNumber: z.string().nullable(),
  /** Units ordered net of cancelled (in the units ordered); null for "Other". */
  quantity: z.number().int().nullable(),
});
export type SpendItem = z.infer<typeof SpendItem>;

export const SpendPeriod = z.object({ from: z.string(), to: z.string(), spent: Money.optional() });

/** An account-scope budget period the range touches, with the spend of that whole period. */
export const SpendBudget = z.object({
  accountId: Id,
  accountName: z.string(),
  period: z.enum(['month', 'quarter']),
  label: z.string(),
  /** First day of the period and the first day after it (ISO days). */
  start: z.string(),
  end: z.string(),
  amount: Money.optional(),
  spent: Money.optional(),
  hardLimit: z.boolean(),
});
export type SpendBudget = z.infer<typeof SpendBudget>;

export const SpendReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** The account reported, or null for all of a parent login's accounts. */
  accountId: Id.nullable(),
  /** The accounts the figures cover (a parent login's account picker lists them). */
  accounts: z.array(z.object({ id: Id, accountName: z.string() })),
  totals: z.object({
    /** Merchandise less credits. */
    spent: Money.optional(),
    merchandise: Money.optional(),
    credits: Money.optional(),
    orders: z.number().int(),
  }),
  comparison: z.object({
    thisPeriod: SpendPeriod,
    lastPeriod: SpendPeriod,
    /** Change from the last period in percent (one decimal); null when the last spent nothing. */
    changePercent: z.number().nullable(),
  }),
  byMonth: z.array(SpendMonth),
  /** Merchandise only, by the item's top-level category. */
  byCategory: z.array(SpendSlice),
  byLocation: z.array(SpendSlice),
  byContact: z.array(SpendSlice),
  /** Merchandise only: the top 20 items and "Other". */
  byItem: z.array(SpendItem),
  budgets: z.array(SpendBudget),
});
export type SpendReportResponse = z.infer<typeof SpendReportResponse>;
