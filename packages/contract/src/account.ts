// The account area's calls (service spec §7 "Account and transactions"). So far: the overview that
// the /myaccount dashboard shows. Money is decimal dollars; every money field is absent for a user
// without isPriceVisible (service spec §6), so the dashboard shows counts and statuses only.
import { z } from 'zod';
import { AgingSummary } from './billing.ts';
import { Money } from './money.ts';

export const OverviewOrder = z.object({
  id: z.number().int(),
  tranId: z.string(),
  date: z.iso.datetime(),
  /** As the order system names it (a wire value); show statusLabel. */
  status: z.string(),
  /**
   * What a buyer reads: the store's label of the status (service spec §4: 'Billed' shows
   * 'Fulfilled' with custom statuses on), the same as Sales Orders shows (issue 31 point 2).
   */
  statusLabel: z.string(),
  total: Money.optional(),
});
export type OverviewOrder = z.infer<typeof OverviewOrder>;

/**
 * Everything about the caller's current account (the one the session acts for, after any switch)
 * and nothing about any other.
 */
export const OverviewResponse = z.object({
  account: z.object({
    id: z.number().int(),
    accountNumber: z.string(),
    accountName: z.string(),
    parentId: z.number().int().nullable(),
  }),
  credit: z.object({
    hasTerms: z.boolean(),
    /** e.g. 'Net 30'; null when the account has no terms. */
    terms: z.string().nullable(),
    creditLimit: Money.optional(),
    /** Credit still available for orders on terms. */
    availableBalance: Money.optional(),
    /** What the account owes: the amount due of its open invoices. */
    openBalance: Money.optional(),
    /**
     * Credit it may use on a payment: credit memos' remaining balance and unapplied payments. The
     * aging total is openBalance less this (credits count as current), which the dashboard says.
     */
    availableCredits: Money.optional(),
  }),
  /** What is open by days past due, unused credit as current (issue 18 point 8). */
  aging: AgingSummary,
  /** The 5 most recent sales orders, newest first. */
  recentOrders: z.array(OverviewOrder),
  openInvoices: z.object({
    count: z.number().int(),
    amountDue: Money.optional(),
  }),
  /** Orders waiting for an admin's approval; null for users who are not admins. */
  pendingApprovals: z.number().int().nullable(),
  salesRep: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
    })
    .nullable(),
  /**
   * Issue 19 point 3: the dashboard's notice of each verified licence within 60, 30 or 7 days of
   * its expiry, or expired, that no renewal replaces yet; the most urgent first.
   */
  licenceNotices: z.array(
    z.object({
      licenceId: z.number().int(),
      addressId: z.number().int(),
      addressLabel: z.string(),
      licenceNumber: z.string(),
      expiresOn: z.string(),
      state: z.enum(['expiring', 'expired']),
      daysLeft: z.number().int(),
      notice: z.string(),
    }),
  ),
});
export type OverviewResponse = z.infer<typeof OverviewResponse>;

/** How many recent orders the overview lists. */
export const OVERVIEW_RECENT_ORDERS = 5;
