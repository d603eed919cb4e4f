// Facet counts of the listed catalogue (issue #3 performance, docs/decisions/0010): how many listed
// items each (category, manufacturer, Rx level, in stock) combination holds. Listings without a
// search term read their manufacturer, Rx level and availability counts from here instead of
// counting up to 100,000 items per request.
//
// The database keeps it right, not the application: statement-level triggers on `items` (added in
// the migration that creates this table) apply the change of every INSERT, UPDATE, DELETE and
// TRUNCATE, whichever code path wrote it (seed bulk loads, tests' factories, stock decrements,
// a future back office). A few thousand rows at 100k items.
import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

export const itemFacetCounts = pgTable(
  'item_facet_counts',
  {
    // Listed items normally have a category; NULL is counted like any other value.
    categoryId: integer('category_id'),
    manufacturer: text('manufacturer').notNull(),
    rxLevel: integer('rx_level').notNull(),
    // storefront spec §2.5: in stock when quantityAvailable is above 0.
    inStock: boolean('in_stock').notNull(),
    // Listed items (active, not variants) of this combination; rows reaching 0 are deleted.
    items: integer('items').notNull(),
  },
  (t) => [
    unique('item_facet_counts_uq').on(t.categoryId, t.manufacturer, t.rxLevel, t.inStock).nullsNotDistinct(),
  ],
);
