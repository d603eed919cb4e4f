// Carts, their lines and notifications, save-for-later, and item lists with subscriptions.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { addresses } from './addresses.ts';
import { items, units } from './catalog.ts';
import { paymentMethods } from './payments.ts';
import { estimates, salesOrders } from './transactions.ts';
import { cents, createdAt, id, updatedAt } from './_columns.ts';

/** One open cart per contact and account. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('open'),
    approvedBy: integer('approved_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_account_user_uq').on(t.accountId, t.userId)],
);

/** The unique (cart, item, unit) key is what merges concurrent adds into one line. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    searchTerm: text('search_term'),
    queryId: text('query_id'),
    // A line converted from an estimate keeps the estimate's price of one of its unit (ADR 0026)
    // until the buyer changes the line; null: priced today.
    unitPriceCents: cents('unit_price_cents'),
    estimateId: integer('estimate_id').references((): AnyPgColumn => estimates.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_lines_item_unit_uq').on(t.cartId, t.itemId, t.unitId)],
);

export const cartNotifications = pgTable(
  'cart_notifications',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_notifications_cart_idx').on(t.cartId)],
);

export const saveForLater = pgTable(
  'save_for_later',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('save_for_later_uq').on(t.accountId, t.userId, t.itemId, t.unitId)],
);

export const itemLists = pgTable(
  'item_lists',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    // The owning contact; shared lists are visible to the account's other contacts, editable by the owner only.
    contactId: integer('contact_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    isSubscription: boolean('is_subscription').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('item_lists_account_idx').on(t.accountId, t.contactId)],
);

export const itemListDetails = pgTable(
  'item_list_details',
  {
    id: id(),
    itemListId: integer('item_list_id')
      .notNull()
      .references(() => itemLists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('item_list_details_uq').on(t.itemListId, t.itemId, t.unitId)],
);

/** A list used as a subscription: schedule, ship-to, bill-to and payment method. */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  itemListId: integer('item_list_id')
    .notNull()
    .unique()
    .references(() => itemLists.id, { onDelete: 'cascade' }),
  intervalWeeks: integer('interval_weeks').notNull(),
  // 'weekly' | 'biweekly' | 'monthly' | 'quarterly' (issue 21): months are calendar months, which
  // interval_weeks cannot say; interval_weeks keeps its nearest number of weeks for old readers.
  frequency: text('frequency', { enum: ['weekly', 'biweekly', 'monthly', 'quarterly'] })
    .notNull()
    .default('monthly'),
  nextRunOn: date('next_run_on', { mode: 'string' }).notNull(),
  // The contact whose order it is (the list's owner when set up) and its PO number.
  contactId: integer('contact_id').references(() => users.id),
  poNumber: text('po_number'),
  shipAddressId: integer('ship_address_id').references(() => addresses.id),
  billAddressId: integer('bill_address_id').references(() => addresses.id),
  paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
  active: boolean('active').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row per subscription and due date (issue 21): what its run did, an order or the reason it
 * could not be placed. The unique key is what makes a date's run happen once.
 */
export const subscriptionRuns = pgTable(
  'subscription_runs',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['placed', 'failed'] }).notNull(),
    salesOrderId: integer('sales_order_id').references((): AnyPgColumn => salesOrders.id),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_runs_uq').on(t.subscriptionId, t.runOn)],
);
