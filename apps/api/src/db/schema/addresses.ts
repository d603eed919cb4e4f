// Addresses of an account, their controlled-substance licences, and tax rates by state.
import { boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
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
    // Addresses are never deleted while orders point at them; "delete" hides them.
    deleted: boolean('deleted').notNull().default(false),
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
    createdAt: createdAt(),
  },
  (t) => [index('address_licences_address_idx').on(t.addressId)],
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
