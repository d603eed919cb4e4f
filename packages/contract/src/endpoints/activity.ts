// The bell and delivery tracking (service spec §7 "Account and transactions": getUserNotifications,
// markNotificationsAsRead, trackingData with trackingNumber, recentFulfillments with account). A
// login is needed; a user sees and changes only their own notifications, and only the session
// account's fulfilments are answered.
import { endpoint, endpointGroup } from '../endpoint.ts';
import {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  RecentFulfillmentsQuery,
  RecentFulfillmentsResponse,
  TrackingData,
  TrackingQuery,
  UserNotificationsResponse,
} from '../notifications.ts';
import { transactionsPaths } from '../paths/transactions.ts';

export const notificationEndpoints = endpointGroup('notifications', {
  getUserNotifications: endpoint({
    method: 'GET',
    path: transactionsPaths.getUserNotifications,
    auth: 'buyer',
    summary: "The caller's newest notifications, newest first",
    response: UserNotificationsResponse,
    refusals: [],
  }),
  markNotificationsAsRead: endpoint({
    method: 'POST',
    path: transactionsPaths.markNotificationsAsRead,
    auth: 'buyer',
    summary: "Marks the caller's unread notifications (the given ids, or all) read",
    body: MarkNotificationsReadRequest,
    response: MarkNotificationsReadResponse,
    refusals: [],
  }),
});

export const trackingEndpoints = endpointGroup('tracking', {
  trackingData: endpoint({
    method: 'GET',
    path: transactionsPaths.trackingData,
    auth: 'buyer',
    summary: "A shipment of the caller's account by tracking number: carrier, history, delivery, order",
    query: TrackingQuery,
    response: TrackingData,
    refusals: ['NOT_FOUND'],
  }),
  recentFulfillments: endpoint({
    method: 'GET',
    path: transactionsPaths.recentFulfillments,
    auth: 'buyer',
    summary: "The latest shipments of the session's account (dashboard)",
    query: RecentFulfillmentsQuery,
    response: RecentFulfillmentsResponse,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
});
