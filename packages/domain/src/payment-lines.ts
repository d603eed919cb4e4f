// Payment lines of "Make a payment": the invoices a buyer pays and the credits (credit memos and
// payments not yet applied) they use for it, how much each applies, whether the whole plan holds,
// and how a valid plan becomes applications (service spec §3 "Payment lines", §4, §5; storefront
// spec §3 "Payment state", §4 "Payment lines", §5 "Payment amounts"; issue 18 point 3).
//
// Amounts are integer cents. The amount to charge is Σ invoice applications − Σ credits applied;
// nothing is multiplied or divided, so nothing is rounded. A convenience fee, when the buyer pays
// by card, is computed on the charge afterwards (fees.ts) and is not part of these lines.
import { assertCents, dollarsToCents, formatUsd } from './money.ts';
import { numeric } from './validators.ts';

export type PaymentLineKind = 'invoice' | 'credit-memo' | 'unapplied-payment';

export interface PaymentLine {
  kind: PaymentLineKind;
  /** The invoice's, credit memo's or payment's id. */
  id: number;
  /** Its document number ('INV-100231'), for messages and screens. */
  number: string;
  /** What the buyer applies from (credits) or to (invoices) this line, in cents. */
  applyCents: number;
  /** The most that may be applied: what the invoice owes or what the credit has left. */
  maxApplyCents: number;
  checked: boolean;
  /** The message shown next to the line's amount, or undefined. */
  error: string | undefined;
}

function assertBound(cents: number, label: string): void {
  assertCents(cents, label);
  if (cents < 0) throw new RangeError(`${label} must be 0 or more, got ${cents}`);
}

// service spec §4 / storefront spec §4: every line starts unchecked and without error.
const fresh = { checked: false, error: undefined } as const;

/** service spec §4: an invoice starts with apply = amountDue, which is also its bound. */
export function invoicePaymentLine(invoice: {
  id: number;
  number: string;
  amountDueCents: number;
}): PaymentLine {
  assertBound(invoice.amountDueCents, 'amountDueCents');
  const { id, number, amountDueCents } = invoice;
  return { kind: 'invoice', id, number, applyCents: amountDueCents, maxApplyCents: amountDueCents, ...fresh };
}

/**
 * service spec §4/§5: a credit memo starts at 0 with a maximum of its remaining balance,
 * total − amountPaid (never below 0).
 */
export function creditMemoPaymentLine(memo: {
  id: number;
  number: string;
  totalCents: number;
  amountPaidCents: number;
}): PaymentLine {
  assertBound(memo.totalCents, 'totalCents');
  assertBound(memo.amountPaidCents, 'amountPaidCents');
  const maxApplyCents = Math.max(0, memo.totalCents - memo.amountPaidCents);
  return { kind: 'credit-memo', id: memo.id, number: memo.number, applyCents: 0, maxApplyCents, ...fresh };
}

/** service spec §4/§5: a payment not fully applied starts at 0 with a maximum of its unappliedPayment. */
export function unappliedPaymentLine(payment: {
  id: number;
  number: string;
  unappliedPaymentCents: number;
}): PaymentLine {
  assertBound(payment.unappliedPaymentCents, 'unappliedPaymentCents');
  const { id, number, unappliedPaymentCents } = payment;
  return {
    kind: 'unapplied-payment',
    id,
    number,
    applyCents: 0,
    maxApplyCents: unappliedPaymentCents,
    ...fresh,
  };
}

// The spec leaves these messages open (storefront spec §5 "Payment amounts"): each says what the
// limit is and why, next to the amount it is about.
const BOUND_REASON: Record<PaymentLineKind, string> = {
  invoice: 'the amount due on this invoice',
  'credit-memo': 'the remaining balance of this credit memo',
  'unapplied-payment': 'the unapplied amount of this payment',
};
export const NEGATIVE_AMOUNT_MESSAGE = 'Enter an amount of $0.00 or more.';
export const CENTS_AMOUNT_MESSAGE = 'Enter an amount in dollars and cents, such as 12.50.';
export const NO_INVOICE_MESSAGE = 'Select at least one invoice to pay.';

/** 'Cannot apply more than $12.34, the remaining balance of this credit memo.' */
export function overBoundMessage(kind: PaymentLineKind, maxApplyCents: number): string {
  return `Cannot apply more than ${formatUsd(maxApplyCents)}, ${BOUND_REASON[kind]}.`;
}

/** The plan-wide message when the credits used are more than the invoices selected take. */
export function creditsExceedMessage(invoicesCents: number, creditsCents: number): string {
  return (
    `The credits applied (${formatUsd(creditsCents)}) are more than the invoices selected ` +
    `(${formatUsd(invoicesCents)}). Apply ${formatUsd(creditsCents - invoicesCents)} less credit or select more invoices.`
  );
}

/** The message for one line's amount, or undefined; unchecked lines take part in nothing. */
export function paymentLineError(line: PaymentLine): string | undefined {
  if (!line.checked) return undefined;
  if (!Number.isSafeInteger(line.applyCents)) return CENTS_AMOUNT_MESSAGE;
  if (line.applyCents < 0) return NEGATIVE_AMOUNT_MESSAGE;
  // service spec §5: a credit memo is bounded by total − amountPaid, an unapplied payment by its
  // unappliedPayment; an invoice cannot be paid beyond what it owes.
  if (line.applyCents > line.maxApplyCents) return overBoundMessage(line.kind, line.maxApplyCents);
  return undefined;
}

