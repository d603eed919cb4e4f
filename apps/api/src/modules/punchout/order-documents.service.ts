// The cXML documents a procurement system hears after its OrderRequest (issue 28, ADR 0038): a
// ConfirmationRequest (type "accept", with the order's lines) once the order is placed, and a
// ShipNoticeRequest for each shipment (carrier, tracking number, lines and quantities). Order-to-cash
// raises the events in the transaction that places or ships (`outbox.procurement`); this is the
// handler of their job. Each event has one delivery row: its payloadID is fixed at the first run
// (a retry sends the same document id), and a delivered, skipped or given-up event is never sent
// again, however often its job runs. A non-2xx answer, a cXML Status ≥ 400, a timeout or a refused
// connection is a failed attempt: thrown, so the outbox retries it with backoff; the last attempt
// marks the row failed, which the back office shows.
import { unitOfMeasureCode } from '@medsupply/domain';
import type { JobContext } from '../../core/jobs.ts';
import {
  procurementEventKey,
  procurementJob,
  type ProcurementEvent,
  type ProcurementOrderReference,
} from '../../core/procurement-events.ts';
import { safeErrorMessage } from '../../core/safe-errors.ts';
import type { Db } from '../../db/client.ts';
import {
  procurementOrder,
  procurementShipment,
  type ProcurementOrderView,
  type ProcurementShipmentView,
} from '../order-to-cash/procurement-documents.service.ts';
import {
  at,
  attr,
  CxmlReadError,
  cxmlDocument,
  el,
  FULFILL_DTD,
  money,
  payloadId,
  readCxml,
  textOf,
} from './cxml.ts';
import * as q from './punchout.queries.ts';

export interface OrderDocumentsDeps {
  db: Db;
  now: () => Date;
  store: { name: string; publicUrl: string };
  /** The HTTP client (fetch); tests may count calls. */
  fetch?: typeof fetch;
}

/** One POST waits this long for the procurement system's answer. */
export const DELIVERY_TIMEOUT_MS = 20_000;
/** What is read of an answer: a cXML Response is a few hundred bytes. */
const ANSWER_LIMIT_BYTES = 64 * 1024;
const MAX_ERROR = 500;

/** Why a delivery attempt failed; thrown so the outbox retries the job. */
export class DeliveryFailed extends Error {
  override name = 'DeliveryFailed';
}

interface Planned {
  systemId: number;
  salesOrderId: number;
  documentType: q.DocumentType;
  body: (payloadId: string, now: Date, system: q.NotifiedSystemRow) => string;
}

/** Handles one procurement event: writes its document and posts it, once. */
export async function deliverProcurementEvent(
  deps: OrderDocumentsDeps,
  event: ProcurementEvent,
  job: Pick<JobContext, 'attempt'>,
): Promise<void> {
  const eventKey = procurementEventKey(event);
  const done = await q.deliveryByKey(deps.db, eventKey);
  if (done && done.status !== 'pending') return;

  const planned = await plan(deps, event);
  const now = deps.now();
  const host = new URL(deps.store.publicUrl).host;
  const delivery =
    done ??
    (await q.deliveryOf(deps.db, {
      eventKey,
      systemId: planned.systemId,
      salesOrderId: planned.salesOrderId,
      documentType: planned.documentType,
      payloadId: payloadId(now, host),
    }));
  const system = await q.notifiedSystem(deps.db, planned.systemId);
  const url = system?.is_active ? notificationUrlOf(system.order_notification_url) : null;
  if (!system || !url) {
    await q.skipDelivery(
      deps.db,
      delivery.id,
      system?.is_active
        ? 'The procurement system has no http(s) order notification URL.'
        : 'The procurement system is disabled.',
    );
    return;
  }

  const document = planned.body(delivery.payload_id, now, system);
  try {
    await post(deps, url, document);
  } catch (error) {
    const message = (error instanceof DeliveryFailed ? error.message : safeErrorMessage(error)).slice(
      0,
      MAX_ERROR,
    );
    const last = job.attempt >= procurementJob.retryLimit;
    await q.recordAttempt(deps.db, delivery.id, { status: last ? 'failed' : 'pending', error: message }, now);
    throw new DeliveryFailed(`${planned.documentType} to procurement system ${system.id}: ${message}`);
  }
  await q.recordAttempt(deps.db, delivery.id, { status: 'delivered', error: null }, deps.now());
}

