// The payment being made, kept between the steps of Make a payment (create → method → review →
// confirmation) in sessionStorage, so a reload or Back keeps the buyer's selection (ADR 0024,
// "Make a payment in the storefront"). It holds ids, amounts in cents and the chosen method's
// display data and token, never a card or account number; it belongs to one user and account and
// is dropped for any other, and when the payment is made.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CreatePaymentRequest, CreatePaymentResponse } from '@medsupply/contract';
import { centsToDollars } from '@medsupply/domain';

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

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Storage blocked or full: the steps still work, only a reload forgets the selection.
  }
  notify();
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * The stored value of `key`, or null; undefined while it cannot be known (on the server and in the
 * first render of a hydrating page, which then re-renders with what the browser holds: no
 * hydration mismatch, and no "nothing stored" flashing before the stored value).
 */
function useStored<T>(key: string): [T | null | undefined, (value: T | null) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => undefined,
  );
  const value = useMemo(() => (raw === undefined ? undefined : (parse(raw) as T | null)), [raw]);
  const set = useCallback(
    (next: T | null) => writeRaw(key, next === null ? null : JSON.stringify(next)),
    [key],
  );
  return [value, set];
}

/** A stored value of `owner`: null when there is none or it is someone else's, undefined while unknown. */
function ownersOnly<T extends { owner: string }>(value: T | null | undefined, owner: string | null) {
  if (value === undefined || owner === null) return undefined;
  return value?.owner === owner ? value : null;
}

/** The draft of `owner`, or null when there is none (or it belongs to someone else). */
export function usePaymentDraft(owner: string | null) {
  const [draft, setDraft] = useStored<PaymentDraft>(PAYMENT_DRAFT_KEY);
  return [ownersOnly(draft, owner), setDraft] as const;
}

export interface PaymentResult {
  owner: string;
  result: CreatePaymentResponse;
  methodLabel: string | null;
}

export function usePaymentResult(owner: string | null) {
  const [result, setResult] = useStored<PaymentResult>(PAYMENT_RESULT_KEY);
  return [ownersOnly(result, owner), setResult] as const;
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
