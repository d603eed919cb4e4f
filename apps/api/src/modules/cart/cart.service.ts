// Cart rules and transaction boundaries (service spec §3 "Cart", §4, §5, §7 "Cart", §9; storefront
// spec §3 "Cart", §5 "Add to cart", §8): add with its refusals, allocation and merging, edit, remove,
// save-for-later and back, a whole item list, the cart view with its totals, tax rate and fee.
// Decisions the specs leave open are recorded in docs/decisions/0007-cart-rules.md.
import {
  cartTotals,
  centsToDollars,
  convenienceFeeCents,
  dollarsToCents,
  isItemTaxable,
  taxCents,
  UNAVAILABLE_MESSAGE,
  isSubstituteBuyable,
  type CentsOrError,
} from '@medsupply/domain';
import {
  CART_ERROR_CODES,
  type AddItemListResponse,
  type AddItemsResponse,
  type LineOutcome,
  type LineReason,
  type Cart,
  type CartLine,
  type ConvenienceFeeResponse,
  type SavedItem,
  type TaxRateResponse,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import {
  ALLOCATION_CUT_MESSAGE,
  ITEM_NOT_FOUND_MESSAGE,
  allocate,
  checkPurchase,
  checkPurchases,
  lineReasonOf,
  remainingAllocation,
} from '../../core/buy-rule.ts';
import {
  lineItemFields,
  lineItems,
  lineItemsPart,
  type LineItem,
  type LineSource,
} from '../../core/line-item.ts';
import { combineParts, readPart, rowPart, rowsPart, type ReadPart } from '../../core/read-parts.ts';
import { BusinessRefusal, isRefusal, refuse } from '../../core/refusals.ts';
import { swapOffer } from '../substitutes/substitutes.service.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import * as q from './cart.queries.ts';

// Messages of refused calls; the add rules' own are core/buy-rule.ts's.
export const LINE_NOT_FOUND_MESSAGE = 'Cart line not found';
export const SAVED_NOT_FOUND_MESSAGE = 'Saved item not found';
export const LIST_NOT_FOUND_MESSAGE = 'Item list not found';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const ITEM_MISMATCH_MESSAGE = 'itemId does not match the saved item';
export const TAX_RATE_UNAVAILABLE_MESSAGE = 'No tax rate is known for this address.';
export const LINE_CHANGED_MESSAGE =
  'This cart line has changed since the equivalent items were shown. Please review your cart.';

const notFound = (message: string) => refuse(CART_ERROR_CODES.notFound, message);

const ownerOf = (buyer: Buyer): q.CartOwner => ({ accountId: buyer.account.id, userId: buyer.user.id });

interface AddInput {
  itemId: number;
  unitId?: number | undefined;
  quantity?: number | undefined;
  searchTerm?: string | undefined;
  queryId?: string | undefined;
}

/**
 * One add inside the buyer's locked cart, under the buy rule and the allocation (core/buy-rule.ts)
 * of the period of `now` (the app's clock); merges into the (item, unit) line.
 */
async function addLine(
  tx: Tx,
  buyer: Buyer,
  cartId: number,
  input: AddInput,
  now: Date,
): Promise<{ adjusted: boolean }> {
  const purchase = await checkPurchase(tx, buyer, input);
  const { quantity, adjusted } = await allocate(tx, buyer, purchase, now);
  await q.addToLine(tx, {
    cartId,
    itemId: purchase.item.id,
    unitId: purchase.unit.id,
    quantity,
    searchTerm: input.searchTerm ?? null,
    queryId: input.queryId ?? null,
  });
  return { adjusted };
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export async function addItem(
  db: Db,
  buyer: Buyer,
  input: {
    itemId: number;
    unit?: number | undefined;
    quantity?: number | undefined;
    searchTerm?: string;
    queryID?: string;
  },
  now: Date,
): Promise<Cart> {
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockOrCreateCart(tx, ownerOf(buyer));
    return addLine(
      tx,
      buyer,
      cartId,
      {
        itemId: input.itemId,
        unitId: input.unit,
        quantity: input.quantity,
        searchTerm: input.searchTerm,
        queryId: input.queryID,
      },
      now,
    );
  });
  return getCart(db, buyer, { addToCartAdjustment: adjusted });
}

/**
 * editItem: sets the buyer's line to the quantity and unit given; a unit already on another line
 * of the item merges into that line. The add rules apply to the new quantity (allocation counted
 * without the line being edited).
 */
