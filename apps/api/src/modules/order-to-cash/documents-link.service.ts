// generatePDF and the PDF link (service spec §7 "POST generatePDF … response pdfUrl"; issue 18 point 2;
// ADR 0024). generatePDF checks that every document named is the caller's, then answers a signed
// link: the account, the documents and an expiry under an HMAC keyed from JWT_SECRET (label
// 'document-links/v1'), valid for LINK_LIFETIME_SECONDS. Opening the link reads the documents again
// for that account only (a document moved or gone since is refused) and renders the PDF; a signed-in
// caller of another account is refused even with a valid link. The link needs no bearer token, so
// the browser can open it in a tab (Content-Type application/pdf, inline).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { lotsNote, salesOrderStatusLabel } from '@medsupply/domain';
import { BILLING_MESSAGES, type GeneratePdfRequest, type GeneratePdfResponse } from '@medsupply/contract';
import type { Actor, Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import type {
  CreditMemoModel,
  DocumentAddress,
  DocumentLine,
  DocumentModel,
  DocumentRenderer,
  InvoiceModel,
  PaymentReceiptModel,
  SalesOrderModel,
  StatementModel,
} from '../documents/documents.service.ts';
import * as q from './ledger-reads.queries.ts';
import {
  creditMemoRecord,
  invoiceRecord,
  methodLabel,
  paymentRecord,
  statementOf,
  type StatementRequest,
} from './ledger.service.ts';

/** How long a pdfUrl works. */
export const LINK_LIFETIME_SECONDS = 10 * 60;

const LinkPayload = z.object({
  /** The account the documents belong to. */
  a: z.number().int().positive(),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
  d: z.union([
    z.array(
      z.object({
        type: z.enum(['invoice', 'salesOrder', 'creditMemo', 'paymentReceipt']),
        transactionId: z.number().int(),
      }),
    ),
    z.object({
      type: z.literal('statement'),
      startDate: z.string(),
      statementDate: z.string(),
      openTransactionsOnly: z.boolean(),
    }),
  ]),
});
type LinkPayload = z.infer<typeof LinkPayload>;

export class DocumentLinks {
  readonly #key: Buffer;
  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'medsupply', 'document-links/v1', 32));
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }

  sign(payload: LinkPayload): string {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${this.#mac(body)}`;
  }

  /** The payload of a link we signed and that has not expired, else null. */
  open(token: string, now: Date): LinkPayload | null {
    const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const body = match[1] ?? '';
    const given = Buffer.from(match[2] ?? '', 'latin1');
    const expected = Buffer.from(this.#mac(body), 'latin1');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const payload = LinkPayload.safeParse(parsed);
    if (!payload.success || payload.data.e * 1000 <= now.getTime()) return null;
    return payload.data;
  }
}

const linkInvalid = () => refuse('DOCUMENT_LINK_INVALID', BILLING_MESSAGES.linkInvalid);

// ---------------------------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------------------------

function documentAddress(snapshot: AddressSnapshot | null, fallbackName: string): DocumentAddress {
  return snapshot ?? { addressee: fallbackName, line1: '', city: '', state: '', zip: '', country: 'US' };
}

function documentLine(line: q.DocumentLineRow): DocumentLine {
  return {
    itemNumber: line.itemName,
    description: line.displayName,
    unit: line.unit,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    amountCents: line.amountCents,
    ...(line.lots.length > 0 ? { note: lotsNote(line.lots) } : {}),
  };
}

async function accountOf(db: DbOrTx, accountId: number) {
  const account = await q.accountHeader(db, accountId);
  if (!account) throw refuse('ACCOUNT_NOT_FOUND', 'Account not found');
  return account;
}

async function invoiceModel(db: DbOrTx, accountId: number, id: number): Promise<InvoiceModel> {
  const { header, account, billAddress, lines, applied } = await invoiceRecord(db, accountId, id);
  const name = account?.accountName ?? '';
  const paidCents = applied.reduce((sum, a) => sum + a.amountCents, 0);
  return {
    kind: 'invoice',
    number: header.tranId,
    date: header.day,
    account: { name, number: account?.accountNumber ?? '' },
    billTo: documentAddress(billAddress, name),
    shipTo: header.shipAddress,
    poNumber: header.poNumber,
    lines: lines.map(documentLine),
    totals: {
      subtotalCents: header.subtotalCents,
      shippingCents: header.shippingCents,
      taxCents: header.taxCents,
      totalCents: header.totalCents,
    },
    terms: header.terms ?? 'Due on receipt',
    dueDate: header.dueDate,
    salesOrderNumber: header.salesOrderTranId,
    shippingMethod: header.shippingMethod,
    settlements: applied.map((a) => ({
      kind: a.kind,
      number: a.tranId,
      date: a.day,
      amountCents: a.amountCents,
    })),
    paidCents,
    amountDueCents: header.amountDueCents,
  };
}

async function salesOrderModel(db: DbOrTx, accountId: number, id: number): Promise<SalesOrderModel> {
  const order = await q.salesOrderOf(db, accountId, id);
  if (!order) throw refuse('NOT_FOUND', BILLING_MESSAGES.salesOrderNotFound);
  const account = await accountOf(db, accountId);
  const lines = await q.documentLines(db, { table: 'sales_order_lines', salesOrderId: id });
  const onTerms = order.paymentType === 'terms';
  return {
    kind: 'sales-order',
    number: order.tranId,
    date: order.day,
    account: { name: account.accountName, number: account.accountNumber },
    billTo: order.billAddress,
    shipTo: order.shipAddress,
    poNumber: order.poNumber,
    lines: lines.map(documentLine),
    totals: {
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      convenienceFeeCents: order.convenienceFeeCents > 0 ? order.convenienceFeeCents : null,
      totalCents: order.totalCents,
    },
    status: salesOrderStatusLabel(order.status, false),
    shippingMethod: order.shippingMethod,
    paymentLabel: onTerms
      ? `Terms: ${account.terms ?? 'Due on receipt'}`
      : methodLabel(order.methodType ?? order.paymentType, order.methodLast4),
    terms: onTerms ? account.terms : null,
    placedBy: order.placedBy,
  };
}

async function creditMemoModel(db: DbOrTx, accountId: number, id: number): Promise<CreditMemoModel> {
  const { row, applications } = await creditMemoRecord(db, accountId, id);
  const account = await accountOf(db, accountId);
  return {
    kind: 'credit-memo',
    number: row.tranId,
    date: row.day,
    account: { name: account.accountName, number: account.accountNumber },
    billTo: documentAddress(account.billAddress, account.accountName),
    shipTo: null,
    lines: [],
    totals: { subtotalCents: row.totalCents, shippingCents: 0, taxCents: 0, totalCents: row.totalCents },
    reason: row.reason,
    invoiceNumber: row.invoiceTranId,
    applications: applications.map((a) => ({
      invoiceNumber: a.invoiceTranId,
      date: a.day,
      amountCents: a.amountCents,
    })),
    appliedCents: row.appliedCents,
    remainingCents: row.totalCents - row.appliedCents,
  };
}

async function receiptModel(db: DbOrTx, accountId: number, id: number): Promise<PaymentReceiptModel> {
  const { row, settled, credits } = await paymentRecord(db, accountId, id);
  const account = await accountOf(db, accountId);
  return {
    kind: 'payment-receipt',
    number: row.tranId,
    date: row.day,
    account: { name: account.accountName, number: account.accountNumber },
    billTo: documentAddress(account.billAddress, account.accountName),
    methodLabel: methodLabel(row.method, row.last4),
    reference: row.gatewayReference,
    invoices: settled.map((s) => ({
      number: s.tranId,
      date: s.day,
      dueDate: s.dueDate,
      appliedCents: s.appliedCents,
      balanceCents: s.amountDueCents,
    })),
    creditsUsed: credits.map((c) => ({ kind: c.kind, number: c.tranId, amountCents: c.amountCents })),
    amountCents: row.amountCents,
    convenienceFeeCents: row.convenienceFeeCents,
    unappliedCents: row.amountCents - row.appliedCents,
  };
}

/** The statement as a document (the PDF and the statement job). */
export async function statementModel(
  db: DbOrTx,
  accountId: number,
  request: StatementRequest,
): Promise<StatementModel> {
  const account = await accountOf(db, accountId);
  return {
    kind: 'statement',
    account: { name: account.accountName, number: account.accountNumber },
    billTo: documentAddress(account.billAddress, account.accountName),
    terms: account.terms,
    statement: await statementOf(db, accountId, request),
  };
}

/** The models a link or request names, each read for `accountId` only (else not found). */
export async function documentModels(
  db: DbOrTx,
  accountId: number,
  request: GeneratePdfRequest,
): Promise<DocumentModel[]> {
  if (!Array.isArray(request)) return [await statementModel(db, accountId, request)];
  const models: DocumentModel[] = [];
  for (const doc of request) {
    switch (doc.type) {
      case 'invoice':
        models.push(await invoiceModel(db, accountId, doc.transactionId));
        break;
      case 'salesOrder':
        models.push(await salesOrderModel(db, accountId, doc.transactionId));
        break;
      case 'creditMemo':
        models.push(await creditMemoModel(db, accountId, doc.transactionId));
        break;
      case 'paymentReceipt':
        models.push(await receiptModel(db, accountId, doc.transactionId));
        break;
    }
  }
  return models;
}

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

/**
 * POST generatePDF: checks the documents are the caller's (a memo also needs hasCreditMemoAccess)
 * and answers the signed link to them.
 */
export async function generatePdf(
  db: DbOrTx,
  links: DocumentLinks,
  buyer: Buyer,
  request: GeneratePdfRequest,
  now: Date,
  pdfPath: string,
): Promise<GeneratePdfResponse> {
  if (
    Array.isArray(request) &&
    request.some((d) => d.type === 'creditMemo') &&
    !buyer.permissions.hasCreditMemoAccess
  ) {
    throw refuse('FORBIDDEN', 'You do not have permission to do that.');
  }
  // Reading the models checks ownership of every id (and a statement's period) now, not later.
  await documentModels(db, buyer.account.id, request);
  const expires = Math.floor(now.getTime() / 1000) + LINK_LIFETIME_SECONDS;
  const payload: LinkPayload = { a: buyer.account.id, e: expires, d: request };
  return {
    pdfUrl: `${pdfPath}?token=${links.sign(payload)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export interface RenderedPdf {
  bytes: Uint8Array;
  /** A file name for the browser: 'INV-100231.pdf', 'statement-2026-03-31.pdf'. */
  fileName: string;
}

function fileNameOf(request: LinkPayload['d'], models: readonly DocumentModel[]): string {
  if (!Array.isArray(request)) return `statement-${request.statementDate}.pdf`;
  const first = models[0];
  const number = first && first.kind !== 'statement' ? first.number : 'documents';
  return models.length === 1 ? `${number}.pdf` : `${number}-and-${models.length - 1}-more.pdf`;
}

/** GET pdf?token=: the PDF a link names, for its account only. */
export async function openPdf(
  db: DbOrTx,
  links: DocumentLinks,
  renderer: DocumentRenderer,
  actor: Actor,
  token: string,
  now: Date,
): Promise<RenderedPdf> {
  const payload = links.open(token, now);
  if (!payload) throw linkInvalid();
  // A link is the account's: someone signed in for another account cannot use it.
  if (actor.kind === 'buyer' && actor.account.id !== payload.a) throw linkInvalid();
  // Nor a contact of the account who may not see prices (the documents are all amounts).
  if (actor.kind === 'buyer' && !actor.permissions.isPriceVisible) {
    throw refuse('FORBIDDEN', 'You do not have permission to do that.');
  }
  const models = await documentModels(db, payload.a, payload.d);
  const bytes =
    models.length === 1 && models[0] ? await renderer.render(models[0]) : await renderer.renderAll(models);
  return { bytes, fileName: fileNameOf(payload.d, models) };
}
