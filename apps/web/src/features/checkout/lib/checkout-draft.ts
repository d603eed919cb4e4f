// What the buyer chose on /checkout, kept in sessionStorage until the order is placed (ADR 0023,
// "Checkout state"): a reload of /reviewOrder keeps it, another tab or a later visit does not, and
// it never leaves the browser except in placeOrder. The card itself is only the gateway's token
// (PCI SAQ-A shape). The last refusal is kept the same way for /orderError.
//
// Kept by the web's one session draft store (lib/session-draft.ts); the hooks answer null on the
// server and before hydration: the server renders the "not known yet" state.
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isRecord, sessionDraft } from '@/lib/session-draft';
import type { OrderPayment } from '@medsupply/contract';

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

const draftStore = sessionDraft('checkout:draft', isDraft);
const failureStore = sessionDraft('checkout:error', isFailure);

export function readDraft(): CheckoutDraft | null {
  return draftStore.read();
}

/** Saves the choices with a new Idempotency-Key: each review places at most one order. */
export function saveDraft(draft: Omit<CheckoutDraft, 'idempotencyKey'>): CheckoutDraft {
  const saved = { ...draft, idempotencyKey: newIdempotencyKey() };
  draftStore.write(saved);
  return saved;
}

export function clearDraft(): void {
  draftStore.write(null);
}

export function readFailure(): OrderFailure | null {
  return failureStore.read();
}

export function saveFailure(failure: OrderFailure): void {
  failureStore.write(failure);
}

/** The draft in the browser; null on the server and before hydration. */
export function useCheckoutDraft(): CheckoutDraft | null {
  return draftStore.use() ?? null;
}

export function useOrderFailure(): OrderFailure | null {
  return failureStore.use() ?? null;
}
