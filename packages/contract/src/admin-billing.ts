// The back office's billing operations and reports (issue 20 points 2 (cancel a line), 3 and 7;
// docs/decisions/0030-back-office-billing.md): cancel an order line, issue a credit memo, record a
// check or ACH payment received, a customer's ledger, and the reports (sales, receivables aging,
// the controlled-substance record and its CSV). Staff see prices; money is in dollars (ADR 0019).
import { z } from 'zod';
import { Id } from './catalog.ts';
import { AdminOrderDetails } from './back-office.ts';
import { IsoDayField, requiredText } from './fields.ts';
import { Money, isWholeCents } from './money.ts';
import { paginated, paginateQuery } from './pagination.ts';

/**
 * Dollars with at most 2 decimals, one cent or more. Issue 26: "more than 0" let 1e-308 through,
 * whose cents round to 0 (inside the whole-cents tolerance) and broke the memo's CHECK (500).
 */
export const PositiveAmount = z
  .number({ message: 'Enter an amount' })
  .min(0.01, 'Enter an amount of $0.01 or more.')
  .max(10_000_000, 'The amount is too large.')
  .refine(isWholeCents, { message: 'Enter an amount in dollars and cents, such as 12.50.' });

const Quantity = z
  .number({ message: 'Enter a quantity' })
  .int('Enter a whole quantity')
  .positive('Enter a quantity of 1 or more')
  .max(1_000_000, 'The quantity is too large');

// ---------------------------------------------------------------------------------------------
// Cancel an order line
// ---------------------------------------------------------------------------------------------

export const AdminOrderLineParams = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive().max(2_147_483_647),
  lineId: z.coerce.number({ message: 'lineId must be a number' }).int().positive().max(2_147_483_647),
});
export type AdminOrderLineParams = z.infer<typeof AdminOrderLineParams>;

/**
 * Without `quantity` the whole line is cancelled: everything not shipped, and what was billed is
 * credited with a credit memo. With it, only that many units not yet shipped.
 */
export const CancelLineBody = z.object({
  quantity: Quantity.optional(),
  reason: requiredText('Reason', 200),
});
export type CancelLineBody = z.infer<typeof CancelLineBody>;

export const AdminCreditMemo = z.object({
  id: Id,
  tranId: z.string(),
  accountId: Id,
  invoice: z.object({ id: Id, tranId: z.string() }).nullable(),
  memoDate: z.iso.datetime(),
  reason: z.string(),
  total: Money.optional(),
  remaining: Money.optional(),
  lines: z.array(
    z.object({
      invoiceLineId: Id,
      itemName: z.string(),
      quantity: z.number().int(),
      price: Money.optional(),
      amount: Money.optional(),
    }),
  ),
});
export type AdminCreditMemo = z.infer<typeof AdminCreditMemo>;

export const CancelLineResponse = z.object({
  order: AdminOrderDetails,
  quantityCancelled: z.number().int(),
  creditMemo: AdminCreditMemo.nullable(),
});
export type CancelLineResponse = z.infer<typeof CancelLineResponse>;

// ---------------------------------------------------------------------------------------------
// Credit memos
// ---------------------------------------------------------------------------------------------

/**
 * A credit memo for a return or a correction: against an invoice's lines (quantities returned), or
 * an amount (against an invoice, or the account). Exactly one of `lines` and `amount` (checked by
 * the service, with CREDIT_MEMO_BODY_MESSAGES).
 */
export const CREDIT_MEMO_BODY_MESSAGES = {
  linesOrAmount: 'Give either the invoice lines returned or an amount.',
  invoiceForLines: 'Choose the invoice the lines are on.',
} as const;

export const IssueCreditMemoBody = z.object({
  accountId: Id,
  invoiceId: Id.optional(),
  lines: z
    .array(z.object({ invoiceLineId: Id, quantity: Quantity }))
    .max(200)
    .optional(),
  amount: PositiveAmount.optional(),
  reason: requiredText('Reason', 200),
});
export type IssueCreditMemoBody = z.infer<typeof IssueCreditMemoBody>;

/** GET invoiceLines: an invoice's lines, what each has had credited, and its unit price. */
export const InvoiceLinesResponse = z.object({
  invoice: z.object({ id: Id, tranId: z.string(), accountId: Id }),
  lines: z.array(
    z.object({
      id: Id,
      itemName: z.string(),
      quantity: z.number().int(),
      /** Units already credited by earlier memos (returns); quantity − credited is left. */
      credited: z.number().int(),
      unitPrice: Money.optional(),
    }),
  ),
});
export type InvoiceLinesResponse = z.infer<typeof InvoiceLinesResponse>;

export const CreditMemoResponse = z.object({ creditMemo: AdminCreditMemo });
export type CreditMemoResponse = z.infer<typeof CreditMemoResponse>;

// ---------------------------------------------------------------------------------------------
// Refunds (issue 26, ADR 0035)
// ---------------------------------------------------------------------------------------------

/**
 * A refund of a card or bank payment taken through the gateway: returned lines of the invoice it
 * paid, or an amount, with the reason. It is credited to the invoice (a credit memo) and paid out
 * to the card at once.
 */
export const RefundPaymentBody = z.object({
  lines: z
    .array(z.object({ invoiceLineId: Id, quantity: Quantity }))
    .max(200)
    .optional(),
  amount: PositiveAmount.optional(),
  reason: requiredText('Reason', 200),
});
export type RefundPaymentBody = z.infer<typeof RefundPaymentBody>;

