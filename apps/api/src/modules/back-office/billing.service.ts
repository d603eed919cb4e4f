// Billing operations of the back office (issue 20 points 2 and 3; ADR 0020 "Cancelling a line",
// ADR 0030): cancel an order line (stock, allocation and terms credit back; the billed part
// credited), issue a credit memo for a return or a correction, record a check or ACH payment
// received and apply it to open invoices, and read a customer's ledger. Each action is one
// transaction with its audit row; the ledger only grows (new memos and payments, never edits).
import {
  CREDIT_MEMO_BODY_MESSAGES,
  type AdminCreditMemo,
  type CancelLineBody,
  type CancelLineResponse,
  type CreditMemoResponse,
  type InvoiceLinesResponse,
  type IssueCreditMemoBody,
  type LedgerResponse,
  type RecordPaymentBody,
  type RecordPaymentResponse,
} from '@medsupply/contract';
import {
  baseUnitsOf,
  cancelSplit,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  isoDayIn,
  orderStatusOf,
  STORE_TIME_ZONE,
  unshippedOf,
} from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { PaymentGateway } from '../payments/payment-methods.service.ts';
import {
  agingDollars,
  invoiceShipment,
  openPosition,
  type ShippedLineToInvoice,
} from '../transactions/transactions.service.ts';
import { orderDetails } from './orders.service.ts';
import { audit } from './staff.service.ts';
import * as q from './billing.queries.ts';

export const BILLING_DESK_MESSAGES = {
  orderNotFound: 'Order not found.',
  lineNotFound: 'Line not found on this order.',
  accountNotFound: 'Account not found.',
  invoiceNotFound: 'Invoice not found.',
  invoiceOfOtherAccount: 'The invoice is not one of this account.',
  creditMemoNotFound: 'Credit memo not found.',
  notCancellable: (status: string) => `Lines of this order cannot be cancelled: it is ${status}.`,
  tooMuchToCancel: (lineNumber: number, unshipped: number) =>
    unshipped === 0
      ? `Line ${lineNumber} has nothing left unshipped to cancel.`
      : `Line ${lineNumber} has only ${unshipped} left unshipped to cancel.`,
  nothingToCancel: (lineNumber: number) => `Line ${lineNumber} has nothing left to cancel or credit.`,
  invoiceLineNotFound: (id: number) => `Line ${id} is not a line of this invoice.`,
  tooMuchToCredit: (itemName: string, left: number) =>
    left === 0
      ? `${itemName} is already fully credited on this invoice.`
      : `${itemName}: only ${left} can still be credited on this invoice.`,
  overInvoice: (tranId: string, leftCents: number) =>
    `${tranId}: Cannot credit more than ${formatUsd(leftCents)}, what is left of the invoice after its credit memos.`,
  duplicateInvoice: 'Each invoice may appear only once.',
  duplicateLine: 'Each invoice line may appear only once.',
  overApplied: (appliedCents: number, amountCents: number) =>
    `The applications add up to ${formatUsd(appliedCents)}, more than the payment of ${formatUsd(amountCents)}.`,
  overDue: (tranId: string, dueCents: number) =>
    dueCents === 0
      ? `${tranId}: This invoice is paid in full.`
      : `${tranId}: Cannot apply more than ${formatUsd(dueCents)}, what the invoice owes.`,
  futureReceipt: 'The date received cannot be later than today.',
} as const;

const dollars = centsToDollars;

// ---------------------------------------------------------------------------------------------
// Credit memos
// ---------------------------------------------------------------------------------------------

async function memoOf(db: DbOrTx, id: number): Promise<AdminCreditMemo> {
  const memo = await q.memoById(db, id);
  if (!memo) throw refuse('NOT_FOUND', BILLING_DESK_MESSAGES.creditMemoNotFound);
  const lines = await q.memoLines(db, id);
  return {
    id: memo.id,
    tranId: memo.tran_id,
    accountId: memo.account_id,
    invoice:
      memo.invoice_id !== null && memo.invoice_tran_id !== null
        ? { id: memo.invoice_id, tranId: memo.invoice_tran_id }
        : null,
    memoDate: memo.memo_date,
    reason: memo.reason,
    total: dollars(memo.total_cents),
    remaining: dollars(memo.total_cents - memo.applied_cents),
    lines: lines.map((l) => ({
      invoiceLineId: l.invoice_line_id,
      itemName: l.item_name,
      quantity: l.quantity,
      price: dollars(l.unit_price_cents),
      amount: dollars(l.amount_cents),
    })),
  };
}

