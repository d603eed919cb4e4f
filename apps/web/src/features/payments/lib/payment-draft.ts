// The payment being made, kept between the steps of Make a payment (create → method → review →
// confirmation) in sessionStorage, so a reload or Back keeps the buyer's selection (ADR 0024,
// "Make a payment in the storefront"). It holds ids, amounts in cents and the chosen method's
// display data and token, never a card or account number; it belongs to one user and account and
// is dropped for any other, and when the payment is made. Kept by the web's one session draft
// store (lib/session-draft.ts).
import type { CreatePaymentRequest, CreatePaymentResponse } from '@medsupply/contract';
import { centsToDollars } from '@medsupply/domain';

import { isRecord, sessionDraft } from '@/lib/session-draft';

export const PAYMENT_DRAFT_KEY = 'payment-draft';
export const PAYMENT_RESULT_KEY = 'payment-result';

export interface DraftLine {
  id: number;
  /** 'INV-100231', 'CM-100012', 'PAY-100088'. */
  number: string;
  applyCents: number;
}

export type DraftMethod =
  | { kind: 'saved'; id: number; label: string; isCard: boolean }
  | { kind: 'new'; token: string; label: string; isCard: boolean; save: boolean };

export interface PaymentDraft {
  /** `${userId}:${accountId}`: a draft of another login or account is not used. */
  owner: string;
  invoices: DraftLine[];
  creditMemos: DraftLine[];
  unappliedPayments: DraftLine[];
  /** Σ invoices − Σ credits: what the method is charged (before a card's fee). */
  chargeCents: number;
  method: DraftMethod | null;
  /** The Idempotency-Key of this review: a repeat of the same submission moves no more money. */
  idempotencyKey: string;
}

const isLines = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (line) => isRecord(line) && typeof line['id'] === 'number' && typeof line['applyCents'] === 'number',
  );

function isPaymentDraft(value: unknown): value is PaymentDraft {
  return (
    isRecord(value) &&
    typeof value['owner'] === 'string' &&
    isLines(value['invoices']) &&
    isLines(value['creditMemos']) &&
    isLines(value['unappliedPayments']) &&
    typeof value['chargeCents'] === 'number' &&
    (value['method'] === null || isRecord(value['method'])) &&
    typeof value['idempotencyKey'] === 'string'
  );
}

function isPaymentResult(value: unknown): value is PaymentResult {
  return isRecord(value) && typeof value['owner'] === 'string' && isRecord(value['result']);
}

const draftStore = sessionDraft(PAYMENT_DRAFT_KEY, isPaymentDraft);
const resultStore = sessionDraft(PAYMENT_RESULT_KEY, isPaymentResult);

/** A stored value of `owner`: null when there is none or it is someone else's, undefined while unknown. */
function ownersOnly<T extends { owner: string }>(value: T | null | undefined, owner: string | null) {
  if (value === undefined || owner === null) return undefined;
  return value?.owner === owner ? value : null;
}

/** The draft of `owner`, or null when there is none (or it belongs to someone else). */
export function usePaymentDraft(owner: string | null) {
  return [ownersOnly(draftStore.use(), owner), draftStore.write] as const;
}

export interface PaymentResult {
  owner: string;
  result: CreatePaymentResponse;
  methodLabel: string | null;
}

export function usePaymentResult(owner: string | null) {
  return [ownersOnly(resultStore.use(), owner), resultStore.write] as const;
}

const lines = (draftLines: readonly DraftLine[]) =>
  draftLines.map((line) => ({ id: line.id, apply: centsToDollars(line.applyCents) }));

/** The createPayment body of a draft. */
export function paymentRequest(draft: PaymentDraft): CreatePaymentRequest {
  const method =
    draft.chargeCents === 0 || draft.method === null
      ? undefined
      : draft.method.kind === 'saved'
        ? { id: draft.method.id }
        : { token: draft.method.token, save: draft.method.save };
  return {
    invoices: lines(draft.invoices),
    creditMemos: lines(draft.creditMemos),
    unappliedPayments: lines(draft.unappliedPayments),
    ...(method ? { paymentMethod: method } : {}),
  };
}