export async function editItem(
  db: Db,
  buyer: Buyer,
  input: { detailId: number; quantity: number; unit: number },
  now: Date,
): Promise<Cart> {
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockCart(tx, ownerOf(buyer));
    const line = cartId === null ? null : await q.lineInCart(tx, cartId, input.detailId);
    if (cartId === null || !line) throw notFound(LINE_NOT_FOUND_MESSAGE);
    const add = await checkPurchase(tx, buyer, {
      itemId: line.item_id,
      unitId: input.unit,
      quantity: input.quantity,
    });
    const result = await allocate(tx, buyer, add, now, line.id);
    const sibling = await q.siblingLine(tx, cartId, {
      id: line.id,
      itemId: line.item_id,
      unitId: add.unit.id,
    });
    if (sibling) {
      await q.setLine(
        tx,
        sibling.id,
        sibling.unit_id,
        Math.min(sibling.quantity + result.quantity, q.MAX_LINE_QUANTITY),
      );
      await q.deleteLine(tx, line.id);
    } else {
      await q.setLine(tx, line.id, add.unit.id, result.quantity);
    }
    return result;
  });
  return getCart(db, buyer, { addToCartAdjustment: adjusted });
}

/**
 * swapLine (issue 34 point 4, ADR 0053): the line of a backordered or recalled item becomes one of
 * the item's alternatives, in the same quantity and in its unit where the substitute is sold in it,
 * in one transaction under the cart's lock. The substitute must be one the catalogue names, not
 * recalled, and buyable under every add rule (its refusals), with a price for the buyer; the
 * allocation may cut the quantity as an add's would. A line that no longer holds `fromItemId` (the
 * other press of a double click) is refused; a line of the substitute in that unit takes the
 * quantity instead, and the old line goes.
 */
export async function swapLine(
  db: Db,
  buyer: Buyer,
  input: { detailId: number; fromItemId: number; itemId: number },
  now: Date,
): Promise<Cart> {
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockCart(tx, ownerOf(buyer));
    const line = cartId === null ? null : await q.lineInCart(tx, cartId, input.detailId);
    if (cartId === null || !line) throw notFound(LINE_NOT_FOUND_MESSAGE);
    if (line.item_id !== input.fromItemId) throw refuse('CART_LINE_CHANGED', LINE_CHANGED_MESSAGE);
    const offer = await swapOffer(
      tx,
      buyer,
      { fromItemId: line.item_id, itemId: input.itemId, unitId: line.unit_id, quantity: line.quantity },
      now,
    );
    const purchase = await checkPurchase(tx, buyer, {
      itemId: input.itemId,
      unitId: offer.unitId,
      quantity: line.quantity,
    });
    const result = await allocate(tx, buyer, purchase, now);
    // What the add rules leave: no price at the buyer's level.
    if (!isSubstituteBuyable(offer.standing)) throw refuse('ITEM_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    const sibling = await q.siblingLine(tx, cartId, {
      id: line.id,
      itemId: purchase.item.id,
      unitId: purchase.unit.id,
    });
    const swapped = sibling
      ? await q.deleteLineOfItem(tx, line.id, input.fromItemId)
      : await q.swapLineItem(tx, {
          id: line.id,
          fromItemId: input.fromItemId,
          itemId: purchase.item.id,
          unitId: purchase.unit.id,
          quantity: result.quantity,
        });
    if (!swapped) throw refuse('CART_LINE_CHANGED', LINE_CHANGED_MESSAGE);
    if (sibling) {
      await q.setLine(
        tx,
        sibling.id,
        sibling.unit_id,
        Math.min(sibling.quantity + result.quantity, q.MAX_LINE_QUANTITY),
      );
    }
    return result;
  });
  return getCart(db, buyer, { addToCartAdjustment: adjusted });
}

export async function removeItem(db: Db, buyer: Buyer, detailId: number): Promise<Cart> {
  if (!(await q.deleteOwnLine(db, ownerOf(buyer), detailId))) throw notFound(LINE_NOT_FOUND_MESSAGE);
  return getCart(db, buyer);
}

/** emptyCart: removes every line; saved items and notifications stay. */
export async function emptyCart(db: Db, buyer: Buyer): Promise<Cart> {
  await q.deleteAllLines(db, ownerOf(buyer));
  return getCart(db, buyer);
}

export async function clearNotifications(db: Db, buyer: Buyer): Promise<Cart> {
  await q.deleteNotifications(db, ownerOf(buyer));
  return getCart(db, buyer);
}

