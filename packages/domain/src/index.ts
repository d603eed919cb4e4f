// @medsupply/domain: the store's pure business rules (no I/O), shared by the API and the storefront.
// Money is integer cents throughout; see money.ts for the conversions at the wire boundary.
export * from './money.ts';
export * from './pricing.ts';
export * from './tax.ts';
export * from './fees.ts';
export * from './totals.ts';
export * from './validators.ts';
export * from './size-sort.ts';
export * from './permissions.ts';
export * from './rx.ts';
export * from './statuses.ts';
export * from './search-text.ts';
export * from './constants.ts';
export * from './text.ts';
export * from './dates.ts';
export * from './calendar-days.ts';
export * from './terms.ts';
export * from './aging.ts';
export * from './statement.ts';
export * from './payment-lines.ts';
export * from './cards.ts';
export * from './bank-accounts.ts';
export * from './delivery-dates.ts';
export * from './orders.ts';
export * from './quick-order.ts';
export * from './tracking.ts';
export * from './subscriptions.ts';
