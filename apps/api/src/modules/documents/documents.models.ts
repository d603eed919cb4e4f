// The documents port's view models: plain data, already read and computed by the caller, that the
// renderers turn into PDF bytes (issue 18 point 2; ADR 0018). Nothing here touches the database,
// so a renderer is a pure function of its model and the same model always gives the same bytes.
//
// Money is integer cents (ARCHITECTURE §6); days are ISO days in the store's calendar
// ('2026-03-01', domain calendar-days.ts). The renderers format them as $1,234.56 and MM/DD/YYYY
// (service spec §9).
import type { IsoDay, Statement } from '@medsupply/domain';

/** Who the documents come from: the letterhead on every page and where payments are sent. */
export interface Letterhead {
  storeName: string;
  /** Postal address lines, e.g. ['1200 Harbor Point Drive, Suite 400', 'Baltimore, MD 21230']. */
  address: readonly string[];
  phone: string;
  email: string;
  remitTo: { name: string; address: readonly string[] };
}

/** An address as the document shows it (the shape of the orders' address snapshots). */
export interface DocumentAddress {
  addressee: string;
  attention?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The customer account a document is for. */
export interface DocumentAccount {
  name: string;
  /** The account number the store knows it by, e.g. 'C-10042'. */
  number: string;
}

export interface DocumentLine {
  /** The item number (the spec's itemName). */
  itemNumber: string;
  description: string;
  /** The unit it was sold in: 'Box', 'Case', 'Each'. */
  unit: string;
  quantity: number;
  /** Price of one of that unit. */
  unitPriceCents: number;
  amountCents: number;
  /** A short note printed under the description, e.g. 'Backordered: 2'. */
  note?: string | undefined;
}

/** Totals of an order, invoice or credit memo. */
export interface DocumentTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  /** Card convenience fee (service spec §9); omitted or null where it does not apply. */
  convenienceFeeCents?: number | null | undefined;
  totalCents: number;
}

interface TransactionBase {
  /** The document number: 'INV-100231', 'SO-100877', 'CM-100012'. */
  number: string;
  date: IsoDay;
  account: DocumentAccount;
  billTo: DocumentAddress;
  shipTo?: DocumentAddress | null | undefined;
  poNumber?: string | null | undefined;
  lines: readonly DocumentLine[];
  totals: DocumentTotals;
}

/** A payment or credit applied to an invoice, as the invoice lists it. */
export interface InvoiceSettlement {
  kind: 'payment' | 'credit-memo';
  number: string;
  date: IsoDay;
  amountCents: number;
}

export interface InvoiceModel extends TransactionBase {
  kind: 'invoice';
  /** 'Net 30', 'Due on receipt'. */
  terms: string;
  dueDate: IsoDay;
  /** The sales order it bills, e.g. 'SO-100877'. */
  salesOrderNumber?: string | null | undefined;
  shippingMethod?: string | null | undefined;
  settlements: readonly InvoiceSettlement[];
  /** Σ settlements: what was paid and credited. */
  paidCents: number;
  amountDueCents: number;
}

export interface SalesOrderModel extends TransactionBase {
  kind: 'sales-order';
  /** The status as the buyer sees it (domain salesOrderStatusLabel). */
  status: string;
  shippingMethod: string;
  /** 'Terms: Net 30', 'Visa ending in 4242'. */
  paymentLabel: string;
  /** Present when the order is on terms. */
  terms?: string | null | undefined;
  placedBy?: string | null | undefined;
}

export interface CreditMemoModel extends TransactionBase {
  kind: 'credit-memo';
  reason: string;
  /** The invoice it credits, e.g. 'INV-100231'. */
  invoiceNumber?: string | null | undefined;
  /** Where it has been applied so far. */
  applications: readonly { invoiceNumber: string; date: IsoDay; amountCents: number }[];
  appliedCents: number;
  /** total − applied: what the account can still use (service spec §5). */
  remainingCents: number;
}

export interface PaymentReceiptModel {
  kind: 'payment-receipt';
  /** 'PAY-100088'. */
  number: string;
  date: IsoDay;
  account: DocumentAccount;
  billTo: DocumentAddress;
  /** 'Visa ending in 4242', 'ACH ending in 6789', 'Check'. */
  methodLabel: string;
  /** The gateway's reference, e.g. 'ch_sandbox_…'; null for a cheque. */
  reference?: string | null | undefined;
  /** Invoices paid by this payment and by the credits used with it. */
  invoices: readonly {
    number: string;
    date: IsoDay;
    dueDate: IsoDay;
    /** What this payment (charge and credits together) applied to it. */
    appliedCents: number;
    /** What the invoice still owes after it. */
    balanceCents: number;
  }[];
  /** Credit memos and earlier payments used in this payment. */
  creditsUsed: readonly { kind: 'credit-memo' | 'payment'; number: string; amountCents: number }[];
  /** The amount charged to the method, before the fee. */
  amountCents: number;
  convenienceFeeCents: number;
  /** What the payment did not apply to any invoice. */
  unappliedCents: number;
}

export interface StatementModel {
  kind: 'statement';
  account: DocumentAccount;
  billTo: DocumentAddress;
  terms?: string | null | undefined;
  /** The domain's statement (buildStatement): balances, lines, aging. */
  statement: Statement;
}

/** What one fulfilment put in the box (issue 34): lines with the lots and expiries they came from. */
export interface PackingSlipModel {
  kind: 'packing-slip';
  /** The fulfilment's number, 'IF-100231'. */
  number: string;
  date: IsoDay;
  account: DocumentAccount;
  shipTo: DocumentAddress;
  salesOrderNumber: string;
  poNumber?: string | null | undefined;
  carrier: string;
  trackingNumber: string;
  lines: readonly {
    itemNumber: string;
    description: string;
    unit: string;
    quantityOrdered: number;
    quantityShipped: number;
    /** 'Lot LA-2207, exp. 06/30/2027'; absent for an item without lots. */
    lots?: string | undefined;
  }[];
}

export type DocumentModel =
  InvoiceModel | SalesOrderModel | CreditMemoModel | PaymentReceiptModel | StatementModel | PackingSlipModel;

export type DocumentKind = DocumentModel['kind'];