/** saveForLater {item: {id}}: the cart line moves to save-for-later (merging with a saved entry). */
export async function saveForLater(db: Db, buyer: Buyer, lineId: number): Promise<Cart> {
  const owner = ownerOf(buyer);
  await db.transaction(async (tx) => {
    const cartId = await q.lockCart(tx, owner);
    const line = cartId === null ? null : await q.lineInCart(tx, cartId, lineId);
    if (!line) throw notFound(LINE_NOT_FOUND_MESSAGE);
    await q.addToSaved(tx, owner, { itemId: line.item_id, unitId: line.unit_id, quantity: line.quantity });
    await q.deleteLine(tx, line.id);
  });
  return getCart(db, buyer);
}

/** moveItemToCart: the saved entry goes back to the cart under every add rule, then is removed. */
export async function moveItemToCart(
  db: Db,
  buyer: Buyer,
  input: { id: number; itemId: number; unit: number; quantity: number },
  now: Date,
): Promise<Cart> {
  const owner = ownerOf(buyer);
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockOrCreateCart(tx, owner);
    const saved = await q.savedOf(tx, owner, input.id);
    if (!saved) throw notFound(SAVED_NOT_FOUND_MESSAGE);
    if (saved.item_id !== input.itemId) throw refuse('VALIDATION', ITEM_MISMATCH_MESSAGE);
    const result = await addLine(
      tx,
      buyer,
      cartId,
      { itemId: saved.item_id, unitId: input.unit, quantity: input.quantity },
      now,
    );
    await q.deleteOwnSaved(tx, owner, saved.id);
    return result;
  });
  return getCart(db, buyer, { addToCartAdjustment: adjusted });
}

export async function deleteSaveForLater(db: Db, buyer: Buyer, id: number): Promise<Cart> {
  if (!(await q.deleteOwnSaved(db, ownerOf(buyer), id))) throw notFound(SAVED_NOT_FOUND_MESSAGE);
  return getCart(db, buyer);
}

/** A line to add with the others in one step (reorder, quick order, an estimate). */
export interface LineToAdd {
  itemId: number;
  unitId?: number | undefined;
  quantity: number;
  /** An estimate's price of one of the unit, kept on the cart line (ADR 0026). */
  estimate?: { id: number; unitPriceCents: number } | undefined;
}

/** What became of a line that was not added in full (in the order asked). */
export interface LineShortfall {
  index: number;
  itemId: number;
  unitId: number | null;
  reason: LineReason;
  message: string;
  quantityAdded: number;
}

/**
 * Adds `lines` to the buyer's cart in one transaction, each under the buy rule and the allocation;
 * `first` runs before them in the same transaction (an estimate's claim), so a refusal it throws
 * adds nothing. Lines the rule refuses are reported and skipped; the rest are added.
 */
export async function addLinesToCart(
  db: Db,
  buyer: Buyer,
  lines: readonly LineToAdd[],
  now: Date,
  first?: (tx: Tx) => Promise<void>,
): Promise<{ cart: Cart; shortfalls: LineShortfall[] }> {
  const outcome = await db.transaction(async (tx) => {
    await first?.(tx);
    return addLinesIn(tx, buyer, await q.lockOrCreateCart(tx, ownerOf(buyer)), lines, now);
  });
  return {
    cart: await getCart(db, buyer, { addToCartAdjustment: outcome.adjusted }),
    shortfalls: outcome.shortfalls,
  };
}

/**
 * Each line under the add rules inside the buyer's locked cart; what was not added in full. The
 * items are read in one statement and lines of items without allocation are written in one more
 * (quick order's 500 rows); an allocated item's line is allocated and written at once, so the next
 * line of the same item counts it.
 */
