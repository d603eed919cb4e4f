// Subscriptions' calls (service spec §7 upsertSubscription, deleteSubscription {itemListId},
// getSubscriptionAddressPaymentDetails {itemListId}; getSubscriptions is ours for the
// subscriptions page). A login is needed; only the list's owner changes its subscription.
import { endpoint, endpointGroup } from '../endpoint.ts';
import { transactionsPaths } from '../paths/transactions.ts';
import {
  DeleteSubscriptionResponse,
  Subscription,
  SubscriptionAddressPaymentDetails,
  SubscriptionListRequest,
  SubscriptionsResponse,
  UpsertSubscriptionRequest,
} from '../subscriptions.ts';

export const subscriptionEndpoints = endpointGroup('subscriptions', {
  upsertSubscription: endpoint({
    method: 'POST',
    path: transactionsPaths.upsertSubscription,
    auth: 'buyer',
    summary: 'Makes an own item list a subscription (frequency, next date, ship-to, payment)',
    body: UpsertSubscriptionRequest,
    response: Subscription,
    refusals: [
      'ITEM_LIST_NOT_FOUND',
      'NOT_LIST_OWNER',
      'ADDRESS_NOT_FOUND',
      'PAYMENT_METHOD_NOT_FOUND',
      'PAYMENT_METHOD_EXPIRED',
    ],
  }),
  deleteSubscription: endpoint({
    method: 'POST',
    path: transactionsPaths.deleteSubscription,
    auth: 'buyer',
    summary: "Ends an own list's subscription (the list stays)",
    body: SubscriptionListRequest,
    response: DeleteSubscriptionResponse,
    refusals: ['ITEM_LIST_NOT_FOUND', 'NOT_LIST_OWNER'],
  }),
  getSubscriptionAddressPaymentDetails: endpoint({
    method: 'POST',
    path: transactionsPaths.getSubscriptionAddressPaymentDetails,
    auth: 'buyer',
    summary: "A subscription's ship-to, bill-to and payment method, with its last result",
    body: SubscriptionListRequest,
    response: SubscriptionAddressPaymentDetails,
    refusals: ['NOT_FOUND'],
  }),
  getSubscriptions: endpoint({
    method: 'GET',
    path: transactionsPaths.getSubscriptions,
    auth: 'buyer',
    summary: "The account's subscriptions on lists the caller may see, with their last results",
    response: SubscriptionsResponse,
    refusals: [],
  }),
});
