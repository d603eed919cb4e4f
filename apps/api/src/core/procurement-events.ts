// The procurement events the outbox carries (issue 28, ADR 0038, ADR 0036 "one outbox port"): an
// order a procurement system placed was accepted, or one of its shipments left. Order-to-cash raises
// them in the transaction that places or ships (`outbox.procurement`); the punchout module registers
// the handler, which answers the system with a cXML ConfirmationRequest or ShipNoticeRequest at its
// order notification URL. In the core because the core imports no module, as notification events.
import { z } from 'zod';
import { jobKind } from './jobs.ts';

/** What the OrderRequest said that every document answering it refers to. */
export const ProcurementOrderReference = z.object({
  payloadId: z.string().min(1),
  orderId: z.string().min(1),
  orderDate: z.string().nullable(),
  /** The OrderRequest's ItemOut lineNumber of each of our order lines, by our line number − 1. */
  lineNumbers: z.array(z.number().int().nonnegative()),
});
export type ProcurementOrderReference = z.infer<typeof ProcurementOrderReference>;

export const ProcurementEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('orderAccepted'),
    salesOrderId: z.number().int(),
    systemId: z.number().int(),
    orderRequest: ProcurementOrderReference,
  }),
  z.object({ type: z.literal('fulfillmentShipped'), fulfillmentId: z.number().int() }),
]);
export type ProcurementEvent = z.infer<typeof ProcurementEvent>;

/**
 * The delivery job: 12 retries with backoff from 30 s to the hour (about seven hours in all, the
 * window cXML asks of a sender), then it is given up and its delivery row says so to the staff.
 */
export const procurementJob = jobKind('punchout.deliver-cxml', ProcurementEvent, {
  retryLimit: 12,
  retryDelaySeconds: 30,
  // A run is one HTTP POST with a 20 s timeout: a minute without an answer means it died.
  expireInSeconds: 60,
});

/** The event's key: one job per key (the outbox's dedupe key) and one delivery row per key. */
export function procurementEventKey(event: ProcurementEvent): string {
  switch (event.type) {
    case 'orderAccepted':
      return `cxml-confirm:${event.salesOrderId}`;
    case 'fulfillmentShipped':
      return `cxml-ship:${event.fulfillmentId}`;
  }
}
