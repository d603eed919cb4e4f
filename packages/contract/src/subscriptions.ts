// Subscriptions (issue 21 point 5; service spec §7 upsertSubscription, deleteSubscription
// {itemListId}, getSubscriptionAddressPaymentDetails {itemListId}): an item list ordered on a
// schedule, to a ship-to, paid on terms or by a saved payment method; a job places each due order
// through placeOrder and the subscription shows its last result.
import { z } from 'zod';
import { SUBSCRIPTION_FREQUENCIES } from '@medsupply/domain';
import { Id } from './catalog.ts';
import { OrderAddress } from './checkout.ts';
import { PaymentMethod } from './payment-methods.ts';

export const SubscriptionFrequency = z.enum(SUBSCRIPTION_FREQUENCIES);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

export const UpsertSubscriptionRequest = z.object({
  itemListId: Id,
  frequency: SubscriptionFrequency,
  /** The first (next) order's date, today or later. */
  nextDate: Day,
  shipAddressId: Id,
  /** The ship-to when absent. */
  billAddressId: Id.optional(),
  /** A saved card or bank account of the account; absent or null: on terms. */
  paymentMethodId: Id.nullable().optional(),
  poNumber: z.string().trim().max(45, 'poNumber must be at most 45 characters').optional(),
});
export type UpsertSubscriptionRequest = z.infer<typeof UpsertSubscriptionRequest>;

export const SubscriptionListRequest = z.object({ itemListId: Id });
export type SubscriptionListRequest = z.infer<typeof SubscriptionListRequest>;

export const SubscriptionRun = z.object({
  /** The due date the run was for. */
  runOn: z.string(),
  status: z.enum(['placed', 'failed']),
  salesOrderId: Id.nullable(),
  tranId: z.string().nullable(),
  /** Why it could not be placed (the refusal's message); null when placed. */
  message: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type SubscriptionRun = z.infer<typeof SubscriptionRun>;

export const Subscription = z.object({
  itemListId: Id,
  listName: z.string(),
  frequency: SubscriptionFrequency,
  nextDate: z.string(),
  shipAddressId: Id.nullable(),
  billAddressId: Id.nullable(),
  paymentMethodId: Id.nullable(),
  paymentType: z.enum(['terms', 'paymentMethod']),
  poNumber: z.string().nullable(),
  active: z.boolean(),
  lastResult: SubscriptionRun.nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionsResponse = z.array(Subscription);
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;

/** getSubscriptionAddressPaymentDetails: where and how the list's orders go. */
export const SubscriptionAddressPaymentDetails = z.object({
  subscription: Subscription,
  shipAddress: OrderAddress.extend({ id: Id, label: z.string() }).nullable(),
  billAddress: OrderAddress.extend({ id: Id, label: z.string() }).nullable(),
  /** null: on terms. */
  paymentMethod: PaymentMethod.nullable(),
});
export type SubscriptionAddressPaymentDetails = z.infer<typeof SubscriptionAddressPaymentDetails>;

export const DeleteSubscriptionResponse = z.object({ updated: z.boolean() });
export type DeleteSubscriptionResponse = z.infer<typeof DeleteSubscriptionResponse>;
