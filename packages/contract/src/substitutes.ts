// Substitutes (issue 34 point 4, docs/decisions/0053-substitutes.md): the alternatives the catalogue
// names for an item that is backordered or recalled, ranked by whether the buyer can buy them now
// (domain substitutes.ts), for the product page, the cart's lines and the clinic's recall page; and
// the one-press swap of a cart line for one of them.
import { z } from 'zod';
import { Money } from './money.ts';
import { Id, IdOrUrlComponent } from './catalog.ts';

/** domain SubstituteReason. */
export const SubstituteReason = z.enum(['recalled', 'backordered']);
export type SubstituteReason = z.infer<typeof SubstituteReason>;

/** domain SubstituteStanding: available now, backordered, or not buyable by this buyer. */
export const SubstituteStanding = z.enum(['available', 'backordered', 'unavailable']);
export type SubstituteStanding = z.infer<typeof SubstituteStanding>;

export const Substitute = z.object({
  id: Id,
  itemName: z.string(),
  displayName: z.string(),
  urlComponent: z.string(),
  manufacturer: z.string(),
  thumbnailImage: z.string().nullable(),
  standing: SubstituteStanding,
  /** The unit it would be added or swapped in (the line's own when the substitute is sold in it). */
  unit: z.object({ id: Id, unitName: z.string() }).nullable(),
  /** The buyer's price of one of `unit` in dollars; null: no price. Absent without isPriceVisible. */
  price: Money.nullable().optional(),
});
export type Substitute = z.infer<typeof Substitute>;

/** GET substitutes of an item: `?id=` (an id or urlComponent). */
export const ItemSubstitutesQuery = z.object({ id: IdOrUrlComponent });
export type ItemSubstitutesQuery = z.infer<typeof ItemSubstitutesQuery>;

export const ItemSubstitutesResponse = z.object({
  itemId: Id,
  /** Why substitutes are offered; null (and no substitutes) when the item can be bought as it is. */
  reason: SubstituteReason.nullable(),
  substitutes: z.array(Substitute),
});
export type ItemSubstitutesResponse = z.infer<typeof ItemSubstitutesResponse>;

/** GET the substitutes of the caller's cart lines that are backordered or recalled (others omitted). */
export const CartSubstitutesResponse = z.object({
  lines: z.array(
    z.object({
      /** The cart line (cartDetail id). */
      detailId: Id,
      itemId: Id,
      reason: SubstituteReason,
      substitutes: z.array(Substitute),
    }),
  ),
});
export type CartSubstitutesResponse = z.infer<typeof CartSubstitutesResponse>;

/**
 * POST swapLine (Idempotency-Key): the line `detailId`, while it still holds `fromItemId`, becomes
 * `itemId` (one of its item's alternatives) in the same quantity, and its unit where the substitute
 * is sold in it. Answers the whole cart. Refused (the body's `code`) as an add is, and also
 * NOT_A_SUBSTITUTE (422), SUBSTITUTE_RECALLED (422) and CART_LINE_CHANGED (409: a second press).
 */
export const SwapLineRequest = z.object({ detailId: Id, fromItemId: Id, itemId: Id });
export type SwapLineRequest = z.infer<typeof SwapLineRequest>;
