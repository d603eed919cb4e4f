// The account's addresses and their controlled-substance licences (service spec §7 "Payments,
// payment methods, addresses, support": GET /api/myaccount/address/getAll → mappedResults and
// dddShippingCutoffTime, POST upsert, POST delete {id}; service spec §3 and storefront spec §3
// "Address": a list with controlledSubstance entries and expiration, defaultShipping and
// defaultBilling; issue 19 point 3). Any contact of the account may manage them (service spec §2:
// the Addresses page has no gate); an id of another account answers 404.
import { z } from 'zod';
import { LICENCE_STATUSES, LICENCE_WARNING_DAYS, WEEKDAYS } from '@medsupply/domain';
import { ADDRESS_LINE_MAX_LENGTH } from './auth-rules.ts';
import { Id } from './catalog.ts';
import { IsoDayField, PhoneField, UsStateField, UsZipField, optionalText, requiredText } from './fields.ts';

/** A licence as the addresses page shows it (number, issuing state or agency, level, expiry). */
export const Licence = z.object({
  id: z.number().int(),
  addressId: z.number().int(),
  licenceNumber: z.string(),
  /** A state code ('OH') or an agency ('DEA'). */
  issuingAuthority: z.string().nullable(),
  /** The schedule or Rx level it covers (rx_levels.id) and its name ('Schedule III'). */
  rxLevel: z.number().int(),
  rxLevelName: z.string(),
  /** 'YYYY-MM-DD': valid through this day. */
  expiresOn: z.string(),
  status: z.enum(LICENCE_STATUSES),
  /** 'Pending verification', 'Verified', 'Rejected'. */
  statusLabel: z.string(),
  /** Verified and not expired: counts for checkout (service spec §5). */
  coversCheckout: z.boolean(),
  expiry: z.object({
    state: z.enum(['valid', 'expiring', 'expired']),
    daysLeft: z.number().int(),
    /** The warning threshold (60, 30 or 7 days) it is within, else null. */
    threshold: z.number().int().nullable(),
  }),
  /** The badge's words when expiring or expired, else null. */
  notice: z.string().nullable(),
  /** Whether a document was uploaded (GET licenceDocument serves it). */
  hasDocument: z.boolean(),
  documentName: z.string().nullable(),
  /** The licence this one renews, when it is a renewal. */
  renewsId: z.number().int().nullable(),
});
export type Licence = z.infer<typeof Licence>;

export const Address = z.object({
  id: z.number().int(),
  label: z.string(),
  attention: z.string().nullable(),
  addressee: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
  /** Ours: an accounts-payable office or PO box; it takes invoices, never deliveries. */
  billingOnly: z.boolean(),
  /** The ship-to's own delivery weekdays, or null for the account's. */
  deliveryDays: z.array(z.string()).nullable(),
  /** storefront spec §3: the address's controlled-substance licences, newest first. */
  controlledSubstance: z.array(Licence),
});
export type Address = z.infer<typeof Address>;

export const AddressesResponse = z.object({
  mappedResults: z.array(Address),
  /** 'HH:MM' on the store's clock: orders placed before it ship the same business day. */
  dddShippingCutoffTime: z.string(),
});
export type AddressesResponse = z.infer<typeof AddressesResponse>;

const Weekday = z.enum(WEEKDAYS, { message: 'deliveryDays must be weekday names such as Monday' });

/** POST upsert: a new address without `id`, else an edit of one of the account's. US only. */
export const UpsertAddressBody = z.object({
  id: Id.optional(),
  label: requiredText('Label'),
  attention: optionalText('Attention'),
  addressee: requiredText('Addressee', ADDRESS_LINE_MAX_LENGTH),
  line1: requiredText('Address', ADDRESS_LINE_MAX_LENGTH),
  line2: optionalText('Address line 2', ADDRESS_LINE_MAX_LENGTH),
  city: requiredText('City'),
  state: UsStateField,
  zip: UsZipField,
  phone: PhoneField,
  defaultShipping: z.boolean().optional(),
  defaultBilling: z.boolean().optional(),
  billingOnly: z.boolean().optional(),
  deliveryDays: z.array(Weekday).max(7).nullable().optional(),
});
export type UpsertAddressBody = z.infer<typeof UpsertAddressBody>;

export const AddressResponse = z.object({ address: Address });
export type AddressResponse = z.infer<typeof AddressResponse>;

export const DeleteAddressBody = z.object({ id: Id });
export type DeleteAddressBody = z.infer<typeof DeleteAddressBody>;
export const DeleteAddressResponse = z.object({ deleted: z.literal(true) });

/** The largest JSON body of a licence upload: the 5 MB document in base64 and its fields. */
export const LICENCE_UPLOAD_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

/** A document as the browser read it: its name and its bytes in base64. */
export const UploadedDocument = z.object({
  fileName: requiredText('File name', 255),
  data: z
    .string({ message: 'The document is missing.' })
    .max(LICENCE_UPLOAD_BODY_LIMIT, 'The document must be 5 MB or smaller.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The document could not be read. Upload the file again.'),
});

/**
 * POST licence upsert: a new licence at one of the account's addresses, or (with `renewsId`) the
 * renewal of one there. Either way it is 'Pending verification' and covers no checkout until the
 * store's staff verify it; a renewed licence keeps covering until it expires.
 */
export const UpsertLicenceBody = z.object({
  addressId: Id,
  renewsId: Id.optional(),
  licenceNumber: requiredText('License number', 60),
  issuingAuthority: requiredText('Issuing state or agency', 60),
  rxLevel: z.number({ message: 'Choose the schedule or Rx level' }).int().min(1).max(100),
  expiresOn: IsoDayField,
  document: UploadedDocument,
});
export type UpsertLicenceBody = z.infer<typeof UpsertLicenceBody>;

export const LicenceResponse = z.object({ licence: Licence });
export type LicenceResponse = z.infer<typeof LicenceResponse>;

export const LicenceDocumentQuery = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive().max(2_147_483_647),
});

export const ADDRESS_IN_USE_MESSAGE =
  'This address is used by open orders or subscriptions and cannot be deleted. Change them to another address first.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const LICENCE_NOT_FOUND_MESSAGE = 'License not found';
export const LICENCE_PAST_EXPIRY_MESSAGE = 'The expiry date has passed. Upload a current license.';
export const UNKNOWN_RX_LEVEL_MESSAGE = 'Choose a schedule or Rx level from the list.';
export const LICENCE_PENDING_MESSAGE = 'License uploaded. It is pending verification by our staff.';

/** The thresholds, for pages that explain the badge. */
export const LICENCE_WARNING_THRESHOLDS = LICENCE_WARNING_DAYS;
