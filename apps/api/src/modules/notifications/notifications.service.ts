// The bell (storefront spec §2.8, §3 "Notification"; service spec §7 getUserNotifications,
// markNotificationsAsRead) and the notifications other modules raise inside their own transaction
// (issue 21 point 6, ADR 0026): a fulfilment delivered, a backordered line that stock now covers
// (or a committed one a recall sent back to backorder),
// an item back in stock for those who wanted it, a licence nearing expiry (issue 19's warnings), an order approved or
// rejected. Other modules raise them with `outbox.notify` (core/outbox.ts: a job written in the
// caller's transaction); the job registered here writes each recipient's notification once, however
// often it runs.
import {
  NOTIFICATIONS_LIMIT,
  NOTIFICATION_TYPES,
  type BackorderReadyMeta,
  type FulfillmentDeliveredMeta,
  type FulfillmentShippedMeta,
  type ItemBackInStockMeta,
  type LicenceExpiringMeta,
  type LineBackorderedMeta,
  type MarkNotificationsReadResponse,
  type OrderDecisionMeta,
  type ReturnProgressMeta,
  type UserNotificationsResponse,
} from '@medsupply/contract';
import { STORE_TIME_ZONE, carrierTrackingUrl, deliveryStamp } from '@medsupply/domain';
import type { Buyer } from '../../core/actor.ts';
import type { JobRunner } from '../../core/jobs.ts';
import { readPart, rowsPart, type ReadPart } from '../../core/read-parts.ts';
import { eventKey, notificationJob, type NotificationEvent } from '../../core/notification-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approverIdsOf } from '../order-to-cash/spend-control.service.ts';
import * as q from './notifications.queries.ts';

// NotificationEvent, its job kind and its key live in core/notification-events.ts: every module
// raises events through the outbox (`ctx.outbox.notify`), and the core imports no module.

interface Planned {
  recipients: readonly number[];
  type: string;
  metaData: Record<string, unknown>;
}

/** Who hears of `event` and what they read; null when there is nothing to say (not delivered…). */
async function plan(db: DbOrTx, event: NotificationEvent): Promise<Planned | null> {
  switch (event.type) {
    case 'fulfillmentShipped': {
      const row = await q.deliveredFulfillment(db, event.fulfillmentId);
      if (!row) return null;
      const metaData: FulfillmentShippedMeta = {
        fulfillmentId: row.fulfillment_id,
        workwaveId: row.route_id ?? row.tracking_number,
        carrier: row.carrier,
        trackingNumber: row.tracking_number,
        carrierUrl: carrierTrackingUrl(row.carrier, row.tracking_number),
        shipDate: deliveryStamp(new Date(row.shipped_at), STORE_TIME_ZONE).deliveryDate,
        tranId: row.tran_id,
      };
      return { recipients: row.recipients, type: NOTIFICATION_TYPES.fulfillmentShipped, metaData };
    }
    case 'fulfillmentDelivered': {
      const row = await q.deliveredFulfillment(db, event.fulfillmentId);
      if (!row || row.delivered_at === null) return null;
      const metaData: FulfillmentDeliveredMeta = {
        fulfillmentId: row.fulfillment_id,
        workwaveId: row.route_id ?? row.tracking_number,
        ...deliveryStamp(new Date(row.delivered_at), STORE_TIME_ZONE),
        tranId: row.tran_id,
      };
      return { recipients: row.recipients, type: NOTIFICATION_TYPES.fulfillmentDelivered, metaData };
    }
    case 'backorderReady': {
      const row = await q.orderLineFacts(db, event.salesOrderLineId);
      if (!row) return null;
      const metaData: BackorderReadyMeta = {
        item: { displayName: row.display_name, urlComponent: row.url_component },
        quantityPreviouslyBackordered: event.quantity,
        salesOrderId: row.sales_order_id,
        tranId: row.tran_id,
      };
      return { recipients: row.recipients, type: NOTIFICATION_TYPES.backorderReady, metaData };
    }
    case 'lineBackordered': {
      const row = await q.orderLineFacts(db, event.salesOrderLineId);
      if (!row) return null;
      const metaData: LineBackorderedMeta = {
        item: { displayName: row.display_name, urlComponent: row.url_component },
        quantityBackordered: event.quantity,
        salesOrderId: row.sales_order_id,
        tranId: row.tran_id,
        ...(event.cause.startsWith('expired:')
          ? { reason: 'expiry' as const, recallNumber: null }
          : { reason: 'recall' as const, recallNumber: event.cause }),
      };
      return { recipients: row.recipients, type: NOTIFICATION_TYPES.lineBackordered, metaData };
    }
    case 'itemBackInStock': {
      const item = await q.itemFacts(db, event.itemId);
      if (!item || item.quantity_available <= 0) return null;
      const metaData: ItemBackInStockMeta = {
        item: { displayName: item.display_name, urlComponent: item.url_component },
      };
      return {
        recipients: await q.usersWantingItem(db, event.itemId),
        type: NOTIFICATION_TYPES.itemBackInStock,
        metaData,
      };
    }
    case 'licenceExpiring': {
      const licence = await q.licenceFacts(db, event.licenceId);
      if (!licence) return null;
      const metaData: LicenceExpiringMeta = {
        addressId: licence.address_id,
        licenceNumber: licence.licence_number,
        expiresOn: licence.expires_on,
      };
      return {
        recipients: await q.adminsOrContactsOf(db, licence.account_id),
        type: NOTIFICATION_TYPES.licenceExpiring,
        metaData,
      };
    }
    case 'approvalNeeded': {
      const order = await q.orderFacts(db, event.salesOrderId);
      if (!order) return null;
      const metaData: OrderDecisionMeta = { salesOrderId: order.id, tranId: order.tran_id };
      const recipients = await approverIdsOf(db, event.salesOrderId);
      return { recipients, type: NOTIFICATION_TYPES.approvalNeeded, metaData };
    }
    case 'orderApproved':
    case 'orderRejected': {
      const order = await q.orderFacts(db, event.salesOrderId);
      if (!order) return null;
      const metaData: OrderDecisionMeta = { salesOrderId: order.id, tranId: order.tran_id };
      const type =
        event.type === 'orderApproved' ? NOTIFICATION_TYPES.orderApproved : NOTIFICATION_TYPES.orderRejected;
      return { recipients: order.recipients, type, metaData };
    }
    case 'returnProgress': {
      const row = await q.returnFacts(db, event.returnId);
      if (!row) return null;
      const metaData: ReturnProgressMeta = {
        returnId: row.id,
        returnNumber: row.return_number,
        rmaNumber: row.rma_number,
        tranId: row.tran_id,
      };
      const type = {
        authorized: NOTIFICATION_TYPES.returnAuthorized,
        refused: NOTIFICATION_TYPES.returnRefused,
        received: NOTIFICATION_TYPES.returnReceived,
        credited: NOTIFICATION_TYPES.returnCredited,
      }[event.status];
      return { recipients: [row.requested_by_user_id], type, metaData };
    }
  }
}

