// Queries of saved payment methods. Every one takes the account id and touches that account's rows
// only; deleted methods are kept (payments and orders point at them) but never read as usable.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CardType } from '@medsupply/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';

const columns = {
  id: paymentMethods.id,
  accountId: paymentMethods.accountId,
  type: paymentMethods.type,
  gatewayToken: paymentMethods.gatewayToken,
  last4: paymentMethods.last4,
  expMonth: paymentMethods.expMonth,
  expYear: paymentMethods.expYear,
  holderName: paymentMethods.holderName,
  nickname: paymentMethods.nickname,
  isDefault: paymentMethods.isDefault,
  createdAt: paymentMethods.createdAt,
};

export type PaymentMethodRow = {
  id: number;
  accountId: number;
  type: CardType;
  gatewayToken: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holderName: string;
  nickname: string | null;
  isDefault: boolean;
  createdAt: Date;
};

const live = (accountId: number) =>
  and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.deleted, false));

/** The account's methods that are not deleted: the default first, then the newest. */
export async function methodsOf(db: DbOrTx, accountId: number): Promise<PaymentMethodRow[]> {
  return db
    .select(columns)
    .from(paymentMethods)
    .where(live(accountId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** One method of the account (not deleted), or null: another account's id reads as absent. */
export async function methodOf(db: DbOrTx, accountId: number, id: number): Promise<PaymentMethodRow | null> {
  const rows = await db
    .select(columns)
    .from(paymentMethods)
    .where(and(live(accountId), eq(paymentMethods.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Serialises changes to one account's methods (which one is the default, how many there are):
 * two saves at once would otherwise both see "no default yet" or both pass the count.
 */
export async function lockAccountMethods(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payment-methods:${accountId}`}, 0))`);
}

export interface NewMethod {
  accountId: number;
  createdBy: number | null;
  type: CardType;
  gatewayToken: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holderName: string;
  nickname: string | null;
}

export async function insertMethod(tx: DbOrTx, method: NewMethod): Promise<number> {
  const [row] = await tx.insert(paymentMethods).values(method).returning({ id: paymentMethods.id });
  if (!row) throw new Error('payment method not inserted');
  return row.id;
}

/** A live method of the account showing the same card or bank account (the token differs each time). */
export async function sameMethod(
  tx: DbOrTx,
  method: Pick<NewMethod, 'accountId' | 'type' | 'last4' | 'expMonth' | 'expYear' | 'holderName'>,
): Promise<number | null> {
  const rows = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        live(method.accountId),
        eq(paymentMethods.type, method.type),
        eq(paymentMethods.last4, method.last4),
        sql`${paymentMethods.expMonth} IS NOT DISTINCT FROM ${method.expMonth}`,
        sql`${paymentMethods.expYear} IS NOT DISTINCT FROM ${method.expYear}`,
        eq(paymentMethods.holderName, method.holderName),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function replaceToken(tx: DbOrTx, id: number, gatewayToken: string): Promise<void> {
  await tx.update(paymentMethods).set({ gatewayToken }).where(eq(paymentMethods.id, id));
}

export async function setNickname(tx: DbOrTx, id: number, nickname: string | null): Promise<void> {
  await tx.update(paymentMethods).set({ nickname }).where(eq(paymentMethods.id, id));
}

/** Makes `id` the account's one default (every other live method stops being it). */
export async function setDefault(tx: DbOrTx, accountId: number, id: number): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: sql`${paymentMethods.id} = ${id}` })
    .where(and(live(accountId), sql`(${paymentMethods.isDefault} OR ${paymentMethods.id} = ${id})`));
}

export async function clearDefault(tx: DbOrTx, accountId: number): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(live(accountId), eq(paymentMethods.isDefault, true)));
}

export async function countLive(tx: DbOrTx, accountId: number): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentMethods)
    .where(live(accountId));
  return rows[0]?.n ?? 0;
}

/** Soft delete: payments and orders keep pointing at the row; it stops being listed or usable. */
export async function markDeleted(tx: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(paymentMethods)
    .set({ deleted: true, isDefault: false })
    .where(and(live(accountId), eq(paymentMethods.id, id)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}
