// Billing operations of the back office (issue 20 points 2 and 3; ADR 0030, 0034): cancel an order
// line, issue a credit memo, refund a card payment, record a check or ACH payment received, and read
// a customer's ledger. The commands are the order-to-cash module's (the back office is a second
// face over the same services: it differs in who acts, never in how money moves); this file
// answers them as the staff's screens show them.
import {
  type AdminCreditMemo,
  type CancelLineBody,
  type CancelLineResponse,
  type CreditMemoResponse,
  type InvoiceLinesResponse,
  type IssueCreditMemoBody,
  type LedgerResponse,
  type RecordPaymentBody,
  type RecordPaymentResponse,
  type RefundPaymentBody,
  type RefundPaymentResponse,
} from '@medsupply/contract';
import { centsToDollars, dollarsToCents, isoDayIn, STORE_TIME_ZONE } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cancelLine } from '../order-to-cash/cancellation.service.ts';
import {
  CREDIT_MEMO_MESSAGES,
  creditableLinesOf,
  issueCreditMemo as issueMemo,
  refundablePositions,
  refundPayment as refund,
} from '../order-to-cash/credit-memos.service.ts';
import { agingDollars, openPosition } from '../order-to-cash/ledger.service.ts';
import type { OrderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { recordReceivedPayment } from '../order-to-cash/payments.service.ts';
import { orderDetails } from './orders.service.ts';
import * as q from './billing.queries.ts';

export const BILLING_DESK_MESSAGES = {
  accountNotFound: 'Account not found.',
  invoiceNotFound: 'Invoice not found.',
  creditMemoNotFound: 'Credit memo not found.',
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
      itemName: l.display_name,
      quantity: l.quantity,
      price: dollars(l.unit_price_cents),
      amount: dollars(l.amount_cents),
    })),
  };
}

/** POST /api/admin/credit-memos: a memo for returned invoice lines or an amount. */
export async function issueCreditMemo(
  deps: OrderToCashDeps,
  staff: Staff,
  body: IssueCreditMemoBody,
  requestKey: string | null = null,
): Promise<CreditMemoResponse> {
  const memoId = await issueMemo(deps, staff, body, requestKey);
  return { creditMemo: await memoOf(deps.db, memoId) };
}

/**
 * POST /api/admin/payments/:id/refund: gives a card or bank payment back to it, in part or whole,
 * with a credit memo against the invoice it paid (order-to-cash's refundPayment).
 */
export async function refundPayment(
  deps: OrderToCashDeps,
  staff: Staff,
  paymentId: number,
  body: RefundPaymentBody,
  requestKey: string | null,
): Promise<RefundPaymentResponse> {
  const refunded = await refund(deps, staff, paymentId, body, requestKey);
  return {
    refund: {
      id: refunded.refund.id,
      tranId: refunded.refund.tran_id ?? '',
      paymentId,
      status: refunded.refund.status,
      amount: dollars(refunded.refund.amount_cents),
    },
    creditMemo: await memoOf(deps.db, refunded.creditMemoId),
  };
}

// ---------------------------------------------------------------------------------------------
// Cancelling a line
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/admin/orders/:id/lines/:lineId/cancel: unshipped units cancelled (stock, allocation and
 * what the order no longer holds go back); without a quantity, the billed part is credited too.
 * `requestKey` is the request's Idempotency-Key (a retry after a crash cancels nothing twice).
 */
export async function cancelOrderLine(
  deps: OrderToCashDeps,
  staff: Staff,
  orderId: number,
  lineId: number,
  body: CancelLineBody,
  requestKey: string | null = null,
): Promise<CancelLineResponse> {
  const cancelled = await cancelLine(deps, staff, orderId, lineId, body, requestKey);
  return {
    order: await orderDetails(deps.db, orderId),
    quantityCancelled: cancelled.quantityCancelled,
    creditMemo: cancelled.creditMemoId === null ? null : await memoOf(deps.db, cancelled.creditMemoId),
  };
}

// ---------------------------------------------------------------------------------------------
// Payments received
// ---------------------------------------------------------------------------------------------

/** POST /api/admin/payments: a check or ACH payment received, applied to open invoices. */
export async function recordPayment(
  deps: OrderToCashDeps,
  staff: Staff,
  body: RecordPaymentBody,
  requestKey: string | null = null,
): Promise<RecordPaymentResponse> {
  const recorded = await recordReceivedPayment(deps, staff, body, requestKey);
  const amountCents = dollarsToCents(body.amount);
  return {
    payment: {
      id: recorded.paymentId,
      tranId: recorded.tranId,
      accountId: body.accountId,
      method: body.method,
      amount: dollars(amountCents),
      applied: dollars(recorded.appliedCents),
      unapplied: dollars(amountCents - recorded.appliedCents),
      paidAt: recorded.paidAt.toISOString(),
      memo: recorded.memo,
    },
    invoices: recorded.invoices.map((s) => ({
      id: s.id,
      tranId: s.tranId,
      status: s.status,
      amountDue: dollars(s.amountDueCents),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// A customer's ledger
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/invoices/:id/lines: what the credit-memo form offers to credit as returned. */
export async function invoiceLines(db: Db, id: number): Promise<InvoiceLinesResponse> {
  const invoice = await q.invoiceHead(db, id);
  if (!invoice) throw refuse('NOT_FOUND', CREDIT_MEMO_MESSAGES.invoiceNotFound);
  const lines = await creditableLinesOf(db, id);
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
  // What the Refund action of each payment may give back (order-to-cash decides which can be).
  const refundable = await refundablePositions(
    db,
    rows.filter((r) => r.type === 'payment').map((r) => r.id),
  );
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
    entries: rows.map((r) => {
      const position = r.type === 'payment' ? refundable.get(r.id) : undefined;
      return {
        type: r.type,
        id: r.id,
        tranId: r.tran_id,
        date: r.at,
        dueDate: r.due_date,
        status: r.status,
        memo: r.memo,
        amount: dollars(r.amount_cents),
        open: dollars(r.open_cents),
        refundable: position
          ? {
              remaining: dollars(position.remainingCents),
              methodLabel: position.methodLabel,
              invoice: position.invoice,
            }
          : null,
      };
    }),
  };
}
