// The account dashboard (service spec §7 getOverViewData; /myaccount). It reads only the account
// the caller's session acts for: there is no account id to pass, so none can be forged.
import { centsToDollars } from '@medsupply/domain';
import { OVERVIEW_RECENT_ORDERS, type OverviewResponse } from '@medsupply/contract';
import type { Db } from '../../db/client.ts';
import { canSeePrices, type Caller } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { accountSummary, invoiceTotals, pendingApprovalCount, recentOrders } from './account.queries.ts';

/** Invoices with money still owed carry this status (the other is 'Paid In Full'). */
export const OPEN_INVOICE_STATUS = 'Open';

export async function getOverview(db: Db, caller: Caller): Promise<OverviewResponse> {
  const accountId = caller.account.id;
  const account = await accountSummary(db, accountId);
  if (!account) throw notFound('Account not found');
  const orders = await recentOrders(db, accountId, OVERVIEW_RECENT_ORDERS);
  const open = await invoiceTotals(db, accountId, OPEN_INVOICE_STATUS);
  // service spec §6: approving orders is an admin's page; others are not told the count.
  const pendingApprovals = caller.permissions.isAdmin ? await pendingApprovalCount(db, accountId) : null;
  // service spec §6 / ARCHITECTURE §7: without isPriceVisible no money field is sent at all.
  const money = canSeePrices(caller);

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
      ...(money
        ? {
            creditLimit: centsToDollars(account.creditLimitCents),
            availableBalance: centsToDollars(account.availableBalanceCents),
            openBalance: centsToDollars(open.amountDueCents),
          }
        : {}),
    },
    recentOrders: orders.map((o) => ({
      id: o.id,
      tranId: o.tranId,
      date: o.orderDate.toISOString(),
      status: o.status,
      ...(money ? { total: centsToDollars(o.totalCents) } : {}),
    })),
    openInvoices: {
      count: open.count,
      ...(money ? { amountDue: centsToDollars(open.amountDueCents) } : {}),
    },
    pendingApprovals,
    salesRep:
      account.repName !== null && account.repEmail !== null && account.repPhone !== null
        ? { name: account.repName, email: account.repEmail, phone: account.repPhone }
        : null,
  };
}
