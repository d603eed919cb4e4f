// createPayment (service spec §7 "Payments", §3 "Payment lines", §5; issue 18 point 3; ADR 0024):
// pay invoices with credit memos, earlier payments' unapplied amounts and a charge to a card or bank
// account, all in one transaction.
//
// The order, inside one transaction:
//   1. lock the named invoices, credit memos and payments (id order, FOR UPDATE) and read their
//      bounds as they are now: an invoice's amount due, a memo's total − applied, a payment's
//      amount − applied (service spec §5);
//   2. check the plan with the domain's rules (payment-lines.ts): a checked amount over its bound,
//      credits beyond the invoices, no invoice → refused with the domain's message, nothing changed;
//   3. charge the rest (plus the card convenience fee, as at checkout) through the gateway, keyed
//      by the request's Idempotency-Key so a retried request moves no more money;
//   4. write the payment and every application, with conditional UPDATEs that cannot pass a bound,
//      give terms credit back (ADR 0020), and put the receipt mail on the outbox.
// If anything after the charge fails, the transaction rolls back and the charge is refunded.
import {
  allocatePayment,
  centsToDollars,
  convenienceFeeCents,
  creditMemoPaymentLine,
  dollarsToCents,
  formatUsd,
  invoicePaymentLine,
  unappliedPaymentLine,
  validatePaymentPlan,
  type PaymentLine,
} from '@medsupply/domain';
import { BILLING_MESSAGES, type CreatePaymentRequest, type CreatePaymentResponse } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentDetails } from '../transactions/transactions.service.ts';
import type { PaymentGateway } from './gateway/payment-gateway.ts';
import {
  describeToken,
  isExpired,
  methodForPayment,
  saveDescribedMethod,
} from './payment-methods.service.ts';
import * as q from './payments.queries.ts';

export interface PaymentSettings {
  convenienceFeeRatePercent: number;
  /** The storefront's address, for the receipt mail's link. */
  publicUrl: string;
  storeName: string;
}

const DUPLICATE_LINE = 'Each invoice, credit memo and payment may appear only once.';

function assertDistinct(lines: readonly { id: number }[]): void {
  if (new Set(lines.map((line) => line.id)).size !== lines.length) throw refuse('VALIDATION', DUPLICATE_LINE);
}

/** The plan from the request and the locked rows; an id the account does not hold is not found. */
function planLines(
  request: CreatePaymentRequest,
  invoices: readonly q.LockedInvoice[],
  memos: readonly q.LockedCredit[],
  payments: readonly q.LockedCredit[],
): PaymentLine[] {
  const find = <T extends { id: number }>(rows: readonly T[], id: number, message: string): T => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw refuse('NOT_FOUND', message);
    return row;
  };
  const checked = (line: PaymentLine, apply: number): PaymentLine => ({
    ...line,
    applyCents: dollarsToCents(apply),
    checked: true,
  });
  return [
    ...request.invoices.map((line) => {
      const row = find(invoices, line.id, BILLING_MESSAGES.invoiceNotFound);
      return checked(
        invoicePaymentLine({ id: row.id, number: row.tranId, amountDueCents: row.amountDueCents }),
        line.apply,
      );
    }),
    ...request.creditMemos.map((line) => {
      const row = find(memos, line.id, BILLING_MESSAGES.creditMemoNotFound);
      const memo = creditMemoPaymentLine({
        id: row.id,
        number: row.tranId,
        totalCents: row.remainingCents,
        amountPaidCents: 0,
      });
      return checked(memo, line.apply);
    }),
    ...request.unappliedPayments.map((line) => {
      const row = find(payments, line.id, BILLING_MESSAGES.paymentNotFound);
      return checked(
        unappliedPaymentLine({ id: row.id, number: row.tranId, unappliedPaymentCents: row.remainingCents }),
        line.apply,
      );
    }),
  ];
}

/** Refuses a plan the domain's rules refuse, with the message next to the first bad line. */
function assertValidPlan(lines: readonly PaymentLine[]): void {
  const check = validatePaymentPlan(lines);
  if (check.valid) return;
  const bad = check.lines.find((line) => line.error !== undefined);
  const message =
    bad?.error !== undefined
      ? `${bad.number}: ${bad.error}`
      : (check.planError ?? 'The payment is not valid.');
  throw refuse('PAYMENT_AMOUNT_INVALID', message);
}

