// Cart rules and transaction boundaries (service spec §3 "Cart", §4, §5, §7 "Cart", §9; storefront
// spec §3 "Cart", §5 "Add to cart", §8): add with its refusals, allocation and merging, edit, remove,
// save-for-later and back, a whole item list, the cart view with its totals, tax rate and fee.
// Decisions the specs leave open are recorded in docs/decisions/0007-cart-rules.md.
import {
  LICENSE_REQUIRED_MESSAGE,
  NO_ALLOCATION_MESSAGE,
  UNAVAILABLE_MESSAGE,
  addToCartRefusal,
  applyAllocation,
  canPurchaseRxLevel,
  cartTotals,
  centsToDollars,
  convenienceFeeCents,
  dollarsToCents,
  linePriceCents,
  normalizeAddQuantity,
  taxCents,
  type AddToCartRefusal,
  type CentsOrError,
} from '@medsupply/domain';
import {
  CART_ERROR_CODES,
  type AddItemListResponse,
  type Cart,
  type CartLine,
  type ConvenienceFeeResponse,
  type SavedItem,
  type TaxRateResponse,
} from '@medsupply/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Buyer } from '../../core/actor.ts';
import { isRefusal, refuse, type PlainRefusalCode } from '../../core/refusals.ts';
import { sellableRxLevelRows } from '../catalog/catalog.queries.ts';
import * as q from './cart.queries.ts';

// Messages of refused calls. service spec §8: the storefront logs inactive, restricted and Rx
// refusals without showing them, and shows NO_ALLOCATION_MESSAGE; the texts still read well.
export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';
export const LINE_NOT_FOUND_MESSAGE = 'Cart line not found';
export const SAVED_NOT_FOUND_MESSAGE = 'Saved item not found';
export const LIST_NOT_FOUND_MESSAGE = 'Item list not found';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
// storefront spec §6: restricted items tell the user to phone an administrator.
export const RESTRICTED_MESSAGE = 'This item is restricted. Please phone an administrator to order it.';
export const NOT_SELLABLE_MESSAGE = 'This controlled substance cannot be purchased online.';
export const VARIANT_REQUIRED_MESSAGE =
  'Please choose a variant of this item (e.g. its size) to add it to the cart.';
export const INVALID_UNIT_MESSAGE = 'That unit is not sold for this item.';
export const ITEM_MISMATCH_MESSAGE = 'itemId does not match the saved item';
export const TAX_RATE_UNAVAILABLE_MESSAGE = 'No tax rate is known for this address.';

const REFUSALS: Record<AddToCartRefusal, { message: string; code: PlainRefusalCode }> = {
  inactive: { message: UNAVAILABLE_MESSAGE, code: CART_ERROR_CODES.itemInactive },
  restricted: { message: RESTRICTED_MESSAGE, code: CART_ERROR_CODES.itemRestricted },
  'license-required': { message: LICENSE_REQUIRED_MESSAGE, code: CART_ERROR_CODES.licenseRequired },
  'not-sellable': { message: NOT_SELLABLE_MESSAGE, code: CART_ERROR_CODES.notSellable },
};

const notFound = (message: string) => refuse(CART_ERROR_CODES.notFound, message);
const refused = (message: string, code: PlainRefusalCode) => refuse(code, message);

const ownerOf = (caller: Buyer): q.CartOwner => ({ accountId: caller.account.id, userId: caller.user.id });

/** Today in UTC as YYYY-MM-DD: allocation periods are calendar months/quarters in UTC, as seeded. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

async function sellableLevels(db: Db | Tx): Promise<number[]> {
  // The same source as GET getSellableControlledSubstances (service spec §5).
  return (await sellableRxLevelRows(db)).map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Add-to-cart rules
// ---------------------------------------------------------------------------------------------

interface Addable {
  item: q.ItemFacts;
  unit: q.UnitFact;
  quantity: number;
}

/**
 * service spec §5: unknown → 404; inactive, restricted, Rx level not held or not sellable → 422; a
 * matrix parent needs a variant; the unit must be one of the item's (default: the item's default
 * unit, else its base unit); quantity floored, at least 1.
 */
