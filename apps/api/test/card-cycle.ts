// One card order's life over HTTP, as the chaos child (chaos/place-order-child.ts) and the placeOrder
// bench (bench/place-order.ts) drive it (issue 26, ADR 0035): the buyer places two items by card
// (authorised at placement), the staff ship part of the first line (captured as it ships), cancel
// one unit of the second, still unshipped (released from the authorisation), and refund part of
// the capture (a credit memo paid out to the card). Every step carries an Idempotency-Key derived
// from the order's, and its body depends only on the order as placed, so running the whole cycle
// again with the same key after a crash repeats nothing: each step finds its first run's result.
// An answer of 409 (the key's first run still holds it, or died holding it) is waited out.
import {
  adminPaths,
  paths,
  type AdminOrderDetails,
  type InvoiceLinesResponse,
  type PlaceOrderResponse,
  type RefundPaymentResponse,
} from '@medsupply/contract';
import { centsToDollars, isoDayIn } from '@medsupply/domain';

/** An HTTP client: Fastify's inject in a child process, fetch against a running store in the bench. */
export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  authorization: string;
  idempotencyKey?: string;
  body?: unknown;
}) => Promise<{ status: number; body: string }>;

export interface CardCycleSetup {
  /** The buyer's and a staff member's (orders and billing areas) bearer headers. */
  buyer: string;
  staff: string;
  /** A sandbox card token the buyer pays with (the same one on every retry). */
  cardToken: string;
  shipTo: number;
  /** The two items ordered: `first` ×3, partly shipped; `second` ×2, one unit cancelled. */
  items: { first: number; second: number };
  /** The capture payment of an order's shipment (the back office finds it in the account's ledger). */
  capturePayment: (orderId: number) => Promise<{ id: number; amountCents: number } | null>;
  /** Told before each step starts (the chaos child prints it). */
  onStep?: (step: CardStep) => void;
  /** Wait before retrying an answer of 409 (default 100 ms). */
  retryDelayMs?: number;
}

export type CardStep = 'cart' | 'place' | 'ship' | 'cancel' | 'refund';