interface Charge {
  chargeId: string;
  totalCents: number;
}

interface ChargeMethod {
  token: string;
  kind: 'card' | 'ach';
  type: string;
  last4: string;
  paymentMethodId: number | null;
}

/** The method the rest is charged to: a saved one of the account, or a token just entered. */
async function chargeMethod(
  tx: Tx,
  gateway: PaymentGateway,
  buyer: Buyer,
  choice: NonNullable<CreatePaymentRequest['paymentMethod']>,
  now: Date,
): Promise<ChargeMethod> {
  if ('id' in choice) {
    const { method, token } = await methodForPayment(tx, buyer.account.id, choice.id, now);
    return { token, kind: method.kind, type: method.type, last4: method.last4, paymentMethodId: method.id };
  }
  const description = await describeToken(gateway, choice.token);
  if (isExpired(description, now)) throw refuse('PAYMENT_METHOD_EXPIRED', 'Your card has expired.');
  let paymentMethodId: number | null = null;
  if (choice.save === true) {
    const owner = { accountId: buyer.account.id, userId: buyer.user.id };
    paymentMethodId = (await saveDescribedMethod(tx, owner, choice.token, description, {}, now)).id;
  }
  return {
    token: choice.token,
    kind: description.kind,
    type: description.type,
    last4: description.last4,
    paymentMethodId,
  };
}

function receiptText(
  settings: PaymentSettings,
  firstName: string,
  number: string,
  lines: readonly { tranId: string; appliedCents: number }[],
  chargeCents: number,
  feeCents: number,
  creditsCents: number,
): string {
  return [
    `Hello ${firstName},`,
    '',
    number === ''
      ? 'Your credits were applied to your invoices:'
      : `Thank you for your payment ${number}. It was applied to:`,
    ...lines.map((line) => `  ${line.tranId}: ${formatUsd(line.appliedCents)}`),
    '',
    ...(creditsCents > 0 ? [`Credits used: ${formatUsd(creditsCents)}`] : []),
    ...(chargeCents > 0 ? [`Charged: ${formatUsd(chargeCents)}`] : []),
    ...(feeCents > 0 ? [`Convenience fee: ${formatUsd(feeCents)}`] : []),
    '',
    `See your payment history: ${settings.publicUrl}/myaccount/menu/paymenthistory`,
    '',
    settings.storeName,
  ].join('\n');
}

/**
 * POST createPayment. `idempotencyKey` is the request's Idempotency-Key (the edge requires it and
 * replays a repeated request's answer); the gateway charge is keyed by it too.
 */