interface MemoLine {
  invoiceLineId: number;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Writes a credit memo in the caller's transaction. Against an invoice (locked by the caller), the
 * memos never add up to more than the invoice's total.
 */
async function writeMemo(
  tx: Tx,
  input: {
    accountId: number;
    invoice: q.LockedInvoice | null;
    lines: readonly MemoLine[];
    totalCents: number;
    reason: string;
    now: Date;
  },
): Promise<number> {
  if (input.invoice) {
    const leftCents = input.invoice.total_cents - input.invoice.credited_cents;
    if (input.totalCents > leftCents) {
      throw refuse(
        'VALIDATION',
        BILLING_DESK_MESSAGES.overInvoice(input.invoice.tran_id, Math.max(0, leftCents)),
      );
    }
  }
  return q.insertCreditMemo(tx, {
    accountId: input.accountId,
    invoiceId: input.invoice?.id ?? null,
    totalCents: input.totalCents,
    reason: input.reason,
    at: input.now,
    lines: input.lines,
  });
}

/**
 * POST /api/admin/credit-memos: a memo for returned invoice lines (never more of a line than was
 * invoiced less what memos already credit) or for an amount (against an invoice: never more than
 * what its memos leave of it). The buyer sees it under Credit Memos and applies it as before.
 */
export async function issueCreditMemo(
  db: Db,
  staff: Staff,
  body: IssueCreditMemoBody,
  now: Date,
): Promise<CreditMemoResponse> {
  const hasLines = body.lines !== undefined && body.lines.length > 0;
  if (hasLines === (body.amount !== undefined)) {
    throw refuse('VALIDATION', CREDIT_MEMO_BODY_MESSAGES.linesOrAmount);
  }
  if (hasLines && body.invoiceId === undefined) {
    throw refuse('VALIDATION', CREDIT_MEMO_BODY_MESSAGES.invoiceForLines);
  }
  const memoId = await db.transaction(async (tx) => {
    if (!(await q.accountExists(tx, body.accountId))) {
      throw refuse('ACCOUNT_NOT_FOUND', BILLING_DESK_MESSAGES.accountNotFound);
    }
    let invoice: q.LockedInvoice | null = null;
    if (body.invoiceId !== undefined) {
      invoice = await q.lockInvoice(tx, body.invoiceId);
      if (!invoice) throw refuse('NOT_FOUND', BILLING_DESK_MESSAGES.invoiceNotFound);
      if (invoice.account_id !== body.accountId) {
        throw refuse('VALIDATION', BILLING_DESK_MESSAGES.invoiceOfOtherAccount);
      }
    }
    const lines: MemoLine[] = [];
    if (body.lines && body.lines.length > 0 && invoice) {
      if (new Set(body.lines.map((l) => l.invoiceLineId)).size !== body.lines.length) {
        throw refuse('VALIDATION', BILLING_DESK_MESSAGES.duplicateLine);
      }
      const creditable = await q.creditableLines(tx, [invoice.id]);
      for (const wanted of body.lines) {
        const line = creditable.find((l) => l.id === wanted.invoiceLineId);
        if (!line)
          throw refuse('VALIDATION', BILLING_DESK_MESSAGES.invoiceLineNotFound(wanted.invoiceLineId));
        const left = line.quantity - line.credited;
        if (wanted.quantity > left) {
          throw refuse(
            'VALIDATION',
            BILLING_DESK_MESSAGES.tooMuchToCredit(line.item_name, Math.max(0, left)),
          );
        }
        lines.push({
          invoiceLineId: line.id,
          quantity: wanted.quantity,
          unitPriceCents: line.unit_price_cents,
        });
      }
    }
    const totalCents =
      lines.length > 0
        ? lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0)
        : dollarsToCents(body.amount ?? 0);
    const id = await writeMemo(tx, {
      accountId: body.accountId,
      invoice,
      lines,
      totalCents,
      reason: body.reason,
      now,
    });
    await audit(tx, staff, {
      action: 'creditMemo.issue',
      entityType: 'account',
      entityId: body.accountId,
      before: invoice ? { invoiceId: invoice.id, creditedCents: invoice.credited_cents } : null,
      after: { creditMemoId: id, invoiceId: invoice?.id ?? null, totalCents, reason: body.reason, lines },
    });
    return id;
  });
  return { creditMemo: await memoOf(db, memoId) };
}