async function checkAddable(
  tx: Tx,
  caller: Buyer,
  sellable: readonly number[],
  input: { itemId: number; unitId?: number | undefined; quantity?: number | undefined },
): Promise<Addable> {
  const item = await q.itemFacts(tx, input.itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  const refusal = addToCartRefusal({
    inactive: item.inactive,
    restricted: item.restricted,
    rxCheck: canPurchaseRxLevel({
      itemRxLevel: item.rx_level,
      accountRxLevels: caller.account.rxLevels,
      sellableLevels: sellable,
    }),
  });
  if (refusal) {
    const { message, code } = REFUSALS[refusal];
    throw refused(message, code);
  }
  if (item.has_variants) throw refused(VARIANT_REQUIRED_MESSAGE, CART_ERROR_CODES.variantRequired);
  const unitId = input.unitId ?? item.default_unit_id ?? item.units.find((u) => u.baseUnit)?.id;
  const unit = item.units.find((u) => u.id === unitId);
  if (!unit) throw refuse(CART_ERROR_CODES.invalidUnit, INVALID_UNIT_MESSAGE);
  return { item, unit, quantity: normalizeAddQuantity(input.quantity) };
}

/**
 * Base units the account may still put in carts: the period's max − used (the item's default max
 * when the account has no row for the period) minus what the account's carts already hold. Null
 * when the item is not on allocation. An allocated item without any max leaves nothing (the
 * storefront tells the buyer to contact the sales rep).
 */
function remainingBaseUnits(row: q.AllocationRow | null): number | null {
  if (!row?.allocation_period) return null;
  const limit = row.period_left ?? row.allocation_default_max ?? 0;
  return Math.max(0, limit - Number(row.in_carts));
}

/**
 * Caps `quantity` of `unit` by the remaining allocation, under a per-account-and-item lock so
 * concurrent adds (also from other contacts of the account) cannot together exceed it. Nothing
 * left → NO_ALLOCATION and the transaction writes nothing.
 */
async function allocate(
  tx: Tx,
  caller: Buyer,
  add: Addable,
  excludeLineId?: number,
): Promise<{ quantity: number; adjusted: boolean }> {
  if (!add.item.allocation_period) return { quantity: add.quantity, adjusted: false };
  await q.lockAllocation(tx, caller.account.id, add.item.id);
  const row = await q.allocationRow(tx, {
    accountId: caller.account.id,
    itemId: add.item.id,
    today: todayUtc(),
    ...(excludeLineId === undefined ? {} : { excludeLineId }),
  });
  const remaining = remainingBaseUnits(row);
  // Allocation counts base units: a case of 10 boxes takes 10 of a box-based allocation.
  const inUnits = remaining === null ? null : Math.floor(remaining / add.unit.conversionRate);
  const result = applyAllocation(add.quantity, inUnits);
  if (result.quantity === 0) throw refused(NO_ALLOCATION_MESSAGE, CART_ERROR_CODES.noAllocation);
  return result;
}

interface AddInput {
  itemId: number;
  unitId?: number | undefined;
  quantity?: number | undefined;
  searchTerm?: string | undefined;
  queryId?: string | undefined;
}

/** One add inside the caller's locked cart; merges into the (item, unit) line. */
async function addLine(
  tx: Tx,
  caller: Buyer,
  cartId: number,
  sellable: readonly number[],
  input: AddInput,
): Promise<{ adjusted: boolean }> {
  const add = await checkAddable(tx, caller, sellable, input);
  const { quantity, adjusted } = await allocate(tx, caller, add);
  await q.addToLine(tx, {
    cartId,
    itemId: add.item.id,
    unitId: add.unit.id,
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
  caller: Buyer,
  input: {
    itemId: number;
    unit?: number | undefined;
    quantity?: number | undefined;
    searchTerm?: string;
    queryID?: string;
  },
): Promise<Cart> {
  const sellable = await sellableLevels(db);
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockOrCreateCart(tx, ownerOf(caller));
    return addLine(tx, caller, cartId, sellable, {
      itemId: input.itemId,
      unitId: input.unit,
      quantity: input.quantity,
      searchTerm: input.searchTerm,
      queryId: input.queryID,
    });
  });
  return getCart(db, caller, { addToCartAdjustment: adjusted });
}

/**
 * editItem: sets the caller's line to the quantity and unit given; a unit already on another line
 * of the item merges into that line. The add rules apply to the new quantity (allocation counted
 * without the line being edited).
 */
export async function editItem(
  db: Db,
  caller: Buyer,
  input: { detailId: number; quantity: number; unit: number },
): Promise<Cart> {
  const sellable = await sellableLevels(db);
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockCart(tx, ownerOf(caller));
    const line = cartId === null ? null : await q.lineInCart(tx, cartId, input.detailId);
    if (cartId === null || !line) throw notFound(LINE_NOT_FOUND_MESSAGE);
    const add = await checkAddable(tx, caller, sellable, {
      itemId: line.item_id,
      unitId: input.unit,
      quantity: input.quantity,
    });
    const result = await allocate(tx, caller, add, line.id);
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
  return getCart(db, caller, { addToCartAdjustment: adjusted });
}

export async function removeItem(db: Db, caller: Buyer, detailId: number): Promise<Cart> {
  if (!(await q.deleteOwnLine(db, ownerOf(caller), detailId))) throw notFound(LINE_NOT_FOUND_MESSAGE);
  return getCart(db, caller);
}

/** emptyCart: removes every line; saved items and notifications stay. */
export async function emptyCart(db: Db, caller: Buyer): Promise<Cart> {
  await q.deleteAllLines(db, ownerOf(caller));
  return getCart(db, caller);
}

export async function clearNotifications(db: Db, caller: Buyer): Promise<Cart> {
  await q.deleteNotifications(db, ownerOf(caller));
  return getCart(db, caller);
}

/** saveForLater {item: {id}}: the cart line moves to save-for-later (merging with a saved entry). */
export async function saveForLater(db: Db, caller: Buyer, lineId: number): Promise<Cart> {
  const owner = ownerOf(caller);
  await db.transaction(async (tx) => {
    const cartId = await q.lockCart(tx, owner);
    const line = cartId === null ? null : await q.lineInCart(tx, cartId, lineId);
    if (!line) throw notFound(LINE_NOT_FOUND_MESSAGE);
    await q.addToSaved(tx, owner, { itemId: line.item_id, unitId: line.unit_id, quantity: line.quantity });
    await q.deleteLine(tx, line.id);
  });
  return getCart(db, caller);
}

/** moveItemToCart: the saved entry goes back to the cart under every add rule, then is removed. */
export async function moveItemToCart(
  db: Db,
  caller: Buyer,
  input: { id: number; itemId: number; unit: number; quantity: number },
): Promise<Cart> {
  const owner = ownerOf(caller);
  const sellable = await sellableLevels(db);
  const { adjusted } = await db.transaction(async (tx) => {
    const cartId = await q.lockOrCreateCart(tx, owner);
    const saved = await q.savedOf(tx, owner, input.id);
    if (!saved) throw notFound(SAVED_NOT_FOUND_MESSAGE);
    if (saved.item_id !== input.itemId) throw refuse('VALIDATION', ITEM_MISMATCH_MESSAGE);
    const result = await addLine(tx, caller, cartId, sellable, {
      itemId: saved.item_id,
      unitId: input.unit,
      quantity: input.quantity,
    });
    await q.deleteOwnSaved(tx, owner, saved.id);
    return result;
  });
  return getCart(db, caller, { addToCartAdjustment: adjusted });
}

export async function deleteSaveForLater(db: Db, caller: Buyer, id: number): Promise<Cart> {
  if (!(await q.deleteOwnSaved(db, ownerOf(caller), id))) throw notFound(SAVED_NOT_FOUND_MESSAGE);
  return getCart(db, caller);
}

/**
 * addItemList (our addition): every line of a list the contact may see, each under the add rules,
 * in one transaction. Lines a rule refuses are reported with the reason; the rest are added.
 */
export async function addItemList(db: Db, caller: Buyer, itemListId: number): Promise<AddItemListResponse> {
  const owner = ownerOf(caller);
  const sellable = await sellableLevels(db);
  const outcome = await db.transaction(async (tx) => {
    const lines = await q.visibleListLines(tx, owner, itemListId);
    if (!lines) throw notFound(LIST_NOT_FOUND_MESSAGE);
    const cartId = await q.lockOrCreateCart(tx, owner);
    const refusedLines: AddItemListResponse['refused'] = [];
    let adjusted = false;
    for (const line of lines) {
      try {
        const result = await addLine(tx, caller, cartId, sellable, {
          itemId: line.item_id,
          unitId: line.unit_id,
          quantity: line.quantity,
        });
        adjusted ||= result.adjusted;
      } catch (error) {
        // Refusals are decided before anything is written, so the transaction stays usable.
        if (!isRefusal(error)) throw error;
        refusedLines.push({ itemId: line.item_id, reason: error.refusal.message });
      }
    }
    return { adjusted, refused: refusedLines };
  });
  return {
    cart: await getCart(db, caller, { addToCartAdjustment: outcome.adjusted }),
    refused: outcome.refused,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the cart
// ---------------------------------------------------------------------------------------------

interface PricedRow {
  row: q.ViewLineRow;
  /** Whether the line can be bought now: addable item, unit still valid, priced. */
  buyable: boolean;
  lineCents: number | null;
}

function priceRow(row: q.ViewLineRow, caller: Buyer): PricedRow {
  const rxCheck = canPurchaseRxLevel({
    itemRxLevel: row.rx_level,
    accountRxLevels: caller.account.rxLevels,
    sellableLevels: row.rx_sellable ? [row.rx_level] : [],
  });
  const addable =
    addToCartRefusal({ inactive: row.inactive, restricted: row.restricted, rxCheck }) === null &&
    !row.has_variants;
  const lineCents =
    row.price_cents === null || row.unit_rate === null
      ? null
      : linePriceCents(row.price_cents, Number(row.unit_rate), row.quantity);
  return { row, buyable: addable && lineCents !== null, lineCents };
}

function lineView(priced: PricedRow, showPrices: boolean): CartLine {
  const { row } = priced;
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    displayName: row.display_name,
    siteDisplayName: row.site_display_name,
    urlComponent: row.url_component,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    thumbnailImage: row.thumbnail_url,
    matrixDetails: row.matrix_details,
    rxLevelId: row.rx_level,
    unit: row.unit_id,
    quantity: row.quantity,
    units: row.units.map((u) => ({
      id: u.id,
      unitName: u.unitName,
      conversionRate: Number(u.conversionRate),
      baseUnit: u.baseUnit,
    })),
    isAddableToCart: priced.buyable,
    quantityAvailable: row.quantity_available,
    // service spec §6: money keys only with price visibility, otherwise absent.
    ...(showPrices
      ? {
          price: row.price_cents === null ? null : centsToDollars(row.price_cents),
          lineTotal: priced.lineCents === null ? null : centsToDollars(priced.lineCents),
        }
      : {}),
  };
}

interface TaxEstimate {
  taxCents: CentsOrError;
  ratePercent: number | null;
}

/**
 * service spec §9: tax = rate % × taxable item totals (+ shipping where taxed), estimated at the
 * account's default shipping address: 0 for a tax-exempt account or without such an address,
 * 'error' when the address's state has no rate. Rx items are untaxed where the state exempts them.
 */
function estimateTax(
  account: q.AccountTaxRow | null,
  lines: PricedRow[],
  shippingCents: number,
): TaxEstimate {
  if (!account || account.tax_exempt || account.state === null) return { taxCents: 0, ratePercent: 0 };
  if (account.rate_percent === null) return { taxCents: 'error', ratePercent: null };
  const ratePercent = Number(account.rate_percent);
  const taxable = lines.filter((l) => l.buyable && !(l.row.rx_level > 0 && account.exempt_rx_items === true));
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

/** The caller's cart (service spec §3), with money only for a price-visible caller. */
export async function getCart(
  db: Db,
  caller: Buyer,
  extra: { addToCartAdjustment?: boolean } = {},
): Promise<Cart> {
  const owner = ownerOf(caller);
  const showPrices = caller.permissions.isPriceVisible;
  const levelId = caller.account.priceLevelId;
  const cart = await q.findCart(db, owner);
  const [lineRows, savedRows, notes, account] = await Promise.all([
    cart ? q.cartLineRows(db, cart.id, levelId) : Promise.resolve([]),
    q.savedRows(db, owner, levelId),
    cart ? q.notificationRows(db, cart.id) : Promise.resolve([]),
    showPrices ? q.accountTaxRow(db, owner.accountId) : Promise.resolve(null),
  ]);
  const lines = lineRows.map((row) => priceRow(row, caller));
  const view: Cart = {
    id: cart?.id ?? null,
    status: cart?.status ?? 'open',
    approvedBy: cart?.approved_by ?? null,
    contactId: caller.user.id,
    cartDetail: lines.map((l) => lineView(l, showPrices)),
    saveForLater: savedRows.map((row): SavedItem => lineView(priceRow(row, caller), showPrices)),
    notifications: notes.map((n) => ({
      id: n.id,
      message: n.message,
      createdAt: new Date(n.created_at).toISOString(),
    })),
    totalItems: lines.length,
    totalQuantity: lines.reduce((sum, l) => sum + l.row.quantity, 0),
    ...(extra.addToCartAdjustment === undefined ? {} : { addToCartAdjustment: extra.addToCartAdjustment }),
  };
  if (!showPrices) return view;
  // Decision 0007: lines that cannot be bought now (inactive, restricted, unlicensed, unpriced) stay
  // in the cart, flagged, but count in no total.
  const tax = estimateTax(account, lines, SHIPPING_CENTS);
  const totals = cartTotals({
    lineCents: lines.filter((l) => l.buyable).map((l) => l.lineCents ?? 0),
    shippingCents: SHIPPING_CENTS,
    taxCents: tax.taxCents,
    // The card fee is added at checkout, where the payment method is known.
    convenienceFeeCents: 0,
  });
  return {
    ...view,
    subtotal: centsToDollars(totals.subtotalCents),
    shipping: centsToDollars(totals.shippingCents),
    ...(tax.ratePercent === null ? {} : { taxRate: tax.ratePercent }),
    tax: totals.taxCents === 'error' ? 'error' : centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    convenienceFee: 0,
  };
}

export async function getSaveForLater(db: Db, caller: Buyer): Promise<SavedItem[]> {
  const rows = await q.savedRows(db, ownerOf(caller), caller.account.priceLevelId);
  return rows.map((row) => lineView(priceRow(row, caller), caller.permissions.isPriceVisible));
}

// ---------------------------------------------------------------------------------------------
// Allocation, tax rate, convenience fee
// ---------------------------------------------------------------------------------------------

/** getItemAllocation: base units the account may still add this period; null when not allocated. */
export async function itemAllocation(
  db: Db,
  caller: Buyer,
  itemId: number,
): Promise<{ allocationMax: number | null }> {
  const row = await q.allocationRow(db, { accountId: caller.account.id, itemId, today: todayUtc() });
  if (!row) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  const remaining = remainingBaseUnits(row);
  return { allocationMax: remaining === null ? null : Math.floor(remaining) };
}

/**
 * getTaxRate {addressId, itemIds}: the rate at one of the account's addresses and which items are
 * taxable there. A tax-exempt account gets rate 0 and nothing taxable; a state without a rate
 * answers 422 (the storefront then stores tax as 'error', service spec §4).
 */
export async function getTaxRate(
  db: Db,
  caller: Buyer,
  input: { addressId: number; itemIds: number[] },
): Promise<TaxRateResponse> {
  const [address, account] = await Promise.all([
    q.addressTaxRow(db, caller.account.id, input.addressId),
    q.accountTaxRow(db, caller.account.id),
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
    throw refused(TAX_RATE_UNAVAILABLE_MESSAGE, CART_ERROR_CODES.taxRateUnavailable);
  }
  return {
    taxRate: Number(address.rate_percent),
    items: ids.map((itemId) => ({
      itemId,
      taxable: !((found.get(itemId) ?? 0) > 0 && address.exempt_rx_items === true),
    })),
    shippingTaxable: address.shipping_taxable === true,
  };
}

export async function convFeeExempt(db: Db, caller: Buyer): Promise<boolean> {
  return (await q.accountTaxRow(db, caller.account.id))?.conv_fee_exempt ?? false;
}

/** service spec §9: fee = rate % × (subtotal + shipping + tax), to cents; 0 for an exempt account. */
export async function convenienceFee(
  db: Db,
  caller: Buyer,
  ratePercent: number,
  totalDollars: number,
): Promise<ConvenienceFeeResponse> {
  const cents = convenienceFeeCents({
    ratePercent,
    subtotalCents: dollarsToCents(totalDollars),
    shippingCents: 0,
    taxCents: 0,
    exempt: await convFeeExempt(db, caller),
  });
  return { convenienceFeeTotal: centsToDollars(cents) };
}
