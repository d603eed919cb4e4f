// Queries of the account area. Every one takes the account id explicitly and reads that account's
// rows only; the caller's session decides which account that is.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, invoices, salesOrders, salesReps, users } from '../../db/schema/index.ts';

export async function accountSummary(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({
      id: accounts.id,
      accountNumber: accounts.accountNumber,
      accountName: accounts.accountName,
      parentId: accounts.parentId,
      hasTerms: accounts.hasTerms,
      terms: accounts.terms,
      creditLimitCents: accounts.creditLimitCents,
      availableBalanceCents: accounts.availableBalanceCents,
      repName: salesReps.name,
      repEmail: salesReps.email,
      repPhone: salesReps.phone,
    })
    .from(accounts)
    .leftJoin(salesReps, eq(salesReps.id, accounts.salesRepId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest orders first (sales_orders_account_idx serves this). */
export async function recentOrders(db: DbOrTx, accountId: number, limit: number) {
  return db
    .select({
      id: salesOrders.id,
      tranId: salesOrders.tranId,
      orderDate: salesOrders.orderDate,
      status: salesOrders.status,
      totalCents: salesOrders.totalCents,
    })
    .from(salesOrders)
    .where(eq(salesOrders.accountId, accountId))
    .orderBy(desc(salesOrders.orderDate), desc(salesOrders.id))
    .limit(limit);
}

export async function invoiceTotals(
  db: DbOrTx,
  accountId: number,
  status: string,
): Promise<{ count: number; amountDueCents: number }> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountDueCents: sql<number>`coalesce(sum(${invoices.amountDueCents}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, status)));
  return rows[0] ?? { count: 0, amountDueCents: 0 };
}

export async function pendingApprovalCount(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(salesOrders)
    .where(and(eq(salesOrders.accountId, accountId), eq(salesOrders.approvalStatus, 'pending')));
  return rows[0]?.count ?? 0;
}

// ---- profile and settings (issue 19 points 1 and 5) ---------------------------------------------

export async function updateContactProfile(
  db: DbOrTx,
  userId: number,
  fields: { firstName: string; lastName: string; email: string; phone: string | null; title: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function accountPreferences(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({
      statementFrequency: accounts.statementFrequency,
      statementMethod: accounts.statementMethod,
      statementIncludeInvoices: accounts.statementIncludeInvoices,
      approvalsNotification: accounts.approvalsNotification,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateAccountPreferences(
  db: DbOrTx,
  accountId: number,
  preferences: {
    statementFrequency: string;
    statementMethod: string;
    statementIncludeInvoices: boolean;
    approvalsNotification: boolean;
  },
): Promise<void> {
  await db
    .update(accounts)
    .set({ ...preferences, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}
