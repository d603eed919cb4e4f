// The hosted card and bank-account fields (ARCHITECTURE §9, ADR 0021): a page the payment gateway
// serves at its own path, shown by the storefront in an iframe. The storefront never sees the
// numbers: it asks the page for a token with postMessage and receives the token and the display
// data. These are the messages exchanged, both ways, with their schemas (the page's address is in
// hosted-fields-paths.ts).
//
// Protocol (every message is posted with the other window's origin as targetOrigin, and each side
// reads only messages from the expected window and origin):
//   fields → parent  { type: 'hosted-fields:ready', kind }                   once, when it can be used
//   fields → parent  { type: 'hosted-fields:resize', height }                its content height in px
//   parent → fields  { type: 'hosted-fields:tokenize', requestId }           "give me a token"
//   fields → parent  { type: 'hosted-fields:token', requestId, token, brand, last4, expMonth, expYear }
//   fields → parent  { type: 'hosted-fields:error', requestId, message, fields }  errors are shown in the fields too
import { z } from 'zod';
import { CARD_TYPES } from '@medsupply/domain';
import { HOSTED_FIELDS_KINDS } from './hosted-fields-paths.ts';

const requestId = z.string().min(1).max(100);

export const HostedFieldsTokenizeRequest = z.object({
  type: z.literal('hosted-fields:tokenize'),
  requestId,
});
export type HostedFieldsTokenizeRequest = z.infer<typeof HostedFieldsTokenizeRequest>;

export const HostedFieldsReady = z.object({
  type: z.literal('hosted-fields:ready'),
  kind: z.enum(HOSTED_FIELDS_KINDS),
});
export const HostedFieldsResize = z.object({
  type: z.literal('hosted-fields:resize'),
  height: z.number().nonnegative(),
});
export const HostedFieldsToken = z.object({
  type: z.literal('hosted-fields:token'),
  requestId,
  /** Opaque: store it, or send it to the API with the payment or payment method. */
  token: z.string().min(1),
  /** The spec's card type: visa, amex, discover, mastercard, or ach for a bank account. */
  brand: z.enum(CARD_TYPES),
  last4: z.string().regex(/^\d{4}$/),
  /** Cards only; null for a bank account. */
  expMonth: z.number().int().min(1).max(12).nullable(),
  expYear: z.number().int().nullable(),
});
export const HostedFieldsError = z.object({
  type: z.literal('hosted-fields:error'),
  requestId,
  /** One sentence for the buyer (the first problem), e.g. 'Your card has expired.' */
  message: z.string(),
  /** The problem of each field that has one, by field name (number, expiry, cvc, holderName, …). */
  fields: z.record(z.string(), z.string()),
});

/** Any message the fields page posts to its parent. */
export const HostedFieldsMessage = z.discriminatedUnion('type', [
  HostedFieldsReady,
  HostedFieldsResize,
  HostedFieldsToken,
  HostedFieldsError,
]);
export type HostedFieldsMessage = z.infer<typeof HostedFieldsMessage>;
export type HostedFieldsToken = z.infer<typeof HostedFieldsToken>;
export type HostedFieldsError = z.infer<typeof HostedFieldsError>;
