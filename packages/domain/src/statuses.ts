// Display names of transaction statuses (service spec §4, storefront spec §4).

/** storefront spec §4: a rejected approval gets this status. */
export const REJECTED_ORDER_STATUS = 'Rejected';

// service spec §4: with custom statuses enabled, 'Partially Billed' shows as 'Partially Fulfilled'
// and 'Billed' as 'Fulfilled'. Other names are shown as they are.
const CUSTOM_STATUS_LABELS: Readonly<Record<string, string>> = {
  'Partially Billed': 'Partially Fulfilled',
  Billed: 'Fulfilled',
};

// The store speaks US English (ADR 0042): the order system's name 'Cancelled' stays the stored and
// sent status (a wire value, docs/order-lifecycle.md), and a person reads it in American spelling. The spec names
// no spelling for it ('Other status names: not shown').
const US_STATUS_LABELS: Readonly<Record<string, string>> = {
  Cancelled: 'Canceled',
};

/**
 * The label of a sales-order status (service spec §4), in US English. Matching is exact, as the
 * statuses come from the order system verbatim.
 */
export function salesOrderStatusLabel(status: string, customStatusesEnabled: boolean): string {
  if (customStatusesEnabled && Object.hasOwn(CUSTOM_STATUS_LABELS, status)) {
    return CUSTOM_STATUS_LABELS[status] ?? status;
  }
  return orderStatusLabel(status);
}

/**
 * The label of an order status where the spec's custom names do not apply (the back office, the
 * documents): the status itself, in US English.
 */
export function orderStatusLabel(status: string): string {
  return Object.hasOwn(US_STATUS_LABELS, status) ? (US_STATUS_LABELS[status] ?? status) : status;
}
