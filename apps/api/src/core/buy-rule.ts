// "Can this buyer buy this item", once (service spec §5, docs/decisions/0007-cart-rules.md): the
// cart's adds and edits, a list's "Add all to cart", the isAddableToCart of every line (core/
// line-item.ts) and, later, quick order and checkout all ask here. In order: the item is active,
// not restricted, its Rx level is one the account holds and the store sells, it is a concrete item
// (not a family of variants), the unit is one it is sold in, and the account's allocation has room.
import { sql, type SQL } from 'drizzle-orm';
import {
  LICENSE_REQUIRED_MESSAGE,
  NO_ALLOCATION_MESSAGE,
  UNAVAILABLE_MESSAGE,
  addToCartRefusal,
  applyAllocation,
  canPurchaseRxLevel,
  isoDayIn,
  normalizeAddQuantity,
  type AddToCartRefusal,
} from '@medsupply/domain';
import { queryRows, type DbOrTx, type Tx } from '../db/client.ts';
import type { Buyer } from './actor.ts';
import type { LineReason } from '@medsupply/contract';
import {
  BusinessRefusal,
  refuse,
  type PlainRefusalCode,
  type Refusal,
  type RefusalCode,
} from './refusals.ts';

// Messages of refused adds. service spec §8: the storefront logs inactive, restricted and Rx
// refusals without showing them, and shows NO_ALLOCATION_MESSAGE; the texts still read well.
export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';
// storefront spec §6: restricted items tell the user to phone an administrator.
export const RESTRICTED_MESSAGE = 'This item is restricted. Please phone an administrator to order it.';
export const NOT_SELLABLE_MESSAGE = 'This controlled substance cannot be purchased online.';
export const VARIANT_REQUIRED_MESSAGE =
  'Please choose a variant of this item (e.g. its size) to add it to the cart.';
export const INVALID_UNIT_MESSAGE = 'That unit is not sold for this item.';

// storefront spec §8 wording for a quantity the server cut to the allocation.
export const ALLOCATION_CUT_MESSAGE = 'Item quantites are limited and has been adjusted in your cart';

/** The reason a line shows for a refusal of this rule (quick order, reorder, estimates). */
export function lineReasonOf(code: RefusalCode): LineReason {
  switch (code) {
    case 'ITEM_INACTIVE':
    case 'ITEM_UNAVAILABLE':
      return 'inactive';
    case 'ITEM_RESTRICTED':
      return 'restricted';
    case 'LICENSE_REQUIRED':
      return 'licence';
    case 'NOT_SELLABLE':
      return 'not-sellable';
    case 'VARIANT_REQUIRED':
      return 'variant-required';
    case 'INVALID_UNIT':
      return 'invalid-unit';
    case 'NO_ALLOCATION':
      return 'no-allocation';
    default:
      return 'unknown';
  }
}

const REFUSALS: Record<AddToCartRefusal, { code: PlainRefusalCode; message: string }> = {
  inactive: { code: 'ITEM_INACTIVE', message: UNAVAILABLE_MESSAGE },
  restricted: { code: 'ITEM_RESTRICTED', message: RESTRICTED_MESSAGE },
  'license-required': { code: 'LICENSE_REQUIRED', message: LICENSE_REQUIRED_MESSAGE },
  'not-sellable': { code: 'NOT_SELLABLE', message: NOT_SELLABLE_MESSAGE },
};

/** What the rule reads about an item; buyFactsColumns selects it. */
export interface BuyFacts {
  inactive: boolean;
  restricted: boolean;
  rx_level: number;
  /** Level 0, or a level the store may sell (rx_levels.sellable, as getSellableControlledSubstances). */
  rx_sellable: boolean;
  /** A matrix parent, or any item with variant children: a variant must be chosen. */
  has_variants: boolean;
}

/** The BuyFacts columns of item row `i`, for any statement that reads items. */
export const buyFactsColumns = (i: SQL) => sql`${i}.inactive, ${i}.restricted, ${i}.rx_level,
    (${i}.rx_level = 0 OR coalesce((SELECT r.sellable FROM rx_levels r WHERE r.id = ${i}.rx_level), false))
      AS rx_sellable,
    (${i}.is_matrix_parent OR EXISTS (SELECT 1 FROM items c WHERE c.parent_id = ${i}.id)) AS has_variants`;

/**
 * The part of the rule that holds for everyone (a product card shows it to visitors too): active and
 * not restricted, and a matrix item offers a variant that is not restricted. The Rx level is the
 * buyer's part: cards leave it to the storefront's licence message, adds and lines check it.
 */
export function itemAddable(
  item: { inactive: boolean; restricted: boolean },
  variants?: ReadonlyArray<{ restricted: boolean }>,
): boolean {
  if (item.inactive || item.restricted) return false;
  return variants === undefined || variants.some((v) => !v.restricted);
}

