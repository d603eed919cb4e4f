// Accounts, their contacts (users), sessions and everything about signing in and asking for access.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from './_columns.ts';

export const priceLevels = pgTable('price_levels', {
  id: id(),
  // 'List Price' is the strike-through level (storefront spec §3 Product.prices).
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const businessTypes = pgTable('business_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const contactRoles = pgTable('contact_roles', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const salesReps = pgTable('sales_reps', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountNumber: text('account_number').notNull().unique(),
    accountName: text('account_name').notNull(),
    // A child account has a parent; a parent account has none (storefront spec §6).
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
    status: text('status', { enum: ['active', 'pending_approval', 'inactive'] })
      .notNull()
      .default('active'),
    businessTypeId: integer('business_type_id').references(() => businessTypes.id),
    priceLevelId: integer('price_level_id')
      .notNull()
      .references(() => priceLevels.id),
    salesRepId: integer('sales_rep_id').references(() => salesReps.id),
    // Rx / controlled-substance levels this account may buy (service spec §3 account.rxLevels).
    rxLevels: integer('rx_levels')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // Terms (checkout data: hasTerms, terms, availableBalance).
    hasTerms: boolean('has_terms').notNull().default(false),
    terms: text('terms'),
    creditLimitCents: cents('credit_limit_cents').notNull().default(0),
    // Decremented with a conditional UPDATE when an order on terms is placed (ARCHITECTURE §4).
    availableBalanceCents: cents('available_balance_cents').notNull().default(0),
    convFeeExempt: boolean('conv_fee_exempt').notNull().default(false),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    // Order approval: orders placed by non-admin contacts wait for an admin.
    requiresApproval: boolean('requires_approval').notNull().default(false),
    // Settings page (storefront spec §3 Account settings).
    statementFrequency: text('statement_frequency').notNull().default('monthly'),
    statementMethod: text('statement_method').notNull().default('email'),
    statementIncludeInvoices: boolean('statement_include_invoices').notNull().default(true),
    approvalsNotification: boolean('approvals_notification').notNull().default(true),
    // Delivery day: preferred weekdays and the same-day shipping cut-off (address list field).
    deliveryDays: text('delivery_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dddShippingCutoffTime: text('ddd_shipping_cutoff_time').notNull().default('14:00'),
    phone: text('phone'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_parent_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    // Stored lower-case; login trims and lower-cases (service spec §5).
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    title: text('title'),
    contactRoleId: integer('contact_role_id').references(() => contactRoles.id),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPriceVisible: boolean('is_price_visible').notNull().default(true),
    isPunchout: boolean('is_punchout').notNull().default(false),
    isParentLogin: boolean('is_parent_login').notNull().default(false),
    // Orders this contact places wait for an administrator (issue 17 point 5; set on the contacts
    // page, issue 19). New contacts of an account with requiresApproval start with it on.
    ordersNeedApproval: boolean('orders_need_approval').notNull().default(false),
    // Further permissions the spec calls "and others" (e.g. canPlaceOrders), kept open-ended.
    extraPermissions: jsonb('extra_permissions').$type<Record<string, boolean>>().notNull().default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // When an admin deleted (deactivated) the contact; the row stays for its orders' history.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_account_idx').on(t.accountId)],
);

/** Accounts a login may switch to besides its own (service spec §7 getRelatedAccounts/switchAccount). */
export const userAccountAccess = pgTable(
  'user_account_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/** One row per issued login; tokens name their session and die with it (ARCHITECTURE §7). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The account the session acts for (changes on switchAccount by issuing a new session).
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    // Refresh rotation (ADR 0005, ARCHITECTURE §7): the `jti` of the one access token that is valid
    // now, the one it replaced and when. Null only for sessions begun before rotation existed.
    tokenId: uuid('token_id'),
    previousTokenId: uuid('previous_token_id'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    // Opened by a procurement system's start link (issue 28): the buyer is in punchout mode for
    // this session only, whatever the contact's own flag.
    isPunchout: boolean('is_punchout').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Reset links carry a random token; only its SHA-256 digest is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A new contact's invitation (issue 19 point 4): the mailed link sets the first password. Like a
 * reset link it carries a random secret of which only the SHA-256 digest is kept, works once and
 * expires.
 */
export const contactInvitations = pgTable(
  'contact_invitations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_invitations_user_idx').on(t.userId)],
);

/** Failed logins, counted per username and per address to slow and then refuse guessing. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    // 'user_ip': one username from one address (the lockout); 'ip': any username from one address;
    // 'user': one username from anywhere (only slows attempts down, never locks the owner out).
    scope: text('scope', { enum: ['user', 'ip', 'user_ip'] }).notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_key_idx').on(t.scope, t.key, t.createdAt),
    index('auth_failures_created_idx').on(t.createdAt),
  ],
);

export const accessRequests = pgTable('access_requests', {
  id: id(),
  company: text('company').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  // Lower-cased and trimmed (service spec §5).
  email: text('email').notNull(),
  status: text('status', { enum: ['new', 'approved', 'declined'] })
    .notNull()
    .default('new'),
  createdAt: createdAt(),
});

/** Security-relevant events: markup stripped from search, lockouts, token misuse. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_kind_idx').on(t.kind, t.createdAt)],
);
