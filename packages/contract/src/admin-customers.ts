// The back office's customer accounts and site content (issue 20 points 5 and 6,
// docs/decisions/0029-admin-customers-and-content.md): accounts searched and read with their
// contacts, addresses and licences, orders, invoices and payments; terms, credit limit, price level
// and parent link edited; the website's entries and content pages edited as drafts, previewed and
// published. Staff see prices; money is in dollars, marked as everywhere (ADR 0019).
import { z } from 'zod';
import { termsDays } from '@medsupply/domain';
import { Id } from './catalog.ts';
import { ContentPageResponse, WebsiteResponse } from './content.ts';
import { Money, isWholeCents } from './money.ts';
import { paginated, paginateQuery } from './pagination.ts';

export const ACCOUNT_STATUSES = ['active', 'pending_approval', 'inactive'] as const;

export const AdminCustomersQuery = paginateQuery(25).extend({
  /** Part of an account's name or number, or of one of its contacts' name, username or e-mail. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(ACCOUNT_STATUSES, { message: 'Unknown account status' }).optional(),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

export const AdminCustomerSummary = z.object({
  id: Id,
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.string(),
  priceLevel: z.string(),
  terms: z.string().nullable(),
  creditLimit: Money.optional(),
  availableBalance: Money.optional(),
  parent: z.object({ id: Id, accountNumber: z.string(), accountName: z.string() }).nullable(),
  childCount: z.number().int(),
  contactCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummary>;

export const AdminCustomersPage = paginated(AdminCustomerSummary);
export type AdminCustomersPage = z.infer<typeof AdminCustomersPage>;

const AccountLink = z.object({ id: Id, accountNumber: z.string(), accountName: z.string() });

export const AdminCustomerContact = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** False while an invited contact has not chosen a password yet. */
  hasPassword: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type AdminCustomerContact = z.infer<typeof AdminCustomerContact>;

export const AdminCustomerLicence = z.object({
  id: Id,
  rxLevel: z.number().int(),
  licenceNumber: z.string(),
  issuingAuthority: z.string().nullable(),
  expiresOn: z.string(),
  status: z.string(),
  hasDocument: z.boolean(),
});
export type AdminCustomerLicence = z.infer<typeof AdminCustomerLicence>;

export const AdminCustomerAddress = z.object({
  id: Id,
  label: z.string(),
  addressee: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
  licences: z.array(AdminCustomerLicence),
});
export type AdminCustomerAddress = z.infer<typeof AdminCustomerAddress>;

export const AdminCustomerOrder = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  orderDate: z.iso.datetime(),
  poNumber: z.string().nullable(),
  paymentType: z.string(),
  total: Money.optional(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

export const AdminCustomerInvoice = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  invoiceDate: z.iso.datetime(),
  dueDate: z.string(),
  total: Money.optional(),
  amountDue: Money.optional(),
});
export type AdminCustomerInvoice = z.infer<typeof AdminCustomerInvoice>;

export const AdminCustomerPayment = z.object({
  id: Id,
  tranId: z.string(),
  method: z.string(),
  status: z.string(),
  paidAt: z.iso.datetime(),
  amount: Money.optional(),
  unapplied: Money.optional(),
  memo: z.string().nullable(),
});
export type AdminCustomerPayment = z.infer<typeof AdminCustomerPayment>;

export const PriceLevelOption = z.object({ id: Id, name: z.string() });
export type PriceLevelOption = z.infer<typeof PriceLevelOption>;

export const AdminCustomerDetails = z.object({
  id: Id,
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.string(),
  businessType: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  priceLevel: PriceLevelOption,
  /** null: the account buys by card or ACH only. */
  terms: z.string().nullable(),
  creditLimit: Money.optional(),
  availableBalance: Money.optional(),
  rxLevels: z.array(z.number().int()),
  parent: AccountLink.nullable(),
  children: z.array(AccountLink),
  contacts: z.array(AdminCustomerContact),
  addresses: z.array(AdminCustomerAddress),
  /** The newest ten of each. */
  recentOrders: z.array(AdminCustomerOrder),
  recentInvoices: z.array(AdminCustomerInvoice),
  recentPayments: z.array(AdminCustomerPayment),
  /** The levels the edit form offers. */
  priceLevels: z.array(PriceLevelOption),
  createdAt: z.iso.datetime(),
});
export type AdminCustomerDetails = z.infer<typeof AdminCustomerDetails>;

const TERMS_MESSAGE = "Terms must be 'Net N' (e.g. Net 30) or 'Due on receipt'";

/**
 * PATCH /api/admin/customers/:id: only the fields sent change. `terms: null` takes the account off
 * terms; `parentId: null` makes it a parent (or standalone) account again.
 */
export const UpdateCustomerBody = z
  .object({
    terms: z
      .string()
      .trim()
      .max(40, TERMS_MESSAGE)
      .refine((v) => termsDays(v) !== null, TERMS_MESSAGE)
      .nullable()
      .optional(),
    creditLimit: z
      .number({ message: 'Credit limit must be a number' })
      .min(0, 'Credit limit cannot be negative')
      .max(10_000_000, 'Credit limit must be at most $10,000,000')
      .refine(isWholeCents, 'Credit limit has at most two decimals')
      .optional(),
    priceLevelId: Id.optional(),
    parentId: Id.nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type UpdateCustomerBody = z.infer<typeof UpdateCustomerBody>;

export const UpdateCustomerResponse = z.object({ customer: AdminCustomerDetails });
export type UpdateCustomerResponse = z.infer<typeof UpdateCustomerResponse>;

// ---- Content ----

/** The kinds the back office edits: one entry of each website kind, and pages by path. */
export const ADMIN_CONTENT_KINDS = [
  'alertBanner',
  'navBar',
  'mainNavigation',
  'mainNavigationDropdown',
  'homePage',
  'footer',
  'page',
] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];

export const ContentKindField = z.enum(ADMIN_CONTENT_KINDS, { message: 'Unknown content kind' });

export const AdminContentSummary = z.object({
  id: Id,
  kind: z.string(),
  /** Pages only. */
  path: z.string().nullable(),
  title: z.string(),
  /** Served on the storefront (a page created and not yet published is not). */
  published: z.boolean(),
  /** A saved change not published yet. */
  hasDraft: z.boolean(),
  updatedAt: z.iso.datetime(),
  draftUpdatedAt: z.iso.datetime().nullable(),
});
export type AdminContentSummary = z.infer<typeof AdminContentSummary>;

export const AdminContentList = z.object({ entries: z.array(AdminContentSummary) });
export type AdminContentList = z.infer<typeof AdminContentList>;

const ContentVersion = z.object({ title: z.string(), data: z.record(z.string(), z.unknown()) });

export const AdminContentEntry = AdminContentSummary.extend({
  /** What the storefront serves now (null for an entry never published). */
  live: ContentVersion.nullable(),
  /** The saved, unpublished change. */
  draft: ContentVersion.nullable(),
});
export type AdminContentEntry = z.infer<typeof AdminContentEntry>;

export const ContentPathField = z
  .string({ message: 'Path is required' })
  .trim()
  .max(200, 'Path must be at most 200 characters')
  .regex(
    /^\/[a-z0-9][a-z0-9/_-]*$/,
    "Path must be a site path such as '/about' (lower-case letters, digits, - _ /)",
  )
  .transform((v) => v.replace(/\/+$/, ''));

const ContentTitle = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');

const ContentData = z.record(z.string(), z.unknown(), { message: 'data must be an object' });

/** POST /api/admin/content: a new entry, stored as a draft (a page with its path). */
export const CreateContentBody = z
  .object({
    kind: ContentKindField,
    path: ContentPathField.optional(),
    title: ContentTitle,
    data: ContentData,
  })
  .strict()
  .refine((b) => (b.kind === 'page') === (b.path !== undefined), {
    message: 'A page needs a path; other kinds have none',
    path: ['path'],
  });
export type CreateContentBody = z.infer<typeof CreateContentBody>;

/** PUT /api/admin/content/:id/draft: the entry's draft (checked against its kind's shape). */
export const SaveContentDraftBody = z.object({ title: ContentTitle, data: ContentData }).strict();
export type SaveContentDraftBody = z.infer<typeof SaveContentDraftBody>;

export const AdminContentEntryResponse = z.object({ entry: AdminContentEntry });
export type AdminContentEntryResponse = z.infer<typeof AdminContentEntryResponse>;

/**
 * GET /api/admin/content/:id/preview: the storefront's content as it would be served with this
 * entry's draft published (the live version when there is no draft): the website call's answer,
 * and for a page the page call's answer.
 */
export const ContentPreviewResponse = z.object({
  website: WebsiteResponse,
  page: ContentPageResponse.nullable(),
});
export type ContentPreviewResponse = z.infer<typeof ContentPreviewResponse>;
