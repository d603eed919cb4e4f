// The order-to-cash lifecycle's status rules and what an order still holds (ADR 0034): which
// statuses are open, approvable, shippable, cancellable, billable and finished, said once here and
// used by the API's commands and, as SQL fragments derived from these lists, by every query that
// filters orders by status. A status is always derived from the lines (orderStatusOf in orders.ts);
// these sets say what may be done to an order in each.
import { ORDER_STATUSES, type OrderLineQuantities, type OrderStatus } from './orders.ts';

/** Waiting for an administrator of the buyer's account (storefront spec §3 "Order approval"). */
export const APPROVABLE_STATUSES = ['Pending Approval'] as const satisfies readonly OrderStatus[];

/** Approved (or needing no approval) with something left to ship, as far as the status tells. */
export const SHIPPABLE_STATUSES = [
  'Pending Fulfillment',
  'Partially Fulfilled',
  'Pending Billing',
  'Partially Billed',
] as const satisfies readonly OrderStatus[];

/** Shipped units not yet invoiced may exist (a shipment is invoiced as it ships, ADR 0034). */
export const BILLABLE_STATUSES = [
  'Partially Fulfilled',
  'Pending Billing',
  'Partially Billed',
] as const satisfies readonly OrderStatus[];

/** Nothing more happens to the order's lines: every unit shipped and billed, cancelled or rejected. */
export const FINISHED_STATUSES = [
  'Billed',
  'Closed',
  'Cancelled',
  'Rejected',
] as const satisfies readonly OrderStatus[];

/** Not finished: the order still holds stock, allocation, terms credit or a card authorisation. */
export const OPEN_STATUSES = ORDER_STATUSES.filter(
  (s): s is Exclude<OrderStatus, (typeof FINISHED_STATUSES)[number]> =>
    !(FINISHED_STATUSES as readonly string[]).includes(s),
);

/**
 * Lines may be cancelled (their unshipped units) or, on a billed order, cancelled with the billed
 * part credited: every status but the ones that ended without shipping or were closed.
 */
export const CANCELLABLE_STATUSES = ORDER_STATUSES.filter(
  (s) => s !== 'Cancelled' && s !== 'Closed' && s !== 'Rejected',
);

/** Placed and still standing: neither cancelled nor rejected (easy reorder's history). */
export const STANDING_STATUSES = ORDER_STATUSES.filter((s) => s !== 'Cancelled' && s !== 'Rejected');

/** Counted as bought (recently purchased, sales reports): placed, approved and not undone. */
export const PURCHASED_STATUSES = ORDER_STATUSES.filter(
  (s) => s !== 'Pending Approval' && s !== 'Cancelled' && s !== 'Rejected',
);

export const ORDER_STATUS_SETS = {
  open: OPEN_STATUSES,
  approvable: APPROVABLE_STATUSES,
  shippable: SHIPPABLE_STATUSES,
  billable: BILLABLE_STATUSES,
  cancellable: CANCELLABLE_STATUSES,
  finished: FINISHED_STATUSES,
  purchased: PURCHASED_STATUSES,
  standing: STANDING_STATUSES,
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderStatusSet = keyof typeof ORDER_STATUS_SETS;

/** Whether `status` is in the named set (an unknown status is in none). */
export function orderStatusIs(set: OrderStatusSet, status: string): boolean {
  return (ORDER_STATUS_SETS[set] as readonly string[]).includes(status);
}

// ---------------------------------------------------------------------------------------------
// What an order holds of the buyer's money (ADR 0034 "Credit and authorisation")
// ---------------------------------------------------------------------------------------------

/** What the hold of an order is computed from. */
export interface OrderHoldFacts {
  status: string;
  /** The order's total as placed: lines, shipping, tax and (card) convenience fee. */
  totalCents: number;
  /** Σ of the order's invoices' totals, plus the convenience fee once it was captured with one. */
  billedCents: number;
  lines: ReadonlyArray<
    Pick<OrderLineQuantities, 'quantity' | 'quantityCancelled' | 'quantityBilled'> & {
      unitPriceCents: number;
    }
  >;
}

/**
 * How much of the buyer's money an order still holds: the terms credit it keeps from the account's
 * available balance, or the part of its card authorisation not yet captured or released. Placing
 * holds the total; each invoice moves its amount from the hold to the ledger; a cancelled unit
 * releases its price. While units are left to bill, the hold is the total less what was billed and
 * cancelled (never below zero); once none are left (every unit billed or cancelled), or the order
 * was rejected or cancelled, it holds nothing: whatever remains (tax and shipping of cancelled
 * goods, rounding) is released then. Commands release `holdCents(before) − holdCents(after)`.
 */
export function orderHoldCents(order: OrderHoldFacts): number {
  if (order.status === 'Rejected' || order.status === 'Cancelled') return 0;
  const unitsLeft = order.lines.reduce(
    (sum, l) => sum + l.quantity - l.quantityCancelled - l.quantityBilled,
    0,
  );
  if (unitsLeft <= 0) return 0;
  const cancelledCents = order.lines.reduce((sum, l) => sum + l.quantityCancelled * l.unitPriceCents, 0);
  return Math.max(0, order.totalCents - order.billedCents - cancelledCents);
}

// ---------------------------------------------------------------------------------------------
// A shipment's invoice (ADR 0034 "Invoicing")
// ---------------------------------------------------------------------------------------------

export interface ShipmentInvoiceCents {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * What the invoice of a shipment bills: its lines at the order's price of one unit, and the order's
 * shipping and tax on the order's first invoice only.
 */
export function shipmentInvoiceCents(
  lines: ReadonlyArray<{ quantity: number; unitPriceCents: number }>,
  order: { shippingCents: number; taxCents: number },
  firstInvoice: boolean,
): ShipmentInvoiceCents {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const shippingCents = firstInvoice ? order.shippingCents : 0;
  const taxCents = firstInvoice ? order.taxCents : 0;
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