/** What the event asks for: which system, which order, which document. */
async function plan(deps: OrderDocumentsDeps, event: ProcurementEvent): Promise<Planned> {
  if (event.type === 'orderAccepted') {
    // Kept first: the ship notices of this order refer to the same OrderRequest.
    await q.keepPunchoutOrder(deps.db, {
      salesOrderId: event.salesOrderId,
      systemId: event.systemId,
      reference: event.orderRequest,
    });
    const order = await procurementOrder(deps.db, event.salesOrderId);
    if (!order) throw new Error(`order ${event.salesOrderId} of a procurement event does not exist`);
    return {
      systemId: event.systemId,
      salesOrderId: order.id,
      documentType: 'ConfirmationRequest',
      body: (id, now, system) =>
        confirmationRequest(deps, { id, now, system, order, ref: event.orderRequest }),
    };
  }
  const shipment = await procurementShipment(deps.db, event.fulfillmentId);
  if (!shipment) throw new Error(`fulfillment ${event.fulfillmentId} of a procurement event does not exist`);
  const placed = await q.punchoutOrder(deps.db, shipment.salesOrderId);
  const order = await procurementOrder(deps.db, shipment.salesOrderId);
  // The confirmation's job keeps the OrderRequest's reference; it was enqueued first and runs first,
  // but should this one overtake it, it waits for its retry.
  if (!placed || !order)
    throw new Error(`order ${shipment.salesOrderId} is not yet recorded as a procurement order`);
  return {
    systemId: placed.system_id,
    salesOrderId: order.id,
    documentType: 'ShipNoticeRequest',
    body: (id, now, system) =>
      shipNoticeRequest(deps, { id, now, system, order, shipment, ref: placed.reference }),
  };
}

