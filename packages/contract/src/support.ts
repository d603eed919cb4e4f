// Support (issue 19 point 7; service spec §7 POST /api/myaccount/contact/submitIssue, GET
// /api/informational/getcovidlist; service spec §8 'Issue successfully submitted' / 'Could not
// submit issue'), and product lookup (issue 19 point 8).
import { z } from 'zod';
import { Id, ProductCard } from './catalog.ts';
import { EmailField, optionalText, requiredText } from './fields.ts';

export const SUPPORT_ISSUE_CATEGORIES = [
  'Order',
  'Delivery',
  'Invoice or payment',
  'Product',
  'Account',
  'Website',
  'Other',
] as const;

export const supportMessages = {
  // service spec §8.
  submitted: 'Issue successfully submitted',
  failed: 'Could not submit issue',
  contactRequired: 'Name and e-mail are required when you are not logged in',
} as const;

export const ISSUE_MESSAGE_MAX = 5000;

/**
 * The issue form of /contactus and /beta/issue. Signed in, the issue is the contact's (name and
 * e-mail from the login); a visitor gives a name and an e-mail.
 */
export const SubmitIssueBody = z.object({
  subject: requiredText('Subject', 200),
  category: z.enum(SUPPORT_ISSUE_CATEGORIES, { message: 'Choose a category' }),
  orderNumber: optionalText('Order number', 40),
  invoiceNumber: optionalText('Invoice number', 40),
  message: requiredText('Message', ISSUE_MESSAGE_MAX),
  name: optionalText('Name'),
  email: EmailField.nullable().optional(),
  /** The page the form was sent from (for support's context). */
  pageUrl: optionalText('Page', 500),
});
export type SubmitIssueBody = z.infer<typeof SubmitIssueBody>;

export const SubmitIssueResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** What to quote to support ('SI-000042'). */
  reference: z.string(),
});
export type SubmitIssueResponse = z.infer<typeof SubmitIssueResponse>;

/** An issue as its account's contacts see it again (the reference the mail gave them). */
export const SupportIssue = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.string(),
  category: z.string().nullable(),
  orderNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SupportIssue = z.infer<typeof SupportIssue>;

export const SupportIssuesResponse = z.object({ issues: z.array(SupportIssue) });
export type SupportIssuesResponse = z.infer<typeof SupportIssuesResponse>;

export const SupportIssueQuery = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive().max(2_147_483_647),
});
export const SupportIssueResponse = z.object({ issue: SupportIssue });
export type SupportIssueResponse = z.infer<typeof SupportIssueResponse>;

/** How many of its latest issues an account is shown. */
export const SUPPORT_ISSUES_SHOWN = 50;

/** The infection-control list page: a content-managed list of items. */
export const CovidListResponse = z.object({
  title: z.string(),
  description: z.string(),
  items: z.array(ProductCard),
});
export type CovidListResponse = z.infer<typeof CovidListResponse>;

// ---- product lookup (/productLookup) --------------------------------------------------------------

/** How many numbers one lookup takes. */
export const LOOKUP_MAX_NUMBERS = 100;

/** Item numbers, MPNs or manufacturer part numbers; blank entries are ignored, repeats answered once. */
export const ProductLookupBody = z.object({
  numbers: z
    .array(z.string().max(100, 'A number must be at most 100 characters'))
    .min(1, 'Enter at least one item number')
    .max(LOOKUP_MAX_NUMBERS, `Enter at most ${LOOKUP_MAX_NUMBERS} numbers at a time`),
});
export type ProductLookupBody = z.infer<typeof ProductLookupBody>;

export const ProductLookupLine = z.object({
  /** The number as entered (trimmed). */
  query: z.string(),
  /** What it matched: the item number, the MPN, or nothing. */
  matchedBy: z.enum(['itemName', 'mpn']).nullable(),
  item: ProductCard.nullable(),
  /** Whether this account may buy it (the buy rule); false when not found. */
  mayBuy: z.boolean(),
  /** Why not, in the words the store uses ('Item not found', the licence message, …); null when it may. */
  reason: z.string().nullable(),
  reasonCode: z.string().nullable(),
});
export type ProductLookupLine = z.infer<typeof ProductLookupLine>;

export const ProductLookupResponse = z.object({ results: z.array(ProductLookupLine) });
export type ProductLookupResponse = z.infer<typeof ProductLookupResponse>;

export const LOOKUP_NOT_FOUND_MESSAGE = 'No item has this number';

export const ItemIdsContent = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  itemIds: z.array(Id),
});

/** The list page's title when the content entry gives none. */
export const INFECTION_CONTROL_TITLE = 'Infection control supplies';