async function addLinesIn(
  tx: Tx,
  buyer: Buyer,
  cartId: number,
  lines: readonly LineToAdd[],
  now: Date,
): Promise<{ adjusted: boolean; shortfalls: LineShortfall[] }> {
  const shortfalls: LineShortfall[] = [];
  const plain: Array<{ itemId: number; unitId: number; quantity: number }> = [];
  let adjusted = false;
  const checked = await checkPurchases(tx, buyer, lines);
  for (const [index, line] of lines.entries()) {
    const purchase = checked[index];
    try {
      if (!purchase) throw new Error('a line was not checked');
      if (purchase instanceof BusinessRefusal) throw purchase;
      const result = await allocate(tx, buyer, purchase, now);
      const target = {
        cartId,
        itemId: purchase.item.id,
        unitId: purchase.unit.id,
        quantity: result.quantity,
      };
      // Lines go in in the order asked: what is batched so far is written before a line written alone.
      if (line.estimate || purchase.item.allocation_period) await q.addToLines(tx, cartId, plain.splice(0));
      if (line.estimate) {
        await q.putEstimateLine(tx, {
          ...target,
          unitPriceCents: line.estimate.unitPriceCents,
          estimateId: line.estimate.id,
        });
      } else if (purchase.item.allocation_period) {
        await q.addToLine(tx, target);
      } else {
        plain.push(target);
      }
      if (result.adjusted) {
        adjusted = true;
        shortfalls.push({
          index,
          itemId: line.itemId,
          unitId: purchase.unit.id,
          reason: 'allocation-cut',
          message: ALLOCATION_CUT_MESSAGE,
          quantityAdded: result.quantity,
        });
      }
    } catch (error) {
      // Refusals are decided before anything is written, so the transaction stays usable.
      if (!isRefusal(error)) throw error;
      shortfalls.push({
        index,
        itemId: line.itemId,
        unitId: line.unitId ?? null,
        reason: lineReasonOf(error.refusal.code),
        message: error.refusal.message,
        quantityAdded: 0,
      });
    }
  }
  await q.addToLines(tx, cartId, plain);
  return { adjusted, shortfalls };
}

/** addItems: reorder's one, several or all lines, in one transaction. */
export async function addItems(
  db: Db,
  buyer: Buyer,
  lines: ReadonlyArray<{ itemId: number; unit: number; quantity: number }>,
  now: Date,
): Promise<AddItemsResponse> {
  const { cart, shortfalls } = await addLinesToCart(
    db,
    buyer,
    lines.map((l) => ({ itemId: l.itemId, unitId: l.unit, quantity: l.quantity })),
    now,
  );
  return { cart, notAdded: shortfalls.map(lineOutcome) };
}

/** A shortfall in the contract's words. */
export const lineOutcome = (s: LineShortfall): LineOutcome => ({
  itemId: s.itemId,
  unit: s.unitId,
  reason: s.reason,
  message: s.message,
  quantityAdded: s.quantityAdded,
});

/**
 * addItemList (our addition): every line of a list the contact may see, each under the add rules,
 * in one transaction. Lines a rule refuses are reported with the reason; the rest are added.
 */
export async function addItemList(
  db: Db,
  buyer: Buyer,
  itemListId: number,
  now: Date,
): Promise<AddItemListResponse> {
  const lines = await q.visibleListLines(db, ownerOf(buyer), itemListId);
  if (!lines) throw notFound(LIST_NOT_FOUND_MESSAGE);
  const { cart, shortfalls } = await addLinesToCart(
    db,
    buyer,
    lines.map((l) => ({ itemId: l.item_id, unitId: l.unit_id, quantity: l.quantity })),
    now,
  );
  return {
    cart,
    refused: shortfalls
      .filter((s) => s.quantityAdded === 0)
      .map((s) => ({ itemId: s.itemId, reason: s.message })),
  };
}

/**
 * Adds lines (an order's, for Reorder) to the buyer's cart in one transaction, each under the add
 * rules; refused lines are reported, the rest added.
 */
