// The account dashboard (service spec §7 getOverViewData; /myaccount). It reads only the account
// the caller's session acts for: there is no account id to pass, so none can be forged.
import { centsToDollars, salesOrderStatusLabel } from '@medsupply/domain';
import { OVERVIEW_RECENT_ORDERS, type OverviewResponse } from '@medsupply/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import { licenceNotices } from '../addresses/addresses.service.ts';
import { agingDollars, openPosition } from '../order-to-cash/ledger.service.ts';
import { CUSTOM_STATUSES_ENABLED } from '../order-to-cash/sales-orders.service.ts';
import { accountSummary, invoiceTotals, pendingApprovalCount, recentOrders } from './account.queries.ts';

/** Invoices with money still owed carry this status (the other is 'Paid In Full'). */
export const OPEN_INVOICE_STATUS = 'Open';

export async function getOverview(db: Db, buyer: Buyer, now: Date): Promise<OverviewResponse> {
  const accountId = buyer.account.id;
  const account = await accountSummary(db, accountId);
  if (!account) throw refuse('ACCOUNT_NOT_FOUND', 'Account not found');
  const orders = await recentOrders(db, accountId, OVERVIEW_RECENT_ORDERS);
  const open = await invoiceTotals(db, accountId, OPEN_INVOICE_STATUS);
  // The same ledger columns that createPayment keeps in step (issue 18 point 8).
  const position = await openPosition(db, accountId, now);
  // service spec §6: approving orders is an admin's page; others are not told the count.
  const pendingApprovals = buyer.permissions.isAdmin ? await pendingApprovalCount(db, accountId) : null;
  const notices = await licenceNotices(db, accountId, now);
  // Money fields are answered as they are; the edge removes them for a buyer who may not see prices
  // (service spec §6, core/price-visibility.ts).

  return {
    account: {
      id: account.id,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      parentId: account.parentId,
    },
    credit: {
      hasTerms: account.hasTerms,
      terms: account.hasTerms ? account.terms : null,
      creditLimit: centsToDollars(account.creditLimitCents),
      availableBalance: centsToDollars(account.availableBalanceCents),
      openBalance: centsToDollars(open.amountDueCents),
      availableCredits: centsToDollars(position.creditsCents),
    },
    aging: agingDollars(position.aging),
    recentOrders: orders.map((o) => ({
      id: o.id,
      tranId: o.tranId,
      date: o.orderDate.toISOString(),
      status: o.status,
      statusLabel: salesOrderStatusLabel(o.status, CUSTOM_STATUSES_ENABLED),
      total: centsToDollars(o.totalCents),
    })),
    openInvoices: {
      count: open.count,
      amountDue: centsToDollars(open.amountDueCents),
    },
    pendingApprovals,
    salesRep:
      account.repName !== null && account.repEmail !== null && account.repPhone !== null
        ? { name: account.repName, email: account.repEmail, phone: account.repPhone }
        : null,
    licenceNotices: notices,
  };
}

/** The account's number (for mails and notices of other modules); null for an unknown account. */
export async function accountNumberOf(db: DbOrTx, accountId: number): Promise<string | null> {
  return (await accountSummary(db, accountId))?.accountNumber ?? null;
}
