// Queries of addresses and their licences. Every one takes the account id and reads or changes that
// account's rows only; deleted addresses are kept (orders point at them) but never listed.
import { and, asc, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { FINISHED_STATUSES, type LicenceStatus } from '@medsupply/domain';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import {
  accounts,
  addressLicences,
  addresses,
  itemLists,
  rxLevels,
  salesOrders,
  subscriptions,
} from '../../db/schema/index.ts';

export interface AddressRow {
  id: number;
  label: string;
  attention: string | null;
  addressee: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
  defaultShipping: boolean;
  defaultBilling: boolean;
  billingOnly: boolean;
  deliveryDays: string[] | null;
}

const addressColumns = {
  id: addresses.id,
  label: addresses.label,
  attention: addresses.attention,
  addressee: addresses.addressee,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  state: addresses.state,
  zip: addresses.zip,
  country: addresses.country,
  phone: addresses.phone,
  defaultShipping: addresses.defaultShipping,
  defaultBilling: addresses.defaultBilling,
  billingOnly: addresses.billingOnly,
  deliveryDays: addresses.deliveryDays,
};

const liveOf = (accountId: number) => and(eq(addresses.accountId, accountId), eq(addresses.deleted, false));

/** The account's addresses: default shipping first, then default billing, then by label. */
export async function addressesOf(db: DbOrTx, accountId: number): Promise<AddressRow[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(liveOf(accountId))
    .orderBy(
      desc(addresses.defaultShipping),
      desc(addresses.defaultBilling),
      asc(addresses.label),
      asc(addresses.id),
    );
}

export async function addressOf(db: DbOrTx, accountId: number, id: number): Promise<AddressRow | null> {
  const rows = await db
    .select(addressColumns)
    .from(addresses)
    .where(and(liveOf(accountId), eq(addresses.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Serialises changes of one account's addresses (defaults, counts) behind its account row. */
export async function lockAccountAddresses(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${accountId} FOR UPDATE`);
}

export async function countLive(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(liveOf(accountId));
  return rows[0]?.n ?? 0;
}

export type AddressFields = Omit<AddressRow, 'id' | 'country'>;

export async function insertAddress(tx: DbOrTx, accountId: number, fields: AddressFields): Promise<number> {
  const [row] = await tx
    .insert(addresses)
    .values({ accountId, country: 'US', ...fields })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not inserted');
  return row.id;
}

export async function updateAddress(tx: DbOrTx, accountId: number, id: number, fields: AddressFields) {
  await tx
    .update(addresses)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(liveOf(accountId), eq(addresses.id, id)));
}

/** Makes `id` the account's one default of `kind`. */
export async function clearOtherDefaults(
  tx: DbOrTx,
  accountId: number,
  id: number,
  kind: 'defaultShipping' | 'defaultBilling',
): Promise<void> {
  await tx
    .update(addresses)
    .set({ [kind]: false })
    .where(and(eq(addresses.accountId, accountId), ne(addresses.id, id), eq(addresses[kind], true)));
}

/** Hides the address; it keeps its row for the orders that shipped to it. */
export async function markDeleted(tx: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(addresses)
    .set({ deleted: true, defaultShipping: false, defaultBilling: false, updatedAt: sql`now()` })
    .where(and(liveOf(accountId), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** What still uses the address: open orders and active subscriptions of the account. */
export async function usesOf(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<{ openOrders: number; subscriptions: number }> {
  const [orders] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.accountId, accountId),
        or(eq(salesOrders.shipAddressId, id), eq(salesOrders.billAddressId, id)),
        notInArray(salesOrders.status, [...FINISHED_STATUSES]),
      ),
    );
  const [subs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .innerJoin(itemLists, eq(itemLists.id, subscriptions.itemListId))
    .where(
      and(
        eq(itemLists.accountId, accountId),
        eq(subscriptions.active, true),
        or(eq(subscriptions.shipAddressId, id), eq(subscriptions.billAddressId, id)),
      ),
    );
  return { openOrders: orders?.n ?? 0, subscriptions: subs?.n ?? 0 };
}

export async function cutoffTimeOf(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({ cutoff: accounts.dddShippingCutoffTime, deliveryDays: accounts.deliveryDays })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0] ?? null;
}

// ---- licences ---------------------------------------------------------------------------------

export interface LicenceRow {
  id: number;
  addressId: number;
  licenceNumber: string;
  issuingAuthority: string | null;
  rxLevel: number;
  rxLevelName: string;
  expiresOn: string;
  status: LicenceStatus;
  documentName: string | null;
  documentKey: string | null;
  documentType: string | null;
  renewsId: number | null;
}

const licenceColumns = {
  id: addressLicences.id,
  addressId: addressLicences.addressId,
  licenceNumber: addressLicences.licenceNumber,
  issuingAuthority: addressLicences.issuingAuthority,
  rxLevel: addressLicences.rxLevel,
  rxLevelName: rxLevels.name,
  expiresOn: addressLicences.expiresOn,
  status: addressLicences.status,
  documentName: addressLicences.documentName,
  documentKey: addressLicences.documentKey,
  documentType: addressLicences.documentType,
  renewsId: addressLicences.renewsId,
};

/** The licences at these addresses (the caller has read them as the account's), newest first. */
export async function licencesAt(db: DbOrTx, addressIds: number[]): Promise<LicenceRow[]> {
  if (addressIds.length === 0) return [];
  return db
    .select(licenceColumns)
    .from(addressLicences)
    .innerJoin(rxLevels, eq(rxLevels.id, addressLicences.rxLevel))
    .where(inArray(addressLicences.addressId, addressIds))
    .orderBy(desc(addressLicences.expiresOn), desc(addressLicences.id));
}

/** One licence of the account (through its address, deleted addresses included for documents). */
export async function licenceOf(db: DbOrTx, accountId: number, id: number): Promise<LicenceRow | null> {
  const rows = await db
    .select(licenceColumns)
    .from(addressLicences)
    .innerJoin(rxLevels, eq(rxLevels.id, addressLicences.rxLevel))
    .innerJoin(addresses, eq(addresses.id, addressLicences.addressId))
    .where(and(eq(addressLicences.id, id), eq(addresses.accountId, accountId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function rxLevelExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: rxLevels.id }).from(rxLevels).where(eq(rxLevels.id, id)).limit(1);
  return rows.length > 0;
}

export interface NewLicence {
  addressId: number;
  licenceNumber: string;
  issuingAuthority: string;
  rxLevel: number;
  expiresOn: string;
  documentKey: string;
  documentType: string;
  documentName: string;
  documentBytes: number;
  uploadedBy: number;
  renewsId: number | null;
}

export async function insertPendingLicence(tx: DbOrTx, licence: NewLicence): Promise<number> {
  const [row] = await tx
    .insert(addressLicences)
    .values({ ...licence, status: 'pending' })
    .returning({ id: addressLicences.id });
  if (!row) throw new Error('license not inserted');
  return row.id;
}

// ---- expiry warnings (jobs/licence-warnings) ---------------------------------------------------------

export interface ExpiringLicenceRow {
  id: number;
  account_id: number;
  account_name: string;
  account_email: string | null;
  address_label: string;
  licence_number: string;
  rx_level_name: string;
  expires_on: string;
}

/**
 * Verified licences expiring between `today` and `until` that no later licence at the same address
 * for the same level renews (a pending or verified renewal makes the warning moot).
 */
export async function expiringLicences(
  db: DbOrTx,
  today: string,
  until: string,
): Promise<ExpiringLicenceRow[]> {
  return queryRows<ExpiringLicenceRow>(
    db,
    sql`SELECT l.id, a.account_id, ac.account_name, ac.email AS account_email, a.label AS address_label,
               l.licence_number, r.name AS rx_level_name, l.expires_on::text AS expires_on
          FROM address_licences l
          JOIN addresses a ON a.id = l.address_id AND NOT a.deleted
          JOIN accounts ac ON ac.id = a.account_id AND ac.status = 'active'
          JOIN rx_levels r ON r.id = l.rx_level
         WHERE l.status = 'verified'
           AND l.expires_on BETWEEN ${today}::date AND ${until}::date
           AND NOT EXISTS (
             SELECT 1 FROM address_licences n
              WHERE n.address_id = l.address_id AND n.rx_level = l.rx_level AND n.id <> l.id
                AND n.status <> 'rejected' AND n.expires_on > l.expires_on)
         ORDER BY l.expires_on, l.id`,
  );
}

/** Records that `threshold` was warned of; false when it already had been (the mail is not sent again). */
export async function claimWarning(tx: DbOrTx, licenceId: number, threshold: number): Promise<boolean> {
  const rows = await queryRows<{ licence_id: number }>(
    tx,
    sql`INSERT INTO licence_expiry_warnings (licence_id, threshold_days) VALUES (${licenceId}, ${threshold})
        ON CONFLICT DO NOTHING RETURNING licence_id`,
  );
  return rows.length > 0;
}

/** The e-mail addresses of the account's active admins. */
export async function adminEmailsOf(
  db: DbOrTx,
  accountId: number,
): Promise<Array<{ email: string; firstName: string }>> {
  return queryRows(
    db,
    sql`SELECT email, first_name AS "firstName" FROM users
         WHERE account_id = ${accountId} AND is_admin AND is_active ORDER BY id`,
  );
}
