// The back office's calls (issue 20, docs/decisions/0027-back-office.md): staff sign-in, the audit
// log, the open orders queue, an order with its lines, shipping a fulfilment, marking it delivered
// and receiving stock. Staff see prices; money is in dollars, marked as everywhere (ADR 0019).
import { z } from 'zod';
import { ORDER_STATUSES, PARCEL_CARRIERS } from '@medsupply/domain';
import { Id } from './catalog.ts';
import { OrderLine } from './checkout.ts';
import { ShippedLot } from './orders.ts';
import { IsoDayField, optionalText, requiredText } from './fields.ts';
import { Money } from './money.ts';
import { paginated, paginateQuery } from './pagination.ts';

/** `:id` of a back-office path. */
export const AdminIdParams = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number')
    .max(2_147_483_647, 'id is too large'),
});
export type AdminIdParams = z.infer<typeof AdminIdParams>;

export const StaffLoginBody = z.object({
  username: requiredText('Username', 100),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffMember = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** packages/domain STAFF_ROLES. */
  roles: z.array(z.string()),
  /** The areas the roles open (domain staffAreasOf): what the back office shows. */
  areas: z.array(z.string()),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSessionResponse = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  staff: StaffMember,
});
export type StaffSessionResponse = z.infer<typeof StaffSessionResponse>;

export const StaffMeResponse = z.object({ staff: StaffMember });
export type StaffMeResponse = z.infer<typeof StaffMeResponse>;

export const StaffLogoutResponse = z.object({ success: z.literal(true) });

