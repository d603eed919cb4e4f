// The account's billing ledger as the buyer reads it (service spec §7 "Account and transactions";
// issue 18 points 1, 4, 5, 6, 8): invoices, payments and credit memos with their applications, the
// credit a payment may use, statements and the aging. Every call reads the account the session acts
// for; an id of another account is answered as not found, so ids cannot be probed.
//
// Money is answered as computed (dollars); the edge removes it for a buyer who may not see prices
// (core/price-visibility.ts). The routes gate the pages (isPriceVisible, hasCreditMemoAccess).
import {
  STATEMENT_PERIOD_MESSAGE,
  agingSummary,
  buildStatement,
  centsToDollars,
  daysOverdue,
  isoDayIn,
  statementPeriodError,
  trackingUrl,
  type AgingSummary,
  type IsoDay,
  type Statement,
} from '@medsupply/domain';
import {
  BILLING_MESSAGES,
  pageCount,
  type CreditInfoResponse,
  type CreditMemoDetailsResponse,
  type CreditMemoSummary,
  type CreditMemosQuery,
  type CreditMemosResponse,
  type InvoiceDetailsResponse,
  type InvoiceSummary,
  type InvoicesQuery,
  type InvoicesResponse,
  type PaymentDetails,
  type PaymentDetailsResponse,
  type PaymentSummary,
  type PaymentsQuery,
  type PaymentsResponse,
  type StatementLine,
  type StatementPage,
  type StatementPaginateQuery,
  type StatementResponse,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { typeName } from '../payments/payment-methods.service.ts';
import * as q from './ledger-reads.queries.ts';

const dollars = centsToDollars;

function listFilter(
  query: { page: number; limit: number } & Omit<q.ListFilter, 'limit' | 'offset'>,
): q.ListFilter {
  return {
    fromDate: query.fromDate,
    toDate: query.toDate,
    search: query.search,
    orderBy: query.orderBy,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

function page<R extends { fullCount: number }, T>(
  rows: readonly R[],
  query: { page: number; limit: number },
  map: (row: R) => T,
) {
  const total = rows[0]?.fullCount ?? 0;
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: rows.map(map),
  };
}

export const today = (now: Date): IsoDay => isoDayIn(now);

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

function invoiceSummary(row: Omit<q.InvoiceRow, 'fullCount'>, asOf: IsoDay): InvoiceSummary {
  return {
    id: row.id,
    tranId: row.tranId,
    status: row.status,
    date: row.day,
    dueDate: row.dueDate,
    daysOverdue: row.amountDueCents > 0 ? daysOverdue(row.dueDate, asOf) : 0,
    poNumber: row.poNumber,
    salesOrder:
      row.salesOrderId !== null && row.salesOrderTranId !== null
        ? { id: row.salesOrderId, tranId: row.salesOrderTranId }
        : null,
    total: dollars(row.totalCents),
    amountDue: dollars(row.amountDueCents),
  };
}

/** GET invoices/paginate (service spec §7): 10 a page; the open-invoice fetch asks for 10000. */
export async function invoices(
  db: DbOrTx,
  buyer: Buyer,
  query: InvoicesQuery,
  now: Date,
): Promise<InvoicesResponse> {
  const rows = await q.invoicePage(db, buyer.account.id, query['status.value'], listFilter(query));
  const asOf = today(now);
  return page(rows, query, (row) => invoiceSummary(row, asOf));
}

const invoiceNotFound = () => refuse('NOT_FOUND', BILLING_MESSAGES.invoiceNotFound);

function addressOf(snapshot: AddressSnapshot) {
  return {
    addressee: snapshot.addressee,
    attention: snapshot.attention ?? null,
    line1: snapshot.line1,
    line2: snapshot.line2 ?? null,
    city: snapshot.city,
    state: snapshot.state,
    zip: snapshot.zip,
    country: snapshot.country,
  };
}

/** What the invoice details page and the invoice PDF show. */
export async function invoiceRecord(db: DbOrTx, accountId: number, id: number) {
  const header = await q.invoiceOf(db, accountId, id);
  if (!header) throw invoiceNotFound();
  const account = await q.accountHeader(db, accountId);
  const billAddress = header.billAddress ?? account?.billAddress ?? null;
  const [lines, shipments, applied] = [
    await q.documentLines(db, { table: 'invoice_lines', invoiceId: id }),
    header.salesOrderId === null ? [] : await q.shipmentsOfOrder(db, accountId, header.salesOrderId),
    await q.appliedToInvoice(db, id),
  ];
  return { header, account, billAddress, lines, shipments, applied };
}

/** GET invoices/byId: lines, the order and shipments it bills, what was applied, due date, days overdue. */
export async function invoiceById(
  db: DbOrTx,
  buyer: Buyer,
  id: number,
  now: Date,
): Promise<InvoiceDetailsResponse> {
  const { header, billAddress, lines, shipments, applied } = await invoiceRecord(db, buyer.account.id, id);
  const fallback: AddressSnapshot = {
    addressee: buyer.account.accountName,
    line1: '',
    city: '',
    state: '',
    zip: '',
    country: 'US',
  };
  return {
    invoice: {
      ...invoiceSummary(header, today(now)),
      terms: header.terms,
      billAddress: addressOf(billAddress ?? fallback),
      shipAddress: header.shipAddress ? addressOf(header.shipAddress) : null,
      shippingMethod: header.shippingMethod,
      lines: lines.map((line) => ({
        itemId: line.itemId,
        itemName: line.itemName,
        displayName: line.displayName,
        urlComponent: line.urlComponent,
        unit: line.unit,
        quantity: line.quantity,
        rate: dollars(line.unitPriceCents),
        amount: dollars(line.amountCents),
      })),
      shipments: shipments.map((s) => ({
        ...s,
        trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
      })),
      applied: applied.map((a) => ({
        kind: a.kind,
        id: a.id,
        tranId: a.tranId,
        date: a.day,
        amount: dollars(a.amountCents),
      })),
      subtotal: dollars(header.subtotalCents),
      shipping: dollars(header.shippingCents),
      tax: dollars(header.taxCents),
      amountPaid: dollars(applied.reduce((sum, a) => sum + a.amountCents, 0)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/** 'Visa ending in 4242', 'Bank account ending in 6789', 'Check'. */
export function methodLabel(method: string, last4: string | null): string {
  const known = ['visa', 'amex', 'discover', 'mastercard', 'ach'] as const;
  const type = known.find((k) => k === method);
  if (type === undefined) return method === 'check' ? 'Check' : method;
  return last4 === null ? typeName(type) : `${typeName(type)} ending in ${last4}`;
}

function paymentSummary(row: q.PaymentRow): PaymentSummary {
  return {
    id: row.id,
    tranId: row.tranId,
    date: row.day,
    status: row.status,
    methodLabel: methodLabel(row.method, row.last4),
    memo: row.memo,
    amount: dollars(row.amountCents),
    convenienceFee: dollars(row.convenienceFeeCents),
    unapplied: dollars(row.amountCents - row.appliedCents),
  };
}

/** GET payments/paginate: the payment history, 10 a page, newest first. */
export async function payments(db: DbOrTx, buyer: Buyer, query: PaymentsQuery): Promise<PaymentsResponse> {
  const rows = await q.paymentPage(db, buyer.account.id, listFilter(query));
  return page(rows, query, paymentSummary);
}

/** A payment with what it settled: the details page, the receipt PDF and createPayment's answer. */
export async function paymentRecord(db: DbOrTx, accountId: number, id: number) {
  const row = await q.paymentOf(db, accountId, id);
  if (!row) throw refuse('NOT_FOUND', BILLING_MESSAGES.paymentNotFound);
  const [settled, credits] = [await q.invoicesSettledBy(db, id), await q.creditsUsedIn(db, id)];
  return { row, settled, credits };
}

export async function paymentDetails(db: DbOrTx, accountId: number, id: number): Promise<PaymentDetails> {
  const { row, settled, credits } = await paymentRecord(db, accountId, id);
  return {
    ...paymentSummary(row),
    reference: row.gatewayReference,
    invoices: settled.map((s) => ({
      id: s.id,
      tranId: s.tranId,
      dueDate: s.dueDate,
      applied: dollars(s.appliedCents),
      amountDue: dollars(s.amountDueCents),
    })),
    creditsUsed: credits.map((c) => ({
      kind: c.kind,
      id: c.id,
      tranId: c.tranId,
      amount: dollars(c.amountCents),
    })),
  };
}

/** GET payments/byId: what the payment paid, with the credits used in it. */
export async function paymentById(db: DbOrTx, buyer: Buyer, id: number): Promise<PaymentDetailsResponse> {
  return { payment: await paymentDetails(db, buyer.account.id, id) };
}

// ---------------------------------------------------------------------------------------------
// Credit memos and credit info
// ---------------------------------------------------------------------------------------------

function memoSummary(row: q.CreditMemoRow): CreditMemoSummary {
  return {
    id: row.id,
    tranId: row.tranId,
    date: row.day,
    reason: row.reason,
    invoice:
      row.invoiceId !== null && row.invoiceTranId !== null
        ? { id: row.invoiceId, tranId: row.invoiceTranId }
        : null,
    total: dollars(row.totalCents),
    amountPaid: dollars(row.appliedCents),
    remaining: dollars(row.totalCents - row.appliedCents),
  };
}

export async function creditMemos(
  db: DbOrTx,
  buyer: Buyer,
  query: CreditMemosQuery,
): Promise<CreditMemosResponse> {
  const rows = await q.creditMemoPage(db, buyer.account.id, query['status.value'], listFilter(query));
  return page(rows, query, memoSummary);
}

export async function creditMemoRecord(db: DbOrTx, accountId: number, id: number) {
  const row = await q.creditMemoOf(db, accountId, id);
  if (!row) throw refuse('NOT_FOUND', BILLING_MESSAGES.creditMemoNotFound);
  return { row, applications: await q.memoApplications(db, id) };
}

export async function creditMemoById(
  db: DbOrTx,
  buyer: Buyer,
  id: number,
): Promise<CreditMemoDetailsResponse> {
  const { row, applications } = await creditMemoRecord(db, buyer.account.id, id);
  return {
    creditMemo: {
      ...memoSummary(row),
      applications: applications.map((a) => ({
        invoice: { id: a.invoiceId, tranId: a.invoiceTranId },
        payment:
          a.paymentId !== null && a.paymentTranId !== null
            ? { id: a.paymentId, tranId: a.paymentTranId }
            : null,
        date: a.day,
        amount: dollars(a.amountCents),
      })),
    },
  };
}

/** GET getCreditInfo (service spec §3): memos with a remaining balance and payments not fully applied. */
export async function creditInfo(db: DbOrTx, buyer: Buyer): Promise<CreditInfoResponse> {
  const accountId = buyer.account.id;
  const [memos, unapplied] = [
    await q.openCreditMemos(db, accountId),
    await q.unappliedPayments(db, accountId),
  ];
  return {
    creditMemos: memos.map((m) => ({
      id: m.id,
      tranId: m.tranId,
      date: m.day,
      total: dollars(m.totalCents),
      amountPaid: dollars(m.appliedCents),
      maxApply: dollars(m.totalCents - m.appliedCents),
    })),
    unappliedPayments: unapplied.map((p) => ({
      id: p.id,
      tranId: p.tranId,
      date: p.day,
      unappliedPayment: dollars(p.amountCents - p.appliedCents),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Statements and the aging
// ---------------------------------------------------------------------------------------------

export interface StatementRequest {
  startDate: IsoDay;
  statementDate: IsoDay;
  openTransactionsOnly: boolean;
}

/** The domain's statement of the account for the period, from the ledger as of the statement date. */
export async function statementOf(
  db: DbOrTx,
  accountId: number,
  request: StatementRequest,
): Promise<Statement> {
  if (statementPeriodError(request.startDate, request.statementDate) !== undefined) {
    throw refuse('VALIDATION', STATEMENT_PERIOD_MESSAGE);
  }
  const rows = await q.ledgerAsOf(db, accountId, request.statementDate);
  return buildStatement({
    ...request,
    entries: rows.map((row) => ({
      kind: row.kind,
      number: row.tranId,
      date: row.day,
      dueDate: row.dueDate ?? undefined,
      amountCents: row.amountCents,
      openCents: row.openCents,
    })),
  });
}

export function agingDollars(aging: AgingSummary) {
  return {
    current: dollars(aging.current),
    days1To30: dollars(aging.days1To30),
    days31To60: dollars(aging.days31To60),
    days61To90: dollars(aging.days61To90),
    over90: dollars(aging.over90),
    total: dollars(aging.totalCents),
  };
}

/** GET statement: the statement on screen, with when its figures were read (lastUpdated). */
export async function statement(
  db: DbOrTx,
  buyer: Buyer,
  request: StatementRequest,
  now: Date,
): Promise<StatementResponse> {
  const s = await statementOf(db, buyer.account.id, request);
  return {
    statementData: {
      startDate: s.startDate,
      statementDate: s.statementDate,
      openTransactionsOnly: s.openTransactionsOnly,
      openingBalance: dollars(s.openingBalanceCents),
      closingBalance: dollars(s.closingBalanceCents),
      charges: dollars(s.chargesCents),
      credits: dollars(s.creditsCents),
      lines: s.lines.map(statementLine),
      aging: agingDollars(s.aging),
    },
    lastUpdated: now.toISOString(),
  };
}

function statementLine(line: Statement['lines'][number]): StatementLine {
  return {
    kind: line.kind,
    tranId: line.number,
    date: line.date,
    dueDate: line.dueDate,
    amount: dollars(line.amountCents),
    open: dollars(line.openCents),
    posted: dollars(line.postedCents),
    balance: dollars(line.balanceCents),
  };
}

/**
 * GET statement/paginate (ADR 0057): the statement's lines, paged as every list is. The statement is
 * built whole (a running balance needs every line before the page), then searched, ordered and cut.
 */
export async function statementLines(
  db: DbOrTx,
  buyer: Buyer,
  query: StatementPaginateQuery,
): Promise<StatementPage> {
  const s = await statementOf(db, buyer.account.id, query);
  const needle = query.search?.toLowerCase() ?? '';
  const matching = s.lines.filter((line) => line.number.toLowerCase().includes(needle));
  const ordered = query.orderBy === 'desc' ? matching.toReversed() : matching;
  const offset = (query.page - 1) * query.limit;
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(ordered.length, query.limit),
    total: ordered.length,
    results: ordered.slice(offset, offset + query.limit).map(statementLine),
  };
}

/**
 * The aging of what is open now (the dashboard, issue 18 point 8), from the same columns the
 * payments keep in step: invoices' amount due by days past due, unused credit as current.
 */
export async function openPosition(
  db: DbOrTx,
  accountId: number,
  now: Date,
): Promise<{ aging: AgingSummary; creditsCents: number }> {
  const items = await q.openItemsNow(db, accountId);
  const asOf = today(now);
  const aging = agingSummary(
    items.map((item) => ({ dueDate: item.dueDate ?? asOf, openCents: item.openCents })),
    asOf,
  );
  const creditsCents = -items
    .filter((item) => item.openCents < 0)
    .reduce((sum, item) => sum + item.openCents, 0);
  return { aging, creditsCents };
}