export interface PaymentPlanCheck {
  /** The lines with `error` set to their message (or cleared). */
  lines: PaymentLine[];
  /** A message about the plan as a whole, or undefined. */
  planError: string | undefined;
  /** Σ applyCents of the checked invoices. */
  invoicesCents: number;
  /** Σ applyCents of the checked credit memos and unapplied payments (storefront spec §3 totalCredits). */
  creditsCents: number;
  /** What is charged to the payment method: invoicesCents − creditsCents, never below 0. */
  chargeCents: number;
  valid: boolean;
}

function assertDistinct(lines: readonly PaymentLine[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = `${line.kind}:${line.id}`;
    if (seen.has(key)) throw new RangeError(`The ${line.kind} ${line.id} is on the plan twice`);
    seen.add(key);
  }
}

/**
 * Checks a whole payment plan: every checked line's amount lies within [0, its bound], at least
 * one invoice is paid, and the credits used are no more than the invoices selected take (a credit
 * cannot be turned into cash). Only checked lines count.
 */
export function validatePaymentPlan(lines: readonly PaymentLine[]): PaymentPlanCheck {
  assertDistinct(lines);
  const checked = lines.map((line) => ({ ...line, error: paymentLineError(line) }));
  const lineErrors = checked.some((line) => line.error !== undefined);
  let invoicesCents = 0;
  let creditsCents = 0;
  for (const line of checked) {
    if (!line.checked || line.error !== undefined) continue;
    if (line.kind === 'invoice') invoicesCents += line.applyCents;
    else creditsCents += line.applyCents;
  }
  let planError: string | undefined;
  if (invoicesCents === 0 && !lineErrors) planError = NO_INVOICE_MESSAGE;
  else if (creditsCents > invoicesCents && !lineErrors) {
    planError = creditsExceedMessage(invoicesCents, creditsCents);
  }
  return {
    lines: checked,
    planError,
    invoicesCents,
    creditsCents,
    chargeCents: Math.max(0, invoicesCents - creditsCents),
    valid: !lineErrors && planError === undefined,
  };
}

/** Where an application's money comes from: the new charge, or a credit the account holds. */
export type PaymentSource =
  { kind: 'charge' } | { kind: 'credit-memo'; id: number } | { kind: 'unapplied-payment'; id: number };

export interface PaymentApplication {
  source: PaymentSource;
  invoiceId: number;
  amountCents: number;
}

export interface PaymentAllocation {
  chargeCents: number;
  applications: PaymentApplication[];
}

/**
 * Turns a valid plan into applications, the rows createPayment writes in one transaction: each
 * invoice is settled first from the credits (in the order of the lines, so the first credit listed
 * is used first), then from the new charge, taking invoices in the order of the lines (the open
 * invoices arrive oldest first). For every invoice the applications sum to its applyCents, for
 * every credit to its applyCents, and the charge's to chargeCents. Throws a RangeError for a plan
 * validatePaymentPlan refuses.
 */
export function allocatePayment(lines: readonly PaymentLine[]): PaymentAllocation {
  const check = validatePaymentPlan(lines);
  if (!check.valid) {
    const reason = check.planError ?? check.lines.find((line) => line.error !== undefined)?.error;
    throw new RangeError(`The payment plan is not valid: ${reason ?? 'unknown reason'}`);
  }
  const used = check.lines.filter((line) => line.checked && line.applyCents > 0);
  const credits = used
    .filter((line) => line.kind !== 'invoice')
    .map((line) => ({ line, leftCents: line.applyCents }));
  const applications: PaymentApplication[] = [];
  let creditIndex = 0;
  for (const invoice of used.filter((line) => line.kind === 'invoice')) {
    let owedCents = invoice.applyCents;
    while (owedCents > 0 && creditIndex < credits.length) {
      const credit = credits[creditIndex];
      if (credit === undefined) break;
      const amountCents = Math.min(owedCents, credit.leftCents);
      const { kind, id } = credit.line;
      const source: PaymentSource =
        kind === 'credit-memo' ? { kind: 'credit-memo', id } : { kind: 'unapplied-payment', id };
      applications.push({ source, invoiceId: invoice.id, amountCents });
      owedCents -= amountCents;
      credit.leftCents -= amountCents;
      if (credit.leftCents === 0) creditIndex += 1;
    }
    if (owedCents > 0)
      applications.push({ source: { kind: 'charge' }, invoiceId: invoice.id, amountCents: owedCents });
  }
  return { chargeCents: check.chargeCents, applications };
}

/**
 * Reads the amount a buyer typed into a line: '12.5', '$1,234.50', ' 40 '. Answers the cents, or
 * the message to show: service spec §5 'Must be a number' for what is not one, and a request for
 * cents when it has more than two decimals (rounding it silently would apply another amount than
 * the one on screen).
 */
export function parseApplyAmount(text: string): { cents: number } | { message: string } {
  const cleaned = text
    .trim()
    .replace(/^(-?)\$/, '$1')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  const message = numeric(cleaned);
  if (cleaned === '' || message !== undefined) return { message: message ?? CENTS_AMOUNT_MESSAGE };
  if (/\.\d{3,}$/.test(cleaned)) return { message: CENTS_AMOUNT_MESSAGE };
  const cents = dollarsToCents(Number(cleaned));
  return Number.isSafeInteger(cents) ? { cents } : { message: CENTS_AMOUNT_MESSAGE };
}