/** Why `buyer` may not buy the item (service spec §5, in the order above); null when it may. */
export function buyRefusal(buyer: Buyer, facts: BuyFacts): Refusal | null {
  const reason = addToCartRefusal({
    inactive: facts.inactive,
    restricted: facts.restricted,
    rxCheck: canPurchaseRxLevel({
      itemRxLevel: facts.rx_level,
      accountRxLevels: buyer.account.rxLevels,
      sellableLevels: facts.rx_sellable ? [facts.rx_level] : [],
    }),
  });
  if (reason) return REFUSALS[reason];
  if (facts.has_variants) return { code: 'VARIANT_REQUIRED', message: VARIANT_REQUIRED_MESSAGE };
  return null;
}

// ---------------------------------------------------------------------------------------------
// An add: the item, its unit and the quantity the buyer may have
// ---------------------------------------------------------------------------------------------

export interface UnitFact {
  id: number;
  conversionRate: number;
  baseUnit: boolean;
}

export interface BuyableItem extends BuyFacts {
  id: number;
  default_unit_id: number | null;
  allocation_period: 'month' | 'quarter' | null;
  /** The item's units (its unit type's), in display order. */
  units: UnitFact[];
}

/** The items of `itemIds` as the rule reads them, in one statement. */
async function buyableItems(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, BuyableItem>> {
  if (itemIds.length === 0) return new Map();
  const rows = await queryRows<
    Omit<BuyableItem, 'units'> & {
      units: Array<Omit<UnitFact, 'conversionRate'> & { conversionRate: number | string }>;
    }
  >(
    db,
    sql`SELECT i.id, ${buyFactsColumns(sql`i`)}, i.default_unit_id, i.allocation_period,
        (SELECT coalesce(json_agg(json_build_object(
            'id', u.id, 'conversionRate', u.conversion_rate, 'baseUnit', u.base_unit)
            ORDER BY u.sort_order, u.id), '[]'::json)
          FROM units u WHERE u.unit_type_id = i.unit_type_id) AS units
      FROM items i
      WHERE i.id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify([...new Set(itemIds)])}::json))`,
  );
  // numeric arrives as a number inside JSON, but normalise anyway (drivers differ on numerics).
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, units: row.units.map((u) => ({ ...u, conversionRate: Number(u.conversionRate) })) },
    ]),
  );
}

export interface Purchase {
  item: BuyableItem;
  unit: UnitFact;
  /** Floored, at least 1 (service spec §5); not yet cut to the allocation. */
  quantity: number;
}

/**
 * service spec §5: an unknown item is not found; the buy rule's refusals; the unit must be one of
 * the item's (default: its default unit, else its base unit); the quantity floored, at least 1.
 */
export async function checkPurchase(db: DbOrTx, buyer: Buyer, input: PurchaseInput): Promise<Purchase> {
  const item = (await buyableItems(db, [input.itemId])).get(input.itemId);
  return purchaseOf(buyer, item, input);
}

export interface PurchaseInput {
  itemId: number;
  unitId?: number | undefined;
  quantity?: number | undefined;
}

/** checkPurchase for many lines, reading their items in one statement: a purchase or its refusal each. */
export async function checkPurchases(
  db: DbOrTx,
  buyer: Buyer,
  inputs: readonly PurchaseInput[],
): Promise<Array<Purchase | BusinessRefusal>> {
  const items = await buyableItems(
    db,
    inputs.map((i) => i.itemId),
  );
  return inputs.map((input) => {
    try {
      return purchaseOf(buyer, items.get(input.itemId), input);
    } catch (error) {
      if (error instanceof BusinessRefusal) return error;
      throw error;
    }
  });
}

function purchaseOf(buyer: Buyer, item: BuyableItem | undefined, input: PurchaseInput): Purchase {
  if (!item) throw refuse('NOT_FOUND', ITEM_NOT_FOUND_MESSAGE);
  const refusal = buyRefusal(buyer, item);
  if (refusal) throw new BusinessRefusal(refusal);
  const unitId = input.unitId ?? item.default_unit_id ?? item.units.find((u) => u.baseUnit)?.id;
  const unit = item.units.find((u) => u.id === unitId);
  if (!unit) throw refuse('INVALID_UNIT', INVALID_UNIT_MESSAGE);
  return { item, unit, quantity: normalizeAddQuantity(input.quantity) };
}

// ---------------------------------------------------------------------------------------------
// Allocation (docs/decisions/0007-cart-rules.md "Allocation counts base units")
// ---------------------------------------------------------------------------------------------

/**
 * The day of `now` in the store's calendar (New York) as YYYY-MM-DD: allocation periods are its
 * calendar months and quarters, so an order at 9 PM ET on the 31st counts in that month, not the
 * next. `now` is the app's clock (AppContext.now), the one checkout judges the period by, so an add
 * and the checkout after it count against the same period (issue 26).
 */
