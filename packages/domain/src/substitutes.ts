// Substitutes (issue 34 point 4, docs/decisions/0053-substitutes.md): when an item is backordered
// or recalled, the storefront offers the alternatives the catalogue names for it, ranked by whether
// this buyer can buy them now. Pure rules: why an item needs substitutes, a substitute's standing,
// the ranking, and the unit a swapped cart line keeps.

/** Why an item's page, cart line or recall notice offers substitutes; null when it does not. */
export type SubstituteReason = 'recalled' | 'backordered';

/**
 * A recall (a published recall that stops the sale of the item's lots) outranks stock: a recalled
 * item with stock must not be bought either. Backordered: no available quantity (storefront spec
 * §2.5: in stock when quantityAvailable is above 0).
 */
export function substituteReason(item: {
  quantityAvailable: number;
  recalled: boolean;
}): SubstituteReason | null {
  if (item.recalled) return 'recalled';
  return item.quantityAvailable > 0 ? null : 'backordered';
}

/**
 * Where a substitute stands for this buyer: 'available' can go to the cart and ship now,
 * 'backordered' can go to the cart but waits for stock, 'unavailable' cannot be bought by this
 * buyer (inactive, restricted, Rx level not held or not sold, no price at the buyer's level, no
 * allocation left, a family whose variant must be chosen, or itself recalled).
 */
export type SubstituteStanding = 'available' | 'backordered' | 'unavailable';

export interface SubstituteFacts {
  /** The buy rule holds for this buyer (core/buy-rule.ts) and the buyer has a price for it. */
  addable: boolean;
  /** Base units the account may still add; null when the item is not on allocation. */
  allocationLeft: number | null;
  quantityAvailable: number;
  /** Under a published recall itself: never offered as buyable. */
  recalled: boolean;
}

export function substituteStanding(facts: SubstituteFacts): SubstituteStanding {
  if (!facts.addable || facts.recalled) return 'unavailable';
  if (facts.allocationLeft !== null && facts.allocationLeft <= 0) return 'unavailable';
  return facts.quantityAvailable > 0 ? 'available' : 'backordered';
}

const STANDING_ORDER: Record<SubstituteStanding, number> = { available: 0, backordered: 1, unavailable: 2 };

/**
 * Substitutes in the order the buyer reads them: buyable now first, then backordered, then those
 * this buyer cannot buy; within a standing, the catalogue's own order (the input's). At most `limit`.
 */
export function rankSubstitutes<T extends { standing: SubstituteStanding }>(
  substitutes: readonly T[],
  limit = Number.POSITIVE_INFINITY,
): T[] {
  return substitutes
    .map((s, index) => ({ s, index }))
    .sort((a, b) => STANDING_ORDER[a.s.standing] - STANDING_ORDER[b.s.standing] || a.index - b.index)
    .slice(0, limit)
    .map(({ s }) => s);
}

/** Whether a substitute of this standing may replace a cart line or be added (one press). */
export const isSubstituteBuyable = (standing: SubstituteStanding): boolean => standing !== 'unavailable';

/**
 * The unit a substitute takes a line's place in: the line's own unit when the substitute is sold in
 * it (same unit type), else the substitute's default unit, else its base unit; the quantity stays.
 * Null when the substitute has no unit at all.
 */
export function swapUnitId(
  lineUnitId: number,
  substitute: { units: ReadonlyArray<{ id: number; baseUnit: boolean }>; defaultUnitId: number | null },
): number | null {
  if (substitute.units.some((u) => u.id === lineUnitId)) return lineUnitId;
  if (substitute.defaultUnitId !== null && substitute.units.some((u) => u.id === substitute.defaultUnitId))
    return substitute.defaultUnitId;
  return substitute.units.find((u) => u.baseUnit)?.id ?? substitute.units[0]?.id ?? null;
}

/** How many substitutes a product page, cart line or recall notice shows. */
export const SUBSTITUTES_SHOWN = 4;
