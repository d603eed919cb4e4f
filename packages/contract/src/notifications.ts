// Notifications and delivery tracking (storefront spec §2.8, §3 "Notification"; service spec §7
// getUserNotifications, markNotificationsAsRead, trackingData, recentFulfillments; issue 21 points
// 6 and 7).
import { z } from 'zod';
import { Id } from './catalog.ts';

/** The types the bell knows (storefront spec §2.8); any other shows 'You have a new notification.'. */
export const NOTIFICATION_TYPES = {
  fulfillmentShipped: 'Fulfillment Shipped',
  fulfillmentDelivered: 'Fulfillment Delivered',
  backorderReady: 'Backorder Ready',
  itemBackInStock: 'Item Back in Stock',
  licenceExpiring: 'License Expiring',
  approvalNeeded: 'Approval Needed',
  orderApproved: 'Order Approved',
  orderRejected: 'Order Rejected',
  // Issue 34: a return's progress.
  returnAuthorized: 'Return Authorized',
  returnRefused: 'Return Refused',
  returnReceived: 'Return Received',
  returnCredited: 'Return Credited',
  // Issue 34 (ADR 0050): a recall of goods shipped to the account, and its reminders.
  productRecall: 'Product Recall',
  // Issue 34: units an open order had committed went back to backorder (their stock was recalled
  // or expired).
  lineBackordered: 'Line Backordered',
} as const;

/** storefront spec §8. */
export const NOTIFICATION_MESSAGES = {
  none: 'No Notifications',
  unknownType: 'You have a new notification.',
} as const;

/** storefront spec §3: Fulfillment Delivered metaData. */
export const FulfillmentDeliveredMeta = z.object({
  fulfillmentId: Id,
  /** The number /tracking/{workwaveId} shows. */
  workwaveId: z.string(),
  /** YYYYMMDD on the store's clock. */
  deliveryDate: z.string(),
  /** HH:MM:SS on the store's clock. */
  timeOfDelivery: z.string(),
  tranId: z.string(),
});
export type FulfillmentDeliveredMeta = z.infer<typeof FulfillmentDeliveredMeta>;

/**
 * Ours (issue 26): a shipment left the warehouse. The bell links to its tracking page, as for a
 * delivery, and names the carrier.
 */
export const FulfillmentShippedMeta = z.object({
  fulfillmentId: Id,
  /** The number /tracking/{workwaveId} shows. */
  workwaveId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's own tracking page (null for a carrier without one). */
  carrierUrl: z.string().nullable(),
  /** YYYYMMDD on the store's clock. */
  shipDate: z.string(),
  tranId: z.string(),
});
export type FulfillmentShippedMeta = z.infer<typeof FulfillmentShippedMeta>;

const NotificationItem = z.object({ displayName: z.string(), urlComponent: z.string() });

/** storefront spec §3: Backorder Ready metaData. */
export const BackorderReadyMeta = z.object({
  item: NotificationItem,
  quantityPreviouslyBackordered: z.number().int(),
  salesOrderId: Id,
  tranId: z.string(),
});
export type BackorderReadyMeta = z.infer<typeof BackorderReadyMeta>;

/**
 * Ours (issue 34): units of an open order's line went back to backorder because the stock they
 * were to ship from was recalled (`recallNumber`) or expired on the shelf; they ship when stock
 * comes in.
 */
export const LineBackorderedMeta = z.object({
  item: NotificationItem,
  quantityBackordered: z.number().int(),
  salesOrderId: Id,
  tranId: z.string(),
  reason: z.enum(['recall', 'expiry']),
  recallNumber: z.string().nullable(),
});
export type LineBackorderedMeta = z.infer<typeof LineBackorderedMeta>;

/** storefront spec §3: Item Back in Stock metaData. */
export const ItemBackInStockMeta = z.object({ item: NotificationItem });
export type ItemBackInStockMeta = z.infer<typeof ItemBackInStockMeta>;

export const LicenceExpiringMeta = z.object({
  addressId: Id,
  licenceNumber: z.string(),
  /** YYYY-MM-DD. */
  expiresOn: z.string(),
});
export type LicenceExpiringMeta = z.infer<typeof LicenceExpiringMeta>;

