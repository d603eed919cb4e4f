// Saved payment methods (service spec §7 "Payments, payment methods", §3 "Payment method"; issue 18
// point 7; ARCHITECTURE §9). A method is a gateway token plus what the buyer recognises it by (type,
// last four digits, expiry, holder), read from the token by the gateway: the API never sees a card
// or account number, and never takes the display data from the request.
//
// The routes call getAll/getTypes/upsert/remove for a buyer. Other modules (checkout, billing,
// subscriptions) call:
//   - usableMethods(db, accountId, now): what may pay now (not deleted, not expired);
//   - methodForPayment(db, accountId, id, now): one of the account's methods with its token, or a
//     refusal (not found: absent, deleted or another account's; expired);
//   - saveFromToken(db, gateway, owner, token, options, now): save a token the buyer just entered
//     (answers whether the same card was on file already);
//   - saveDescribedMethod(tx, owner, token, description, options, now): the same inside the caller's
//     transaction, when the gateway has already described the token (an authorization answers it).
import {
  CARD_BRAND_NAMES,
  CARD_EXPIRED_MESSAGE,
  CARD_TYPES,
  cardExpiryProblem,
  type CardType,
} from '@medsupply/domain';
import {
  PAYMENT_METHODS_MAX,
  type DeletePaymentMethodResponse,
  type PaymentMethod,
  type PaymentMethodTypesResponse,
  type PaymentMethodsResponse,
  type UpsertPaymentMethodRequest,
  type UpsertPaymentMethodResponse,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { PaymentGateway, PaymentMethodDescription } from './gateway/payment-gateway.ts';
import * as q from './payment-methods.queries.ts';

/** The gateway port's types, for modules that pay through it (checkout, orders). */
export type { PaymentGateway, PaymentMethodDescription } from './gateway/payment-gateway.ts';

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
/** A saved card past its expiry month cannot pay (issue 18 point 7). */
export const PAYMENT_METHOD_EXPIRED = `${CARD_EXPIRED_MESSAGE} Choose another payment method or add a new card.`;
export const EXPIRED_DEFAULT_MESSAGE = 'An expired card cannot be the default payment method.';
export const PAYMENT_METHODS_LIMIT = `An account can keep at most ${PAYMENT_METHODS_MAX} payment methods. Delete one to add another.`;

/** Whose methods: the account, and the contact who saves one (null for a job). */
export interface MethodOwner {
  accountId: number;
  userId: number | null;
}

export interface SaveOptions {
  nickname?: string | null;
  /** Make it the default; the account's first method becomes the default anyway. */
  isDefault?: boolean;
}

/** A method with the token to charge it: for services only, never answered to a client. */
export interface ChargeableMethod {
  method: PaymentMethod;
  token: string;
}

const ownerOf = (buyer: Buyer): MethodOwner => ({ accountId: buyer.account.id, userId: buyer.user.id });

export function typeName(type: CardType): string {
  return type === 'ach' ? 'Bank account' : CARD_BRAND_NAMES[type];
}

/** A card is expired once its expiry month has passed on the store's clock; a bank account never. */
export function isExpired(method: { expMonth: number | null; expYear: number | null }, now: Date): boolean {
  if (method.expMonth === null || method.expYear === null) return false;
  return cardExpiryProblem({ month: method.expMonth, year: method.expYear }, now) === CARD_EXPIRED_MESSAGE;
}

function toPaymentMethod(row: q.PaymentMethodRow, now: Date): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    kind: row.type === 'ach' ? 'ach' : 'card',
    typeName: typeName(row.type),
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    nickname: row.nickname,
    isDefault: row.isDefault,
    isExpired: isExpired(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => refuse('PAYMENT_METHOD_NOT_FOUND', PAYMENT_METHOD_NOT_FOUND);

// ---------------------------------------------------------------------------------------------
// For other modules
// ---------------------------------------------------------------------------------------------

/** The account's methods that may pay now: not deleted, not expired; the default first. */
export async function usableMethods(db: DbOrTx, accountId: number, now: Date): Promise<PaymentMethod[]> {
  const rows = await q.methodsOf(db, accountId);
  return rows.map((row) => toPaymentMethod(row, now)).filter((method) => !method.isExpired);
}

/**
 * One of the account's methods with its gateway token, to charge or authorize. Refuses an id that
 * is not the account's (or deleted) as not found, and a card past its expiry.
 */
export async function methodForPayment(
  db: DbOrTx,
  accountId: number,
  id: number,
  now: Date,
): Promise<ChargeableMethod> {
  const row = await q.methodOf(db, accountId, id);
  if (!row) throw notFound();
  const method = toPaymentMethod(row, now);
  if (method.isExpired) throw refuse('PAYMENT_METHOD_EXPIRED', PAYMENT_METHOD_EXPIRED);
  return { method, token: row.gatewayToken };
}

/** What the gateway says a token is, or the refusal to answer (a token it did not issue, altered). */
export async function describeToken(
  gateway: PaymentGateway,
  token: string,
): Promise<PaymentMethodDescription> {
  const described = await gateway.describeToken(token);
  if (described.status !== 'ok') throw refuse('PAYMENT_DETAILS_INVALID', described.message);
  return described.method;
}

/** A saved method, and whether it was on file already (the same card entered again). */
export interface SavedMethod {
  method: PaymentMethod;
  alreadySaved: boolean;
}

/**
 * Saves a token the gateway has described, inside the caller's transaction. The same card saved
 * again (type, last four, expiry and holder alike) takes the new token instead of a second entry,
 * keeps its nickname unless a new one is given, and is answered `alreadySaved` so the buyer is
 * told the card was on file rather than silently updated (issue 31 point 2).
 */
export async function saveDescribed(
  tx: Tx,
  owner: MethodOwner,
  token: string,
  description: PaymentMethodDescription,
  options: SaveOptions,
  now: Date,
): Promise<SavedMethod> {
  if (isExpired(description, now)) throw refuse('PAYMENT_METHOD_EXPIRED', CARD_EXPIRED_MESSAGE);
  await q.lockAccountMethods(tx, owner.accountId);
  const fields = {
    accountId: owner.accountId,
    type: description.type,
    last4: description.last4,
    expMonth: description.expMonth,
    expYear: description.expYear,
    holderName: description.holderName,
  };
  let id = await q.sameMethod(tx, fields);
  const alreadySaved = id !== null;
  if (id === null) {
    if ((await q.countLive(tx, owner.accountId)) >= PAYMENT_METHODS_MAX) {
      throw refuse('PAYMENT_METHODS_LIMIT', PAYMENT_METHODS_LIMIT);
    }
    id = await q.insertMethod(tx, {
      ...fields,
      createdBy: owner.userId,
      gatewayToken: token,
      nickname: options.nickname ?? null,
    });
  } else {
    await q.replaceToken(tx, id, token);
    // A blank nickname on a re-entered card is a field left empty, not a wish to erase the name
    // the card already carries; renaming is the `id` form of upsert.
    if (options.nickname !== undefined && options.nickname !== null) {
      await q.setNickname(tx, id, options.nickname);
    }
  }
  const usable = await usableMethods(tx, owner.accountId, now);
  const hasDefault = usable.some((method) => method.isDefault && method.id !== id);
  if (options.isDefault === true || !hasDefault) await q.setDefault(tx, owner.accountId, id);
  const row = await q.methodOf(tx, owner.accountId, id);
  if (!row) throw new Error('saved payment method not found');
  return { method: toPaymentMethod(row, now), alreadySaved };
}

/** saveDescribed for callers that only need the method (checkout, billing). */
export async function saveDescribedMethod(
  tx: Tx,
  owner: MethodOwner,
  token: string,
  description: PaymentMethodDescription,
  options: SaveOptions,
  now: Date,
): Promise<PaymentMethod> {
  return (await saveDescribed(tx, owner, token, description, options, now)).method;
}

/** Saves a token the buyer has just entered in the hosted fields (its own transaction). */
export async function saveFromToken(
  db: Db,
  gateway: PaymentGateway,
  owner: MethodOwner,
  token: string,
  options: SaveOptions,
  now: Date,
): Promise<SavedMethod> {
  // Asked before the transaction: a hosted gateway answers over the network.
  const description = await describeToken(gateway, token);
  return db.transaction((tx) => saveDescribed(tx, owner, token, description, options, now));
}

// ---------------------------------------------------------------------------------------------
// The routes' calls
// ---------------------------------------------------------------------------------------------

/** GET getAll: every method of the account, expired cards included (marked), the default first. */
export async function getAll(db: Db, buyer: Buyer, now: Date): Promise<PaymentMethodsResponse> {
  const rows = await q.methodsOf(db, buyer.account.id);
  return { paymentMethods: rows.map((row) => toPaymentMethod(row, now)) };
}

/** GET getTypes: service spec §9's card types, cards first, as the storefront lists them. */
export function getTypes(): PaymentMethodTypesResponse {
  return {
    types: CARD_TYPES.map((type) => ({ type, kind: type === 'ach' ? 'ach' : 'card', name: typeName(type) })),
  };
}

/** POST upsert: save a new method from a token, or rename one or make it the default. */
export async function upsert(
  db: Db,
  gateway: PaymentGateway,
  buyer: Buyer,
  input: UpsertPaymentMethodRequest,
  now: Date,
): Promise<UpsertPaymentMethodResponse> {
  const options: SaveOptions = {
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
  };
  if (input.id === undefined) {
    // The contract requires a token when there is no id.
    if (input.token === undefined)
      throw refuse('VALIDATION', 'token is required to save a new payment method');
    const saved = await saveFromToken(db, gateway, ownerOf(buyer), input.token, options, now);
    return { paymentMethod: saved.method, alreadySaved: saved.alreadySaved };
  }
  const id = input.id;
  const accountId = buyer.account.id;
  const paymentMethod = await db.transaction(async (tx) => {
    await q.lockAccountMethods(tx, accountId);
    const row = await q.methodOf(tx, accountId, id);
    if (!row) throw notFound();
    if (options.nickname !== undefined) await q.setNickname(tx, id, options.nickname);
    if (options.isDefault === true && !row.isDefault) {
      if (isExpired(row, now)) throw refuse('PAYMENT_METHOD_EXPIRED', EXPIRED_DEFAULT_MESSAGE);
      await q.setDefault(tx, accountId, id);
    }
    // isDefault: false on the default leaves the account without one, as the buyer asked.
    if (options.isDefault === false && row.isDefault) await q.clearDefault(tx, accountId);
    const saved = await q.methodOf(tx, accountId, id);
    if (!saved) throw notFound();
    return toPaymentMethod(saved, now);
  });
  // A rename or a new default changes a method on file: nothing was entered again.
  return { paymentMethod, alreadySaved: false };
}

/** POST delete {id}: the method is no longer listed or usable; past payments keep pointing at it. */
export async function remove(db: Db, buyer: Buyer, id: number): Promise<DeletePaymentMethodResponse> {
  return db.transaction(async (tx) => {
    await q.lockAccountMethods(tx, buyer.account.id);
    if (!(await q.markDeleted(tx, buyer.account.id, id))) throw notFound();
    return { deleted: true };
  });
}
