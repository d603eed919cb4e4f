// Billing calls (service spec §2, §3, §4, §7 "Account and transactions" and "Payments", §9; issue 18):
// invoices, payments, credit memos, statements, the credit a payment may use, createPayment and
// generatePDF. Money is decimal dollars on the wire, marked with `Money` so the API removes it for a
// caller without isPriceVisible (service spec §6). Days are ISO days ('2026-03-01') in the store's
// calendar; instants are ISO 8601.
import { z } from 'zod';
import { OPEN_INVOICE_LIMIT, isIsoDay } from '@medsupply/domain';
import { Id } from './catalog.ts';
import { Money, isWholeCents } from './money.ts';
import { Shipment } from './orders.ts';
import { MAX_PAGE_SIZE, limitParam, pageParam, paginated } from './pagination.ts';

const IsoDay = z
  .string({ message: 'must be a day written YYYY-MM-DD' })
  .refine((value) => isIsoDay(value), 'must be a day written YYYY-MM-DD');

const BoolText = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((value) => value === 'true');

const Search = z.string().trim().max(100, 'search must be at most 100 characters').optional();

/** `?page=&limit=` with the open-invoice fetch's limit of 10000 allowed (service spec §9). */
const pageParams = (maxLimit: number) => ({
  page: pageParam(),
  limit: limitParam(maxLimit),
  fromDate: IsoDay.optional(),
  toDate: IsoDay.optional(),
  search: Search,
  /** By date: 'asc' oldest first (the open-invoice fetch), 'desc' newest first (the default). */
  orderBy: z.enum(['asc', 'desc'], { message: 'orderBy must be asc or desc' }).default('desc'),
});

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

export const INVOICE_STATUS_FILTERS = ['open', 'paid', 'all'] as const;

/**
 * GET invoices/paginate: 10 a page; `status.value` open (amount due), paid (paid in full) or all;
 * the open-invoice fetch is `limit=10000&status.value=open&orderBy=asc` (service spec §7).
 */
export const InvoicesQuery = z.object({
  ...pageParams(OPEN_INVOICE_LIMIT),
  'status.value': z
    .enum(INVOICE_STATUS_FILTERS, { message: 'status.value must be open, paid or all' })
    .default('all'),
});
export type InvoicesQuery = z.infer<typeof InvoicesQuery>;

export const DocumentRef = z.object({ id: Id, tranId: z.string() });

export const InvoiceSummary = z.object({
  id: Id,
  /** 'INV-100231'. */
  tranId: z.string(),
  /** 'Open' or 'Paid In Full'. */
  status: z.string(),
  /** The invoice's day. */
  date: z.string(),
  dueDate: z.string(),
  /** Days past the due date today (0 when not yet due or paid). */
  daysOverdue: z.number().int(),
  poNumber: z.string().nullable(),
  salesOrder: DocumentRef.nullable(),
  total: Money.optional(),
  amountDue: Money.optional(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoicesResponse = paginated(InvoiceSummary);
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

/** `?id=` of a byId call. */
export const ByIdQuery = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).pipe(Id),
});

