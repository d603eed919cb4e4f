// Notifications, site content (our built-in content service), search events and support issues.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './_columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'Fulfillment Delivered' | 'Backorder Ready' | 'Item Back in Stock' | others (storefront spec §2.8).
    notificationType: text('notification_type').notNull(),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>().notNull().default({}),
    unread: boolean('unread').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    // The event that caused it (e.g. 'delivered:42'): a job delivered twice writes one row (ADR 0026).
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

/**
 * Content entries: navBar, mainNavigation, mainNavigationDropdown, homePage, footer, alertBanner
 * (one each) and page (many, each with a path). `data` holds the entry's structured content.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: id(),
    kind: text('kind', {
      enum: [
        'navBar',
        'mainNavigation',
        'mainNavigationDropdown',
        'homePage',
        'footer',
        'alertBanner',
        'page',
        // The items the store keeps for infection control (GET /api/informational/getcovidlist).
        'infectionControl',
      ],
    }).notNull(),
    path: text('path'),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    published: boolean('published').notNull().default(true),
    updatedAt: updatedAt(),
    // The back office's saved, unpublished change (ADR 0029): { title, data }. Publishing copies it
    // into title and data and clears it; the storefront never reads it.
    draft: jsonb('draft').$type<{ title: string; data: Record<string, unknown> }>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('content_entries_path_uq').on(t.kind, t.path)],
);

/** Searches, suggestions and 'Product Clicked' events for our own search analytics. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: id(),
    kind: text('kind', { enum: ['search', 'suggest', 'click'] }).notNull(),
    userId: integer('user_id'),
    accountId: integer('account_id'),
    query: text('query'),
    queryId: text('query_id'),
    objectIds: text('object_ids').array(),
    position: integer('position'),
    resultCount: integer('result_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_events_user_idx').on(t.userId, t.kind, t.createdAt),
    index('search_events_query_idx').on(t.queryId),
  ],
);

export const supportIssues = pgTable(
  'support_issues',
  {
    id: id(),
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    // What the submitter is told to quote ('SI-000123'); derived from the id when stored.
    reference: text('reference').unique(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category'),
    // Optional: the order or invoice the issue is about (issue 19 point 7).
    orderNumber: text('order_number'),
    invoiceNumber: text('invoice_number'),
    // Where the answer goes: the submitter's e-mail when signed in, else the form's.
    email: text('email'),
    name: text('name'),
    pageUrl: text('page_url'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('support_issues_account_idx').on(t.accountId)],
);
