// The payment-method calls of service spec §7 ("Payments, payment methods": GET
// /api/myaccount/paymentmethod/getAll and getTypes, POST upsert, POST delete {id}; issue 18 point 7).
//
// A payment method is a gateway token and what a buyer needs to recognise it: the card type (service
// spec §3 and §9: visa, amex, discover, mastercard, ach), the last four digits, the expiry, the
// holder. The numbers themselves never reach the API (ARCHITECTURE §9): the gateway's hosted fields
// turn them into a token in the browser, and upsert takes that token. The display data is read from
// the token by the gateway, never taken from the request, so a client cannot make a method show
// digits it does not have.
//
// Methods belong to the account the session acts for; any contact of it may use and manage them
// (service spec §2: the Payment Methods page has no gate). An id of another account answers 404.
import { z } from 'zod';
import { CARD_TYPES } from '@medsupply/domain';
import { Id } from './catalog.ts';

/** The longest nickname a method may carry ('Front desk Visa'). */
export const PAYMENT_METHOD_NICKNAME_MAX = 60;
/** How many methods one account may keep; more is refused (nobody needs 50 cards on file). */
export const PAYMENT_METHODS_MAX = 50;
/** The longest gateway token accepted (sandbox tokens are ~250 characters). */
export const GATEWAY_TOKEN_MAX = 2000;

export const CardTypeSchema = z.enum(CARD_TYPES);

/** A saved payment method as the account's contacts see it. */
export const PaymentMethod = z.object({
  id: Id,
  /** The spec's card type; 'ach' is a bank account. */
  type: CardTypeSchema,
  kind: z.enum(['card', 'ach']),
  /** How the type is written for buyers: 'Visa', 'American Express', 'Bank account'. */
  typeName: z.string(),
  last4: z.string(),
  /** Cards only: 1-12 and four digits; null for a bank account. */
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  holderName: z.string(),
  nickname: z.string().nullable(),
  isDefault: z.boolean(),
  /**
   * True for a card whose expiry month has passed (on the store's clock): it is shown marked and
   * cannot pay (issue 18 point 7).
   */
  isExpired: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** GET getAll: the account's methods, the default first, then the newest. */
export const PaymentMethodsResponse = z.object({ paymentMethods: z.array(PaymentMethod) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** GET getTypes: the card types the store takes, in the order the storefront lists them. */
export const PaymentMethodType = z.object({
  type: CardTypeSchema,
  kind: z.enum(['card', 'ach']),
  name: z.string(),
});
export const PaymentMethodTypesResponse = z.object({ types: z.array(PaymentMethodType) });
export type PaymentMethodTypesResponse = z.infer<typeof PaymentMethodTypesResponse>;

const Nickname = z
  .string()
  .trim()
  .max(PAYMENT_METHOD_NICKNAME_MAX, `nickname must be at most ${PAYMENT_METHOD_NICKNAME_MAX} characters`)
  .transform((value) => (value === '' ? null : value));

export const GatewayToken = z
  .string({ message: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(GATEWAY_TOKEN_MAX, 'token is too long');

/**
 * POST upsert. Without `id`: saves a new method from `token` (the hosted fields' answer); the same
 * card or account saved again (type, last four, expiry and holder alike) replaces the old token
 * instead of adding a second entry. With `id`: changes the nickname or makes it the default
 * (`token` is then refused: re-enter a card to save it anew). `isDefault: true` makes it the
 * account's one default; the first method an account saves becomes its default.
 */
export const UpsertPaymentMethodRequest = z
  .object({
    id: Id.optional(),
    token: GatewayToken.optional(),
    nickname: Nickname.nullable().optional(),
    isDefault: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.id === undefined && value.token === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['token'],
        message: 'token is required to save a new payment method',
      });
    }
    if (value.id !== undefined && value.token !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['token'],
        message: 'token cannot be changed on a saved payment method; save the card again instead',
      });
    }
  });
export type UpsertPaymentMethodRequest = z.infer<typeof UpsertPaymentMethodRequest>;

/**
 * POST upsert answers the method as saved, and `alreadySaved: true` when a token was for a card or
 * account the account had on file already (same type, last four, expiry and holder): the entry was
 * updated with the new token, its nickname kept unless a new one was given, and no second entry
 * made. The storefront says so instead of a plain "saved" (issue 31 point 2). Always false for a
 * rename or a change of default (`id` given).
 */
export const UpsertPaymentMethodResponse = z.object({
  paymentMethod: PaymentMethod,
  alreadySaved: z.boolean(),
});
export type UpsertPaymentMethodResponse = z.infer<typeof UpsertPaymentMethodResponse>;

/** POST delete {id}. */
export const DeletePaymentMethodRequest = z.object({ id: Id });
export type DeletePaymentMethodRequest = z.infer<typeof DeletePaymentMethodRequest>;

export const DeletePaymentMethodResponse = z.object({ deleted: z.boolean() });
export type DeletePaymentMethodResponse = z.infer<typeof DeletePaymentMethodResponse>;

/** storefront spec §8 / service spec §8: what the page shows when a save fails without a server message. */
export const PAYMENT_METHOD_SAVE_FAILED_MESSAGE = 'Error Uploading Payment Method';
