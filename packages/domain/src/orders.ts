// The order lifecycle's pure rules (docs/order-lifecycle.md, issue 17): an order's
// status derived from its lines, how much of a line stock covers and how much is backordered, and
// which addresses an order may ship to (service spec §5, storefront spec §5 "Checkout addresses").
import { isIsoDay, type IsoDay } from './calendar-days.ts';
import { formatDate } from './dates.ts';
import { licenceCoversCheckout, type LicenceStatus } from './licences.ts';

/** sales_orders.status, NetSuite names as the demo data has them (docs/order-lifecycle.md). */
export const ORDER_STATUSES = [
  'Pending Approval',
  'Pending Fulfillment',
  'Partially Fulfilled',
  'Pending Billing',
  'Partially Billed',
  'Billed',
  'Closed',
  'Cancelled',
  'Rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type ApprovalState = 'not_required' | 'pending' | 'approved' | 'rejected';

/** A line's quantities (order lifecycle "A line's quantities"). */
export interface OrderLineQuantities {
  quantity: number;
  quantityCancelled: number;
  quantityBackordered: number;
  quantityFulfilled: number;
  quantityBilled: number;
}

/** The order lifecycle's invariants; a line that breaks one is a bug upstream. */
export function lineQuantitiesValid(line: OrderLineQuantities): boolean {
  const { quantity, quantityCancelled, quantityBackordered, quantityFulfilled, quantityBilled } = line;
  const whole = [quantity, quantityCancelled, quantityBackordered, quantityFulfilled, quantityBilled];
  if (!whole.every((n) => Number.isSafeInteger(n) && n >= 0) || quantity <= 0) return false;
  return (
    quantityBackordered + quantityCancelled <= quantity &&
    quantityFulfilled <= quantity - quantityCancelled - quantityBackordered &&
    quantityBilled <= quantityFulfilled
  );
}

/**
 * The status of an order (docs/order-lifecycle.md: derived from the lines after every change, never set by hand):
 * rejected → 'Rejected'; waiting for an administrator → 'Pending Approval'; cancelled as a whole
 * or on every line → 'Cancelled'; then by what is shipped and billed of what is still ordered
 * (quantity − cancelled): nothing shipped → 'Pending Fulfillment'; part shipped → 'Partially
 * Fulfilled' ('Partially Billed' once some is billed); all shipped → 'Pending Billing', 'Partially
 * Billed' or 'Billed'. Throws a RangeError for a line that breaks the invariants.
 */
export function orderStatusOf(
  lines: readonly OrderLineQuantities[],
  approval: ApprovalState,
  cancelled: boolean,
): OrderStatus {
  for (const line of lines) {
    if (!lineQuantitiesValid(line)) throw new RangeError(`order line quantities break the invariants`);
  }
  if (approval === 'rejected') return 'Rejected';
  if (approval === 'pending') return 'Pending Approval';
  const ordered = lines.reduce((sum, l) => sum + l.quantity - l.quantityCancelled, 0);
  if (cancelled || ordered === 0) return 'Cancelled';
  const fulfilled = lines.reduce((sum, l) => sum + l.quantityFulfilled, 0);
  const billed = lines.reduce((sum, l) => sum + l.quantityBilled, 0);
  if (fulfilled === 0) return 'Pending Fulfillment';
  if (fulfilled < ordered) return billed > 0 ? 'Partially Billed' : 'Partially Fulfilled';
  if (billed === 0) return 'Pending Billing';
  return billed < ordered ? 'Partially Billed' : 'Billed';
}

// ---------------------------------------------------------------------------------------------
// Stock at placement (order lifecycle "Placing" step 3)
// ---------------------------------------------------------------------------------------------

export type StockTake =
  { ok: true; fromStock: number; backordered: number } | { ok: false; available: number };

/**
 * How much of `quantity` stock covers now and how much is backordered: take = min(quantity,
 * available); the rest is backordered, unless the item cannot be backordered, which refuses
 * (answering what is in stock). A negative `available` counts as none.
 */
export function stockTake(quantity: number, available: number, backorderable: boolean): StockTake {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`quantity must be a whole number above 0, got ${quantity}`);
  }
  if (!Number.isSafeInteger(available)) throw new RangeError(`available must be a whole number`);
  const inStock = Math.max(0, available);
  const fromStock = Math.min(quantity, inStock);
  const backordered = quantity - fromStock;
  if (backordered > 0 && !backorderable) return { ok: false, available: inStock };
  return { ok: true, fromStock, backordered };
}