export const BillingAddress = z.object({
  addressee: z.string(),
  attention: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const InvoiceLine = z.object({
  itemId: Id,
  /** The item number (the spec's itemName). */
  itemName: z.string(),
  displayName: z.string(),
  urlComponent: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int(),
  /** Price of one of that unit. */
  rate: Money.optional(),
  amount: Money.optional(),
});

/** A payment or a credit memo applied to an invoice. */
export const AppliedTransaction = z.object({
  kind: z.enum(['payment', 'credit-memo']),
  id: Id,
  tranId: z.string(),
  date: z.string(),
  amount: Money.optional(),
});

export const InvoiceDetails = InvoiceSummary.extend({
  terms: z.string().nullable(),
  billAddress: BillingAddress,
  shipAddress: BillingAddress.nullable(),
  shippingMethod: z.string().nullable(),
  lines: z.array(InvoiceLine),
  // The shipments of the order it bills (their lines are on the order).
  shipments: z.array(Shipment.omit({ lines: true })),
  applied: z.array(AppliedTransaction),
  subtotal: Money.optional(),
  shipping: Money.optional(),
  tax: Money.optional(),
  /** Σ applied. */
  amountPaid: Money.optional(),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetails>;
export const InvoiceDetailsResponse = z.object({ invoice: InvoiceDetails });
export type InvoiceDetailsResponse = z.infer<typeof InvoiceDetailsResponse>;

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const PaymentsQuery = z.object(pageParams(MAX_PAGE_SIZE));
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

export const PaymentSummary = z.object({
  id: Id,
  /** 'PAY-100088'. */
  tranId: z.string(),
  date: z.string(),
  status: z.string(),
  /** 'Visa ending in 4242', 'Bank account ending in 6789', 'Check'. */
  methodLabel: z.string(),
  memo: z.string().nullable(),
  amount: Money.optional(),
  convenienceFee: Money.optional(),
  /** What the payment has not applied to any invoice (the spec's unappliedPayment). */
  unapplied: Money.optional(),
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;
export const PaymentsResponse = paginated(PaymentSummary);
export type PaymentsResponse = z.infer<typeof PaymentsResponse>;

export const PaymentDetails = PaymentSummary.extend({
  reference: z.string().nullable(),
  /** Invoices this payment settled, with its charge and the credits used in it. */
  invoices: z.array(
    z.object({
      id: Id,
      tranId: z.string(),
      dueDate: z.string(),
      applied: Money.optional(),
      amountDue: Money.optional(),
    }),
  ),
  creditsUsed: z.array(
    z.object({
      kind: z.enum(['credit-memo', 'payment']),
      id: Id,
      tranId: z.string(),
      amount: Money.optional(),
    }),
  ),
});
export type PaymentDetails = z.infer<typeof PaymentDetails>;
export const PaymentDetailsResponse = z.object({ payment: PaymentDetails });
export type PaymentDetailsResponse = z.infer<typeof PaymentDetailsResponse>;

// ---------------------------------------------------------------------------------------------
// Credit memos and credit info
// ---------------------------------------------------------------------------------------------

export const CreditMemosQuery = z.object({
  ...pageParams(MAX_PAGE_SIZE),
  /** open: with a remaining balance. */
  'status.value': z.enum(['open', 'all'], { message: 'status.value must be open or all' }).default('all'),
});
export type CreditMemosQuery = z.infer<typeof CreditMemosQuery>;

export const CreditMemoSummary = z.object({
  id: Id,
  /** 'CM-100012'. */
  tranId: z.string(),
  date: z.string(),
  reason: z.string(),
  invoice: DocumentRef.nullable(),
  total: Money.optional(),
  /** Applied so far (service spec §3 amountPaid). */
  amountPaid: Money.optional(),
  /** total − amountPaid: what may still be applied (service spec §3 maxApply, §5). */
  remaining: Money.optional(),
});
export type CreditMemoSummary = z.infer<typeof CreditMemoSummary>;
export const CreditMemosResponse = paginated(CreditMemoSummary);
export type CreditMemosResponse = z.infer<typeof CreditMemosResponse>;

export const CreditMemoDetails = CreditMemoSummary.extend({
  applications: z.array(
    z.object({
      invoice: DocumentRef,
      payment: DocumentRef.nullable(),
      date: z.string(),
      amount: Money.optional(),
    }),
  ),
});
export const CreditMemoDetailsResponse = z.object({ creditMemo: CreditMemoDetails });
export type CreditMemoDetailsResponse = z.infer<typeof CreditMemoDetailsResponse>;

/** GET getCreditInfo (service spec §3 "Credit info"): what a payment may use besides a charge. */
export const CreditInfoResponse = z.object({
  creditMemos: z.array(
    z.object({
      id: Id,
      tranId: z.string(),
      date: z.string(),
      total: Money.optional(),
      amountPaid: Money.optional(),
      maxApply: Money.optional(),
    }),
  ),
  unappliedPayments: z.array(
    z.object({ id: Id, tranId: z.string(), date: z.string(), unappliedPayment: Money.optional() }),
  ),
});
export type CreditInfoResponse = z.infer<typeof CreditInfoResponse>;

// ---------------------------------------------------------------------------------------------
// createPayment
// ---------------------------------------------------------------------------------------------

/** Dollars with at most 2 decimals, 0 or more (a payment line's apply). */
export const ApplyAmount = z
  .number({ message: 'apply must be a number' })
  .min(0, 'Enter an amount of $0.00 or more.')
  .max(10_000_000, 'apply is too large')
  .refine(isWholeCents, {
    message: 'Enter an amount in dollars and cents, such as 12.50.',
  });

const PaymentLineInput = z.object({ id: Id, apply: ApplyAmount });
const MAX_LINES = 500;

export const PaymentMethodChoice = z.union([
  z.object({ id: Id }).strict(),
  z
    .object({
      /** A hosted-fields token for a new card or bank account. */
      token: z.string().trim().min(1, 'token is required').max(2000, 'token is too long'),
      /** Keep it as a saved payment method. */
      save: z.boolean().optional(),
    })
    .strict(),
]);

/**
 * POST createPayment (Idempotency-Key required): the invoices paid and how much of each, the
 * credits used, and how the rest is charged (a saved method or a new token; none when the credits
 * cover everything). Card payments carry the convenience fee unless the account is exempt.
 */
export const CreatePaymentRequest = z.object({
  invoices: z.array(PaymentLineInput).min(1, 'Select at least one invoice to pay.').max(MAX_LINES),
  creditMemos: z.array(PaymentLineInput).max(MAX_LINES).default([]),
  unappliedPayments: z.array(PaymentLineInput).max(MAX_LINES).default([]),
  paymentMethod: PaymentMethodChoice.optional(),
  memo: z.string().trim().max(200, 'memo must be at most 200 characters').optional(),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

export const CreatePaymentResponse = z.object({
  /** The new payment; null when credits alone settled the invoices. */
  payment: PaymentDetails.nullable(),
  /** What was charged (without the fee) and the fee. */
  charged: Money.optional(),
  convenienceFee: Money.optional(),
  /** Invoices after the payment. */
  invoices: z.array(
    z.object({ id: Id, tranId: z.string(), status: z.string(), amountDue: Money.optional() }),
  ),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

// ---------------------------------------------------------------------------------------------
// Statements and documents
// ---------------------------------------------------------------------------------------------

/** GET statement (storefront spec §3 "Statements"; service spec §3 "Statement request"). */
export const StatementQuery = z.object({
  startDate: IsoDay,
  statementDate: IsoDay,
  openTransactionsOnly: BoolText.default(false),
});
export type StatementQuery = z.infer<typeof StatementQuery>;

/** A line of a statement: what it posted and the running balance after it. */
export const StatementLine = z.object({
  kind: z.enum(['invoice', 'payment', 'credit-memo', 'refund']),
  tranId: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  amount: Money.optional(),
  open: Money.optional(),
  posted: Money.optional(),
  balance: Money.optional(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/**
 * GET statement/paginate (the spec's generic paginate, ADR 0057): the period's lines 10 a page,
 * in date order (`orderBy=asc`, the statement's own) unless `orderBy=desc`; `search` a
 * transaction number. The balances are the statement's running balances, whatever the page.
 */
export const StatementPaginateQuery = StatementQuery.extend({
  page: pageParam(),
  limit: limitParam(MAX_PAGE_SIZE),
  search: Search,
  orderBy: z.enum(['asc', 'desc'], { message: 'orderBy must be asc or desc' }).default('asc'),
});
export type StatementPaginateQuery = z.infer<typeof StatementPaginateQuery>;
export const StatementPage = paginated(StatementLine);
export type StatementPage = z.infer<typeof StatementPage>;

export const AgingSummary = z.object({
  current: Money.optional(),
  days1To30: Money.optional(),
  days31To60: Money.optional(),
  days61To90: Money.optional(),
  over90: Money.optional(),
  total: Money.optional(),
});

export const StatementResponse = z.object({
  statementData: z.object({
    startDate: z.string(),
    statementDate: z.string(),
    openTransactionsOnly: z.boolean(),
    openingBalance: Money.optional(),
    closingBalance: Money.optional(),
    charges: Money.optional(),
    credits: Money.optional(),
    lines: z.array(StatementLine),
    aging: AgingSummary,
  }),
  /** When these figures were read (ISO 8601). */
  lastUpdated: z.string(),
});
export type StatementResponse = z.infer<typeof StatementResponse>;

export const DOCUMENT_TYPES = ['invoice', 'salesOrder', 'creditMemo', 'paymentReceipt'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const TransactionDocument = z
  .object({
    type: z.enum(DOCUMENT_TYPES, {
      message: 'type must be invoice, salesOrder, creditMemo, paymentReceipt or statement',
    }),
    transactionId: Id,
  })
  .strict();
const StatementDocument = z
  .object({
    type: z.literal('statement'),
    startDate: IsoDay,
    statementDate: IsoDay,
    openTransactionsOnly: z.boolean().default(false),
  })
  .strict();

/** POST generatePDF: a list of transactions (one PDF, one document after another) or a statement. */
export const GeneratePdfRequest = z.union([
  z
    .array(TransactionDocument)
    .min(1, 'Choose at least one document.')
    .max(50, 'At most 50 documents at once.'),
  StatementDocument,
]);
export type GeneratePdfRequest = z.infer<typeof GeneratePdfRequest>;

export const GeneratePdfResponse = z.object({
  /** A signed link, valid for its account only and for a few minutes, that opens the PDF. */
  pdfUrl: z.string(),
  expiresAt: z.string(),
});
export type GeneratePdfResponse = z.infer<typeof GeneratePdfResponse>;

export const PdfQuery = z.object({
  token: z.string().min(1, 'token is required').max(4000, 'token is too long'),
});

/** Billing's own messages (the specs leave these open). */
export const BILLING_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  paymentNotFound: 'Payment not found',
  creditMemoNotFound: 'Credit memo not found',
  salesOrderNotFound: 'Sales order not found',
  linkInvalid: 'This document link is not valid or has expired. Open the document again from your account.',
  methodRequired: 'Choose a payment method for the amount to charge.',
} as const;