// ---------------------------------------------------------------------------------------------
// Cancelling a line
// ---------------------------------------------------------------------------------------------

/**
 * The billed part of a line not yet credited, as memo lines: the order's invoice lines of the
 * line's item and unit, oldest invoice first, each up to what it invoiced less what is credited.
 */
function billedToCredit(
  creditable: readonly q.CreditableLine[],
  line: q.CancelLineRow,
): Array<MemoLine & { invoiceId: number }> {
  let left = line.quantity_billed;
  const out: Array<MemoLine & { invoiceId: number }> = [];
  for (const il of creditable) {
    if (left === 0) break;
    if (il.item_id !== line.item_id || il.unit_id !== line.unit_id) continue;
    const take = Math.min(left, il.quantity - il.credited);
    if (take <= 0) continue;
    out.push({
      invoiceId: il.invoice_id,
      invoiceLineId: il.id,
      quantity: take,
      unitPriceCents: il.unit_price_cents,
    });
    left -= take;
  }
  return out;
}

/**
 * POST /api/admin/orders/:id/lines/:lineId/cancel. With a quantity: that many unshipped units are
 * cancelled. Without: every unshipped unit, and the billed part is credited by a credit memo (a
 * line cancelled after part of it was invoiced). Backordered units go first, then committed ones
 * whose stock goes back; the allocation and, on terms, the credit follow; the order's status is
 * derived again. One transaction under the order's lock, as shipping takes it.
 */