/** docs/order-lifecycle.md: the refusal of an order for more of a non-backorderable item than is in stock. */
export function notBackorderableMessage(inStock: number, unitName: string, itemName: string): string {
  return `Only ${inStock} ${unitName} of ${itemName} are in stock; this item cannot be backordered.`;
}

// ---------------------------------------------------------------------------------------------
// Ship-to eligibility (service spec §5, storefront spec §5 "Checkout addresses")
// ---------------------------------------------------------------------------------------------

export interface AddressLicence {
  rxLevel: number;
  licenceNumber: string;
  /** 'YYYY-MM-DD': valid through that day. */
  expiresOn: IsoDay;
  status: LicenceStatus;
}

export interface ShipToCandidate {
  id: number;
  licences: readonly AddressLicence[];
  /** An accounts-payable office or PO box: it takes invoices, never deliveries. */
  billingOnly?: boolean;
}

export const BILLING_ONLY_REASON = 'This is a billing-only address: it receives invoices, not deliveries.';

export interface ShipToVerdict {
  addressId: number;
  eligible: boolean;
  /** Why it is left out, one sentence per level it does not cover (empty when eligible). */
  reasons: string[];
}

/**
 * The licence that covers `level` at an address on `today`: verified and not expired (valid through
 * its expiry day). The latest-expiring such licence, or null.
 */
export function coveringLicence(
  licences: readonly AddressLicence[],
  level: number,
  today: IsoDay,
): AddressLicence | null {
  let best: AddressLicence | null = null;
  for (const licence of licences) {
    if (licence.rxLevel !== level || !licenceCoversCheckout(licence, today)) continue;
    if (!best || licence.expiresOn > best.expiresOn) best = licence;
  }
  return best;
}

/** Why `level` is not covered: the most telling licence of that level there (verified first). */
function uncoveredReason(licences: readonly AddressLicence[], level: number, levelName: string): string {
  const ofLevel = licences.filter((l) => l.rxLevel === level);
  const expired = ofLevel
    .filter((l) => l.status === 'verified')
    .sort((a, b) => (a.expiresOn < b.expiresOn ? 1 : -1))[0];
  if (expired) {
    return `The ${levelName} license ${expired.licenceNumber} at this address expired on ${formatDate(expired.expiresOn)}.`;
  }
  const pending = ofLevel.find((l) => l.status === 'pending');
  if (pending) {
    return `The ${levelName} license ${pending.licenceNumber} at this address has not been verified yet.`;
  }
  const rejected = ofLevel.find((l) => l.status === 'rejected');
  if (rejected) return `The ${levelName} license ${rejected.licenceNumber} at this address was not accepted.`;
  return `This address holds no ${levelName} license.`;
}

/**
 * service spec §5: an address is offered for checkout only if it holds an unexpired, verified
 * licence for every controlled-substance level in the cart (every level above 0). Each address
 * left out says why, one reason per level it does not cover, in level order. A billing-only
 * address is never offered (ours), whatever the cart holds.
 */
export function shipToEligibility(
  candidates: readonly ShipToCandidate[],
  cartLevels: readonly number[],
  today: IsoDay,
  levelNames: Readonly<Record<number, string>> = {},
): ShipToVerdict[] {
  if (!isIsoDay(today)) throw new RangeError(`today must be a day written YYYY-MM-DD, got ${String(today)}`);
  const levels = [...new Set(cartLevels.filter((level) => level > 0))].sort((a, b) => a - b);
  return candidates.map((candidate) => {
    const reasons = candidate.billingOnly
      ? [BILLING_ONLY_REASON]
      : levels
          .filter((level) => coveringLicence(candidate.licences, level, today) === null)
          .map((level) =>
            uncoveredReason(candidate.licences, level, levelNames[level] ?? `level ${String(level)}`),
          );
    return { addressId: candidate.id, eligible: reasons.length === 0, reasons };
  });
}

// ---------------------------------------------------------------------------------------------
// Tracking links (service spec §9: tracking links exist for three parcel carriers)
// ---------------------------------------------------------------------------------------------

export const CARRIERS = ['UPS', 'FedEx', 'USPS'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Record<Carrier, string> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/** The carrier's public tracking page for a tracking number; our own /tracking page otherwise. */
export function trackingUrl(carrier: string, trackingNumber: string): string {
  const page = (CARRIERS as readonly string[]).includes(carrier) ? TRACKING_PAGES[carrier as Carrier] : null;
  return page
    ? `${page}${encodeURIComponent(trackingNumber)}`
    : `/tracking/${encodeURIComponent(trackingNumber)}`;
}