export const OrderDecisionMeta = z.object({ salesOrderId: Id, tranId: z.string() });
export type OrderDecisionMeta = z.infer<typeof OrderDecisionMeta>;

/** storefront spec §3: id, notificationType, userNotificationStatus.unread, metaData. */
export const UserNotification = z.object({
  id: Id,
  notificationType: z.string(),
  userNotificationStatus: z.object({ unread: z.boolean() }),
  metaData: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof UserNotification>;

/** Most notifications the bell loads: the newest. */
export const NOTIFICATIONS_LIMIT = 50;

export const UserNotificationsResponse = z.array(UserNotification);
export type UserNotificationsResponse = z.infer<typeof UserNotificationsResponse>;

/** POST markNotificationsAsRead: the given ids, or every unread one of the caller's. */
export const MarkNotificationsReadRequest = z.object({
  ids: z
    .array(Id)
    .max(NOTIFICATIONS_LIMIT * 4, 'too many ids')
    .optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;

export const MarkNotificationsReadResponse = z.object({ updated: z.number().int() });
export type MarkNotificationsReadResponse = z.infer<typeof MarkNotificationsReadResponse>;

// ---------------------------------------------------------------------------------------------
// Tracking
// ---------------------------------------------------------------------------------------------

/** storefront spec §2.1 /tracking/{trackingNumber}: unknown, or another account's, says so. */
export const TRACKING_MESSAGES = {
  notFound: 'We could not find a shipment with that tracking number.',
} as const;

export const TrackingQuery = z.object({
  trackingNumber: z
    .string({ message: 'trackingNumber is required' })
    .trim()
    .min(1, 'trackingNumber is required')
    .max(64, 'trackingNumber must be at most 64 characters'),
});
export type TrackingQuery = z.infer<typeof TrackingQuery>;

export const TrackingEvent = z.object({
  status: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  /** ISO 8601. */
  occurredAt: z.string(),
});

export const TrackingData = z.object({
  fulfillmentId: Id,
  tranId: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  /** The carrier's own tracking page (three parcel carriers, service spec §9). */
  carrierUrl: z.string().nullable(),
  status: z.string(),
  shippedAt: z.string(),
  /** ISO 8601 when delivered, else null. */
  deliveredAt: z.string().nullable(),
  /** YYYY-MM-DD the carrier expects it, until delivered. */
  expectedDelivery: z.string().nullable(),
  order: z.object({ id: Id, tranId: z.string(), orderDate: z.string(), poNumber: z.string().nullable() }),
  lines: z.array(
    z.object({ itemId: Id, itemName: z.string(), displayName: z.string(), quantity: z.number().int() }),
  ),
  /** Oldest first. */
  events: z.array(TrackingEvent),
});
export type TrackingData = z.infer<typeof TrackingData>;

export const RecentFulfillmentsQuery = z.object({
  /** The account the dashboard shows (the session's own; service spec §7 'recentFulfillments with account'). */
  account: z.coerce
    .number({ message: 'account must be a number' })
    .int('account must be a whole number')
    .min(1, 'account must be a positive number')
    .max(2_147_483_647, 'account is too large')
    .optional(),
});
export type RecentFulfillmentsQuery = z.infer<typeof RecentFulfillmentsQuery>;

export const RECENT_FULFILLMENTS_LIMIT = 5;

export const RecentFulfillment = TrackingData.omit({ lines: true, events: true });
export type RecentFulfillment = z.infer<typeof RecentFulfillment>;

export const RecentFulfillmentsResponse = z.array(RecentFulfillment);
export type RecentFulfillmentsResponse = z.infer<typeof RecentFulfillmentsResponse>;

/** Issue 34: a return authorized, refused, received or credited; the bell links to the returns page. */
export const ReturnProgressMeta = z.object({
  returnId: Id,
  returnNumber: z.string(),
  rmaNumber: z.string().nullable(),
  tranId: z.string(),
});
export type ReturnProgressMeta = z.infer<typeof ReturnProgressMeta>;