export async function cancelOrderLine(
  db: Db,
  staff: Staff,
  orderId: number,
  lineId: number,
  body: CancelLineBody,
  now: Date,
): Promise<CancelLineResponse> {
  const result = await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderId);
    if (!order) throw refuse('ORDER_NOT_FOUND', BILLING_DESK_MESSAGES.orderNotFound);
    if (['Cancelled', 'Closed', 'Rejected'].includes(order.status) || order.approval_status === 'rejected') {
      throw refuse('ORDER_NOT_SHIPPABLE', BILLING_DESK_MESSAGES.notCancellable(order.status));
    }
    await q.lockItemOfLine(tx, orderId, lineId);
    const line = await q.lineOf(tx, orderId, lineId);
    if (!line) throw refuse('NOT_FOUND', BILLING_DESK_MESSAGES.lineNotFound);
    const quantities = {
      quantity: line.quantity,
      quantityCancelled: line.quantity_cancelled,
      quantityBackordered: line.quantity_backordered,
      quantityFulfilled: line.quantity_fulfilled,
      quantityBilled: line.quantity_billed,
    };
    const wholeLine = body.quantity === undefined;
    const toCancel = body.quantity ?? unshippedOf(quantities);

    let split = { fromBackordered: 0, fromCommitted: 0 };
    if (toCancel > 0) {
      const s = cancelSplit(quantities, toCancel);
      if (!s.ok) {
        throw refuse(
          'QUANTITY_NOT_CANCELLABLE',
          BILLING_DESK_MESSAGES.tooMuchToCancel(line.line_number, s.unshipped),
        );
      }
      split = s;
      if (!(await q.cancelLine(tx, line.id, s.fromBackordered, s.fromCommitted))) {
        throw refuse('QUANTITY_NOT_CANCELLABLE', BILLING_DESK_MESSAGES.tooMuchToCancel(line.line_number, 0));
      }
      await q.returnStock(tx, line.item_id, baseUnitsOf(s.fromCommitted, line.conversion_rate));
      if (line.allocated) {
        await q.returnAllocation(tx, {
          accountId: order.account_id,
          itemId: line.item_id,
          units: Math.ceil(toCancel * line.conversion_rate - 1e-9),
          orderDate: order.order_date,
        });
      }
      if (order.payment_type === 'terms') {
        await q.returnCredit(tx, order.account_id, toCancel * line.unit_price_cents);
      }
    }

    let memoId: number | null = null;
    let memoLines: Array<MemoLine & { invoiceId: number }> = [];
    if (wholeLine && line.quantity_billed > 0) {
      const invoiceIds = await q.lockInvoicesOfOrder(tx, orderId);
      memoLines = billedToCredit(await q.creditableLines(tx, invoiceIds), line);
      if (memoLines.length > 0) {
        const invoiceIdsOfMemo = [...new Set(memoLines.map((l) => l.invoiceId))];
        const onlyInvoice = invoiceIdsOfMemo.length === 1 ? invoiceIdsOfMemo[0] : undefined;
        memoId = await writeMemo(tx, {
          accountId: order.account_id,
          invoice: onlyInvoice !== undefined ? await q.lockInvoice(tx, onlyInvoice) : null,
          lines: memoLines,
          totalCents: memoLines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
          reason: `Line ${line.line_number} of ${order.tran_id} cancelled: ${body.reason}`,
          now,
        });
      }
    }
    if (toCancel === 0 && memoId === null) {
      throw refuse('QUANTITY_NOT_CANCELLABLE', BILLING_DESK_MESSAGES.nothingToCancel(line.line_number));
    }

    const after = await q.quantitiesOfOrder(tx, orderId);
    const status = orderStatusOf(
      after.map((l) => ({
        quantity: l.quantity,
        quantityCancelled: l.quantity_cancelled,
        quantityBackordered: l.quantity_backordered,
        quantityFulfilled: l.quantity_fulfilled,
        quantityBilled: l.quantity_billed,
      })),
      order.approval_status,
      false,
    );
    await q.setOrderStatus(tx, orderId, status);
    await audit(tx, staff, {
      action: 'orderLine.cancel',
      entityType: 'salesOrder',
      entityId: orderId,
      before: {
        status: order.status,
        line: {
          lineId,
          quantityCancelled: line.quantity_cancelled,
          quantityBackordered: line.quantity_backordered,
        },
      },
      after: {
        status,
        line: {
          lineId,
          quantityCancelled: line.quantity_cancelled + toCancel,
          quantityBackordered: line.quantity_backordered - split.fromBackordered,
        },
        reason: body.reason,
        creditMemo: memoId === null ? null : { id: memoId, lines: memoLines },
      },
    });
    return { quantityCancelled: toCancel, memoId };
  });
  return {
    order: await orderDetails(db, orderId),
    quantityCancelled: result.quantityCancelled,
    creditMemo: result.memoId === null ? null : await memoOf(db, result.memoId),
  };
}

// ---------------------------------------------------------------------------------------------
// Payments received
// ---------------------------------------------------------------------------------------------

/** When a payment dated `day` was received: now when that is today, else noon of that day (UTC). */
function receivedAt(day: string, now: Date): Date {
  return day === isoDayIn(now, STORE_TIME_ZONE) ? now : new Date(`${day}T12:00:00.000Z`);
}

/**
 * POST /api/admin/payments: a check or ACH payment received, applied to the account's open
 * invoices (each never beyond what it owes; the applications never beyond the payment). What is
 * not applied stays on the payment as unapplied, for the buyer to use later. Applied amounts give
 * terms credit back (ADR 0020 "Credit"). The edge's Idempotency-Key makes a double submit one
 * payment.
 */