export async function addLines(
  db: Db,
  buyer: Buyer,
  lines: ReadonlyArray<{ itemId: number; unitId: number; quantity: number }>,
  now: Date,
): Promise<{ added: number; adjusted: boolean; refused: AddItemListResponse['refused'] }> {
  const outcome = await db.transaction(async (tx) =>
    addLinesIn(tx, buyer, await q.lockOrCreateCart(tx, ownerOf(buyer)), lines, now),
  );
  const refused = outcome.shortfalls.filter((s) => s.quantityAdded === 0);
  return {
    added: lines.length - refused.length,
    adjusted: outcome.adjusted,
    refused: refused.map((s) => ({ itemId: s.itemId, reason: s.message })),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the cart
// ---------------------------------------------------------------------------------------------

/** A cart line or saved entry as the contract shows it (service spec §3 cartDetail). */
const lineView = (line: LineItem): CartLine => ({
  id: line.lineId,
  ...lineItemFields(line),
  rxLevelId: line.rxLevel,
});

interface TaxEstimate {
  taxCents: CentsOrError;
  ratePercent: number | null;
}

/**
 * service spec §9: tax = rate % × taxable item totals (+ shipping where taxed), estimated at the
 * account's default shipping address: 0 for a tax-exempt account or without such an address,
 * 'error' when the address's state has no rate. Rx items are untaxed where the state exempts them.
 */
function estimateTax(account: q.AccountTaxRow | null, lines: LineItem[], shippingCents: number): TaxEstimate {
  if (!account || account.tax_exempt || account.state === null) return { taxCents: 0, ratePercent: 0 };
  if (account.rate_percent === null) return { taxCents: 'error', ratePercent: null };
  const ratePercent = Number(account.rate_percent);
  const taxable = lines.filter(
    (l) => l.isAddableToCart && isItemTaxable(l.rxLevel, account.exempt_rx_items === true),
  );
  return {
    ratePercent,
    taxCents: taxCents({
      ratePercent,
      taxableItemsCents: taxable.reduce((sum, l) => sum + (l.lineCents ?? 0), 0),
      shippingCents,
      shippingTaxable: account.shipping_taxable === true,
    }),
  };
}

/** Decision 0007: account orders ship free, so the cart's shipping is 0 ('FREE' with a subtotal). */
const SHIPPING_CENTS = 0;

/**
 * The buyer's cart (service spec §3) with its totals, as one read (core/read-parts.ts): the cart
 * row, its lines, the saved entries, its notifications and the tax context in one statement, which
 * the storefront's document shell joins with its other reads (issue 30). Money is answered as
 * computed; the edge removes it for a buyer without isPriceVisible (core/price-visibility.ts).
 */
export function cartPart(buyer: Buyer): ReadPart<Cart> {
  const owner = ownerOf(buyer);
  return combineParts(
    {
      cart: rowPart(q.cartRowSelect(owner), (row: q.CartRow | null) => row),
      lines: lineItemsPart(buyer, q.ownCartLineSource(owner)),
      saved: lineItemsPart(buyer, q.savedSource(owner)),
      notes: rowsPart(q.ownCartNotificationsQuery(owner), (rows: q.NotificationRow[]) => rows),
      account: rowPart(q.accountTaxSelect(owner.accountId), (row: q.AccountTaxRow | null) => row),
    },
    ({ cart, lines, saved, notes, account }) => cartView(buyer, cart, lines, saved, notes, account),
  );
}

function cartView(
  buyer: Buyer,
  cart: q.CartRow | null,
  lines: LineItem[],
  saved: LineItem[],
  notes: q.NotificationRow[],
  account: q.AccountTaxRow | null,
): Cart {
  // Decision 0007: lines that cannot be bought now (inactive, restricted, unlicensed, unpriced) stay
  // in the cart, flagged, but count in no total.
  const buyable = lines.filter((l) => l.isAddableToCart);
  const tax = estimateTax(account, lines, SHIPPING_CENTS);
  const totals = cartTotals({
    lineCents: buyable.map((l) => l.lineCents ?? 0),
    shippingCents: SHIPPING_CENTS,
    taxCents: tax.taxCents,
    // The card fee is added at checkout, where the payment method is known.
    convenienceFeeCents: 0,
  });
  return {
    id: cart?.id ?? null,
    status: cart?.status ?? 'open',
    approvedBy: cart?.approved_by ?? null,
    contactId: buyer.user.id,
    cartDetail: lines.map(lineView),
    saveForLater: saved.map((line): SavedItem => lineView(line)),
    notifications: notes.map((n) => ({
      id: n.id,
      message: n.message,
      createdAt: new Date(n.created_at).toISOString(),
    })),
    totalItems: lines.length,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: centsToDollars(totals.subtotalCents),
    shipping: centsToDollars(totals.shippingCents),
    ...(tax.ratePercent === null ? {} : { taxRate: tax.ratePercent }),
    tax: totals.taxCents === 'error' ? 'error' : centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    convenienceFee: 0,
  };
}

/** The buyer's cart (cartPart), with whether an add was cut to the allocation when one was made. */
export async function getCart(
  db: DbOrTx,
  buyer: Buyer,
  extra: { addToCartAdjustment?: boolean } = {},
): Promise<Cart> {
  const cart = await readPart(db, cartPart(buyer), 'cart_view');
  return extra.addToCartAdjustment === undefined
    ? cart
    : { ...cart, addToCartAdjustment: extra.addToCartAdjustment };
}

export async function getSaveForLater(db: Db, buyer: Buyer): Promise<SavedItem[]> {
  return (await lineItems(db, buyer, q.savedSource(ownerOf(buyer)))).map(lineView);
}

// ---------------------------------------------------------------------------------------------
// Allocation, tax rate, convenience fee
// ---------------------------------------------------------------------------------------------

/** getItemAllocation: base units the account may still add in the period of `now`; null when not allocated. */
export async function itemAllocation(
  db: Db,
  buyer: Buyer,
  itemId: number,
  now: Date,
): Promise<{ allocationMax: number | null }> {
  const remaining = await remainingAllocation(db, buyer, itemId, now);
  if (remaining === undefined) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  return { allocationMax: remaining };
}

/**
 * getTaxRate {addressId, itemIds}: the rate at one of the account's addresses and which items are
 * taxable there. A tax-exempt account gets rate 0 and nothing taxable; a state without a rate
 * answers 422 (the storefront then stores tax as 'error', service spec §4).
 */
export async function getTaxRate(
  db: Db,
  buyer: Buyer,
  input: { addressId: number; itemIds: number[] },
): Promise<TaxRateResponse> {
  const [address, account] = await Promise.all([
    q.addressTaxRow(db, buyer.account.id, input.addressId),
    q.accountTaxRow(db, buyer.account.id),
  ]);
  if (!address) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  const ids = [...new Set(input.itemIds)];
  const found = new Map((await q.itemRxLevels(db, ids)).map((r) => [r.id, r.rx_level]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  if (account?.tax_exempt) {
    return { taxRate: 0, items: ids.map((itemId) => ({ itemId, taxable: false })), shippingTaxable: false };
  }
  if (address.rate_percent === null) {
    throw refuse(CART_ERROR_CODES.taxRateUnavailable, TAX_RATE_UNAVAILABLE_MESSAGE);
  }
  return {
    taxRate: Number(address.rate_percent),
    items: ids.map((itemId) => ({
      itemId,
      taxable: isItemTaxable(found.get(itemId) ?? 0, address.exempt_rx_items === true),
    })),
    shippingTaxable: address.shipping_taxable === true,
  };
}

export async function convFeeExempt(db: Db, buyer: Buyer): Promise<boolean> {
  return (await q.accountTaxRow(db, buyer.account.id))?.conv_fee_exempt ?? false;
}

/** service spec §9: fee = rate % × (subtotal + shipping + tax), to cents; 0 for an exempt account. */
export async function convenienceFee(
  db: Db,
  buyer: Buyer,
  ratePercent: number,
  totalDollars: number,
): Promise<ConvenienceFeeResponse> {
  const cents = convenienceFeeCents({
    ratePercent,
    subtotalCents: dollarsToCents(totalDollars),
    shippingCents: 0,
    taxCents: 0,
    exempt: await convFeeExempt(db, buyer),
  });
  return { convenienceFeeTotal: centsToDollars(cents) };
}

/** The buyer's cart lines in cents (estimates are written from them). */
export async function cartLineItems(db: Db, buyer: Buyer): Promise<LineItem[]> {
  const cart = await q.findCart(db, ownerOf(buyer));
  return cart ? lineItems(db, buyer, q.cartLineSource(cart.id)) : [];
}

// ---------------------------------------------------------------------------------------------
// The cart an order is placed from (order-to-cash placing): the cart is the cart module's, so its
// locking and the removal of the ordered lines go through here, inside the placing transaction.
// ---------------------------------------------------------------------------------------------

/** The buyer's cart id, or null when the contact has none yet. */
export async function cartIdOf(db: DbOrTx, buyer: Buyer): Promise<number | null> {
  return (await q.findCart(db, ownerOf(buyer)))?.id ?? null;
}

/** The buyer's cart, row-locked until the placing transaction ends (one placement per cart at a time). */
export const lockCartForOrder = (tx: Tx, buyer: Buyer): Promise<number | null> =>
  q.lockCart(tx, ownerOf(buyer));

/** The distinct items of the cart's lines, in id order (the order placing locks them in). */
export const cartItemIds = (db: DbOrTx, cartId: number): Promise<number[]> => q.cartItemIds(db, cartId);

/** The lines of a cart as order lines are read (core/line-item.ts). */
export const cartLines = (cartId: number): LineSource => q.cartLineSource(cartId);

/** Removes the lines an order was placed from, in the placing transaction. */
export const removeOrderedLines = (tx: Tx, cartId: number, lineIds: readonly number[]): Promise<void> =>
  q.deleteCartLines(tx, cartId, lineIds);