const storeDay = (now: Date) => isoDayIn(now);

interface AllocationRow {
  allocation_period: 'month' | 'quarter' | null;
  /** max − used of the account's allocation row for the period containing `today`; null: no row. */
  period_left: number | null;
  allocation_default_max: number | null;
  /** Base units of the item in all carts of the account (lines × unit conversion rate). */
  in_carts: number | string;
}

async function allocationRow(
  db: DbOrTx,
  input: { accountId: number; itemId: number; now: Date; excludeCartLineId?: number | undefined },
): Promise<AllocationRow | null> {
  const exclude = input.excludeCartLineId ?? 0;
  const today = storeDay(input.now);
  const rows = await queryRows<AllocationRow>(
    db,
    sql`SELECT i.allocation_period, i.allocation_default_max,
        (SELECT a.max_quantity - a.used_quantity FROM item_allocations a
          WHERE a.account_id = ${input.accountId} AND a.item_id = i.id
            AND a.period_start <= ${today}::date AND a.period_end >= ${today}::date
          ORDER BY a.period_start DESC LIMIT 1) AS period_left,
        (SELECT coalesce(sum(l.quantity * u.conversion_rate), 0)::float8
          FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN units u ON u.id = l.unit_id
          WHERE c.account_id = ${input.accountId} AND l.item_id = i.id AND l.id <> ${exclude}) AS in_carts
      FROM items i WHERE i.id = ${input.itemId}`,
  );
  return rows[0] ?? null;
}

/**
 * Base units the account may still put in carts: the period's max − used (the item's default max
 * when the account has no row for the period) minus what the account's carts already hold. Null
 * when the item is not on allocation. An allocated item without any max leaves nothing (the
 * storefront tells the buyer to contact the sales rep).
 */
function remainingBaseUnits(row: AllocationRow): number | null {
  if (!row.allocation_period) return null;
  const limit = row.period_left ?? row.allocation_default_max ?? 0;
  return Math.max(0, limit - Number(row.in_carts));
}

/**
 * getItemAllocation: base units of the item the buyer's account may still add in the period of
 * `now` (null when not allocated), or undefined for an unknown item.
 */
export async function remainingAllocation(
  db: DbOrTx,
  buyer: Buyer,
  itemId: number,
  now: Date,
): Promise<number | null | undefined> {
  const row = await allocationRow(db, { accountId: buyer.account.id, itemId, now });
  if (!row) return undefined;
  const remaining = remainingBaseUnits(row);
  return remaining === null ? null : Math.floor(remaining);
}

/**
 * What the account's allocation of the item leaves once its carts are counted, unfloored and
 * possibly negative (carts that hold more than is left, after another order took some); null when
 * the item is not on allocation. Punchout's returncart refuses a line of an overdrawn item (issue 28).
 */
export async function allocationBalance(
  db: DbOrTx,
  buyer: Buyer,
  itemId: number,
  now: Date,
): Promise<number | null> {
  const row = await allocationRow(db, { accountId: buyer.account.id, itemId, now });
  if (!row?.allocation_period) return null;
  return (row.period_left ?? row.allocation_default_max ?? 0) - Number(row.in_carts);
}

/**
 * Cuts the purchase's quantity to the remaining allocation, under a per-account-and-item lock so
 * concurrent adds (also from other contacts of the account) cannot together exceed it; lines of
 * one account live in several contacts' carts, so a cart's row lock alone would not stop two
 * contacts from both taking the last units. Take it after the cart lock, never before. Nothing
 * left refuses NO_ALLOCATION, and the transaction writes nothing. `now` decides the period;
 * `excludeCartLineId`: the line being edited, which the new quantity replaces.
 */
export async function allocate(
  tx: Tx,
  buyer: Buyer,
  purchase: Purchase,
  now: Date,
  excludeCartLineId?: number,
): Promise<{ quantity: number; adjusted: boolean }> {
  if (!purchase.item.allocation_period) return { quantity: purchase.quantity, adjusted: false };
  const accountId = buyer.account.id;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cart-allocation:${accountId}:${purchase.item.id}`}, 0))`,
  );
  const row = await allocationRow(tx, { accountId, itemId: purchase.item.id, now, excludeCartLineId });
  const remaining = row ? remainingBaseUnits(row) : null;
  // Allocation counts base units: a case of 10 boxes takes 10 of a box-based allocation.
  const inUnits = remaining === null ? null : Math.floor(remaining / purchase.unit.conversionRate);
  const result = applyAllocation(purchase.quantity, inUnits);
  if (result.quantity === 0) throw refuse('NO_ALLOCATION', NO_ALLOCATION_MESSAGE);
  return result;
}
