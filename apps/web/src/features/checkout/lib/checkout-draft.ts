// What the buyer chose on /checkout, kept in sessionStorage until the order is placed (ADR 0023,
// "Checkout state"): a reload of /reviewOrder keeps it, another tab or a later visit does not, and
// it never leaves the browser except in placeOrder. The card itself is only the gateway's token
// (PCI SAQ-A shape). The last refusal is kept the same way for /orderError.
//
// Read through useSyncExternalStore with a null server snapshot: the server renders the "not known
// yet" state and the browser fills it in after hydration, without a mismatch.
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { OrderPayment } from '@medsupply/contract';
import { useSyncExternalStore } from 'react';

const DRAFT_KEY = 'checkout:draft';
const ERROR_KEY = 'checkout:error';

export interface CheckoutDraft {
  shipAddressId: number;
  billAddressId: number;
  poNumber: string;
  /** 'YYYY-MM-DD', one of the ship-to's delivery dates. */
  shipDate: string | null;
  payment: OrderPayment;
  /** How the payment reads on the review: 'Net 30', 'Visa ending 4242'. */
  paymentLabel: string;
  /** 'card' adds the convenience fee (unless exempt); terms and bank accounts do not. */
  paymentKind: 'terms' | 'card' | 'ach';
  /** One key per review: placing again after a double click or a lost answer places once. */
  idempotencyKey: string;
}

export interface OrderFailure {
  message: string;
  code?: string;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function readJson<T>(key: string, valid: (value: unknown) => value is T): T | null {
  let raw: string | null;
  try {
    raw = sessionStore()?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  // useSyncExternalStore needs the same object for the same stored text.
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as T | null;
  let value: T | null = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      value = valid(parsed) ? parsed : null;
    } catch {
      value = null;
    }
  }
  cache.set(key, { raw, value });
  return value;
}

function writeJson(key: string, value: unknown): void {
  try {
    const store = sessionStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the page keeps working, a reload just starts checkout again.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isDraft(value: unknown): value is CheckoutDraft {
  return (
    isRecord(value) &&
    typeof value['shipAddressId'] === 'number' &&
    typeof value['billAddressId'] === 'number' &&
    typeof value['poNumber'] === 'string' &&
    (value['shipDate'] === null || typeof value['shipDate'] === 'string') &&
    isRecord(value['payment']) &&
    typeof value['payment']['type'] === 'string' &&
    typeof value['paymentLabel'] === 'string' &&
    typeof value['paymentKind'] === 'string' &&
    typeof value['idempotencyKey'] === 'string'
  );
}

function isFailure(value: unknown): value is OrderFailure {
  return isRecord(value) && typeof value['message'] === 'string';
}

export function readDraft(): CheckoutDraft | null {
  return readJson(DRAFT_KEY, isDraft);
}

/** Saves the choices with a new Idempotency-Key: each review places at most one order. */
export function saveDraft(draft: Omit<CheckoutDraft, 'idempotencyKey'>): CheckoutDraft {
  const saved = { ...draft, idempotencyKey: newIdempotencyKey() };
  writeJson(DRAFT_KEY, saved);
  return saved;
}

export function clearDraft(): void {
  writeJson(DRAFT_KEY, null);
}

export function readFailure(): OrderFailure | null {
  return readJson(ERROR_KEY, isFailure);
}

export function saveFailure(failure: OrderFailure): void {
  writeJson(ERROR_KEY, failure);
}

/** The draft in the browser; null on the server and before hydration. */
export function useCheckoutDraft(): CheckoutDraft | null {
  return useSyncExternalStore(subscribe, readDraft, () => null);
}

export function useOrderFailure(): OrderFailure | null {
  return useSyncExternalStore(subscribe, readFailure, () => null);
}
