// The PaymentGateway port (ARCHITECTURE §9): what the store asks of a card and bank-account
// gateway. Checkout authorizes a card when an order is placed and captures it later (issue 17);
// invoice payments and ACH debits are charged at once (issue 18); a saved payment method is a token
// and the display data `describeToken` gives (issue 18 point 7). Tokens come from the gateway's
// hosted fields in the browser: the API and the database never see a card or account number
// (PCI SAQ-A shape). The built-in implementation is the sandbox (sandbox-gateway.ts); a hosted
// gateway replaces it behind this interface.
//
// Every operation answers a typed result. A decline is the buyer's bank saying no and carries the
// sentence to show the buyer; a refusal is a request the gateway cannot act on (a token or id it
// did not issue or that was altered, an amount above what was authorized or charged). Amounts are
// integer cents (ARCHITECTURE §6); a non-positive or fractional amount is a bug upstream and throws
// a RangeError.
import { CARD_EXPIRED_MESSAGE, type CardType } from '@medsupply/domain';

/** What a token stands for, as a saved payment method shows it. */
export interface PaymentMethodDescription {
  kind: 'card' | 'ach';
  /** The spec's card type (service spec §3): visa, amex, discover, mastercard or ach. */
  type: CardType;
  last4: string;
  /** Cards only (null for a bank account): 1-12 and four digits. */
  expMonth: number | null;
  expYear: number | null;
  holderName: string;
  /** Bank accounts only. */
  accountType: 'checking' | 'savings' | null;
}

export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Insufficient funds.',
  expired_card: CARD_EXPIRED_MESSAGE,
  bank_debit_failed: 'The bank account could not be debited.',
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

export const REFUSAL_MESSAGES = {
  invalid_token: 'The payment details could not be read. Please enter them again.',
  invalid_authorization: 'The payment authorization is not valid.',
  invalid_charge: 'The payment is not valid.',
  amount_exceeds_authorization: 'The amount is more than was authorized.',
  amount_exceeds_charge: 'The refund is more than was paid.',
  idempotency_key_reused: 'This idempotency key was used for another request.',
} as const;
export type RefusalCode = keyof typeof REFUSAL_MESSAGES;

export interface Declined {
  status: 'declined';
  code: DeclineCode;
  /** The sentence to show the buyer. */
  message: (typeof DECLINE_MESSAGES)[DeclineCode];
}

export interface Refused {
  status: 'refused';
  code: RefusalCode;
  message: (typeof REFUSAL_MESSAGES)[RefusalCode];
}

export interface PaymentRequest {
  token: string;
  amountCents: number;
  /** The store's reference for the payment (an order or payment number), kept with it. */
  reference: string;
  /** The same key and request give the same answer (a retried call moves no more money). */
  idempotencyKey: string;
}

export type DescribeTokenResult = { status: 'ok'; method: PaymentMethodDescription } | Refused;

export type AuthorizeResult =
  | { status: 'approved'; authorizationId: string; amountCents: number; method: PaymentMethodDescription }
  | Declined
  | Refused;

export interface CaptureRequest {
  authorizationId: string;
  amountCents: number;
  /** One capture per key: a retry answers the first capture, a capture of another shipment needs another key. */
  idempotencyKey: string;
}

export type CaptureResult = { status: 'captured'; chargeId: string; amountCents: number } | Refused;

export interface VoidRequest {
  authorizationId: string;
  /** The part to release (an order's cancelled lines); all that is left of it when absent. */
  amountCents?: number;
  idempotencyKey: string;
}

/** `amountCents`: what was released (null when the gateway does not say, as a stateless one cannot). */
export type VoidResult = { status: 'voided'; authorizationId: string; amountCents: number | null } | Refused;

export type ChargeResult =
  | { status: 'charged'; chargeId: string; amountCents: number; method: PaymentMethodDescription }
  | Declined
  | Refused;

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult = { status: 'refunded'; refundId: string; amountCents: number } | Refused;

export interface PaymentGateway {
  /** The display data of a token, for saving it as a payment method. */
  describeToken(token: string): Promise<DescribeTokenResult>;
  /** Holds an amount on a card or bank account, to capture later (checkout, issue 17). */
  authorize(request: PaymentRequest): Promise<AuthorizeResult>;
  /** Takes up to what is left of the authorization (several captures: one per shipment). */
  capture(request: CaptureRequest): Promise<CaptureResult>;
  /**
   * Releases part of an authorization that will not be captured (an order's lines cancelled) or
   * all that is left of it (an order rejected or cancelled).
   */
  voidAuthorization(request: VoidRequest): Promise<VoidResult>;
  /** Authorizes and captures at once: invoice payments and ACH debits (issue 18). */
  charge(request: PaymentRequest): Promise<ChargeResult>;
  /** Gives back up to the charged amount. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export function declined(code: DeclineCode): Declined {
  return { status: 'declined', code, message: DECLINE_MESSAGES[code] };
}

export function refused(code: RefusalCode): Refused {
  return { status: 'refused', code, message: REFUSAL_MESSAGES[code] };
}