export interface CardCycleResult {
  orderId: number;
  fulfillmentId: number;
  refundId: number;
  creditMemoId: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The quantities a cycle orders of its two items. */
export const CARD_CYCLE_QUANTITIES = { first: 3, second: 2 } as const;

/**
 * Runs (or, with the same `key`, resumes) one card order's cycle. `variant` picks the refund's
 * form: an amount (even) or one returned unit of the shipped line (odd).
 */
export async function cardCycle(
  send: Send,
  setup: CardCycleSetup,
  key: string,
  variant: number,
): Promise<CardCycleResult> {
  const delay = setup.retryDelayMs ?? 100;
  /** The request until it answers something other than 409; 200 is required. */
  const until200 = async (what: string, request: Parameters<Send>[0]): Promise<string> => {
    for (;;) {
      const res = await send(request);
      if (res.status === 200) return res.body;
      if (res.status !== 409 || !/IDEMPOTENCY_KEY_IN_PROGRESS/.test(res.body)) {
        throw new Error(`${what} (${key}) answered ${res.status}: ${res.body.slice(0, 500)}`);
      }
      await sleep(delay);
    }
  };
  const buyer = setup.buyer;
  const staff = setup.staff;

  // The cart holds exactly the cycle's two lines: a retry after a crash between the
  // authorisation and the order's commit asks the same amount again, so the gateway answers with
  // its first authorisation (keyed by the order's key) instead of issuing another.
  setup.onStep?.('cart');
  await until200('emptyCart', { method: 'POST', url: paths.cart.emptyCart, authorization: buyer });
  for (const [itemId, quantity] of [
    [setup.items.first, CARD_CYCLE_QUANTITIES.first],
    [setup.items.second, CARD_CYCLE_QUANTITIES.second],
  ] as const) {
    await until200('addItem', {
      method: 'POST',
      url: paths.cart.addItem,
      authorization: buyer,
      body: { itemId, quantity },
    });
  }

  setup.onStep?.('place');
  const placed = JSON.parse(
    await until200('placeOrder', {
      method: 'POST',
      url: paths.checkout.placeOrder,
      authorization: buyer,
      idempotencyKey: key,
      body: {
        shipAddressId: setup.shipTo,
        billAddressId: setup.shipTo,
        payment: { type: 'token', token: setup.cardToken },
      },
    }),
  ) as PlaceOrderResponse;
  const orderId = placed.orderConfirmation.id;

  // Part of the first line ships; the body depends only on the order as placed.
  setup.onStep?.('ship');
  const order = JSON.parse(
    await until200('order', { method: 'GET', url: withId(adminPaths.order, orderId), authorization: staff }),
  ) as AdminOrderDetails;
  const first = order.lines.find((l) => l.itemId === setup.items.first);
  const second = order.lines.find((l) => l.itemId === setup.items.second);
  if (!first || !second || first.quantity < 2 || second.quantity < 2) {
    throw new Error(`order ${orderId} (${key}) lacks the cycle's lines: ${JSON.stringify(order.lines)}`);
  }

  const shipped = JSON.parse(
    await until200('ship', {
      method: 'POST',
      url: withId(adminPaths.shipOrder, orderId),
      authorization: staff,
      idempotencyKey: `${key}-ship`,
      body: {
        carrier: 'UPS',
        trackingNumber: `1Z${key.replace(/[^A-Za-z0-9]/g, '').slice(-30)}`,
        shipDate: isoDayIn(new Date(order.orderDate)),
        lines: [{ lineId: first.id, quantity: first.quantity - 1 }],
      },
    }),
  ) as { fulfillment: { id: number }; order: AdminOrderDetails };

  // One unit of the unshipped second line is cancelled: its price is released from the card.
  setup.onStep?.('cancel');
  await until200('cancel', {
    method: 'POST',
    url: adminPaths.cancelOrderLine.replace(':id', String(orderId)).replace(':lineId', String(second.id)),
    authorization: staff,
    idempotencyKey: `${key}-cancel`,
    body: { quantity: 1, reason: `Cancelled by the cycle ${key}` },
  });

  // Part of the capture goes back to the card.
  setup.onStep?.('refund');
  const payment = await setup.capturePayment(orderId);
  if (!payment) throw new Error(`order ${orderId} (${key}) shipped but has no capture payment`);
  let body:
    | { amount: number; reason: string }
    | { lines: Array<{ invoiceLineId: number; quantity: number }>; reason: string };
  const reason = `Refunded by the cycle ${key}`;
  if (variant % 2 === 0) {
    body = { amount: centsToDollars(Math.max(1, Math.floor(payment.amountCents / 3))), reason };
  } else {
    const invoiceId = shipped.order.invoices[0]?.id;
    if (invoiceId === undefined) throw new Error(`order ${orderId} (${key}) shipped without an invoice`);
    const lines = JSON.parse(
      await until200('invoiceLines', {
        method: 'GET',
        url: withId(adminPaths.invoiceLines, invoiceId),
        authorization: staff,
      }),
    ) as InvoiceLinesResponse;
    const line = lines.lines[0];
    if (!line) throw new Error(`invoice ${invoiceId} (${key}) has no lines`);
    body = { lines: [{ invoiceLineId: line.id, quantity: 1 }], reason };
  }
  const refunded = JSON.parse(
    await until200('refund', {
      method: 'POST',
      url: withId(adminPaths.refundPayment, payment.id),
      authorization: staff,
      idempotencyKey: `${key}-refund`,
      body,
    }),
  ) as RefundPaymentResponse;
  return {
    orderId,
    fulfillmentId: shipped.fulfillment.id,
    refundId: refunded.refund.id,
    creditMemoId: refunded.creditMemo.id,
  };
}