/** The job: writes the event's notifications, each recipient once (a rerun writes nothing). */
export async function deliverNotification(db: Db, event: NotificationEvent): Promise<number> {
  return db.transaction(async (tx) => {
    const planned = await plan(tx, event);
    if (!planned) return 0;
    const dedupeKey = eventKey(event);
    return q.insertNotifications(
      tx,
      planned.recipients.map((userId) => ({
        userId,
        type: planned.type,
        metaData: planned.metaData,
        dedupeKey,
      })),
    );
  });
}

/**
 * Writes one user's notification inside the caller's transaction, once per user and key (a rerun
 * writes nothing): for a module that keeps its own record of each notice and its time, as recalls
 * do (ADR 0050), and so cannot hand the bell to a job of its own.
 */
export async function notifyUser(
  tx: DbOrTx,
  row: { userId: number; type: string; metaData: Record<string, unknown>; dedupeKey: string },
): Promise<boolean> {
  return (await q.insertNotifications(tx, [row])) === 1;
}

/** Registers the outbox's notification handler (the module's `jobs`, notifications/index.ts). */
export function registerNotificationJobs(jobs: JobRunner, db: Db): void {
  jobs.register(notificationJob, async (event) => {
    await deliverNotification(db, event);
  });
}

// ---------------------------------------------------------------------------------------------
// The bell
// ---------------------------------------------------------------------------------------------

/** getUserNotifications: the caller's newest notifications (their own only), newest first. */
/** The bell's notifications: the caller's newest, newest first (a part of one read). */
export function userNotificationsPart(buyer: Buyer): ReadPart<UserNotificationsResponse> {
  return rowsPart(q.notificationsQuery(buyer.user.id, NOTIFICATIONS_LIMIT), (rows: q.NotificationRow[]) =>
    rows.map((row) => ({
      id: row.id,
      notificationType: row.notification_type,
      userNotificationStatus: { unread: row.unread },
      metaData: row.meta_data,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  );
}

export async function getUserNotifications(db: Db, buyer: Buyer): Promise<UserNotificationsResponse> {
  return readPart(db, userNotificationsPart(buyer));
}

/**
 * markNotificationsAsRead: the caller's unread notifications among `ids` (all without ids) become
 * read. Ids of other users' notifications change nothing and are not told apart from read ones.
 */
export async function markNotificationsAsRead(
  db: Db,
  buyer: Buyer,
  ids: readonly number[] | undefined,
): Promise<MarkNotificationsReadResponse> {
  return { updated: await q.markRead(db, buyer.user.id, ids ?? null) };
}
