// Delivery tracking (issue 21 point 7; service spec §7 trackingData, recentFulfillments, §9 three
// carriers' links; storefront spec §2.1 /tracking/{trackingNumber}): a fulfilment of the caller's
// account with its carrier, status history, expected or actual delivery, order and the carrier's
// own link. An unknown number and another account's number are answered alike: not found.
// Recording a delivery is the order-to-cash module's deliverFulfillment (ADR 0034), which the back
// office and a carrier feed call.
import {
  TRACKING_MESSAGES,
  RECENT_FULFILLMENTS_LIMIT,
  type RecentFulfillment,
  type TrackingData,
} from '@medsupply/contract';
import { carrierTrackingUrl } from '@medsupply/domain';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import * as q from './tracking.queries.ts';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';

const iso = (value: string | Date) => new Date(value).toISOString();

function summary(row: q.FulfillmentRow): RecentFulfillment {
  const delivered = row.delivered_at === null ? null : iso(row.delivered_at);
  return {
    fulfillmentId: row.id,
    tranId: row.tran_id,
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    carrierUrl: carrierTrackingUrl(row.carrier, row.tracking_number),
    status: row.status,
    shippedAt: iso(row.shipped_at),
    deliveredAt: delivered,
    // Once delivered the actual time is what counts; the promise is no longer shown.
    expectedDelivery: delivered === null ? row.expected_delivery_on : null,
    order: {
      id: row.order_id,
      tranId: row.order_tran_id,
      orderDate: iso(row.order_date),
      poNumber: row.po_number,
    },
  };
}

/** trackingData?trackingNumber=: the caller's account's fulfilment, else not found. */
export async function trackingData(db: Db, buyer: Buyer, trackingNumber: string): Promise<TrackingData> {
  const row = await q.fulfillmentByNumber(db, buyer.account.id, trackingNumber);
  if (!row) throw refuse('NOT_FOUND', TRACKING_MESSAGES.notFound);
  const [lines, events] = await Promise.all([q.shippedLines(db, row.id), q.eventsOf(db, row.id)]);
  return {
    ...summary(row),
    lines: lines.map((l) => ({
      itemId: l.item_id,
      itemName: l.item_name,
      displayName: l.display_name,
      quantity: l.quantity,
    })),
    events: events.map((e) => ({
      status: e.status,
      description: e.description,
      location: e.location,
      occurredAt: iso(e.occurred_at),
    })),
  };
}

/**
 * recentFulfillments?account=: the dashboard's latest shipments of the session's account; any
 * other account id is not found (a parent login switches account first).
 */
export async function recentFulfillments(
  db: Db,
  buyer: Buyer,
  accountId: number | undefined,
): Promise<RecentFulfillment[]> {
  if (accountId !== undefined && accountId !== buyer.account.id) {
    throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE);
  }
  const rows = await q.recentFulfillments(db, buyer.account.id, RECENT_FULFILLMENTS_LIMIT);
  return rows.map(summary);
}
