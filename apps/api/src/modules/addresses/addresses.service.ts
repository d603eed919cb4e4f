// The account's addresses and their controlled-substance licences (service spec §7 address getAll,
// upsert, delete; storefront spec §3 "Address"; issue 19 point 3). Any contact of the account may
// manage them; an id of another account is answered as not found.
//
// A licence a buyer adds or renews comes with its document (PDF, PNG or JPEG, checked by its bytes)
// and is 'Pending verification': it covers no checkout until the store's staff verify it (issue 20),
// and a renewed licence keeps covering until its own expiry. Other modules call:
//   - shipToAddresses(db, accountId): the account's addresses that receive goods (delivery days);
//   - licenceNotices(db, accountId, today): the dashboard's expiring and expired licences.
import {
  DOCUMENT_MALFORMED_MESSAGE,
  LICENCE_STATUS_LABELS,
  checkDocument,
  isoDayIn,
  licenceCoversCheckout,
  licenceExpiry,
  licenceExpiryNotice,
} from '@medsupply/domain';
import {
  ADDRESS_IN_USE_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  LICENCE_NOT_FOUND_MESSAGE,
  LICENCE_PAST_EXPIRY_MESSAGE,
  UNKNOWN_RX_LEVEL_MESSAGE,
  type Address,
  type AddressResponse,
  type AddressesResponse,
  type Licence,
  type LicenceResponse,
  type UpsertAddressBody,
  type UpsertLicenceBody,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as q from './addresses.queries.ts';
import { LicenceDocuments } from './licence-documents.ts';

/** More than this many addresses is refused (nobody runs 500 ship-tos from one account page). */
export const ADDRESSES_MAX = 500;
export const ADDRESSES_LIMIT_MESSAGE = `An account can keep at most ${ADDRESSES_MAX} addresses.`;
export const BILLING_ONLY_DEFAULT_SHIPPING_MESSAGE =
  'A billing-only address receives no deliveries, so it cannot be the default shipping address.';

const addressNotFound = () => refuse('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
const licenceNotFound = () => refuse('LICENCE_NOT_FOUND', LICENCE_NOT_FOUND_MESSAGE);

function toLicence(row: q.LicenceRow, today: string): Licence {
  const expiry = licenceExpiry(row.expiresOn, today);
  return {
    id: row.id,
    addressId: row.addressId,
    licenceNumber: row.licenceNumber,
    issuingAuthority: row.issuingAuthority,
    rxLevel: row.rxLevel,
    rxLevelName: row.rxLevelName,
    expiresOn: row.expiresOn,
    status: row.status,
    statusLabel: LICENCE_STATUS_LABELS[row.status],
    coversCheckout: licenceCoversCheckout(row, today),
    expiry: {
      state: expiry.state,
      daysLeft: expiry.daysLeft,
      threshold: 'threshold' in expiry ? expiry.threshold : null,
    },
    // A pending or rejected licence's badge is its status; only a verified one warns of expiry.
    notice: row.status === 'verified' ? licenceExpiryNotice(row.licenceNumber, expiry) : null,
    hasDocument: row.documentKey !== null,
    documentName: row.documentName,
    renewsId: row.renewsId,
  };
}

function toAddress(row: q.AddressRow, licences: Licence[]): Address {
  return { ...row, controlledSubstance: licences.filter((l) => l.addressId === row.id) };
}

async function withLicences(db: DbOrTx, rows: q.AddressRow[], today: string): Promise<Address[]> {
  const licences = (
    await q.licencesAt(
      db,
      rows.map((r) => r.id),
    )
  ).map((l) => toLicence(l, today));
  return rows.map((row) => toAddress(row, licences));
}

// ---------------------------------------------------------------------------------------------
// For other modules
// ---------------------------------------------------------------------------------------------

/** The account's addresses (not deleted) with their delivery days, default shipping first. */
/** The account's live addresses that receive goods (not the billing-only ones). */
export const shipToAddresses = async (db: DbOrTx, accountId: number) =>
  (await q.addressesOf(db, accountId)).filter((address) => !address.billingOnly);

/** The account's delivery defaults: weekdays and the same-day cut-off. */
export const accountDeliveryDefaults = (db: DbOrTx, accountId: number) => q.cutoffTimeOf(db, accountId);

export interface LicenceNotice {
  licenceId: number;
  addressId: number;
  addressLabel: string;
  licenceNumber: string;
  expiresOn: string;
  state: 'expiring' | 'expired';
  daysLeft: number;
  notice: string;
}

/**
 * The dashboard's notices: verified licences of the account's addresses that are within a warning
 * threshold or expired, unless a later licence at the same address and level renews them.
 */
export async function licenceNotices(db: DbOrTx, accountId: number, now: Date): Promise<LicenceNotice[]> {
  const today = isoDayIn(now);
  const rows = await q.addressesOf(db, accountId);
  const licences = await q.licencesAt(
    db,
    rows.map((r) => r.id),
  );
  const renewed = (l: q.LicenceRow) =>
    licences.some(
      (n) =>
        n.id !== l.id &&
        n.addressId === l.addressId &&
        n.rxLevel === l.rxLevel &&
        n.status !== 'rejected' &&
        n.expiresOn > l.expiresOn,
    );
  const notices: LicenceNotice[] = [];
  for (const l of licences) {
    if (l.status !== 'verified' || renewed(l)) continue;
    const expiry = licenceExpiry(l.expiresOn, today);
    const notice = licenceExpiryNotice(l.licenceNumber, expiry);
    if (expiry.state === 'valid' || notice === null) continue;
    notices.push({
      licenceId: l.id,
      addressId: l.addressId,
      addressLabel: rows.find((r) => r.id === l.addressId)?.label ?? '',
      licenceNumber: l.licenceNumber,
      expiresOn: l.expiresOn,
      state: expiry.state,
      daysLeft: expiry.daysLeft,
      notice,
    });
  }
  return notices.sort((a, b) => a.daysLeft - b.daysLeft);
}

// ---------------------------------------------------------------------------------------------
// The routes' calls
// ---------------------------------------------------------------------------------------------

/** GET getAll: mappedResults with their licences, and the account's dddShippingCutoffTime. */
export async function getAll(db: Db, buyer: Buyer, now: Date): Promise<AddressesResponse> {
  const rows = await q.addressesOf(db, buyer.account.id);
  const defaults = await q.cutoffTimeOf(db, buyer.account.id);
  return {
    mappedResults: await withLicences(db, rows, isoDayIn(now)),
    dddShippingCutoffTime: defaults?.cutoff ?? '14:00',
  };
}

/** POST upsert: a new address, or an edit of one of the account's; one default of each kind. */
export async function upsert(
  db: Db,
  buyer: Buyer,
  input: UpsertAddressBody,
  now: Date,
): Promise<AddressResponse> {
  const accountId = buyer.account.id;
  const id = await db.transaction(async (tx) => {
    await q.lockAccountAddresses(tx, accountId);
    const existing = input.id === undefined ? null : await q.addressOf(tx, accountId, input.id);
    if (input.id !== undefined && !existing) throw addressNotFound();
    const fields: q.AddressFields = {
      label: input.label,
      attention: input.attention ?? null,
      addressee: input.addressee,
      line1: input.line1,
      line2: input.line2 ?? null,
      city: input.city,
      state: input.state,
      zip: input.zip,
      phone: input.phone ?? null,
      // Unchanged unless given; the account's first address is its default of both kinds.
      defaultShipping: input.defaultShipping ?? existing?.defaultShipping ?? false,
      defaultBilling: input.defaultBilling ?? existing?.defaultBilling ?? false,
      billingOnly: input.billingOnly ?? existing?.billingOnly ?? false,
      deliveryDays: input.deliveryDays === undefined ? (existing?.deliveryDays ?? null) : input.deliveryDays,
    };
    // Goods never go to a billing-only address, so it cannot be the default ship-to.
    if (fields.billingOnly && fields.defaultShipping) {
      throw refuse('VALIDATION', BILLING_ONLY_DEFAULT_SHIPPING_MESSAGE);
    }
    let saved: number;
    if (existing) {
      saved = existing.id;
      await q.updateAddress(tx, accountId, saved, fields);
    } else {
      const count = await q.countLive(tx, accountId);
      if (count >= ADDRESSES_MAX) throw refuse('ADDRESSES_LIMIT', ADDRESSES_LIMIT_MESSAGE);
      if (count === 0) {
        fields.defaultShipping = input.defaultShipping ?? !fields.billingOnly;
        fields.defaultBilling = input.defaultBilling ?? true;
      }
      saved = await q.insertAddress(tx, accountId, fields);
    }
    if (fields.defaultShipping) await q.clearOtherDefaults(tx, accountId, saved, 'defaultShipping');
    if (fields.defaultBilling) await q.clearOtherDefaults(tx, accountId, saved, 'defaultBilling');
    return saved;
  });
  const row = await q.addressOf(db, accountId, id);
  if (!row) throw addressNotFound();
  const [address] = await withLicences(db, [row], isoDayIn(now));
  if (!address) throw addressNotFound();
  return { address };
}

/**
 * POST delete {id}: hides the address. Refused while open orders or active subscriptions ship or
 * bill to it (issue 19 point 3); orders that are finished keep pointing at the hidden row.
 */
export async function remove(db: Db, buyer: Buyer, id: number): Promise<{ deleted: true }> {
  const accountId = buyer.account.id;
  return db.transaction(async (tx) => {
    await q.lockAccountAddresses(tx, accountId);
    if (!(await q.addressOf(tx, accountId, id))) throw addressNotFound();
    const uses = await q.usesOf(tx, accountId, id);
    if (uses.openOrders > 0 || uses.subscriptions > 0) throw refuse('ADDRESS_IN_USE', ADDRESS_IN_USE_MESSAGE);
    if (!(await q.markDeleted(tx, accountId, id))) throw addressNotFound();
    return { deleted: true as const };
  });
}

/** The uploaded bytes of a base64 string the contract has checked for its alphabet. */
function decodeDocument(data: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  // Node skips what it cannot decode; a string that does not round-trip was not whole base64.
  if (bytes.toString('base64').replace(/=+$/, '') !== data.replace(/=+$/, '')) {
    throw refuse('DOCUMENT_INVALID', DOCUMENT_MALFORMED_MESSAGE);
  }
  return bytes;
}

/**
 * POST licence upsert: a new licence at one of the account's addresses, or the renewal of one
 * there, with its document. Pending verification either way.
 */
export async function upsertLicence(
  db: Db,
  documents: LicenceDocuments,
  buyer: Buyer,
  input: UpsertLicenceBody,
  now: Date,
): Promise<LicenceResponse> {
  const accountId = buyer.account.id;
  const today = isoDayIn(now);
  const address = await q.addressOf(db, accountId, input.addressId);
  if (!address) throw addressNotFound();
  if (input.renewsId !== undefined) {
    const renewed = await q.licenceOf(db, accountId, input.renewsId);
    if (renewed?.addressId !== address.id) throw licenceNotFound();
  }
  if (!(await q.rxLevelExists(db, input.rxLevel))) throw refuse('LICENCE_INVALID', UNKNOWN_RX_LEVEL_MESSAGE);
  if (input.expiresOn < today) throw refuse('LICENCE_INVALID', LICENCE_PAST_EXPIRY_MESSAGE);
  const bytes = decodeDocument(input.document.data);
  const checked = checkDocument(bytes);
  if (!checked.ok) throw refuse('DOCUMENT_INVALID', checked.message);

  const key = await documents.save(bytes, checked.type);
  let id: number;
  try {
    id = await q.insertPendingLicence(db, {
      addressId: address.id,
      licenceNumber: input.licenceNumber,
      issuingAuthority: input.issuingAuthority,
      rxLevel: input.rxLevel,
      expiresOn: input.expiresOn,
      documentKey: key,
      documentType: checked.type,
      documentName: input.document.fileName,
      documentBytes: bytes.length,
      uploadedBy: buyer.user.id,
      renewsId: input.renewsId ?? null,
    });
  } catch (error) {
    await documents.discard(key);
    throw error;
  }
  const row = await q.licenceOf(db, accountId, id);
  if (!row) throw licenceNotFound();
  return { licence: toLicence(row, today) };
}

/** The licence documents' files, for the back office that reads any account's (issue 20). */
export const licenceDocumentStore = (dataDir: string): LicenceDocuments => new LicenceDocuments(dataDir);

export interface LicenceDocument {
  bytes: Buffer;
  type: string;
  fileName: string;
}

/** GET licence document: the file of one of the account's licences. */
export async function licenceDocument(
  db: Db,
  documents: LicenceDocuments,
  buyer: Buyer,
  id: number,
): Promise<LicenceDocument> {
  const row = await q.licenceOf(db, buyer.account.id, id);
  if (!row?.documentKey || !row.documentType) throw licenceNotFound();
  return {
    bytes: await documents.read(row.documentKey),
    type: row.documentType,
    fileName: row.documentName ?? 'license',
  };
}