export async function recordPayment(
  db: Db,
  staff: Staff,
  body: RecordPaymentBody,
  now: Date,
): Promise<RecordPaymentResponse> {
  if (body.receivedOn > isoDayIn(now, STORE_TIME_ZONE)) {
    throw refuse('VALIDATION', BILLING_DESK_MESSAGES.futureReceipt);
  }
  const ids = body.applications.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length) throw refuse('VALIDATION', BILLING_DESK_MESSAGES.duplicateInvoice);
  const amountCents = dollarsToCents(body.amount);
  const applications = body.applications.map((a) => ({
    invoiceId: a.invoiceId,
    cents: dollarsToCents(a.amount),
  }));
  const appliedCents = applications.reduce((sum, a) => sum + a.cents, 0);
  if (appliedCents > amountCents) {
    throw refuse('PAYMENT_AMOUNT_INVALID', BILLING_DESK_MESSAGES.overApplied(appliedCents, amountCents));
  }
  const payment = await db.transaction(async (tx) => {
    if (!(await q.accountExists(tx, body.accountId))) {
      throw refuse('ACCOUNT_NOT_FOUND', BILLING_DESK_MESSAGES.accountNotFound);
    }
    const locked = await q.lockAccountInvoices(tx, body.accountId, ids);
    for (const a of applications) {
      const invoice = locked.find((i) => i.id === a.invoiceId);
      if (!invoice) throw refuse('NOT_FOUND', BILLING_DESK_MESSAGES.invoiceNotFound);
      if (a.cents > invoice.amount_due_cents || !(await q.settleInvoice(tx, invoice.id, a.cents))) {
        throw refuse(
          'PAYMENT_AMOUNT_INVALID',
          BILLING_DESK_MESSAGES.overDue(invoice.tran_id, invoice.amount_due_cents),
        );
      }
    }
    const memo = body.method === 'check' ? `Check #${body.reference}` : `ACH ${body.reference}`;
    const paidAt = receivedAt(body.receivedOn, now);
    const created = await q.insertReceivedPayment(tx, {
      accountId: body.accountId,
      method: body.method,
      amountCents,
      appliedCents,
      reference: body.reference,
      memo,
      paidAt,
      applications,
    });
    await q.returnCredit(tx, body.accountId, appliedCents);
    await audit(tx, staff, {
      action: 'payment.record',
      entityType: 'account',
      entityId: body.accountId,
      before: { invoices: locked.map((i) => ({ id: i.id, amountDueCents: i.amount_due_cents })) },
      after: {
        paymentId: created.id,
        tranId: created.tranId,
        method: body.method,
        reference: body.reference,
        amountCents,
        applications,
      },
    });
    return { ...created, memo, paidAt };
  });
  const states = await q.invoiceStates(db, ids);
  return {
    payment: {
      id: payment.id,
      tranId: payment.tranId,
      accountId: body.accountId,
      method: body.method,
      amount: dollars(amountCents),
      applied: dollars(appliedCents),
      unapplied: dollars(amountCents - appliedCents),
      paidAt: payment.paidAt.toISOString(),
      memo: payment.memo,
    },
    invoices: states.map((s) => ({
      id: s.id,
      tranId: s.tran_id,
      status: s.status,
      amountDue: dollars(s.amount_due_cents),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// A customer's ledger
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/invoices/:id/lines: what the credit-memo form offers to credit as returned. */
export async function invoiceLines(db: Db, id: number): Promise<InvoiceLinesResponse> {
  const invoice = await q.invoiceHead(db, id);
  if (!invoice) throw refuse('NOT_FOUND', BILLING_DESK_MESSAGES.invoiceNotFound);
  const lines = await q.creditableLines(db, [id]);
  return {
    invoice: { id: invoice.id, tranId: invoice.tran_id, accountId: invoice.account_id },
    lines: lines.map((line) => ({
      id: line.id,
      itemName: line.item_name,
      quantity: line.quantity,
      credited: line.credited,
      unitPrice: dollars(line.unit_price_cents),
    })),
  };
}

const LEDGER_ROWS = 500;

/** GET /api/admin/accounts/:id/ledger: the account, its aging now and its ledger, newest first. */
export async function accountLedger(db: Db, accountId: number, now: Date): Promise<LedgerResponse> {
  const account = await q.ledgerAccount(db, accountId);
  if (!account) throw refuse('ACCOUNT_NOT_FOUND', BILLING_DESK_MESSAGES.accountNotFound);
  const [{ aging }, rows] = [
    await openPosition(db, accountId, now),
    await q.ledgerRows(db, accountId, LEDGER_ROWS),
  ];
  return {
    account: {
      id: account.id,
      name: account.account_name,
      number: account.account_number,
      terms: account.terms,
      creditLimit: dollars(account.credit_limit_cents),
      availableBalance: dollars(account.available_balance_cents),
    },
    asOf: isoDayIn(now, STORE_TIME_ZONE),
    aging: agingDollars(aging),
    entries: rows.map((r) => ({
      type: r.type,
      id: r.id,
      tranId: r.tran_id,
      date: r.at,
      dueDate: r.due_date,
      status: r.status,
      memo: r.memo,
      amount: dollars(r.amount_cents),
      open: dollars(r.open_cents),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Card orders captured at shipment
// ---------------------------------------------------------------------------------------------

/** What a capture moved, so the caller can refund it should its transaction not commit. */
export interface CaptureLedger {
  chargeId: string | null;
  amountCents: number;
}

/**
 * Invoices a shipment of a card (or ACH) order as paid, in the shipping transaction (ADR 0020
 * "Invoicing", ADR 0030): the invoice of the shipped lines (shipping, tax and the convenience fee
 * on the first), then the capture of its amount on the order's authorisation, then the payment
 * applied in full. Never more than was authorised in all. A capture the gateway refuses throws:
 * the transaction rolls back and nothing is shipped. The charge is written into `ledger` at once,
 * so the caller refunds it if the transaction fails after it (a compensating step, as createPayment).
 * Null when the order holds no authorisation (then it ships uninvoiced, as before).
 */
export async function captureShipment(
  tx: Tx,
  gateway: PaymentGateway,
  ledger: CaptureLedger,
  input: {
    orderId: number;
    orderTranId: string;
    accountId: number;
    poNumber: string | null;
    orderShippingCents: number;
    orderTaxCents: number;
    lines: readonly ShippedLineToInvoice[];
    now: Date;
  },
): Promise<Awaited<ReturnType<typeof invoiceShipment>> | null> {
  const auth = await q.authorizedOrder(tx, input.orderId);
  if (!auth) return null;
  const invoice = await invoiceShipment(tx, {
    accountId: input.accountId,
    salesOrderId: input.orderId,
    terms: null,
    poNumber: input.poNumber,
    orderShippingCents: input.orderShippingCents,
    orderTaxCents: input.orderTaxCents,
    lines: input.lines,
    now: input.now,
  });
  const feeCents = auth.captured_cents === 0 ? auth.convenience_fee_cents : 0;
  const captureCents = invoice.totalCents + feeCents;
  if (auth.captured_cents + captureCents > auth.total_cents) {
    throw refuse(
      'ORDER_NOT_SHIPPABLE',
      CAPTURE_MESSAGES.overAuthorized(formatUsd(auth.total_cents - auth.captured_cents)),
    );
  }
  const captured = await gateway.capture({
    authorizationId: auth.payment_authorization_id,
    amountCents: captureCents,
    idempotencyKey: `invoice:${invoice.id}`,
  });
  if (captured.status !== 'captured') {
    throw refuse('ORDER_NOT_SHIPPABLE', CAPTURE_MESSAGES.refused(captured.message));
  }
  ledger.chargeId = captured.chargeId;
  ledger.amountCents = captured.amountCents;
  if (!(await q.settleInvoice(tx, invoice.id, invoice.totalCents)))
    throw new Error('new invoice not settled');
  await q.insertCapturePayment(tx, {
    accountId: input.accountId,
    invoiceId: invoice.id,
    method: auth.method,
    last4: auth.last4,
    amountCents: invoice.totalCents,
    feeCents,
    chargeId: captured.chargeId,
    memo: `Captured at shipment of ${input.orderTranId}`,
    at: input.now,
  });
  await q.markCaptured(tx, input.orderId);
  return invoice;
}

export const CAPTURE_MESSAGES = {
  refused: (gatewayMessage: string) =>
    `The card payment could not be captured (${gatewayMessage}). Nothing was shipped.`,
  overAuthorized: (left: string) =>
    `This shipment is more than the ${left} left on the card authorisation. Nothing was shipped.`,
} as const;

/** Gives a capture back when the transaction that recorded it did not commit. */
export async function refundCapture(gateway: PaymentGateway, ledger: CaptureLedger): Promise<void> {
  if (ledger.chargeId === null) return;
  await gateway.refund({
    chargeId: ledger.chargeId,
    amountCents: ledger.amountCents,
    idempotencyKey: `capture-refund:${ledger.chargeId}`,
  });
}
