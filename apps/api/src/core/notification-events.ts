// The notification events the outbox carries (issue 21 point 6, ADR 0026, ADR 0036): what happened,
// by the ids of the rows a notification is written from, and the job kind that delivers them. They
// live in the core because every module raises them through `outbox.notify` (core/outbox.ts) and the
// core imports no module; the notifications module registers the handler that writes the rows.
import { z } from 'zod';
import { jobKind } from './jobs.ts';

/** What happened; each names the row the notification is written from. */
export const NotificationEvent = z.discriminatedUnion('type', [
  // A shipment left the warehouse (issue 26): the buyer hears it ships, not only when it arrives.
  z.object({ type: z.literal('fulfillmentShipped'), fulfillmentId: z.number().int() }),
  z.object({ type: z.literal('fulfillmentDelivered'), fulfillmentId: z.number().int() }),
  z.object({
    type: z.literal('backorderReady'),
    salesOrderLineId: z.number().int(),
    /** How much of the line was backordered and is now covered. */
    quantity: z.number().int().positive(),
    /** The receipt that covered it (one notification per line and receipt). */
    receiptId: z.string(),
  }),
  z.object({
    type: z.literal('itemBackInStock'),
    itemId: z.number().int(),
    /** The receipt that brought it back (one notification per item and receipt). */
    receiptId: z.string(),
  }),
  z.object({
    type: z.literal('licenceExpiring'),
    licenceId: z.number().int(),
    /** The warning's threshold in days (issue 19's 60, 30, 7): one notification each. */
    threshold: z.number().int(),
  }),
  // An order waits for approval (issue 33): its approvers hear it on the bell.
  z.object({ type: z.literal('approvalNeeded'), salesOrderId: z.number().int() }),
  z.object({ type: z.literal('orderApproved'), salesOrderId: z.number().int() }),
  z.object({ type: z.literal('orderRejected'), salesOrderId: z.number().int() }),
  // Units an open order had committed went back to backorder because the stock they were to ship
  // from was taken away (issue 34: a recall's or an expired lot's units quarantined); the placer
  // hears it once per cause.
  z.object({
    type: z.literal('lineBackordered'),
    salesOrderLineId: z.number().int(),
    quantity: z.number().int().positive(),
    /**
     * What took the stock away: the recall's number, or 'expired:' and the day of the sweep (one
     * notification per line and cause).
     */
    cause: z.string(),
  }),
  // A return moved on (issue 34): the contact who asked for it hears each step once.
  z.object({
    type: z.literal('returnProgress'),
    returnId: z.number().int(),
    status: z.enum(['authorized', 'refused', 'received', 'credited']),
  }),
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/** The outbox's notification job: retried for about an hour before it is given up. */
export const notificationJob = jobKind('notifications.deliver', NotificationEvent, {
  retryLimit: 10,
  retryDelaySeconds: 5,
});

/**
 * The event's own key: one job per key (the outbox's dedupe key) and one notification per recipient
 * and key (notifications.dedupe_key).
 */
export function eventKey(event: NotificationEvent): string {
  switch (event.type) {
    case 'fulfillmentShipped':
      return `shipped:${event.fulfillmentId}`;
    case 'fulfillmentDelivered':
      return `delivered:${event.fulfillmentId}`;
    case 'backorderReady':
      return `backorder-ready:${event.salesOrderLineId}:${event.receiptId}`;
    case 'itemBackInStock':
      return `back-in-stock:${event.itemId}:${event.receiptId}`;
    case 'licenceExpiring':
      return `licence:${event.licenceId}:${event.threshold}`;
    case 'approvalNeeded':
      return `approval-needed:${event.salesOrderId}`;
    case 'orderApproved':
      return `order-approved:${event.salesOrderId}`;
    case 'orderRejected':
      return `order-rejected:${event.salesOrderId}`;
    case 'lineBackordered':
      return `backordered:${event.salesOrderLineId}:${event.cause}`;
    case 'returnProgress':
      return `return:${event.returnId}:${event.status}`;
  }
}
