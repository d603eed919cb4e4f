// Display names of transaction statuses (service spec §4, storefront spec §4).

/** storefront spec §4: a rejected approval gets this status. */
export const REJECTED_ORDER_STATUS = 'Rejected';

// service spec §4: with custom statuses enabled, 'Partially Billed' shows as 'Partially Fulfilled'
// and 'Billed' as 'Fulfilled'. Other names are shown as they are.
const CUSTOM_STATUS_LABELS: Readonly<Record<string, string>> = {
  'Partially Billed': 'Partially Fulfilled',
  Billed: 'Fulfilled',
};

/**
 * The label of a sales-order status (service spec §4). Matching is exact, as the statuses come
 * from the order system verbatim.
 */
export function salesOrderStatusLabel(status: string, customStatusesEnabled: boolean): string {
  if (!customStatusesEnabled || !Object.hasOwn(CUSTOM_STATUS_LABELS, status)) return status;
  return CUSTOM_STATUS_LABELS[status] ?? status;
}
