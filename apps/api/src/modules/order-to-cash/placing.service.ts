// Placing an order (issue 17, ADR 0034; service spec §3 "Checkout data", §5, §7 "Checkout", §9):
// the checkout screen's data (ship-tos with their licences and the reason each is left out, terms
// and balance, payment methods), the payment types, the delivery dates of a ship-to, and placing
// itself as a workflow (ADR 0035): a card is authorised first, then one transaction re-checks every
// line with the one buy rule at the chosen ship-to, takes allocation, stock and terms credit with
// conditional updates, snapshots addresses, prices, tax and fee, writes the order, its lines and
// the controlled-substance records, clears the ordered cart lines and puts the mails on the
// outbox. If the transaction refuses or fails, the authorisation is voided.
import {
  NO_ALLOCATION_MESSAGE,
  ORDER_STATUSES,
  UNAVAILABLE_MESSAGE,
  allocationPeriodOf,
  centsToDollars,
  convenienceFeeCents,
  coveringLicence,
  formatUsd,
  isItemTaxable,
  isoDayIn,
  nextDeliveryDates,
  notBackorderableMessage,
  orderStatusOf,
  shipToEligibility,
  stockTake,
  taxCents,
} from '@medsupply/domain';
import {
  CHECKOUT_MESSAGES,
  type AlternateShippingQuery,
  type AlternateShippingResponse,
  type CheckoutAddress,
  type CheckoutDataResponse,
  type CheckoutTypesResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type SpendPreviewResponse,
} from '@medsupply/contract';
import { sql } from 'drizzle-orm';
import type { Buyer } from '../../core/actor.ts';
import { allocationBalance, checkPurchase } from '../../core/buy-rule.ts';
import { lineItems, listedLineSource, type LineItem, type LineSource } from '../../core/line-item.ts';
import type { ProcurementOrderReference } from '../../core/procurement-events.ts';
import { BusinessRefusal, refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import {
  cartIdOf,
  cartItemIds,
  cartLines,
  lockCartForOrder,
  removeOrderedLines,
} from '../cart/cart.service.ts';
import { assertListReadable } from '../item-lists/item-lists.service.ts';
import {
  describeToken,
  methodForPayment,
  saveDescribedMethod,
  usableMethods,
  type PaymentMethodDescription,
} from '../payments/payment-methods.service.ts';
import { takeCredit } from './credit.queries.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import { confirmationOf } from './sales-orders.service.ts';
import * as q from './placing.queries.ts';
import { askApprovers, budgetView, judgeSpend, type SpendVerdict } from './spend-control.service.ts';
import { orderBlocks, orderReceivedMail, type OrderSummary } from './order-to-cash.mail.ts';
import { insertReasons } from './spend-control.queries.ts';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const TERMS_UNAVAILABLE_MESSAGE =
  'Your account does not have terms. Please pay by card or bank account.';
export const CART_CHANGED_MESSAGE =
  'Your cart changed while the order was being placed. Please review your order and place it again.';
export const SHIP_DATE_MESSAGE = 'shipDate must be one of the delivery dates offered for this address.';
export const IDEMPOTENCY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/** ADR 0007: account orders ship free ('FREE' with a subtotal, service spec §9). */
const SHIPPING_CENTS = 0;
/** How many delivery dates a placed order's ship date may be chosen from. */
const SHIP_DATE_WINDOW = 60;

const snapshotOf = (a: q.AddressRow): AddressSnapshot => ({
  addressee: a.addressee,
  attention: a.attention,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: a.country,
});

const addressView = (a: q.AddressRow): CheckoutAddress => ({
  ...snapshotOf(a),
  attention: a.attention,
  line2: a.line2,
  id: a.id,
  label: a.label,
  defaultShipping: a.default_shipping,
  defaultBilling: a.default_billing,
  controlledSubstance: a.licences.map((l) => ({
    rxLevel: l.rxLevel,
    licenceNumber: l.licenceNumber,
    expiration: l.expiresOn,
    status: l.status,
  })),
});

async function accountOf(db: DbOrTx, buyer: Buyer): Promise<q.AccountCheckoutRow> {
  const account = await q.accountCheckoutRow(db, buyer.account.id);
  if (!account) throw refuse('ACCOUNT_NOT_FOUND', 'Account not found');
  return account;
}

/**
 * What an order is placed from: the buyer's cart, or an item list of the account (a subscription's
 * order, issue 21; the list's lines stay, the cart is not touched).
 */
export type CheckoutSource = { kind: 'cart' } | { kind: 'itemList'; itemListId: number };

export type OrderSource =
  | CheckoutSource
  // A procurement system's OrderRequest (issue 28): lines that live in no table, each `id` its
  // position in the request; placed as the system's contact even though it shops in punchout mode.
  // The order remembers the system, and its acceptance goes back to it (ConfirmationRequest).
  | {
      kind: 'procurement';
      systemId: number;
      orderRequest: ProcurementOrderReference;
      lines: ReadonlyArray<ProcurementLine>;
    };

/** An OrderRequest's line, resolved to our item and unit. */
export interface ProcurementLine {
  id: number;
  itemId: number;
  unitId: number;
  quantity: number;
}

const listSource = (itemListId: number): LineSource => ({
  from: sql`item_list_details s`,
  where: sql`s.item_list_id = ${itemListId}`,
  orderBy: sql`s.id`,
});

// ---------------------------------------------------------------------------------------------
// getCheckoutData, getTypes, getAlternateShippingData
// ---------------------------------------------------------------------------------------------

export async function getCheckoutData(
  deps: Pick<OrderToCashDeps, 'db' | 'now' | 'settings'>,
  buyer: Buyer,
  source: CheckoutSource = { kind: 'cart' },
): Promise<CheckoutDataResponse> {
  const { db } = deps;
  const now = deps.now();
  const linesOf = async (): Promise<LineItem[]> => {
    if (source.kind === 'cart') {
      const cartId = await cartIdOf(db, buyer);
      return cartId === null ? [] : lineItems(db, buyer, cartLines(cartId));
    }
    // /subscription: the ship-tos are judged against the list's lines, of a list the buyer may
    // read (issue 26: a colleague's private list answered its line count).
    await assertListReadable(db, buyer, source.itemListId);
    return lineItems(db, buyer, listSource(source.itemListId));
  };
  const [account, addresses, lines, names, methods, needsApproval] = await Promise.all([
    accountOf(db, buyer),
    q.addressesOf(db, buyer.account.id),
    linesOf(),
    q.rxLevelNames(db),
    usableMethods(db, buyer.account.id, now),
    q.ordersNeedApproval(db, buyer.user.id),
  ]);
  const verdicts = shipToEligibility(
    addresses.map((a) => ({ id: a.id, licences: a.licences, billingOnly: a.billing_only })),
    lines.map((l) => l.rxLevel),
    isoDayIn(now),
    names,
  );
  const reasonsOf = new Map(verdicts.map((v) => [v.addressId, v]));
  return {
    invoiceDetails: {
      hasTerms: account.has_terms,
      terms: account.terms,
      availableBalance: centsToDollars(account.available_balance_cents),
    },
    shipAddresses: addresses.filter((a) => reasonsOf.get(a.id)?.eligible).map(addressView),
    excludedShipAddresses: addresses
      .filter((a) => !reasonsOf.get(a.id)?.eligible)
      .map((a) => ({ address: addressView(a), reasons: reasonsOf.get(a.id)?.reasons ?? [] })),
    billAddresses: addresses.map(addressView),
    dddShippingCutoffTime: account.ddd_shipping_cutoff_time,
    paymentMethods: methods,
    convFeeExempt: account.conv_fee_exempt,
    convenienceFeeRate: deps.settings.convenienceFeeRatePercent,
    submissionDetails: {
      requiresApproval: needsApproval,
      canPlaceOrder: !buyer.user.isPunchout,
      lineCount: lines.length,
    },
    errorMessages: { ...CHECKOUT_MESSAGES },
    statuses: [...ORDER_STATUSES],
  };
}

export async function getTypes(db: Db, buyer: Buyer): Promise<CheckoutTypesResponse> {
  const account = await accountOf(db, buyer);
  return {
    types: [
      ...(account.has_terms ? [{ type: 'terms' as const, name: account.terms ?? 'Terms' }] : []),
      { type: 'card' as const, name: 'Credit card' },
      { type: 'ach' as const, name: 'Bank account (ACH)' },
    ],
  };
}

function scheduleOf(account: q.AccountCheckoutRow, now: Date, count: number) {
  return nextDeliveryDates({
    deliveryDays: account.delivery_days,
    cutoffTime: account.ddd_shipping_cutoff_time,
    now,
    count,
  });
}

/** The next delivery dates of the account's ship-to with that zip and city. */
export async function getAlternateShippingData(
  deps: Pick<OrderToCashDeps, 'db' | 'now'>,
  buyer: Buyer,
  query: AlternateShippingQuery,
): Promise<AlternateShippingResponse> {
  const [account, address] = await Promise.all([
    accountOf(deps.db, buyer),
    q.addressByZipCity(deps.db, buyer.account.id, query.shipAddressZip, query.shipCity),
  ]);
  if (!address) throw refuse('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
  const schedule = scheduleOf(account, deps.now(), query.numShipDates);
  return {
    addressId: address.id,
    dddShippingCutoffTime: account.ddd_shipping_cutoff_time,
    shipDate: schedule.shipDate,
    orderBy: schedule.orderBy.toISOString(),
    shipDates: schedule.deliveryDates,
  };
}

// ---------------------------------------------------------------------------------------------
// The cart's lines as placing would judge them (punchout's returncart, issue 28)
// ---------------------------------------------------------------------------------------------

/** A cart line placing would refuse, and why. */
export interface LineVerdict {
  line: LineItem;
  refusal: { code: string; message: string } | null;
}

/**
 * Each line of the buyer's cart with the refusal placing would give it: the buy rule (inactive,
 * restricted, licence of the account, unit, price), the licence at `shipToAddressId` (the account's
 * default ship-to when null) and the allocation left for the account. A procurement system gets a
 * requisition only of lines the store will accept when its OrderRequest comes back.
 */
export async function judgeCartLines(
  deps: Pick<OrderToCashDeps, 'db' | 'now'>,
  buyer: Buyer,
  shipToAddressId: number | null,
): Promise<{ lines: LineVerdict[]; shipTo: { id: number; label: string } | null }> {
  const { db } = deps;
  const now = deps.now();
  const cartId = await cartIdOf(db, buyer);
  const lines = cartId === null ? [] : await lineItems(db, buyer, cartLines(cartId));
  const addresses = await q.addressesOf(db, buyer.account.id);
  const names = await q.rxLevelNames(db);
  const shipTo =
    shipToAddressId === null
      ? (addresses.find((a) => a.default_shipping && !a.billing_only) ?? null)
      : (addresses.find((a) => a.id === shipToAddressId) ?? null);
  const verdicts: LineVerdict[] = [];
  for (const line of lines) {
    verdicts.push({ line, refusal: await judgeLine(db, buyer, line, shipTo, names, now) });
  }
  await judgeStock(db, verdicts);
  return { lines: verdicts, shipTo: shipTo && { id: shipTo.id, label: shipTo.label } };
}

/**
 * Placing's stock rule (takeStock) on the lines that pass the others, in cart order: more of a
 * non-backorderable item than is in stock is refused with placing's own message.
 */
async function judgeStock(db: Db, verdicts: LineVerdict[]): Promise<void> {
  const stock = new Map(
    (await q.stockOf(db, [...new Set(verdicts.map((v) => v.line.itemId))])).map((i) => [i.id, i]),
  );
  const left = new Map([...stock].map(([id, item]) => [id, item.quantity_available]));
  for (const verdict of verdicts) {
    const { line } = verdict;
    const item = stock.get(line.itemId);
    if (verdict.refusal || !item) continue;
    const unit = line.units.find((u) => u.id === line.unitId);
    const rate = unit?.conversionRate ?? 1;
    const take = stockTake(
      line.quantity,
      Math.floor(Math.max(0, left.get(line.itemId) ?? 0) / rate),
      item.backorderable,
    );
    if (!take.ok) {
      verdict.refusal = {
        code: 'INSUFFICIENT_STOCK',
        message: notBackorderableMessage(
          take.available,
          unit?.unitName ?? 'units',
          line.identity.displayName,
        ),
      };
      continue;
    }
    left.set(line.itemId, (left.get(line.itemId) ?? 0) - Math.round(take.fromStock * rate));
  }
}

async function judgeLine(
  db: Db,
  buyer: Buyer,
  line: LineItem,
  shipTo: q.AddressRow | null,
  names: Awaited<ReturnType<typeof q.rxLevelNames>>,
  now: Date,
): Promise<{ code: string; message: string } | null> {
  if (!line.isAddableToCart) return (await lineRefusal(db, buyer, line)).refusal;
  if (!shipTo) return { code: 'ADDRESS_NOT_FOUND', message: ADDRESS_NOT_FOUND_MESSAGE };
  const [verdict] = shipToEligibility(
    [{ id: shipTo.id, licences: shipTo.licences, billingOnly: shipTo.billing_only }],
    [line.rxLevel],
    isoDayIn(now),
    names,
  );
  if (!verdict?.eligible) {
    return {
      code: 'SHIP_TO_NOT_LICENSED',
      message: `${line.identity.displayName}: cannot ship to ${shipTo.label}: ${(verdict?.reasons ?? []).join(' ')}`,
    };
  }
  // The account's carts may hold more than its allocation left once another order took some.
  const balance = await allocationBalance(db, buyer, line.itemId, now);
  if (balance !== null && balance < 0) {
    return {
      code: 'NO_ALLOCATION',
      message: `${line.identity.displayName}: ${NO_ALLOCATION_MESSAGE}`,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// placeOrder
// ---------------------------------------------------------------------------------------------

/** How the order is paid, once the request's payment is resolved. */
type Payer =
  | { kind: 'terms' }
  | {
      kind: 'card' | 'ach';
      token: string;
      methodId: number | null;
      /** A new token to keep as a payment method, with what the gateway read from it. */
      save: PaymentMethodDescription | null;
    };

interface Quote {
  lines: LineItem[];
  shipTo: q.AddressRow;
  billTo: q.AddressRow;
  shipDate: string;
  subtotalCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
}

export interface IdempotencyOfOrder {
  idempotencyKey: string;
  requestHash: string;
}

/** One placement: who orders what, from where, paid how. */
interface Placement {
  deps: OrderToCashDeps;
  buyer: Buyer;
  input: PlaceOrderRequest;
  payer: Payer;
  account: q.AccountCheckoutRow;
  key: IdempotencyOfOrder;
  source: OrderSource;
  /** The card's authorisation, taken before the transaction; null on terms. */
  authorization: { id: string; amountCents: number } | null;
}

/** Why a cart line cannot be ordered: the buy rule's own refusal, named by the item. */
async function lineRefusal(db: DbOrTx, buyer: Buyer, line: LineItem): Promise<BusinessRefusal> {
  const name = line.identity.displayName;
  try {
    await checkPurchase(db, buyer, { itemId: line.itemId, unitId: line.unitId, quantity: line.quantity });
  } catch (error) {
    if (error instanceof BusinessRefusal) {
      return new BusinessRefusal({
        code: error.refusal.code === 'TOO_MANY_ATTEMPTS' ? 'ITEM_UNAVAILABLE' : error.refusal.code,
        message: `${name}: ${error.refusal.message}`,
      });
    }
    throw error;
  }
  return refuse('ITEM_UNAVAILABLE', `${name}: ${UNAVAILABLE_MESSAGE}`);
}

/** The tax of the lines shipped to `shipTo` (service spec §9), unless the account is exempt. */
async function taxOf(db: DbOrTx, account: q.AccountCheckoutRow, shipTo: q.AddressRow, lines: LineItem[]) {
  if (account.tax_exempt) return 0;
  const rate = await q.taxRateOf(db, shipTo.state);
  // service spec §4: tax in the 'error' state blocks placing, with a message.
  if (!rate || rate.rate_percent === null) throw refuse('TAX_RATE_UNAVAILABLE', CHECKOUT_MESSAGES.taxError);
  return taxCents({
    ratePercent: Number(rate.rate_percent),
    taxableItemsCents: lines
      .filter((l) => isItemTaxable(l.rxLevel, rate.exempt_rx_items === true))
      .reduce((sum, l) => sum + (l.lineCents ?? 0), 0),
    shippingCents: SHIPPING_CENTS,
    shippingTaxable: rate.shipping_taxable === true,
  });
}

/** The order the request asks for, priced and taxed at the chosen ship-to; the refusals of ADR 0034. */
async function quote(db: DbOrTx, p: Placement, lineSource: LineSource | null): Promise<Quote> {
  const { buyer, input, account } = p;
  const now = p.deps.now();
  // One after another: inside the placement's transaction they share one connection.
  const lines = lineSource === null ? [] : await lineItems(db, buyer, lineSource);
  const addresses = await q.addressesOf(db, buyer.account.id);
  const names = await q.rxLevelNames(db);
  if (lines.length === 0) throw refuse('CART_EMPTY', CHECKOUT_MESSAGES.emptyCart);
  for (const line of lines) {
    if (!line.isAddableToCart) throw await lineRefusal(db, buyer, line);
  }
  const shipTo = addresses.find((a) => a.id === input.shipAddressId);
  const billTo = addresses.find((a) => a.id === input.billAddressId);
  if (!shipTo || !billTo) throw refuse('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
  const [verdict] = shipToEligibility(
    [{ id: shipTo.id, licences: shipTo.licences, billingOnly: shipTo.billing_only }],
    lines.map((l) => l.rxLevel),
    isoDayIn(now),
    names,
  );
  if (!verdict?.eligible) {
    throw refuse(
      'SHIP_TO_NOT_LICENSED',
      `This order cannot ship to ${shipTo.label}: ${(verdict?.reasons ?? []).join(' ')}`,
    );
  }
  const schedule = scheduleOf(account, now, SHIP_DATE_WINDOW);
  const shipDate = input.shipDate ?? schedule.deliveryDates[0] ?? schedule.shipDate;
  if (input.shipDate !== undefined && !schedule.deliveryDates.includes(input.shipDate)) {
    throw refuse('VALIDATION', SHIP_DATE_MESSAGE);
  }
  const subtotalCents = lines.reduce((sum, l) => sum + (l.lineCents ?? 0), 0);
  const orderTaxCents = await taxOf(db, account, shipTo, lines);
  // The convenience fee is a card's (service spec §9), unless the account is exempt.
  const feeCents =
    p.payer.kind === 'card'
      ? convenienceFeeCents({
          ratePercent: p.deps.settings.convenienceFeeRatePercent,
          subtotalCents,
          shippingCents: SHIPPING_CENTS,
          taxCents: orderTaxCents,
          exempt: account.conv_fee_exempt,
        })
      : 0;
  return {
    lines,
    shipTo,
    billTo,
    shipDate,
    subtotalCents,
    taxCents: orderTaxCents,
    feeCents,
    totalCents: subtotalCents + SHIPPING_CENTS + orderTaxCents + feeCents,
  };
}

async function payerOf(
  deps: OrderToCashDeps,
  buyer: Buyer,
  input: PlaceOrderRequest,
  account: q.AccountCheckoutRow,
): Promise<Payer> {
  const payment = input.payment;
  switch (payment.type) {
    case 'terms':
      if (!account.has_terms) throw refuse('TERMS_UNAVAILABLE', TERMS_UNAVAILABLE_MESSAGE);
      return { kind: 'terms' };
    case 'token': {
      const described = await describeToken(deps.gateway, payment.token);
      return {
        kind: described.kind,
        token: payment.token,
        methodId: null,
        save: payment.save === true ? described : null,
      };
    }
    case 'paymentMethod': {
      const { method, token } = await methodForPayment(
        deps.db,
        buyer.account.id,
        payment.paymentMethodId,
        deps.now(),
      );
      return { kind: method.kind, token, methodId: method.id, save: null };
    }
  }
}

/** Base units of a line's quantity (allocation and stock count base units, ADR 0007). */
const baseUnits = (quantity: number, rate: number) => Math.ceil(quantity * rate - 1e-9);
const rateOf = (line: LineItem) => line.units.find((u) => u.id === line.unitId)?.conversionRate ?? 1;

/** Where the lines come from, locked for the placement; null when there is nothing to order. */
async function lockSource(
  tx: Tx,
  p: Placement,
): Promise<{ lines: LineSource | null; itemIds: number[]; cartId: number | null; listId: number | null }> {
  if (p.source.kind === 'procurement') {
    await q.lockIdempotencyKey(tx, p.buyer.user.id, p.key.idempotencyKey);
    const itemIds = [...new Set(p.source.lines.map((l) => l.itemId))].sort((a, b) => a - b);
    return { lines: listedLineSource(p.source.lines), itemIds, cartId: null, listId: null };
  }
  if (p.source.kind === 'cart') {
    // The cart row-locked: one placement at a time; a repeat that waited finds its order below.
    const cartId = await lockCartForOrder(tx, p.buyer);
    return {
      lines: cartId === null ? null : cartLines(cartId),
      itemIds: cartId === null ? [] : await cartItemIds(tx, cartId),
      cartId,
      listId: null,
    };
  }
  const listId = await q.lockItemList(tx, p.buyer.account.id, p.source.itemListId);
  if (listId === null) throw refuse('ITEM_LIST_NOT_FOUND', 'Item list not found');
  return { lines: listSource(listId), itemIds: await q.listItemIds(tx, listId), cartId: null, listId };
}

/** ADR 0034 "Placing" step 2: allocation, per item (all its lines' base units), by conditional update. */
async function takeAllocations(
  tx: Tx,
  p: Placement,
  order: Quote,
  items: Map<number, q.LockedItem>,
  today: string,
) {
  const allocationUnits = new Map<number, number>();
  for (const line of order.lines) {
    allocationUnits.set(
      line.itemId,
      (allocationUnits.get(line.itemId) ?? 0) + baseUnits(line.quantity, rateOf(line)),
    );
  }
  for (const [itemId, units] of allocationUnits) {
    const item = items.get(itemId);
    if (!item?.allocation_period) continue;
    const period = allocationPeriodOf(item.allocation_period, today);
    const taken = await q.takeAllocation(tx, {
      accountId: p.buyer.account.id,
      itemId,
      baseUnits: units,
      day: today,
      periodStart: period.start,
      periodEnd: period.end,
      defaultMax: item.allocation_default_max ?? 0,
    });
    if (!taken)
      throw refuse('NO_ALLOCATION', `${item.display_name}: You have no more allocation on this product.`);
  }
}

/** Step 3: stock; the rest of each line is backordered, unless the item cannot be. Answers the backorders. */
async function takeStock(tx: Tx, order: Quote, items: Map<number, q.LockedItem>): Promise<number[]> {
  const available = new Map([...items].map(([id, item]) => [id, item.quantity_available]));
  const backordered: number[] = [];
  for (const line of order.lines) {
    const item = items.get(line.itemId);
    if (!item) throw new Error(`item ${line.itemId} of a cart line was not locked`);
    const unit = line.units.find((u) => u.id === line.unitId);
    const rate = unit?.conversionRate ?? 1;
    const inUnits = Math.floor(Math.max(0, available.get(line.itemId) ?? 0) / rate);
    const take = stockTake(line.quantity, inUnits, item.backorderable);
    if (!take.ok) {
      throw refuse(
        'INSUFFICIENT_STOCK',
        notBackorderableMessage(take.available, unit?.unitName ?? 'units', line.identity.displayName),
      );
    }
    const units = Math.round(take.fromStock * rate);
    if (!(await q.takeStock(tx, line.itemId, units))) throw new Error('stock changed under a row lock');
    available.set(line.itemId, (available.get(line.itemId) ?? 0) - units);
    backordered.push(take.backordered);
  }
  return backordered;
}

/** Step 4: the order, its lines and the controlled-substance records. */
async function insertOrder(
  tx: Tx,
  p: Placement,
  order: Quote,
  backordered: number[],
  methodId: number | null,
  listId: number | null,
): Promise<{ id: number; tranId: string; needsApproval: boolean; reasons: SpendVerdict['reasons'] }> {
  const { buyer, input, key, authorization } = p;
  const today = isoDayIn(p.deps.now());
  // Spend control (issue 33, ADR 0047): the budgets are locked here, after the items and before
  // the account's credit, so orders against one budget are counted one after the other.
  const spend = await judgeSpend(tx, {
    accountId: buyer.account.id,
    userId: buyer.user.id,
    shipTo: { id: order.shipTo.id, label: order.shipTo.label },
    subtotalCents: order.subtotalCents,
    // Rules compare the total before a card's convenience fee: how the buyer pays does not decide
    // whether the order needs approval, and the review step can say so before a method is chosen.
    totalCents: order.subtotalCents + SHIPPING_CENTS + order.taxCents,
    lines: order.lines.map((l) => ({ itemId: l.itemId, rxLevel: l.rxLevel })),
    today,
    lock: true,
  });
  if (spend.refusal !== null) throw refuse('BUDGET_EXCEEDED', spend.refusal);
  const needsApproval = spend.reasons.length > 0;
  const approval = needsApproval ? ('pending' as const) : ('not_required' as const);
  const status = orderStatusOf(
    order.lines.map((l, i) => ({
      quantity: l.quantity,
      quantityCancelled: 0,
      quantityBackordered: backordered[i] ?? 0,
      quantityFulfilled: 0,
      quantityBilled: 0,
    })),
    approval,
    false,
  );
  const placed = await q.insertOrder(tx, {
    accountId: buyer.account.id,
    placedBy: buyer.user.id,
    status,
    approvalStatus: approval,
    poNumber: input.poNumber || null,
    memo: input.memo || null,
    shipAddressId: order.shipTo.id,
    billAddressId: order.billTo.id,
    shipAddress: snapshotOf(order.shipTo),
    billAddress: snapshotOf(order.billTo),
    paymentType: p.payer.kind,
    paymentMethodId: methodId,
    paymentAuthorizationId: authorization?.id ?? null,
    paymentStatus: authorization ? 'authorized' : 'none',
    shipDate: order.shipDate,
    subtotalCents: order.subtotalCents,
    shippingCents: SHIPPING_CENTS,
    taxCents: order.taxCents,
    convenienceFeeCents: order.feeCents,
    totalCents: order.totalCents,
    idempotencyKey: key.idempotencyKey,
    requestHash: key.requestHash,
    subscriptionItemListId: listId,
    procurementSystemId: p.source.kind === 'procurement' ? p.source.systemId : null,
  });
  const lineIds = await q.insertLines(
    tx,
    placed.id,
    order.lines.map((l, i) => ({
      lineNumber: i + 1,
      itemId: l.itemId,
      unitId: l.unitId,
      quantity: l.quantity,
      // The price of one of the line's unit (ADR 0034 snapshot): an estimate's, else today's.
      unitPriceCents: l.unitCents ?? 0,
      amountCents: l.lineCents ?? 0,
      quantityBackordered: backordered[i] ?? 0,
      rxLevel: l.rxLevel,
    })),
  );
  await q.insertControlledRecords(
    tx,
    order.lines.flatMap((l, i) => {
      if (l.rxLevel <= 0) return [];
      const licence = coveringLicence(order.shipTo.licences, l.rxLevel, today);
      const lineId = lineIds[i];
      if (!licence || lineId === undefined) throw new Error('a licensed line lost its license');
      return [
        {
          salesOrderId: placed.id,
          salesOrderLineId: lineId,
          accountId: buyer.account.id,
          placedBy: buyer.user.id,
          shipAddressId: order.shipTo.id,
          shipAddress: snapshotOf(order.shipTo),
          licenceNumber: licence.licenceNumber,
          licenceExpiresOn: licence.expiresOn,
          itemId: l.itemId,
          itemName: l.identity.displayName,
          unitId: l.unitId,
          quantity: l.quantity,
          rxLevel: l.rxLevel,
        },
      ];
    }),
  );
  await insertReasons(tx, placed.id, spend.reasons);
  return { ...placed, needsApproval, reasons: spend.reasons };
}

/**
 * What an order of the cart to `shipAddressId` would meet (issue 33): the reasons it would wait for
 * approval, a hard budget it would go over, and the budgets it counts against; the same judgement
 * placing makes under its locks.
 */
export async function previewSpend(
  deps: Pick<OrderToCashDeps, 'db' | 'now'>,
  buyer: Buyer,
  shipAddressId: number | undefined,
): Promise<SpendPreviewResponse> {
  const { db } = deps;
  const cartId = await cartIdOf(db, buyer);
  const [lines, addresses, account] = await Promise.all([
    cartId === null ? Promise.resolve([]) : lineItems(db, buyer, cartLines(cartId)),
    q.addressesOf(db, buyer.account.id),
    accountOf(db, buyer),
  ]);
  const shipTos = addresses.filter((a) => !a.billing_only);
  const shipTo =
    shipAddressId === undefined
      ? (shipTos.find((a) => a.default_shipping) ?? shipTos[0])
      : shipTos.find((a) => a.id === shipAddressId);
  if (!shipTo) throw refuse('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
  const subtotalCents = lines.reduce((sum, l) => sum + (l.lineCents ?? 0), 0);
  const taxCents = lines.length === 0 ? 0 : await taxOf(db, account, shipTo, lines);
  const verdict = await judgeSpend(db, {
    accountId: buyer.account.id,
    userId: buyer.user.id,
    shipTo: { id: shipTo.id, label: shipTo.label },
    subtotalCents,
    totalCents: subtotalCents + SHIPPING_CENTS + taxCents,
    lines: lines.map((l) => ({ itemId: l.itemId, rxLevel: l.rxLevel })),
    today: isoDayIn(deps.now()),
    lock: false,
  });
  return {
    reasons: verdict.reasons.map((r) => r.reason),
    refusal: verdict.refusal,
    budgets: verdict.budgets.map(budgetView),
  };
}

/** ADR 0034 "Placing" steps 1-5 inside `tx`; answers the order's id. */
async function writeOrder(tx: Tx, p: Placement): Promise<q.OrderByKey> {
  const source = await lockSource(tx, p);
  const again = await q.orderByKey(tx, p.buyer.user.id, p.key.idempotencyKey);
  if (again) return again;
  if (p.source.kind === 'cart' && source.cartId === null)
    throw refuse('CART_EMPTY', CHECKOUT_MESSAGES.emptyCart);
  // Step 1: the quote (plain reads), then the items locked in id order. Stock, allocation and
  // credit are rows every buyer of an item or account contends for: they are locked as late, and
  // held as briefly, as the order allows (the stock is read again under the lock).
  const order = await quote(tx, p, source.lines);
  if (p.authorization && order.totalCents !== p.authorization.amountCents) {
    throw refuse('CART_CHANGED', CART_CHANGED_MESSAGE);
  }
  const items = new Map((await q.lockItems(tx, source.itemIds)).map((i) => [i.id, i]));
  await takeAllocations(tx, p, order, items, isoDayIn(p.deps.now()));
  const backordered = await takeStock(tx, order, items);

  let methodId = p.payer.kind === 'terms' ? null : p.payer.methodId;
  if (p.payer.kind !== 'terms' && p.payer.save) {
    const owner = { accountId: p.buyer.account.id, userId: p.buyer.user.id };
    methodId = (await saveDescribedMethod(tx, owner, p.payer.token, p.payer.save, {}, p.deps.now())).id;
  }
  const placed = await insertOrder(tx, p, order, backordered, methodId, source.listId);
  if (source.cartId !== null) {
    await removeOrderedLines(
      tx,
      source.cartId,
      order.lines.map((l) => l.lineId),
    );
  }
  await mailOrder(tx, p, { ...placed, order });
  if (p.source.kind === 'procurement') {
    await p.deps.outbox.procurement(tx, {
      type: 'orderAccepted',
      salesOrderId: placed.id,
      systemId: p.source.systemId,
      orderRequest: p.source.orderRequest,
    });
  }

  // Step 5: terms credit (a card was authorised before the transaction), last: the account's row
  // is every buyer of the account's, so it is locked only for this update and the commit.
  if (p.payer.kind === 'terms' && !(await takeCredit(tx, p.buyer.account.id, order.totalCents))) {
    const balance = await q.accountCheckoutRow(tx, p.buyer.account.id);
    throw refuse(
      'CREDIT_LIMIT',
      `This order's total of ${formatUsd(order.totalCents)} is more than your available balance of ${formatUsd(
        balance?.available_balance_cents ?? 0,
      )}. Please pay by card or bank account, or pay open invoices first.`,
    );
  }
  return { id: placed.id, request_hash: p.key.requestHash };
}

async function mailOrder(
  tx: Tx,
  p: Placement,
  placed: {
    id: number;
    tranId: string;
    order: Quote;
    needsApproval: boolean;
    reasons: SpendVerdict['reasons'];
  },
): Promise<void> {
  const { buyer, account, deps } = p;
  const { tranId, order, needsApproval } = placed;
  const summary: OrderSummary = {
    tranId,
    shipTo: `${order.shipTo.addressee}, ${order.shipTo.line1}, ${order.shipTo.city}, ${order.shipTo.state} ${order.shipTo.zip}`,
    delivery: order.shipDate,
    lines: order.lines.map((l) => ({
      quantity: l.quantity,
      displayName: l.identity.displayName,
      itemName: l.identity.itemName,
    })),
    totalCents: order.totalCents,
  };
  await deps.outbox.mail(
    tx,
    orderReceivedMail(
      deps.settings.letterhead,
      { email: buyer.user.email, firstName: buyer.user.firstName },
      { ...summary, id: placed.id },
      needsApproval ? { accountName: account.account_name, reasons: placed.reasons } : null,
    ),
  );
  // storefront spec §3: accountPreferences.approvalsNotification decides whether approvers are
  // mailed; the bell tells them either way (issue 33).
  if (needsApproval) {
    await askApprovers(tx, deps, {
      id: placed.id,
      tranId,
      placerName: `${buyer.user.firstName} ${buyer.user.lastName}`.trim(),
      accountName: account.account_name,
      reasons: placed.reasons,
      summary: orderBlocks(summary),
      mail: account.approvals_notification,
    });
  }
}

/** The lines the order would be placed from as they stand now (outside any transaction). */
async function plannedSource(
  deps: OrderToCashDeps,
  buyer: Buyer,
  source: OrderSource,
): Promise<LineSource | null> {
  if (source.kind === 'itemList') return listSource(source.itemListId);
  if (source.kind === 'procurement') return listedLineSource(source.lines);
  const cartId = await cartIdOf(deps.db, buyer);
  return cartId === null ? null : cartLines(cartId);
}

/**
 * placeOrder: one order from the buyer's cart (or a subscription's list). The Idempotency-Key is
 * kept on the order, so a repeat after any crash answers the order its first run placed; the
 * card's authorisation is keyed by it too, so the repeat is authorised once.
 */
export async function placeOrder(
  deps: OrderToCashDeps,
  buyer: Buyer,
  input: PlaceOrderRequest,
  key: IdempotencyOfOrder,
  source: OrderSource = { kind: 'cart' },
): Promise<PlaceOrderResponse> {
  const { db } = deps;
  // A punchout buyer's orders come from the procurement system (its OrderRequest), not checkout.
  if (buyer.user.isPunchout && source.kind !== 'procurement') {
    throw refuse('FORBIDDEN', CHECKOUT_MESSAGES.punchout);
  }
  const existing = await q.orderByKey(db, buyer.user.id, key.idempotencyKey);
  if (existing) return answer(db, buyer, existing, key);

  const account = await accountOf(db, buyer);
  const payer = await payerOf(deps, buyer, input, account);
  const placement: Placement = { deps, buyer, input, payer, account, key, source, authorization: null };
  const placed = await runWorkflow('placeOrder', deps.log, async (flow) => {
    if (payer.kind !== 'terms') {
      // The total as it stands now; the transaction re-checks it under its locks.
      const planned = await quote(db, placement, await plannedSource(deps, buyer, source));
      const idempotencyKey = `placeOrder:${buyer.user.id}:${key.idempotencyKey}`;
      placement.authorization = await flow.step(
        'authorise',
        async () => {
          const result = await deps.gateway.authorize({
            token: payer.token,
            amountCents: planned.totalCents,
            reference: `order:${buyer.account.id}:${buyer.user.id}`,
            idempotencyKey,
          });
          if (result.status === 'declined') throw refuse('PAYMENT_DECLINED', result.message);
          if (result.status === 'refused') throw refuse('PAYMENT_DETAILS_INVALID', result.message);
          return { id: result.authorizationId, amountCents: result.amountCents };
        },
        // An authorisation for an order that was not written is released.
        async (authorization) => {
          await deps.gateway.voidAuthorization({ authorizationId: authorization.id, idempotencyKey });
        },
      );
    }
    return flow.step('write', () => db.transaction((tx) => writeOrder(tx, placement)));
  });
  return answer(db, buyer, placed, key);
}

async function answer(
  db: Db,
  buyer: Buyer,
  order: q.OrderByKey,
  key: IdempotencyOfOrder,
): Promise<PlaceOrderResponse> {
  if (order.request_hash !== null && order.request_hash !== key.requestHash) {
    throw refuse('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_REUSED_MESSAGE);
  }
  const orderConfirmation = await confirmationOf(db, [buyer.account.id], order.id);
  return { orderConfirmation, status: orderConfirmation.status, subscriptionItemList: [] };
}
