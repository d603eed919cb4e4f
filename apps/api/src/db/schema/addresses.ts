// Addresses of an account, their controlled-substance licences, and tax rates by state.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { rxLevels } from './catalog.ts';
import { createdAt, id, updatedAt } from './_columns.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    label: text('label').notNull(),
    attention: text('attention'),
    addressee: text('addressee').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    phone: text('phone'),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    // An accounts-payable office or PO box: invoices go there, goods never (checkout refuses it as
    // a ship-to; session 27).
    billingOnly: boolean('billing_only').notNull().default(false),
    // Addresses are never deleted while orders point at them; "delete" hides them.
    deleted: boolean('deleted').notNull().default(false),
    // The weekdays this ship-to receives deliveries (delivery-day page, issue 19 point 6); null
    // means the account's delivery days (accounts.delivery_days).
    deliveryDays: text('delivery_days').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_account_idx').on(t.accountId)],
);

/** A licence held at an address for one controlled-substance level (checkout filters on these). */
export const addressLicences = pgTable(
  'address_licences',
  {
    id: id(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    rxLevel: integer('rx_level')
      .notNull()
      .references(() => rxLevels.id),
    licenceNumber: text('licence_number').notNull(),
    // The state board or agency that issued it ('DEA' for federal registrations, else a state code).
    issuingAuthority: text('issuing_authority'),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    // Only a verified licence covers checkout (service spec §5); a buyer's new or renewed licence
    // is pending until the store's staff verify it (issues 19 and 20).
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('verified'),
    // The licence's document as uploaded by the buyer (issue 19 point 3): a file under
    // DATA_DIR/licence-documents named by `documentKey` (random, never the upload's name), outside
    // the web root and served only to the account. Null for licences the store entered itself.
    documentKey: text('document_key'),
    documentType: text('document_type'),
    documentName: text('document_name'),
    documentBytes: integer('document_bytes'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    // A renewal is a new pending licence; the one it renews keeps covering checkout until it expires.
    renewsId: integer('renews_id').references((): AnyPgColumn => addressLicences.id),
    createdAt: createdAt(),
  },
  (t) => [index('address_licences_address_idx').on(t.addressId)],
);

/**
 * The expiry warnings sent for a licence: one row per threshold (60, 30, 7 days), written in the
 * transaction that puts the mail on the outbox, so each threshold is mailed once (issue 19 point 3).
 */
export const licenceExpiryWarnings = pgTable(
  'licence_expiry_warnings',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => addressLicences.id, { onDelete: 'cascade' }),
    thresholdDays: integer('threshold_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.thresholdDays] })],
);

/** Sales-tax rate by ship-to state (our built-in tax port; service spec §7 getTaxRate). */
export const taxRates = pgTable('tax_rates', {
  state: text('state').primaryKey(),
  // Percent, e.g. 6.25 (service spec §9: tax = taxRate percent × taxable total).
  ratePercent: numeric('rate_percent', { precision: 6, scale: 4, mode: 'number' }).notNull(),
  shippingTaxable: boolean('shipping_taxable').notNull().default(false),
  // Medical supplies are often exempt: these categories' items are not taxed in this state.
  exemptRxItems: boolean('exempt_rx_items').notNull().default(true),
});