function notificationUrlOf(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The documents
// ---------------------------------------------------------------------------------------------

const credential = (domain: string, identity: string) =>
  el('Credential', { domain }, [el('Identity', {}, identity)]);

/**
 * The Header of a document we send: the store (the system's To credential, how the buyer names us)
 * is From and Sender, the buyer (its From) is To. No SharedSecret: the buyer's is kept only as a
 * hash, and it is the buyer's to send, not ours.
 */
function header(deps: OrderDocumentsDeps, system: q.NotifiedSystemRow) {
  return el('Header', {}, [
    el('From', {}, [credential(system.to_domain, system.to_identity)]),
    el('To', {}, [credential(system.from_domain, system.from_identity)]),
    el('Sender', {}, [
      credential(system.to_domain, system.to_identity),
      el('UserAgent', {}, deps.store.name),
    ]),
  ]);
}

const DATETIME_TZ = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function orderReference(ref: ProcurementOrderReference) {
  return el(
    'OrderReference',
    {
      orderID: ref.orderId,
      // Echoed only when it is the datetime the DTD asks for.
      orderDate: ref.orderDate !== null && DATETIME_TZ.test(ref.orderDate) ? ref.orderDate : undefined,
    },
    [el('DocumentReference', { payloadID: ref.payloadId })],
  );
}

/** The buyer's line number of our order line (its ItemOut lineNumber), else our own. */
const buyerLine = (ref: ProcurementOrderReference, lineNumber: number) =>
  ref.lineNumbers[lineNumber - 1] ?? lineNumber;

const unitCodeOf = (order: ProcurementOrderView, lineNumber: number) =>
  unitOfMeasureCode(order.lines.find((l) => l.lineNumber === lineNumber)?.unitName ?? '');

function confirmationRequest(
  deps: OrderDocumentsDeps,
  d: {
    id: string;
    now: Date;
    system: q.NotifiedSystemRow;
    order: ProcurementOrderView;
    ref: ProcurementOrderReference;
  },
): string {
  const shipmentDate = d.order.shipDate ? `${d.order.shipDate}T12:00:00Z` : undefined;
  return cxmlDocument(
    [
      header(deps, d.system),
      el('Request', {}, [
        el('ConfirmationRequest', {}, [
          el(
            'ConfirmationHeader',
            { type: 'accept', noticeDate: d.now.toISOString(), operation: 'new', confirmID: d.order.tranId },
            [el('Total', {}, [el('Money', { currency: 'USD' }, money(d.order.totalCents))])],
          ),
          orderReference(d.ref),
          ...d.order.lines.map((line) => {
            const unit = unitOfMeasureCode(line.unitName);
            return el(
              'ConfirmationItem',
              { lineNumber: buyerLine(d.ref, line.lineNumber), quantity: line.quantity },
              [
                el('UnitOfMeasure', {}, unit),
                el('ConfirmationStatus', { quantity: line.quantity, type: 'accept', shipmentDate }, [
                  el('UnitOfMeasure', {}, unit),
                  el('UnitPrice', {}, [el('Money', { currency: 'USD' }, money(line.unitPriceCents))]),
                ]),
              ],
            );
          }),
        ]),
      ]),
    ],
    { now: d.now, host: new URL(deps.store.publicUrl).host, dtd: FULFILL_DTD, payloadId: d.id },
  );
}

function shipNoticeRequest(
  deps: OrderDocumentsDeps,
  d: {
    id: string;
    now: Date;
    system: q.NotifiedSystemRow;
    order: ProcurementOrderView;
    shipment: ProcurementShipmentView;
    ref: ProcurementOrderReference;
  },
): string {
  return cxmlDocument(
    [
      header(deps, d.system),
      el('Request', {}, [
        el('ShipNoticeRequest', {}, [
          el('ShipNoticeHeader', {
            shipmentID: d.shipment.tranId,
            operation: 'new',
            noticeDate: d.now.toISOString(),
            shipmentDate: d.shipment.shippedAt,
            shipmentType: 'actual',
            fulfillmentType: d.shipment.completesOrder ? 'complete' : 'partial',
          }),
          el('ShipControl', {}, [
            el('CarrierIdentifier', { domain: 'companyName' }, d.shipment.carrier),
            el('ShipmentIdentifier', {}, d.shipment.trackingNumber),
          ]),
          el('ShipNoticePortion', {}, [
            orderReference(d.ref),
            ...d.shipment.lines.map((line) =>
              el(
                'ShipNoticeItem',
                { quantity: line.quantity, lineNumber: buyerLine(d.ref, line.lineNumber) },
                [el('UnitOfMeasure', {}, unitCodeOf(d.order, line.lineNumber))],
              ),
            ),
          ]),
        ]),
      ]),
    ],
    { now: d.now, host: new URL(deps.store.publicUrl).host, dtd: FULFILL_DTD, payloadId: d.id },
  );
}

// ---------------------------------------------------------------------------------------------
// The POST
// ---------------------------------------------------------------------------------------------

/**
 * POSTs `document` as text/xml; resolves when the system accepted it (2xx, and no cXML Status of
 * 400 or more in the answer), else throws DeliveryFailed with why. Redirects are not followed: the
 * configured URL is the one place the store sends order data.
 */
async function post(deps: OrderDocumentsDeps, url: string, document: string): Promise<void> {
  const send = deps.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml, application/xml' },
      body: document,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new DeliveryFailed(
      `No answer from ${new URL(url).origin}: ${typeof cause === 'string' ? cause : safeErrorMessage(error)}`,
    );
  }
  const answer = (await response.text()).slice(0, ANSWER_LIMIT_BYTES);
  if (response.status < 200 || response.status > 299) {
    throw new DeliveryFailed(`HTTP ${response.status} from ${new URL(url).origin}`);
  }
  const status = cxmlStatusIn(answer);
  if (status && status.code >= 400) {
    throw new DeliveryFailed(`cXML Status ${status.code} ${status.text}`.trim());
  }
}

/** The Response Status of a cXML answer; null when the answer is not a cXML Response. */
function cxmlStatusIn(answer: string): { code: number; text: string } | null {
  if (!answer.includes('<cXML')) return null;
  try {
    const status = at(readCxml(answer), 'Response', 'Status');
    const code = Number(attr(status, 'code'));
    if (!Number.isInteger(code)) return null;
    // The element's text is the long message; an empty Status has only its short name.
    return { code, text: textOf(status) || (attr(status, 'text') ?? '').trim() };
  } catch (error) {
    if (error instanceof CxmlReadError) return null;
    throw error;
  }
}
