// The catalogue: categories in three levels, items (matrix parents and variant children), units,
// prices per price level, images, files, related items, stock, allocation and Rx levels.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, priceLevels } from './accounts.ts';
import { cents, createdAt, id, tsvector, updatedAt } from './_columns.ts';

/** Prescription / controlled-substance levels; `sellable` feeds getSellableControlledSubstances. */
export const rxLevels = pgTable('rx_levels', {
  // 0 = no licence needed; higher numbers are the licence levels (storefront spec §2.6 "rxLevel above 0").
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isControlledSubstance: boolean('is_controlled_substance').notNull().default(false),
  sellable: boolean('sellable').notNull().default(true),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    urlComponent: text('url_component').notNull(),
    imageUrl: text('image_url'),
    description: text('description'),
    depth: integer('depth').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_url_uq').on(t.urlComponent), index('categories_parent_idx').on(t.parentId)],
);

export const unitTypes = pgTable('unit_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

/** A unit of measure within a unit type; price × conversionRate is the unit's price (service spec §9). */
export const units = pgTable(
  'units',
  {
    id: id(),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => unitTypes.id),
    unitName: text('unit_name').notNull(),
    conversionRate: numeric('conversion_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    baseUnit: boolean('base_unit').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('units_type_idx').on(t.unitTypeId)],
);

/** GIN pending-list limit of the search indexes, in kB (PostgreSQL's default is 4096). */
const GIN_PENDING_LIST_KB = 256;

export const items = pgTable(
  'items',
  {
    id: id(),
    // Variant children point at their matrix parent; a parent carries the family's shared data.
    parentId: integer('parent_id').references((): AnyPgColumn => items.id),
    isMatrixParent: boolean('is_matrix_parent').notNull().default(false),
    itemName: text('item_name').notNull(),
    displayName: text('display_name').notNull(),
    siteDisplayName: text('site_display_name'),
    urlComponent: text('url_component').notNull(),
    manufacturer: text('manufacturer').notNull(),
    mpn: text('mpn').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    metaTag: text('meta_tag'),
    titleTag: text('title_tag'),
    h1Tag: text('h1_tag'),
    searchKeywords: text('search_keywords').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    // UNSPSC commodity code (8 digits), sent as the cXML Classification of a punchout line (issue 28).
    unspsc: text('unspsc'),
    // Denormalised category names so the search vector is a generated column.
    categoryPath: text('category_path').notNull().default(''),
    rxLevel: integer('rx_level')
      .notNull()
      .default(0)
      .references(() => rxLevels.id),
    restricted: boolean('restricted').notNull().default(false),
    inactive: boolean('inactive').notNull().default(false),
    specialOrder: boolean('special_order').notNull().default(false),
    // The item's stock is held as lots with expiry dates (issue 34): drugs, sutures, diagnostics,
    // sterile supplies. Its quantity_available then never exceeds the sellable units of its lots.
    carriesLots: boolean('carries_lots').notNull().default(false),
    // Quantity beyond stock is backordered on the order line unless this is off (issue 17 point 4).
    backorderable: boolean('backorderable').notNull().default(true),
    // Allocation: a per-account quantity per period ('month' | 'quarter'); null = not allocated.
    allocationPeriod: text('allocation_period', { enum: ['month', 'quarter'] }),
    allocationDefaultMax: integer('allocation_default_max'),
    quantityAvailable: integer('quantity_available').notNull().default(0),
    // When purchasing expects more stock: open items show it as a backorder's expected date.
    restockExpectedOn: date('restock_expected_on', { mode: 'string' }),
    unitTypeId: integer('unit_type_id').references(() => unitTypes.id),
    defaultUnitId: integer('default_unit_id').references(() => units.id),
    matrixDetails: jsonb('matrix_details').$type<Record<string, string>>(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    thumbnailUrl: text('thumbnail_url'),
    // Units sold over the last year; "top items" and the default relevance tie-break use it.
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(site_display_name, display_name) || ' ' || item_name), 'A') ||
setweight(to_tsvector('simple', mpn || ' ' || item_name), 'A') ||
setweight(to_tsvector('english', manufacturer || ' ' || search_keywords), 'B') ||
setweight(to_tsvector('english', category_path), 'C')`,
    ),
    // What listings, search and the type-ahead show: active items that are not variants. A column
    // of its own so the planner matches the partial indexes below by it, rather than reading every
    // listed row through items_parent_idx.
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`NOT inactive AND parent_id IS NULL`),
  },
  (t) => [
    uniqueIndex('items_item_name_uq').on(t.itemName),
    uniqueIndex('items_url_uq').on(t.urlComponent),
    index('items_parent_idx').on(t.parentId),
    index('items_category_idx').on(t.categoryId),
    index('items_manufacturer_idx').on(t.manufacturer),
    index('items_popularity_idx').on(t.popularity),
    // Listed items are what listings, search and type-ahead read; the partial indexes below keep
    // those reads off variants and inactive items (issue #3 budgets: listing/search p99 ≤ 30 ms,
    // type-ahead ≤ 10 ms at 100k items). Full-text search runs over listed items only: a variant
    // repeats its parent's words, and is found by its own item number or MPN (trigram indexes).
    // GIN pending lists are kept small: every search scans the pending list, and after a bulk load
    // without VACUUM (PGlite has no autovacuum) a 4 MB default list costs ~15 ms per search there.
    index('items_search_idx')
      .using('gin', t.searchVector)
      .with({ gin_pending_list_limit: GIN_PENDING_LIST_KB })
      .where(sql`${t.listed}`),
    // Relevance without a term (popularity), and the type-ahead's most popular matches first.
    index('items_listed_popularity_idx')
      .on(t.popularity.desc(), t.id)
      .where(sql`${t.listed}`),
    // Category (and whole-catalogue) listings with their facet counts, read from this index alone
    // where the visibility map marks pages all-visible: the facet columns ride along as trailing keys
    // (drizzle has no INCLUDE). After a bulk load that needs a VACUUM; PGlite has no autovacuum.
    index('items_listed_category_idx')
      .on(t.categoryId, t.popularity.desc(), t.id, t.manufacturer, t.rxLevel, t.quantityAvailable)
      .where(sql`${t.listed}`),
    // 'newest' pages by (created_at DESC, id DESC): the index in that order serves them directly.
    index('items_listed_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('items_listed_name_idx')
      .on(sql`lower(coalesce(${t.siteDisplayName}, ${t.displayName}))`, t.id)
      .where(sql`${t.listed}`),
    // A category's pages by name and newest. Without these the planner walked the whole-catalogue
    // index filtering by category, reading 13,500 rows to find page 2 of a 1,172-item category
    // (30 ms on PostgreSQL), because it estimated the category at 13,884 items.
    index('items_listed_category_name_idx')
      .on(t.categoryId, sql`lower(coalesce(${t.siteDisplayName}, ${t.displayName}))`, t.id)
      .where(sql`${t.listed}`),
    index('items_listed_category_created_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('items_item_name_trgm')
      .using('gin', sql`${t.itemName} gin_trgm_ops`)
      .with({ gin_pending_list_limit: GIN_PENDING_LIST_KB }),
    index('items_mpn_trgm')
      .using('gin', sql`${t.mpn} gin_trgm_ops`)
      .with({ gin_pending_list_limit: GIN_PENDING_LIST_KB }),
    index('items_display_name_trgm').using('gin', sql`${t.displayName} gin_trgm_ops`),
    // Quick order finds 500 pasted item numbers or MPNs, in any case, by these (issue 21).
    index('items_item_name_lower_idx').on(sql`lower(${t.itemName})`),
    index('items_mpn_lower_idx').on(sql`lower(${t.mpn})`),
  ],
);

export const itemPrices = pgTable(
  'item_prices',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    priceLevelId: integer('price_level_id')
      .notNull()
      .references(() => priceLevels.id),
    // Price of one base unit.
    priceCents: cents('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.priceLevelId] })],
);

export const itemImages = pgTable(
  'item_images',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    url: text('url').notNull(),
    largeUrl: text('large_url').notNull(),
    alt: text('alt'),
  },
  (t) => [index('item_images_item_idx').on(t.itemId, t.index)],
);

export const itemFiles = pgTable(
  'item_files',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('item_files_item_idx').on(t.itemId)],
);

/** Related (correlated) and alternative items (storefront spec §2.5 tabs). */
export const itemRelations = pgTable(
  'item_relations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    relatedItemId: integer('related_item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['correlated', 'alternative'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.kind, t.relatedItemId] })],
);

/**
 * Allocation per account, item and period. `allocationMax` seen by the buyer is
 * max_quantity − used_quantity; used is raised with a conditional UPDATE, never read-then-write.
 */
export const itemAllocations = pgTable(
  'item_allocations',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
  },
  (t) => [uniqueIndex('item_allocations_uq').on(t.accountId, t.itemId, t.periodStart)],
);