export const RefundPaymentResponse = z.object({
  refund: z.object({
    id: Id,
    /** RF-1xxxxx. */
    tranId: z.string(),
    paymentId: Id,
    /** 'done' once the gateway gave the money back; 'pending' while it is being asked again. */
    status: z.enum(['pending', 'done', 'failed']),
    amount: Money.optional(),
  }),
  creditMemo: AdminCreditMemo,
});
export type RefundPaymentResponse = z.infer<typeof RefundPaymentResponse>;

// ---------------------------------------------------------------------------------------------
// Payments received
// ---------------------------------------------------------------------------------------------

export const RECEIVED_PAYMENT_METHODS = ['check', 'ach'] as const;

/** A check or ACH payment received: applied to open invoices, never more than each owes. */
export const RecordPaymentBody = z.object({
  accountId: Id,
  method: z.enum(RECEIVED_PAYMENT_METHODS, { message: 'Choose check or ACH' }),
  amount: PositiveAmount,
  receivedOn: IsoDayField,
  reference: requiredText('Reference', 60),
  applications: z
    .array(z.object({ invoiceId: Id, amount: PositiveAmount }))
    .min(1, 'Apply the payment to at least one invoice.')
    .max(200),
});
export type RecordPaymentBody = z.infer<typeof RecordPaymentBody>;

export const RecordPaymentResponse = z.object({
  payment: z.object({
    id: Id,
    tranId: z.string(),
    accountId: Id,
    method: z.string(),
    amount: Money.optional(),
    applied: Money.optional(),
    unapplied: Money.optional(),
    paidAt: z.iso.datetime(),
    memo: z.string().nullable(),
  }),
  invoices: z.array(
    z.object({ id: Id, tranId: z.string(), status: z.string(), amountDue: Money.optional() }),
  ),
});
export type RecordPaymentResponse = z.infer<typeof RecordPaymentResponse>;

// ---------------------------------------------------------------------------------------------
// A customer's ledger
// ---------------------------------------------------------------------------------------------

export const AgingBuckets = z.object({
  current: Money.optional(),
  days1To30: Money.optional(),
  days31To60: Money.optional(),
  days61To90: Money.optional(),
  over90: Money.optional(),
  total: Money.optional(),
});
export type AgingBuckets = z.infer<typeof AgingBuckets>;

export const LedgerEntry = z.object({
  type: z.enum(['invoice', 'payment', 'creditMemo', 'refund']),
  id: Id,
  tranId: z.string(),
  date: z.iso.datetime(),
  dueDate: z.string().nullable(),
  status: z.string(),
  memo: z.string().nullable(),
  /** An invoice's total (owed), a payment's or memo's amount (credit, negative). */
  amount: Money.optional(),
  /** What is still open: an invoice's amount due, a credit's unapplied part (negative). */
  open: Money.optional(),
  /**
   * On a payment the gateway took (a card or bank charge of invoices, a card order's capture at
   * shipment), what a refund may give back (refundPayment): what is left of it after its refunds
   * pending or done, where the money goes, and the one invoice it paid, whose lines a refund of
   * returned units credits (null when it paid several: an amount only). Null on every other entry,
   * a check or ACH the store recorded included (ADR 0035).
   */
  refundable: z
    .object({
      remaining: Money.optional(),
      /** 'American Express ending in 0005', 'Bank account ending in 6789'. */
      methodLabel: z.string(),
      invoice: z.object({ id: Id, tranId: z.string() }).nullable(),
    })
    .nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerResponse = z.object({
  account: z.object({
    id: Id,
    name: z.string(),
    number: z.string(),
    terms: z.string().nullable(),
    creditLimit: Money.optional(),
    availableBalance: Money.optional(),
  }),
  asOf: z.string(),
  aging: AgingBuckets,
  entries: z.array(LedgerEntry),
});
export type LedgerResponse = z.infer<typeof LedgerResponse>;

// ---------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------

export const ReportRangeQuery = z.object({ from: IsoDayField, to: IsoDayField });
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;

export const SalesReport = z.object({
  from: z.string(),
  to: z.string(),
  byDay: z.array(z.object({ day: z.string(), orders: z.number().int(), total: Money.optional() })),
  byCategory: z.array(
    z.object({ category: z.string(), quantity: z.number().int(), total: Money.optional() }),
  ),
  total: Money.optional(),
});
export type SalesReport = z.infer<typeof SalesReport>;

export const ReceivablesReport = z.object({
  asOf: z.string(),
  totals: AgingBuckets,
  accounts: z.array(
    AgingBuckets.extend({ accountId: Id, accountName: z.string(), accountNumber: z.string() }),
  ),
});
export type ReceivablesReport = z.infer<typeof ReceivablesReport>;

export const ControlledSubstancesQuery = paginateQuery(50).extend({
  from: IsoDayField.optional(),
  to: IsoDayField.optional(),
});
export type ControlledSubstancesQuery = z.infer<typeof ControlledSubstancesQuery>;

export const ControlledSubstanceRecord = z.object({
  id: Id,
  kind: z.string(),
  correctsId: z.number().int().nullable(),
  recordedAt: z.iso.datetime(),
  orderTranId: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  shipTo: z.string(),
  licenceNumber: z.string(),
  licenceExpiresOn: z.string(),
  itemName: z.string(),
  unitName: z.string(),
  quantity: z.number().int(),
  rxLevel: z.number().int(),
  note: z.string().nullable(),
});
export type ControlledSubstanceRecord = z.infer<typeof ControlledSubstanceRecord>;

export const ControlledSubstancesPage = paginated(ControlledSubstanceRecord);
export type ControlledSubstancesPage = z.infer<typeof ControlledSubstancesPage>;
