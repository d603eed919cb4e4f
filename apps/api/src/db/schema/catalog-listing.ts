// What listings and search read instead of the wide items table (issue #3 performance,
// docs/decisions/0011): the facet counts of the listed catalogue, and a narrow copy of the listed
// items' searchable and facet columns.
//
// The database keeps both right, not the application: statement-level triggers on `items` (in the
// migrations that create these tables) apply every INSERT, UPDATE, DELETE and TRUNCATE, whichever
// code path wrote it (seed bulk loads, tests' factories, stock decrements, a future back office).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector } from './_columns.ts';

/**
 * How many listed items each (category, manufacturer, Rx level, in stock) combination holds: a
 * few thousand rows at 100k items. Listings without a search term read their manufacturer, Rx level
 * and availability counts from here instead of counting up to 100,000 items per request.
 */
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

/**
 * One row per listed item (id = items.id) with what a search listing reads: the search vector, the
 * lower-cased name, the facet columns and the sort keys. An item row is ~1.8 kB (descriptions, attributes, SEO
 * texts), so a broad term's 11,000 matches touched ~9,000 heap pages of items; here, with the
 * vector stripped and the rows in category order (migration 0009: CLUSTER on the category index,
 * which the seed runs after loading), they sit on ~630, since a term's matches mostly share a few
 * categories. A stock change only writes this row when the item goes in or out of stock.
 */
export const itemSearch = pgTable(
  'item_search',
  {
    // Column order is the physical order (migration 0009): fixed-width columns first, the varlena
    // ones after, the search vector last. A search reads the facet and sort columns of every
    // match, and PostgreSQL decodes a row's columns left to right, so none of them waits on
    // walking past the vector; the vector itself is only read by the GIN index (and a recheck).
    id: integer('id').primaryKey(),
    rxLevel: integer('rx_level').notNull(),
    popularity: integer('popularity').notNull(),
    categoryId: integer('category_id'),
    createdAt: createdAt(),
    inStock: boolean('in_stock').notNull(),
    manufacturer: text('manufacturer').notNull(),
    // lower(coalesce(site_display_name, display_name)): the storefront's name, lower-cased once so
    // ranking tests it with strpos instead of ILIKE (which lower-cases every row per search).
    nameLower: text('name_lower').notNull(),
    // strip(items.search_vector): the lexemes without positions and weights, ~40% smaller. A
    // search's tsquery (prefix words joined by &, search.queries.ts tsQuery) uses neither, so it
    // matches exactly the same rows; a query with weights (:A) or phrases (<->) would not.
    searchVector: tsvector('search_vector').notNull(),
    // The item numbers and MPNs the item is found by, its own and its active variants', lower-cased,
    // each between newlines ('\nmer-104231\nhvm-1098-317\n', migration 0010): a search for part of
    // one is a LIKE on this row (trigram index), an exact one matches '%\n<term>\n%'. A search
    // term holds no whitespace when it is looked for in codes, so no match spans two of them.
    codes: text('codes').notNull().default(''),
    // search_normalize(name_lower) (migration 0033): the name with units and sizes written as a
    // forgiven query writes them ('5 mL' → '5ml'), so the name score finds '5ml' in it.
    nameNormalized: text('name_normalized').notNull().default(''),
  },
  (t) => [
    // gin_pending_list_limit as on items (schema/catalog.ts): every search scans the pending list.
    index('item_search_vector_idx').using('gin', t.searchVector).with({ gin_pending_list_limit: 256 }),
    index('item_search_category_idx').on(t.categoryId),
    // A relevance page looks in the most popular listed items first (catalog.queries.ts,
    // popularWindowPage): this walks them in order and stops.
    index('item_search_popularity_idx').on(t.popularity.desc(), t.id),
    index('item_search_codes_trgm')
      .using('gin', sql`${t.codes} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
  ],
);

/**
 * A signed-in buyer's price of every listed item at every price level, as the listing sorts by it:
 * the level's own price, else 'List Price', else the cheapest active variant at the level; NULL
 * when none (sorted last). Kept by statement triggers on items, item_prices and price_levels
 * (migration 0008). Sorting the whole catalogue by price evaluated that rule for all 82,683 listed
 * items per request (~250 ms); with this table the first page walks an index (docs/decisions/0011).
 */
export const itemEffectivePrices = pgTable(
  'item_effective_prices',
  {
    itemId: integer('item_id').notNull(),
    priceLevelId: integer('price_level_id').notNull(),
    priceCents: integer('price_cents'),
  },
  (t) => [
    // Item first: the triggers recompute a batch of items by `item_id = ANY(ids)`.
    primaryKey({ columns: [t.itemId, t.priceLevelId] }),
    // The listing's two price orders: price ASC NULLS LAST, id ASC and price DESC NULLS LAST, id ASC.
    index('item_effective_prices_asc_idx').on(t.priceLevelId, t.priceCents.asc().nullsLast(), t.itemId),
    index('item_effective_prices_desc_idx').on(t.priceLevelId, t.priceCents.desc().nullsLast(), t.itemId),
  ],
);

/**
 * The catalogue's words (issue 29, docs/decisions/0039): every letters-only word of four or more
 * letters in a listed item's name, keywords, manufacturer or category path, and in the synonyms.
 * A query word the catalogue has no word starting with is matched against these by trigram
 * (search.queries.ts forgivingWords) and replaced by the words within its typo allowance. The
 * triggers on items add words and never remove them: a word whose items are gone costs one
 * alternative that matches nothing, while counting items per word would cost every stock change.
 */
export const searchWords = pgTable(
  'search_words',
  {
    // COLLATE "C" so the primary key's btree answers `word LIKE 'prefix%'` (is a query word known?).
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * The trade's words (issue 29): each row is a set of phrases a buyer uses for the same thing
 * ('bp cuff', 'blood pressure cuff', 'sphygmomanometer'). A query holding one of them also finds
 * items named by the others. Lower-case phrases of letters, digits and spaces. Content staff edit
 * them; every API process keeps them in memory until `catalog_changes` says the table changed.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  phrases: text('phrases').array().notNull(),
  createdAt: createdAt(),
});
