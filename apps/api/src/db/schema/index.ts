// The whole data model, by area. drizzle-kit reads this file to generate migrations.
export * from './accounts.ts';
export * from './catalog.ts';
export * from './catalog-listing.ts';
export * from './addresses.ts';
export * from './payments.ts';
export * from './cart.ts';
export * from './transactions.ts';
export * from './engagement.ts';
export * from './core.ts';
export * from './back-office.ts';
export * from './punchout.ts';
export * from './spend-control.ts';
export * from './lots-recalls-returns.ts';
