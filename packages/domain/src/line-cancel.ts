// Cancelling (part of) an order line (issue 20 point 2; order lifecycle "Cancelling a line"): only what is
// not shipped can be cancelled, taken from the backordered part first (it holds no stock), then from
// the committed part (whose stock goes back). What was billed is credited, not cancelled.
import { type OrderLineQuantities } from './orders.ts';

/** Units of the line not shipped and not cancelled: backordered + committed but unshipped. */
export function unshippedOf(line: OrderLineQuantities): number {
  return line.quantity - line.quantityCancelled - line.quantityFulfilled;
}

export type CancelSplit =
  { ok: true; fromBackordered: number; fromCommitted: number } | { ok: false; unshipped: number };

/**
 * How `quantity` units of a line are cancelled: backordered units first, then committed ones
 * (whose stock the caller gives back). Refused when more than the unshipped quantity is asked.
 */
export function cancelSplit(line: OrderLineQuantities, quantity: number): CancelSplit {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`quantity must be a whole number above 0, got ${quantity}`);
  }
  const unshipped = unshippedOf(line);
  if (quantity > unshipped) return { ok: false, unshipped: Math.max(0, unshipped) };
  const fromBackordered = Math.min(quantity, line.quantityBackordered);
  return { ok: true, fromBackordered, fromCommitted: quantity - fromBackordered };
}

/**
 * Stock units an item gets back for `quantity` of a unit with `conversionRate` base units each,
 * as placing took them (rounded to whole base units).
 */
export function baseUnitsOf(quantity: number, conversionRate: number): number {
  return Math.round(quantity * conversionRate);
}