export async function createPayment(
  db: Db,
  gateway: PaymentGateway,
  outbox: Outbox,
  settings: PaymentSettings,
  buyer: Buyer,
  request: CreatePaymentRequest,
  idempotencyKey: string,
  now: Date,
): Promise<CreatePaymentResponse> {
  assertDistinct(request.invoices);
  assertDistinct(request.creditMemos);
  assertDistinct(request.unappliedPayments);
  const accountId = buyer.account.id;
  let charge: Charge | null = null;
  try {
    const result = await db.transaction(async (tx) => {
      const invoices = await q.lockInvoices(
        tx,
        accountId,
        request.invoices.map((l) => l.id),
      );
      const memos = await q.lockCreditMemos(
        tx,
        accountId,
        request.creditMemos.map((l) => l.id),
      );
      const earlier = await q.lockPayments(
        tx,
        accountId,
        request.unappliedPayments.map((l) => l.id),
      );
      const lines = planLines(request, invoices, memos, earlier);
      assertValidPlan(lines);
      const allocation = allocatePayment(lines);
      const payer = await q.payerFacts(tx, accountId, buyer.user.id);
      if (!payer) throw refuse('ACCOUNT_NOT_FOUND', 'Account not found');

      let paymentId: number | null = null;
      let feeCents = 0;
      if (allocation.chargeCents > 0) {
        if (request.paymentMethod === undefined) throw refuse('VALIDATION', BILLING_MESSAGES.methodRequired);
        const method = await chargeMethod(tx, gateway, buyer, request.paymentMethod, now);
        // service spec §9: the convenience fee applies to cards, as at checkout; ACH carries none.
        feeCents =
          method.kind === 'card'
            ? convenienceFeeCents({
                ratePercent: settings.convenienceFeeRatePercent,
                subtotalCents: allocation.chargeCents,
                shippingCents: 0,
                taxCents: 0,
                exempt: payer.convFeeExempt,
              })
            : 0;
        paymentId = await q.nextPaymentId(tx);
        const charged = await gateway.charge({
          token: method.token,
          amountCents: allocation.chargeCents + feeCents,
          reference: q.paymentNumber(paymentId),
          idempotencyKey: `payment:${buyer.user.id}:${idempotencyKey}`,
        });
        if (charged.status === 'declined') throw refuse('PAYMENT_DECLINED', charged.message);
        if (charged.status === 'refused') throw refuse('PAYMENT_DETAILS_INVALID', charged.message);
        charge = { chargeId: charged.chargeId, totalCents: charged.amountCents };
        await q.insertPayment(tx, {
          id: paymentId,
          accountId,
          userId: buyer.user.id,
          paymentMethodId: method.paymentMethodId,
          method: method.type,
          last4: method.last4,
          amountCents: allocation.chargeCents,
          convenienceFeeCents: feeCents,
          gatewayReference: charged.chargeId,
          memo: request.memo ?? null,
          paidAt: now,
        });
      }

      const byInvoice = new Map<number, number>();
      let creditsCents = 0;
      for (const application of allocation.applications) {
        const { source, invoiceId, amountCents } = application;
        if (!(await q.settleInvoice(tx, accountId, invoiceId, amountCents))) {
          throw new Error(`invoice ${invoiceId} owes less than ${amountCents} though it is locked`);
        }
        byInvoice.set(invoiceId, (byInvoice.get(invoiceId) ?? 0) + amountCents);
        if (source.kind === 'charge') {
          if (paymentId === null) throw new Error('a charge application without a payment');
          await q.insertPaymentApplication(tx, {
            paymentId,
            invoiceId,
            amountCents,
            appliedInPaymentId: null,
            at: now,
          });
        } else if (source.kind === 'credit-memo') {
          creditsCents += amountCents;
          if (!(await q.useCreditMemo(tx, accountId, source.id, amountCents))) {
            throw new Error(`credit memo ${source.id} has less than ${amountCents} though it is locked`);
          }
          await q.insertCreditMemoApplication(tx, {
            creditMemoId: source.id,
            invoiceId,
            amountCents,
            paymentId,
            at: now,
          });
        } else {
          creditsCents += amountCents;
          if (!(await q.usePayment(tx, accountId, source.id, amountCents))) {
            throw new Error(
              `payment ${source.id} has less than ${amountCents} unapplied though it is locked`,
            );
          }
          await q.insertPaymentApplication(tx, {
            paymentId: source.id,
            invoiceId,
            amountCents,
            appliedInPaymentId: paymentId,
            at: now,
          });
        }
      }
      const appliedCents = [...byInvoice.values()].reduce((sum, cents) => sum + cents, 0);
      await q.restoreCredit(tx, accountId, appliedCents);

      const after = await q.lockInvoices(tx, accountId, [...byInvoice.keys()]);
      const number = paymentId === null ? '' : q.paymentNumber(paymentId);
      await outbox.mail(tx, {
        to: payer.email,
        subject: number === '' ? `Credits applied for ${payer.accountName}` : `Payment receipt ${number}`,
        text: receiptText(
          settings,
          payer.firstName,
          number,
          after.map((invoice) => ({ tranId: invoice.tranId, appliedCents: byInvoice.get(invoice.id) ?? 0 })),
          allocation.chargeCents,
          feeCents,
          creditsCents,
        ),
      });
      return {
        payment: paymentId === null ? null : await paymentDetails(tx, accountId, paymentId),
        charged: centsToDollars(allocation.chargeCents),
        convenienceFee: centsToDollars(feeCents),
        invoices: after.map((invoice) => ({
          id: invoice.id,
          tranId: invoice.tranId,
          status: invoice.amountDueCents === 0 ? 'Paid In Full' : 'Open',
          amountDue: centsToDollars(invoice.amountDueCents),
        })),
      };
    });
    return result;
  } catch (error) {
    // The charge went through but the payment was not recorded: give the money back.
    const made = charge as Charge | null;
    if (made !== null) {
      await gateway.refund({
        chargeId: made.chargeId,
        amountCents: made.totalCents,
        idempotencyKey: `payment-refund:${buyer.user.id}:${idempotencyKey}`,
      });
    }
    throw error;
  }
}