const optionalId = z.coerce
  .number({ message: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be a positive number')
  .max(2_147_483_647, 'id is too large')
  .optional();

export const AuditQuery = paginateQuery(25).extend({
  staffId: optionalId,
  action: z.string().trim().max(60).optional(),
  entityType: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(60).optional(),
  from: IsoDayField.optional(),
  to: IsoDayField.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  staffId: Id,
  staffName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = paginated(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

/** The queue's filter: 'open' (anything left to ship, the default) or one order status. */
export const ADMIN_ORDER_FILTERS = ['open', ...ORDER_STATUSES] as const;

export const AdminOrdersQuery = paginateQuery(25).extend({
  status: z.enum(ADMIN_ORDER_FILTERS, { message: 'Unknown order status' }).default('open'),
  /** An order number, PO number, account name or account number (part of it). */
  q: z.string().trim().max(100).optional(),
  accountId: optionalId,
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrderSummary = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  orderDate: z.iso.datetime(),
  shipDate: z.string().nullable(),
  account: z.object({ id: Id, name: z.string(), number: z.string() }),
  poNumber: z.string().nullable(),
  paymentType: z.string(),
  total: Money.optional(),
  /** Units committed and not yet shipped. */
  quantityToShip: z.number().int(),
  /** Units waiting for stock. */
  quantityBackordered: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrdersPage = paginated(AdminOrderSummary);
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;

/** An order's line as the buyer's order details show it, with what is left to ship. */
/**
 * A lot of the line's item with units on hand, as the ship form offers it (issue 34): the form
 * leaves out the ones that may not ship on the chosen day (`lotShippable`) and shows the
 * first-expiring-first default (`pickLots`) the API would pick.
 */
export const AdminShipLot = z.object({
  id: Id,
  lotNumber: z.string(),
  /** YYYY-MM-DD. */
  expiresOn: z.string(),
  /** Stock units on hand (quarantined units left out: they never ship). */
  quantityOnHand: z.number().int(),
  /** A recall stopped its sale. */
  saleStopped: z.boolean(),
});
export type AdminShipLot = z.infer<typeof AdminShipLot>;

export const AdminOrderLine = OrderLine.extend({
  /** Committed (ordered − cancelled − backordered) and not yet shipped. */
  quantityToShip: z.number().int(),
  /** The item's stock is held as lots: shipping draws from them (ADR 0049). */
  carriesLots: z.boolean(),
  /** Stock units (lot units) in one of the line's unit (a Box of 100: 100). */
  conversionRate: z.number(),
  /** The item's lots with units on hand, first-expiring first (empty when it carries none). */
  lots: z.array(AdminShipLot),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

export const AdminFulfillment = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  lines: z.array(z.object({ salesOrderLineId: Id, quantity: z.number().int(), lots: z.array(ShippedLot) })),
});
export type AdminFulfillment = z.infer<typeof AdminFulfillment>;

export const AdminInvoiceSummary = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  invoiceDate: z.iso.datetime(),
  dueDate: z.string(),
  total: Money.optional(),
  amountDue: Money.optional(),
});
export type AdminInvoiceSummary = z.infer<typeof AdminInvoiceSummary>;

export const AdminOrderDetails = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  approvalStatus: z.string(),
  orderDate: z.iso.datetime(),
  shipDate: z.string().nullable(),
  shippingMethod: z.string(),
  poNumber: z.string().nullable(),
  paymentType: z.string(),
  account: z.object({ id: Id, name: z.string(), number: z.string(), terms: z.string().nullable() }),
  shipAddress: z.object({
    addressee: z.string(),
    line1: z.string(),
    line2: z.string().nullable().optional(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  subtotal: Money.optional(),
  shipping: Money.optional(),
  tax: Money.optional(),
  total: Money.optional(),
  lines: z.array(AdminOrderLine),
  fulfillments: z.array(AdminFulfillment),
  invoices: z.array(AdminInvoiceSummary),
});
export type AdminOrderDetails = z.infer<typeof AdminOrderDetails>;

const unitsField = z
  .number({ message: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .positive('quantity must be 1 or more')
  .max(1_000_000, 'quantity is too large');

export const LotPickInput = z.object({ lotId: Id, quantity: unitsField });
export type LotPickInput = z.infer<typeof LotPickInput>;

export const ShipOrderBody = z.object({
  carrier: z.enum(PARCEL_CARRIERS, { message: 'Choose a carrier: UPS, FedEx or USPS' }),
  trackingNumber: requiredText('Tracking number', 40).regex(
    /^[A-Za-z0-9-]+$/,
    'A tracking number has letters, digits and hyphens only',
  ),
  shipDate: IsoDayField,
  lines: z
    .array(
      z.object({
        lineId: Id,
        quantity: z
          .number({ message: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .positive('quantity must be 1 or more')
          .max(1_000_000, 'quantity is too large'),
        /**
         * Staff's choice of lots for a line whose item carries lots, in stock units adding up to the
         * line's; left out, the store picks first-expiring-first (ADR 0049).
         */
        lots: z.array(LotPickInput).max(20, 'At most 20 lots on one line').optional(),
      }),
    )
    .min(1, 'Choose at least one line to ship')
    .max(500, 'At most 500 lines in one fulfillment'),
});
export type ShipOrderBody = z.infer<typeof ShipOrderBody>;

export const ShipOrderResponse = z.object({
  fulfillment: AdminFulfillment,
  /** The invoice of a terms order's shipment; null for card and ACH orders. */
  invoice: AdminInvoiceSummary.nullable(),
  order: AdminOrderDetails,
});
export type ShipOrderResponse = z.infer<typeof ShipOrderResponse>;

export const DeliverBody = z.object({
  /** When it was delivered; now when left out. */
  deliveredAt: z.iso.datetime({ message: 'deliveredAt must be a date and time' }).optional(),
  location: optionalText('Location', 100),
});
export type DeliverBody = z.infer<typeof DeliverBody>;

export const DeliverResponse = z.object({ fulfillment: AdminFulfillment });
export type DeliverResponse = z.infer<typeof DeliverResponse>;

export const ReceiveStockBody = z.object({
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .positive('quantity must be 1 or more')
    .max(1_000_000, 'quantity is too large'),
  note: optionalText('Note', 200),
  /**
   * For an item that carries lots: each lot received, adding up to `quantity` (issue 34). The
   * expiry is a calendar day after today; a lot number already in stock keeps its expiry.
   */
  lots: z
    .array(
      z.object({
        lotNumber: z
          .string()
          .trim()
          .min(1, 'Enter the lot number')
          .max(40, 'A lot number has at most 40 characters'),
        expiresOn: IsoDayField,
        quantity: unitsField,
      }),
    )
    .max(50, 'At most 50 lots in one receipt')
    .optional(),
});
export type ReceiveStockBody = z.infer<typeof ReceiveStockBody>;

export const ReceiveStockResponse = z.object({
  receiptId: z.string(),
  itemId: Id,
  quantityReceived: z.number().int(),
  quantityAvailable: z.number().int(),
  /** The lots received (empty for an item that does not carry lots). */
  lots: z.array(
    z.object({ lotId: Id, lotNumber: z.string(), expiresOn: z.string(), quantity: z.number().int() }),
  ),
  /** Backordered lines the receipt covered, oldest order first. */
  backordersFilled: z.array(
    z.object({ salesOrderId: Id, tranId: z.string(), salesOrderLineId: Id, quantity: z.number().int() }),
  ),
});
export type ReceiveStockResponse = z.infer<typeof ReceiveStockResponse>;

// ---------------------------------------------------------------------------------------------
// Customers: access requests (issue 20 point 5) and licence verification (compliance)
// ---------------------------------------------------------------------------------------------

export const ACCESS_REQUEST_STATUSES = ['new', 'approved', 'declined'] as const;

export const AccessRequestsQuery = paginateQuery(25).extend({
  status: z.enum(ACCESS_REQUEST_STATUSES, { message: 'Unknown status' }).default('new'),
});
export type AccessRequestsQuery = z.infer<typeof AccessRequestsQuery>;

export const AdminAccessRequest = z.object({
  id: Id,
  company: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminAccessRequest = z.infer<typeof AdminAccessRequest>;

export const AccessRequestsPage = paginated(AdminAccessRequest);
export type AccessRequestsPage = z.infer<typeof AccessRequestsPage>;

export const ApproveAccessBody = z.object({
  /** The account's name; the request's company when left out. */
  accountName: optionalText('Account name', 120),
});
export type ApproveAccessBody = z.infer<typeof ApproveAccessBody>;

export const ApproveAccessResponse = z.object({
  request: AdminAccessRequest,
  account: z.object({ id: Id, accountNumber: z.string(), accountName: z.string() }),
  contact: z.object({ id: Id, username: z.string() }),
});
export type ApproveAccessResponse = z.infer<typeof ApproveAccessResponse>;

export const DeclineBody = z.object({
  reason: requiredText('Reason', 500),
});
export type DeclineBody = z.infer<typeof DeclineBody>;

export const DeclineAccessResponse = z.object({ request: AdminAccessRequest });

export const LICENCE_STATUSES = ['pending', 'verified', 'rejected'] as const;

export const LicencesQuery = paginateQuery(25).extend({
  status: z.enum(LICENCE_STATUSES, { message: 'Unknown status' }).default('pending'),
});
export type LicencesQuery = z.infer<typeof LicencesQuery>;

export const AdminLicence = z.object({
  id: Id,
  status: z.string(),
  rxLevel: z.number().int(),
  licenceNumber: z.string(),
  issuingAuthority: z.string().nullable(),
  expiresOn: z.string(),
  hasDocument: z.boolean(),
  address: z.object({ id: Id, label: z.string(), line1: z.string(), city: z.string(), state: z.string() }),
  account: z.object({ id: Id, name: z.string(), number: z.string() }),
  createdAt: z.iso.datetime(),
});
export type AdminLicence = z.infer<typeof AdminLicence>;

export const LicencesPage = paginated(AdminLicence);
export type LicencesPage = z.infer<typeof LicencesPage>;

export const VerifyLicenceBody = z.object({
  /** The expiry read on the document (it may correct the one the buyer typed). */
  expiresOn: IsoDayField,
});
export type VerifyLicenceBody = z.infer<typeof VerifyLicenceBody>;

export const LicenceDecisionResponse = z.object({ licence: AdminLicence });
export type LicenceDecisionResponse = z.infer<typeof LicenceDecisionResponse>;

/** An account applied for on the storefront (createAccount), waiting for the store's approval. */
export const AdminRegistration = z.object({
  accountId: Id,
  accountNumber: z.string(),
  accountName: z.string(),
  businessType: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  contact: z.object({ id: Id, username: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminRegistration = z.infer<typeof AdminRegistration>;

export const RegistrationsQuery = paginateQuery(25);
export type RegistrationsQuery = z.infer<typeof RegistrationsQuery>;

export const RegistrationsPage = paginated(AdminRegistration);
export type RegistrationsPage = z.infer<typeof RegistrationsPage>;

export const RegistrationDecisionResponse = z.object({ registration: AdminRegistration });
export type RegistrationDecisionResponse = z.infer<typeof RegistrationDecisionResponse>;
