// Twelve months of trading for every account (full for the demo accounts, lighter for the others):
// sales orders through their statuses, shipments with tracking numbers, invoices, payments and their
// applications, credit memos, estimates and quotes, then notifications, searches and support issues.
//
// Everything is built in memory first as drafts that point at each other, then numbered in date order
// (SO-100001 is the oldest order of the store) and written in bulk. The history is one the store
// itself could have made (issue 26; order-to-cash invariants.ts checks it over a fresh seed): a
// status is what orderStatusOf derives from the lines; every shipment is invoiced as it ships (order
// lifecycle "Invoicing"), on terms by an Open invoice, by card or ACH by an invoice paid at once by a
// capture on the order's authorisation; what an order still holds is orderHoldCents; an allocation's
// used quantity is what the account's orders of the period took. Card and ACH money moves through
// the store's SandboxGateway, whose books (gateway-books.ts) are written with the history. Line
// amounts follow the domain's pricing rule, an invoice's amount due is its total less the payments
// and credits applied to it, and each account's available balance is its credit limit less what it
// owes on invoices and what its terms orders still hold.
//
// Payment `method` values: a card type ('visa', 'mastercard', 'amex', 'discover'), 'ach' or 'check'.
import { sql } from 'drizzle-orm';
import {
  convenienceFeeCents,
  isoDayIn,
  orderHoldCents,
  orderStatusOf,
  taxCents,
  type OrderStatus,
} from '@medsupply/domain';
import type { Database } from '../client.ts';
import { SandboxGateway } from '../../modules/payments/gateway/sandbox-gateway.ts';
import {
  creditMemoApplications,
  creditMemos,
  estimateLines,
  estimates,
  fulfillmentEvents,
  fulfillmentLines,
  fulfillments,
  invoiceLines,
  invoices,
  itemAllocations,
  notifications,
  paymentApplications,
  paymentReversals,
  payments,
  salesOrderLines,
  salesOrders,
  searchEvents,
  supportIssues,
  type AddressSnapshot,
} from '../schema/index.ts';
import type { BulkWriter, Row } from './bulk.ts';
import {
  buyableFor,
  priceLine,
  type CatalogSample,
  type SampleItem,
  type SampleUnit,
} from './catalog-sample.ts';
import type {
  CompaniesResult,
  ListLine,
  SeededAccount,
  SeededAddress,
  SeededAllocation,
  SeededPaymentMethod,
  SeededSubscription,
  SeededUser,
} from './companies.ts';
import { SeedGatewayBooks } from './gateway-books.ts';
import type { Rng } from './random.ts';
import type { ReferenceData } from './reference.ts';
import { addDays, addHours, DAY_MS, dayAt, hhmmss, isoDate, yyyymmdd } from './time.ts';

// The card convenience fee of the demo store, in percent (service spec §9; configurable later).
export const DEMO_CONVENIENCE_FEE_PERCENT = 3;
// Demo freight: ground is free from $250, otherwise a flat rate; express services cost more.
const FREE_GROUND_FROM_CENTS = 25_000;
const SHIPPING_CENTS = { Ground: 1295, '2nd Day Air': 2495, 'Next Day Air': 4495 } as const;
type ShippingMethod = keyof typeof SHIPPING_CENTS;

/**
 * How far an order got, as the history plans it. Its status is then what orderStatusOf derives
 * from its lines (docs/order-lifecycle.md), never set by hand.
 */
type Progress =
  /** Nothing shipped: waiting for approval, rejected, or pending fulfilment. */
  | 'unshipped'
  /** Part shipped and invoiced; the last line waits on a backorder. */
  | 'partlyShipped'
  /** Everything shipped and invoiced. */
  | 'shipped'
  /** The last line cancelled before it shipped; the rest shipped and invoiced. */
  | 'lineCancelled'
  /** Every line cancelled before anything shipped. */
  | 'cancelled';

const tranId = (prefix: string, id: number): string => `${prefix}-${100000 + id}`;

type Carrier = 'UPS' | 'FedEx' | 'USPS';

interface LineDraft {
  id: number;
  lineNumber: number;
  item: SampleItem;
  unit: SampleUnit;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  fulfilled: number;
  billed: number;
  backordered: number;
  cancelled: number;
}

interface OrderDraft {
  id: number;
  seq: number;
  account: SeededAccount;
  placedBy: SeededUser;
  date: Date;
  progress: Progress;
  /** Derived from the lines (orderStatusOf) whenever they change. */
  status: OrderStatus;
  approvalStatus: 'not_required' | 'pending' | 'approved' | 'rejected';
  approvedBy: SeededUser | null;
  approvedAt: Date | null;
  poNumber: string | null;
  shipTo: SeededAddress;
  billTo: SeededAddress;
  paymentType: 'terms' | 'card' | 'ach';
  paymentMethod: SeededPaymentMethod | null;
  shippingMethod: ShippingMethod;
  lines: LineDraft[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  memo: string | null;
  subscriptionListId: number | null;
  /** When its lines were cancelled (progress 'cancelled'). */
  cancelledAt: Date | null;
  /** One per shipment, in the order they were made. */
  invoices: InvoiceDraft[];
  /** Card and ACH: the sandbox's authorisation of the total, and what became of it. */
  authorizationId: string | null;
  paymentStatus: 'none' | 'authorized' | 'captured' | 'voided';
}

interface FulfillmentDraft {
  id: number;
  seq: number;
  order: OrderDraft;
  carrier: Carrier;
  trackingNumber: string;
  routeId: string;
  shippedAt: Date;
  deliveredAt: Date | null;
  /** The day the carrier promised (the delivery day, also for parcels still on their way). */
  expectedOn: string;
  lines: { line: LineDraft; quantity: number }[];
}

interface InvoiceDraft {
  id: number;
  seq: number;
  order: OrderDraft;
  /** The shipment it bills (each shipment is invoiced as it ships). */
  fulfillment: FulfillmentDraft;
  /** The shipment's lines, at the order's unit prices. */
  lines: { line: LineDraft; quantity: number }[];
  date: Date;
  dueDate: Date;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** What is still owed while payments and credits are being applied. */
  remainingCents: number;
  /** When the customer settles it; null while it stays open. */
  payDate: Date | null;
}

interface PaymentDraft {
  id: number;
  seq: number;
  account: SeededAccount;
  user: SeededUser | null;
  method: string;
  paymentMethod: SeededPaymentMethod | null;
  amountCents: number;
  feeCents: number;
  paidAt: Date;
  memo: string | null;
  applications: { invoice: InvoiceDraft; amountCents: number }[];
  /** A capture at shipment: the card or ACH order whose authorisation it took. */
  salesOrder: OrderDraft | null;
  /** The sandbox's charge (a capture, or a charge of a card or bank account); null for a check. */
  gatewayReference: string | null;
}

/** Part or all of an order's authorisation given back (ADR 0035): kind 'release', done. */
interface ReleaseDraft {
  id: number;
  seq: number;
  order: OrderDraft;
  amountCents: number;
  at: Date;
}

interface CreditDraft {
  id: number;
  seq: number;
  account: SeededAccount;
  invoice: InvoiceDraft;
  totalCents: number;
  reason: string;
  date: Date;
  applications: { invoice: InvoiceDraft; amountCents: number; payment: PaymentDraft | null; at: Date }[];
}

interface EstimateDraft {
  id: number;
  seq: number;
  kind: 'estimate' | 'quote';
  account: SeededAccount;
  createdBy: SeededUser | null;
  status: string;
  title: string;
  date: Date;
  expiresOn: Date;
  lines: {
    item: SampleItem;
    unit: SampleUnit;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
  }[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  order: OrderDraft | null;
}

export interface HistoryInput {
  database: Database;
  writer: BulkWriter;
  rng: Rng;
  now: Date;
  sample: CatalogSample;
  reference: ReferenceData;
  companies: CompaniesResult;
  /** The store's secret the sandbox gateway derives its key from (its tokens, authorisations, charges). */
  gatewaySecret: string;
}

const CREDIT_REASONS = [
  'Damaged in transit',
  'Returned: ordered in error',
  'Short shipment',
  'Pricing adjustment (contract price)',
  'Expired product returned',
  'Duplicate shipment returned',
];
const ESTIMATE_TITLES = [
  'Exam room refresh',
  'Flu clinic supplies',
  'New operatory build-out',
  'Annual AED and emergency kit replacement',
  'Glove contract, next quarter',
  'Wound care formulary',
  'Procedure room opening order',
];
const SEARCH_QUERIES = [
  'nitrile gloves',
  'gauze sponges 4x4',
  'syringe 3ml luer lock',
  'alcohol prep pads',
  'blood pressure cuff adult',
  'exam table paper',
  'sharps container',
  'surgical masks',
  'hand sanitizer',
  'tongue depressors',
  'lidocaine',
  'urine test strips',
];

/** A draft's place in time order, with its creation sequence breaking ties. */
const byTime =
  <T extends { seq: number }>(time: (draft: T) => Date) =>
  (a: T, b: T): number =>
    time(a).getTime() - time(b).getTime() || a.seq - b.seq;

function trackingNumber(carrier: Carrier, rng: Rng): string {
  switch (carrier) {
    case 'UPS': {
      // 1Z + 6-character shipper number + 2-digit service code + 8-digit package number = 18.
      const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
      let shipper = '';
      for (let i = 0; i < 6; i++) shipper += alphabet.charAt(rng.int(0, alphabet.length - 1));
      return `1Z${shipper}${rng.pick(['01', '02', '03', '12', '13'])}${rng.digits(8)}`;
    }
    case 'FedEx':
      return `${rng.int(1, 9)}${rng.digits(11)}`;
    case 'USPS':
      return `9400${rng.pick(['1', '5'])}${rng.digits(17)}`;
  }
}

/** The history's randomness, sequences and row lists, shared by the steps below. */
class History {
  readonly rng: Rng;
  readonly now: Date;
  readonly sample: CatalogSample;
  readonly reference: ReferenceData;
  readonly orders: OrderDraft[] = [];
  readonly fulfillments: FulfillmentDraft[] = [];
  readonly invoices: InvoiceDraft[] = [];
  readonly payments: PaymentDraft[] = [];
  readonly releases: ReleaseDraft[] = [];
  readonly credits: CreditDraft[] = [];
  readonly estimates: EstimateDraft[] = [];
  #seq = 0;

  constructor(rng: Rng, now: Date, sample: CatalogSample, reference: ReferenceData) {
    this.rng = rng;
    this.now = now;
    this.sample = sample;
    this.reference = reference;
  }

  seq(): number {
    this.#seq += 1;
    return this.#seq;
  }

  ageDays(date: Date): number {
    return (this.now.getTime() - date.getTime()) / DAY_MS;
  }

  /** A business-hours time (13:00–22:59 UTC, morning to late afternoon in the US) `daysAgo` days back, never in the future. */
  pastTime(rng: Rng, daysAgo: number): Date {
    let date = dayAt(this.now, daysAgo, rng.int(13, 22), rng.int(0, 59), rng.int(0, 59));
    while (date.getTime() > this.now.getTime()) date = addDays(date, -1);
    return date;
  }

  totals(
    account: SeededAccount,
    shipTo: SeededAddress,
    lines: readonly { item: SampleItem; amountCents: number }[],
    shippingMethod: ShippingMethod,
    paymentType: 'terms' | 'card' | 'ach',
  ) {
    const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const shippingCents =
      shippingMethod === 'Ground' && subtotalCents >= FREE_GROUND_FROM_CENTS
        ? 0
        : SHIPPING_CENTS[shippingMethod];
    const rate = this.reference.taxRates.get(shipTo.state);
    // Prescription items are exempt where the state exempts them; tax-exempt accounts pay none.
    const taxableItemsCents = lines
      .filter((line) => line.item.rxLevel === 0 || rate?.exemptRxItems === false)
      .reduce((sum, line) => sum + line.amountCents, 0);
    const tax =
      account.taxExempt || !rate
        ? 0
        : taxCents({
            ratePercent: rate.ratePercent,
            taxableItemsCents,
            shippingCents,
            shippingTaxable: rate.shippingTaxable,
          });
    const feeCents =
      paymentType === 'card'
        ? convenienceFeeCents({
            ratePercent: DEMO_CONVENIENCE_FEE_PERCENT,
            subtotalCents,
            shippingCents,
            taxCents: tax,
            exempt: account.convFeeExempt,
          })
        : 0;
    return { subtotalCents, shippingCents, taxCents: tax, feeCents };
  }
}

// ---------------------------------------------------------------------------------------------
// Orders

interface OrderPlan {
  daysAgo: number;
  progress?: Progress;
  /** Unshipped, with its last line waiting on a backorder. */
  backorder?: boolean;
  placedBy?: SeededUser;
  approval?: 'pending' | 'approved' | 'rejected';
  subscription?: SeededSubscription;
  /** These lines instead of the account's usual items (an allocated item's order). */
  lines?: ListLine[];
  /** Exact time (subscription runs happen at the scheduler's hour). */
  at?: Date;
  /** Quantities are raised until the lines come to at least this (an order an approval rule holds). */
  minimumCents?: number;
}

/** The items an account keeps buying: most of its orders draw from these. */
function favoritesFor(
  account: SeededAccount,
  h: History,
  rng: Rng,
): { everyday: SampleItem[]; rx: SampleItem[] } {
  const everyday = rng.sample(buyableFor(h.sample.popular, [], h.sample), 40);
  const rx = rng.sample(buyableFor(h.sample.rxItems, account.rxLevels, h.sample), 8);
  return { everyday, rx };
}

/** A quantity a clinic would order: cheap units by the dozen, an expensive one or two at a time. */
function plausibleQuantity(
  item: SampleItem,
  unit: SampleUnit,
  account: SeededAccount,
  h: History,
  rng: Rng,
): number {
  const { unitPriceCents } = priceLine(item, unit, 1, account.priceLevelId, h.sample);
  const budgetCents = rng.int(25, 450) * 100;
  return Math.max(1, Math.min(12, Math.round(budgetCents / Math.max(1, unitPriceCents))));
}

/** How far an order of this age got: waiting, partly shipped (recent ones), now and then a line cancelled. */
function progressForAge(age: number, lineCount: number, rng: Rng): Progress {
  if (age < 2) return 'unshipped';
  if (age < 12 && lineCount >= 2 && rng.chance(0.35)) return 'partlyShipped';
  return lineCount >= 2 && rng.chance(0.04) ? 'lineCancelled' : 'shipped';
}

/** The status orderStatusOf derives from the order's lines as they are now. */
function derivedStatus(order: Pick<OrderDraft, 'lines' | 'approvalStatus'>): OrderStatus {
  return orderStatusOf(
    order.lines.map((l) => ({
      quantity: l.quantity,
      quantityCancelled: l.cancelled,
      quantityBackordered: l.backordered,
      quantityFulfilled: l.fulfilled,
      quantityBilled: l.billed,
    })),
    order.approvalStatus,
    false,
  );
}

function planOrders(
  account: SeededAccount,
  subscriptions: readonly SeededSubscription[],
  h: History,
  rng: Rng,
) {
  const plans: OrderPlan[] = [];
  const loginUsers = account.users.filter((u) => u.canLogin && u.isActive);
  const admin = loginUsers.find((u) => u.isAdmin) ?? loginUsers[0];
  if (account.demoKey) {
    // Every status the store reaches shows up on the demo accounts' order pages: waiting (one on a
    // backorder), partly shipped and billed, shipped and billed (one without its cancelled line),
    // and cancelled.
    plans.push(
      { daysAgo: 0.4, progress: 'unshipped', placedBy: admin },
      { daysAgo: 1.3, progress: 'unshipped', backorder: true },
      { daysAgo: 3.2, progress: 'partlyShipped' },
      { daysAgo: 4.1, progress: 'shipped' },
      { daysAgo: 6.5, progress: 'partlyShipped' },
      { daysAgo: 7.2, progress: 'shipped' },
      // A cancelled order (every line cancelled before it shipped), issue 17.
      { daysAgo: 8.4, progress: 'cancelled' },
      // A line cancelled before it shipped, the rest shipped (issue 20 point 2).
      { daysAgo: 9.6, progress: 'lineCancelled' },
    );
    for (let month = 0; month < 12; month++) {
      const count = rng.int(5, 8);
      for (let i = 0; i < count; i++) plans.push({ daysAgo: Math.max(10, month * 30.4 + rng.next() * 30.4) });
    }
  } else {
    const perMonth = rng.int(1, 3);
    for (let month = 0; month < 12; month++) {
      for (let i = 0; i < perMonth; i++) plans.push({ daysAgo: month * 30.4 + rng.next() * 30.4 });
    }
  }
  if (account.demoKey === 'northwindUrgent') {
    // Spend control's demo (issue 33, seed/spend-control.ts): a medical assistant's order above the
    // group's $500 approval rule, waiting for the controller or the clinical supervisor.
    const assistant = loginUsers.find((u) => !u.isAdmin && !u.isPunchout);
    if (assistant)
      plans.push({ daysAgo: 0.6, placedBy: assistant, approval: 'pending', minimumCents: 60_000 });
  }
  if (account.requiresApproval) {
    // Orders by contacts who are not administrators wait for approval (storefront spec §4).
    const buyer =
      loginUsers.find((u) => !u.isAdmin && !u.isPriceVisible) ?? loginUsers.find((u) => !u.isAdmin);
    if (buyer) {
      plans.push(
        { daysAgo: 0.2, placedBy: buyer, approval: 'pending' },
        { daysAgo: 1.1, placedBy: buyer, approval: 'pending' },
        { daysAgo: 2.6, placedBy: buyer, approval: 'pending' },
        { daysAgo: 16.3, placedBy: buyer, approval: 'rejected' },
        // Approved by an administrator, not shipped yet (the bell's 'Order Approved', issue 21).
        { daysAgo: 3.4, progress: 'unshipped', placedBy: buyer, approval: 'approved' },
      );
    }
  }
  // Subscription runs: every interval back from the next run, for a year.
  for (const subscription of subscriptions.filter((s) => s.accountId === account.id)) {
    for (let k = 1; ; k++) {
      const run = addDays(subscription.nextRunOn, -subscription.intervalWeeks * 7 * k);
      const daysAgo = h.ageDays(run);
      if (daysAgo > 365) break;
      if (daysAgo > 0) plans.push({ daysAgo, subscription, at: run });
    }
  }
  return plans;
}

function buildOrder(
  account: SeededAccount,
  plan: OrderPlan,
  favorites: ReturnType<typeof favoritesFor>,
  h: History,
  rng: Rng,
) {
  const loginUsers = account.users.filter((u) => u.canLogin && u.isActive);
  const admin = loginUsers.find((u) => u.isAdmin) ?? loginUsers[0];
  if (!admin) return null;
  const subscription = plan.subscription;
  const orderDate = plan.at ?? h.pastTime(rng, Math.floor(plan.daysAgo));

  // Who placed it: a punchout system places most of its account's orders; approvals need a non-admin.
  let placedBy =
    plan.placedBy ?? (subscription ? loginUsers.find((u) => u.id === subscription.ownerId) : undefined);
  if (!placedBy) {
    const punchout = loginUsers.find((u) => u.isPunchout);
    const placers = account.requiresApproval ? loginUsers.filter((u) => u.isAdmin) : loginUsers;
    placedBy = punchout && rng.chance(0.7) ? punchout : rng.pick(placers.length > 0 ? placers : [admin]);
  }

  // Lines: distinct items, mostly the account's usual ones, licensed items now and then.
  let chosen: { item: SampleItem; unit: SampleUnit; quantity: number }[];
  const given = subscription?.lines ?? plan.lines;
  if (given) {
    chosen = given.map((l) => ({ item: l.item, unit: l.unit, quantity: l.quantity }));
  } else {
    const wantsTwo = plan.progress === 'partlyShipped' || plan.progress === 'lineCancelled';
    const count = Math.max(wantsTwo ? 2 : 1, rng.weighted([1, 2, 3, 4, 5, 6], [14, 22, 24, 18, 12, 10]));
    const rxCount = favorites.rx.length > 0 && rng.chance(0.3) ? 1 : 0;
    const items = [...rng.sample(favorites.everyday, count - rxCount), ...rng.sample(favorites.rx, rxCount)];
    chosen = items.map((item) => {
      const unit = rng.chance(0.65) ? item.defaultUnit : rng.pick(item.units);
      return { item, unit, quantity: plausibleQuantity(item, unit, account, h, rng) };
    });
  }
  if (chosen.length === 0) return null;
  if (plan.minimumCents !== undefined) {
    const cents = chosen.reduce(
      (sum, c) => sum + priceLine(c.item, c.unit, c.quantity, account.priceLevelId, h.sample).amountCents,
      0,
    );
    const factor = Math.ceil(plan.minimumCents / Math.max(1, cents));
    if (factor > 1) chosen = chosen.map((c) => ({ ...c, quantity: c.quantity * factor }));
  }

  const lines: LineDraft[] = chosen.map((c, index) => {
    const priced = priceLine(c.item, c.unit, c.quantity, account.priceLevelId, h.sample);
    return {
      id: 0,
      lineNumber: index + 1,
      item: c.item,
      unit: c.unit,
      quantity: c.quantity,
      unitPriceCents: priced.unitPriceCents,
      amountCents: priced.amountCents,
      fulfilled: 0,
      billed: 0,
      backordered: 0,
      cancelled: 0,
    };
  });

  const hasRx = lines.some((l) => l.item.rxLevel > 0);
  const shipChoices = account.addresses.filter((a) => !a.billingOnly);
  // Licensed items go to the main receiving address, whose licences are always current.
  const shipTo = subscription?.shipTo ?? (hasRx || rng.chance(0.75) ? account.shipTo : rng.pick(shipChoices));
  const billTo = subscription?.billTo ?? account.billTo;

  const usable = account.paymentMethods.filter((m) => !m.deleted && !m.expired);
  const card = usable.find((m) => m.type !== 'ach' && m.isDefault) ?? usable.find((m) => m.type !== 'ach');
  const ach = usable.find((m) => m.type === 'ach');
  let paymentType: 'terms' | 'card' | 'ach';
  let paymentMethod: SeededPaymentMethod | null = null;
  if (subscription) {
    paymentType = subscription.paymentMethod.type === 'ach' ? 'ach' : 'card';
    paymentMethod = subscription.paymentMethod;
  } else if (account.hasTerms && (rng.chance(0.85) || !card)) {
    paymentType = 'terms';
  } else if (ach && rng.chance(0.2)) {
    paymentType = 'ach';
    paymentMethod = ach;
  } else {
    paymentType = 'card';
    paymentMethod = card ?? null;
  }
  if (paymentType !== 'terms' && !paymentMethod) paymentType = 'terms';

  const shippingMethod: ShippingMethod = subscription
    ? 'Ground'
    : rng.weighted<ShippingMethod>(['Ground', '2nd Day Air', 'Next Day Air'], [85, 10, 5]);
  const totals = h.totals(account, shipTo, lines, shippingMethod, paymentType);
  const age = h.ageDays(orderDate);
  const approver = account.users.find((u) => u.isAdmin && u.canLogin) ?? null;
  let approvalStatus: OrderDraft['approvalStatus'] = 'not_required';
  if (plan.approval) approvalStatus = plan.approval;
  else if (account.requiresApproval && !placedBy.isAdmin) approvalStatus = 'approved';
  // An order waiting for approval, or rejected, never shipped.
  let progress: Progress =
    approvalStatus === 'pending' || approvalStatus === 'rejected'
      ? 'unshipped'
      : (plan.progress ?? progressForAge(age, lines.length, rng));
  // A single line is cancelled only with its order.
  if (progress === 'lineCancelled' && lines.length < 2) progress = 'shipped';
  // Cancelled before anything shipped: every line, or the last one.
  if (progress === 'cancelled') for (const line of lines) line.cancelled = line.quantity;
  const last = lines[lines.length - 1];
  if (last && progress === 'lineCancelled') last.cancelled = last.quantity;
  if (last && progress === 'unshipped' && plan.backorder) last.backordered = last.quantity;

  const punchoutPo = placedBy.isPunchout ? `SB-${rng.digits(7)}` : null;
  const order: OrderDraft = {
    id: 0,
    seq: h.seq(),
    account,
    placedBy,
    date: orderDate,
    progress,
    status: derivedStatus({ lines, approvalStatus }),
    approvalStatus,
    approvedBy: approvalStatus === 'approved' || approvalStatus === 'rejected' ? approver : null,
    approvedAt:
      approvalStatus === 'approved' || approvalStatus === 'rejected'
        ? addHours(orderDate, rng.int(1, 20))
        : null,
    poNumber: punchoutPo ?? (paymentType === 'terms' && rng.chance(0.6) ? `PO-${rng.digits(5)}` : null),
    shipTo,
    billTo,
    paymentType,
    paymentMethod,
    shippingMethod,
    lines,
    ...totals,
    totalCents: totals.subtotalCents + totals.shippingCents + totals.taxCents + totals.feeCents,
    memo:
      approvalStatus === 'rejected'
        ? 'Rejected: these items are already on the monthly glove subscription.'
        : subscription
          ? 'Subscription order'
          : rng.chance(0.1)
            ? rng.pick([
                'Please deliver to the back entrance.',
                'Call before delivery.',
                'Leave with front desk.',
              ])
            : null,
    subscriptionListId: subscription?.itemListId ?? null,
    cancelledAt: null,
    invoices: [],
    authorizationId: null,
    paymentStatus: paymentType === 'terms' ? 'none' : 'authorized',
  };
  return order;
}

// ---------------------------------------------------------------------------------------------
// Shipments and invoices

/**
 * Ships what the order's progress says and invoices each shipment as it leaves (docs/order-lifecycle.md
 * "Invoicing"): the shipment's lines at the order's unit prices, the order's shipping and tax on its
 * first invoice; due per the account's terms, or at once for a card or ACH order (whose capture pays
 * it, captureShipments). The status is then derived from the lines.
 */
function shipAndBill(order: OrderDraft, h: History, rng: Rng): void {
  const { progress } = order;
  if (progress === 'cancelled') {
    const cancelledAt = addHours(order.date, rng.int(2, 30));
    order.cancelledAt = cancelledAt.getTime() < h.now.getTime() ? cancelledAt : h.now;
  }
  if (progress === 'cancelled' || progress === 'unshipped') {
    order.status = derivedStatus(order);
    return;
  }

  // What leaves the warehouse: everything not cancelled, except for a partly shipped order, whose
  // last line waits on a backorder (half of it when there is more than one).
  for (const line of order.lines) line.fulfilled = line.quantity - line.cancelled;
  if (progress === 'partlyShipped') {
    const waiting = order.lines[order.lines.length - 1];
    if (waiting) {
      const shipped = waiting.quantity >= 2 ? Math.floor(waiting.quantity / 2) : 0;
      waiting.fulfilled = shipped;
      waiting.backordered = waiting.quantity - shipped;
    }
  }

  const shippable = order.lines.filter((l) => l.fulfilled > 0);
  const firstShip = dayAt(order.date, -1, rng.int(19, 23), rng.int(0, 59), rng.int(0, 59));
  const shipments: { at: Date; lines: LineDraft[] }[] = [];
  const split = shippable.length >= 3 && progress !== 'partlyShipped' && rng.chance(0.25);
  const secondShip = addDays(firstShip, rng.int(1, 3));
  if (split && secondShip.getTime() < h.now.getTime()) {
    const cut = Math.ceil(shippable.length / 2);
    shipments.push(
      { at: firstShip, lines: shippable.slice(0, cut) },
      { at: secondShip, lines: shippable.slice(cut) },
    );
  } else {
    shipments.push({ at: firstShip, lines: shippable });
  }

  for (const shipment of shipments) {
    if (shipment.lines.length === 0) continue;
    const shippedAt = shipment.at.getTime() > h.now.getTime() ? addHours(h.now, -1) : shipment.at;
    const carrier: Carrier =
      order.shippingMethod === 'Ground'
        ? rng.weighted<Carrier>(['UPS', 'FedEx', 'USPS'], [50, 30, 20])
        : rng.pick<Carrier>(['UPS', 'FedEx']);
    const transitDays =
      order.shippingMethod === 'Next Day Air'
        ? 1
        : order.shippingMethod === '2nd Day Air'
          ? 2
          : rng.int(1, 4);
    // Deliveries land between 09:00 and 17:59 (shown in UTC, as the storefront formats them).
    const delivered = dayAt(shippedAt, -transitDays, rng.int(9, 17), rng.int(0, 59), rng.int(0, 59));
    const shipped = shipment.lines.map((line) => ({ line, quantity: line.fulfilled }));
    const fulfillment: FulfillmentDraft = {
      id: 0,
      seq: h.seq(),
      order,
      carrier,
      trackingNumber: trackingNumber(carrier, rng),
      routeId: `RT${yyyymmdd(shippedAt)}-${rng.digits(4)}`,
      shippedAt,
      deliveredAt: delivered.getTime() <= h.now.getTime() ? delivered : null,
      expectedOn: isoDate(delivered),
      lines: shipped,
    };
    h.fulfillments.push(fulfillment);

    // The shipment's invoice, in the same transaction (a card fee is billed with the capture).
    const first = order.invoices.length === 0;
    const subtotalCents = shipped.reduce((sum, l) => sum + l.quantity * l.line.unitPriceCents, 0);
    const shippingCents = first ? order.shippingCents : 0;
    const taxCents = first ? order.taxCents : 0;
    const totalCents = subtotalCents + shippingCents + taxCents;
    const invoice: InvoiceDraft = {
      id: 0,
      seq: h.seq(),
      order,
      fulfillment,
      lines: shipped,
      date: shippedAt,
      dueDate: addDays(shippedAt, order.paymentType === 'terms' ? order.account.termsDays : 0),
      subtotalCents,
      shippingCents,
      taxCents,
      totalCents,
      remainingCents: totalCents,
      payDate: null,
    };
    order.invoices.push(invoice);
    h.invoices.push(invoice);
    for (const l of shipped) l.line.billed += l.quantity;
  }
  order.status = derivedStatus(order);
}

/**
 * What the order still holds of the buyer's money (ADR 0034): terms credit kept from the account's
 * available balance, or the part of a card authorisation neither captured nor released.
 */
function holdOf(order: OrderDraft): number {
  const invoicedCents = order.invoices.reduce((sum, i) => sum + i.totalCents, 0);
  // A card order's fee is captured with its first invoice.
  const feeCapturedCents = order.paymentType !== 'terms' && order.invoices.length > 0 ? order.feeCents : 0;
  return orderHoldCents({
    status: order.status,
    totalCents: order.totalCents,
    billedCents: invoicedCents + feeCapturedCents,
    lines: order.lines.map((l) => ({
      quantity: l.quantity,
      quantityCancelled: l.cancelled,
      quantityBilled: l.billed,
      unitPriceCents: l.unitPriceCents,
    })),
  });
}

/**
 * Card and ACH orders (order lifecycle "Invoicing", ADR 0035): each invoice is paid at once by a capture
 * of its total on the order's authorisation, the order's convenience fee with the first; what the
 * order no longer holds and did not capture (rejected, cancelled, a cancelled line's price, the tax
 * and freight of cancelled goods) is released. The gateway is asked in settleWithGateway.
 */
function captureShipments(h: History): void {
  for (const order of h.orders) {
    if (order.paymentType === 'terms') continue;
    const method = order.paymentMethod;
    if (!method) throw new Error(`card order ${tranId('SO', order.id)} has no payment method`);
    let capturedCents = 0;
    for (const [index, invoice] of order.invoices.entries()) {
      if (invoice.totalCents <= 0) throw new Error(`${tranId('SO', order.id)} has an invoice of nothing`);
      const feeCents = index === 0 ? order.feeCents : 0;
      invoice.payDate = invoice.date;
      invoice.remainingCents = 0;
      capturedCents += invoice.totalCents + feeCents;
      h.payments.push({
        id: 0,
        seq: h.seq(),
        account: order.account,
        user: null,
        method: method.type,
        paymentMethod: method,
        amountCents: invoice.totalCents,
        feeCents,
        paidAt: invoice.date,
        memo: `Captured at shipment of ${tranId('SO', order.id)}`,
        applications: [{ invoice, amountCents: invoice.totalCents }],
        salesOrder: order,
        gatewayReference: null,
      });
    }
    const releasedCents = order.totalCents - capturedCents - holdOf(order);
    if (releasedCents < 0) throw new Error(`${tranId('SO', order.id)} captured more than it authorized`);
    if (releasedCents > 0) {
      const lastInvoice = order.invoices[order.invoices.length - 1];
      h.releases.push({
        id: 0,
        seq: h.seq(),
        order,
        amountCents: releasedCents,
        at:
          order.approvalStatus === 'rejected'
            ? (order.approvedAt ?? order.date)
            : (order.cancelledAt ?? lastInvoice?.date ?? order.date),
      });
    }
    order.paymentStatus =
      order.status === 'Rejected' || order.status === 'Cancelled'
        ? 'voided'
        : capturedCents > 0
          ? 'captured'
          : 'authorized';
  }
}

// ---------------------------------------------------------------------------------------------
// Allocations

/** Base units a line of `quantity` units takes of an allocation, as checkout takes them (rounded up). */
function allocationUnits(quantity: number, conversionRate: number): number {
  return Math.ceil(quantity * conversionRate - 1e-9);
}

/** What the account's orders placed in the allocation's period (the store's calendar) took of its item. */
function takenOf(allocation: SeededAllocation, orders: readonly OrderDraft[]): number {
  let taken = 0;
  for (const order of orders) {
    // A rejected order gave its allocation back (order lifecycle "Approval").
    if (order.approvalStatus === 'rejected') continue;
    const day = isoDayIn(order.date);
    if (day < allocation.periodStart || day > allocation.periodEnd) continue;
    for (const line of order.lines) {
      if (line.item.id !== allocation.item.id) continue;
      taken += allocationUnits(line.quantity - line.cancelled, line.unit.conversionRate);
    }
  }
  return taken;
}

/** A business-hours time of the allocation's period (from its first day to now), never before it. */
function timeInPeriod(periodStart: string, h: History, rng: Rng): Date {
  const daysIn = Math.round((Date.parse(isoDayIn(h.now)) - Date.parse(periodStart)) / DAY_MS);
  const at = h.pastTime(rng, rng.int(0, Math.max(0, Math.min(daysIn, 20))));
  return isoDayIn(at) < periodStart ? h.now : at;
}

/**
 * The allocation as the account's orders leave it (order lifecycle "Placing" step 2): what the planned
 * use needs beyond what the account's usual orders of the period took is one order of the item;
 * the row records what the orders took, and its limit moves with it so that what is left stays as
 * planned (Lakeside's used up, two left of its second, …).
 */
function takeAllocation(
  account: SeededAccount,
  allocation: SeededAllocation,
  orders: OrderDraft[],
  favorites: ReturnType<typeof favoritesFor>,
  h: History,
  rng: Rng,
): Row<typeof itemAllocations> {
  const wanted = allocation.usedQuantity - takenOf(allocation, orders);
  if (wanted > 0) {
    const { item } = allocation;
    const unit = item.units.find((u) => u.conversionRate === 1) ?? item.defaultUnit;
    const lines = [{ item, unit, quantity: Math.ceil(wanted / unit.conversionRate) }];
    const at = timeInPeriod(allocation.periodStart, h, rng);
    const order = buildOrder(account, { daysAgo: h.ageDays(at), at, lines }, favorites, h, rng);
    if (order) orders.push(order);
  }
  const used = takenOf(allocation, orders);
  return {
    id: allocation.id,
    accountId: allocation.accountId,
    itemId: allocation.item.id,
    periodStart: allocation.periodStart,
    periodEnd: allocation.periodEnd,
    maxQuantity: used + allocation.maxQuantity - allocation.usedQuantity,
    usedQuantity: used,
  };
}

// ---------------------------------------------------------------------------------------------
// Payments and credits

/**
 * The account's terms invoices paid (around their due date, in weekly batches, by check, ACH or
 * card), credited, or left open; card and ACH orders' invoices were paid by their captures.
 */
function settleAccount(account: SeededAccount, h: History, rng: Rng): void {
  const termsInvoices = h.invoices
    .filter((i) => i.order.account.id === account.id && i.order.paymentType === 'terms')
    .sort(byTime((i) => i.date));
  const admin = account.users.find((u) => u.isAdmin && u.canLogin) ?? null;
  const apUser =
    account.users.find((u) => u.canLogin && u.isActive && u.isPriceVisible && !u.isAdmin) ?? admin;
  const usable = account.paymentMethods.filter((m) => !m.deleted && !m.expired);
  const ach = usable.find((m) => m.type === 'ach') ?? null;
  const card = usable.find((m) => m.type !== 'ach') ?? null;
  const latest = new Date(h.now.getTime() - DAY_MS);

  // When each invoice gets paid: around its due date, so the last month's stay open.
  for (const invoice of termsInvoices) {
    const payDate = addDays(invoice.dueDate, rng.int(-12, 4));
    const earliest = addDays(invoice.date, 3);
    const settled = payDate.getTime() < earliest.getTime() ? earliest : payDate;
    invoice.payDate = settled.getTime() < latest.getTime() ? settled : null;
  }

  if (account.demoKey) {
    // Overdue invoices stay open in every aging bucket (1-30, 31-60, 61-90, over 90 days past due),
    // so the statements, the dashboard and Make a Payment show them (issue 18).
    for (const [from, to] of [
      [5, 30],
      [31, 60],
      [61, 90],
      [91, 200],
    ] as const) {
      const overdue = termsInvoices.find((i) => {
        const pastDue = h.ageDays(i.dueDate);
        return pastDue >= from && pastDue <= to;
      });
      if (overdue) overdue.payDate = null;
    }
  }

  // Credit memos on terms invoices, raised a few days after the invoice and before it is paid.
  const creditCount = account.demoKey ? 3 : rng.chance(0.3) ? 1 : 0;
  const candidates = termsInvoices.filter((i) => h.ageDays(i.date) > 40 && i.payDate !== null);
  const recent = termsInvoices.filter((i) => h.ageDays(i.date) <= 40 && h.ageDays(i.date) > 6);
  const sources = rng
    .sample(candidates, Math.min(creditCount, candidates.length))
    .sort(byTime((i) => i.date));
  for (const [index, invoice] of sources.entries()) {
    // The demo accounts get one fully applied, one partly applied and one unapplied memo.
    const kind = account.demoKey ? ((['full', 'partial', 'none'] as const)[index] ?? 'full') : 'full';
    const source = kind === 'none' && recent.length > 0 ? rng.pick(recent) : invoice;
    const totalCents = Math.min(Math.round(source.totalCents * 0.5), rng.int(15, 150) * 100 + rng.int(0, 99));
    const date = addDays(source.date, rng.int(2, 6));
    if (date.getTime() > latest.getTime() || totalCents <= 0) continue;
    const credit: CreditDraft = {
      id: 0,
      seq: h.seq(),
      account,
      invoice: source,
      totalCents,
      reason: rng.pick(CREDIT_REASONS),
      date,
      applications: [],
    };
    if (kind !== 'none') {
      const applied = kind === 'full' ? totalCents : Math.round(totalCents / 2);
      const amount = Math.min(applied, source.remainingCents);
      if (amount > 0) {
        credit.applications.push({ invoice: source, amountCents: amount, payment: null, at: date });
        source.remainingCents -= amount;
        if (source.payDate && source.payDate.getTime() < date.getTime()) source.payDate = addDays(date, 1);
      }
    }
    h.credits.push(credit);
  }

  // Payments: terms invoices paid in weekly batches.
  const toPay = termsInvoices.filter((i) => i.payDate !== null).sort(byTime((i) => i.payDate ?? i.date));
  const batches = new Map<string, InvoiceDraft[]>();
  for (const invoice of toPay) {
    const payDate = invoice.payDate ?? invoice.date;
    const key = `week-${Math.floor(payDate.getTime() / (7 * DAY_MS))}`;
    const batch = batches.get(key) ?? [];
    batch.push(invoice);
    batches.set(key, batch);
  }
  const accountPayments: PaymentDraft[] = [];
  for (const batch of batches.values()) {
    const first = batch[0];
    if (!first) continue;
    const applications = batch
      .filter((i) => i.remainingCents > 0)
      .map((invoice) => ({ invoice, amountCents: invoice.remainingCents }));
    if (applications.length === 0) continue;
    const amountCents = applications.reduce((sum, a) => sum + a.amountCents, 0);
    const paidAt = batch.reduce(
      (max, i) => ((i.payDate ?? i.date) > max ? (i.payDate ?? i.date) : max),
      first.date,
    );
    let method: string;
    let paymentMethod: SeededPaymentMethod | null;
    let feeCents = 0;
    if (ach && rng.chance(0.6)) {
      paymentMethod = ach;
      method = 'ach';
    } else if (card && rng.chance(0.15)) {
      paymentMethod = card;
      method = card.type;
      // A card payment of invoices carries the convenience fee unless the account is exempt.
      feeCents = convenienceFeeCents({
        ratePercent: DEMO_CONVENIENCE_FEE_PERCENT,
        subtotalCents: amountCents,
        shippingCents: 0,
        taxCents: 0,
        exempt: account.convFeeExempt,
      });
    } else {
      paymentMethod = null;
      method = 'check';
    }
    for (const application of applications) application.invoice.remainingCents = 0;
    const payment: PaymentDraft = {
      id: 0,
      seq: h.seq(),
      account,
      user: method === 'check' ? null : apUser,
      method,
      paymentMethod,
      amountCents,
      feeCents,
      paidAt,
      memo: method === 'check' ? `Check #${rng.int(1000, 9999)}` : null,
      applications,
      salesOrder: null,
      gatewayReference: null,
    };
    accountPayments.push(payment);
  }

  if (account.demoKey) {
    // A partial payment on the newest open terms invoice.
    const open = termsInvoices.filter((i) => i.payDate === null && i.remainingCents > 0);
    const partial = open[open.length - 1];
    if (partial) {
      const amountCents = Math.max(100, Math.round(partial.remainingCents * 0.4));
      partial.remainingCents -= amountCents;
      accountPayments.push({
        id: 0,
        seq: h.seq(),
        account,
        user: apUser,
        method: ach ? 'ach' : 'check',
        paymentMethod: ach,
        amountCents,
        feeCents: 0,
        paidAt: h.pastTime(rng, 1),
        memo: 'Partial payment',
        applications: [{ invoice: partial, amountCents }],
        salesOrder: null,
        gatewayReference: null,
      });
    }
  }
  if (account.demoKey === 'lakeside' || account.demoKey === 'harbor') {
    // An overpaid check: part of it is left unapplied for the customer to use (service spec §3).
    const checks = accountPayments.filter((p) => p.method === 'check' && h.ageDays(p.paidAt) > 20);
    const overpaid = checks[checks.length - 1] ?? accountPayments[accountPayments.length - 1];
    if (overpaid) {
      overpaid.amountCents += rng.int(50, 250) * 100;
      overpaid.memo = `${overpaid.memo ?? 'Payment'}; overpayment left unapplied`;
    }
  }

  // A credit applied to an invoice that a payment then settled is recorded with that payment.
  for (const credit of h.credits.filter((c) => c.account.id === account.id)) {
    for (const application of credit.applications) {
      application.payment =
        accountPayments.find((p) => p.applications.some((a) => a.invoice === application.invoice)) ?? null;
    }
  }
  h.payments.push(...accountPayments);
}

// ---------------------------------------------------------------------------------------------
// The gateway's side (ADR 0035)

/**
 * Moves the history's card and ACH money through the store's sandbox gateway, in the order it
 * happened: each card or ACH order authorised for its total when placed, each shipment's invoice
 * captured on it (keyed by the invoice, as the running store keys its captures), what the order no
 * longer holds released, and each payment of terms invoices by card or bank account charged. The
 * answers (authorisation and charge ids) go into the drafts; the gateway's books are returned.
 */
async function settleWithGateway(h: History, secret: string): Promise<SeedGatewayBooks> {
  const books = new SeedGatewayBooks(h.now);
  // Its clock is the history's: a card is checked for expiry when it was used.
  const gateway = new SandboxGateway({ secret, now: () => books.now, ledger: books });
  for (const order of h.orders) {
    if (order.paymentType === 'terms') continue;
    const so = tranId('SO', order.id);
    books.now = order.date;
    const authorized = await gateway.authorize({
      token: order.paymentMethod?.token ?? '',
      amountCents: order.totalCents,
      reference: `order:${order.account.id}:${order.placedBy.id}`,
      idempotencyKey: `seed-order:${so}`,
    });
    if (authorized.status !== 'approved')
      throw new Error(`the sandbox did not authorize ${so}: ${authorized.message}`);
    order.authorizationId = authorized.authorizationId;
  }
  for (const payment of h.payments) {
    books.now = payment.paidAt;
    const chargedCents = payment.amountCents + payment.feeCents;
    if (payment.salesOrder) {
      const invoice = payment.applications[0]?.invoice;
      const authorizationId = payment.salesOrder.authorizationId;
      if (!invoice || authorizationId === null)
        throw new Error(`${tranId('PAY', payment.id)} captures nothing`);
      const captured = await gateway.capture({
        authorizationId,
        amountCents: chargedCents,
        idempotencyKey: `invoice:${invoice.id}`,
      });
      if (captured.status !== 'captured')
        throw new Error(`the sandbox refused ${tranId('PAY', payment.id)}: ${captured.message}`);
      payment.gatewayReference = captured.chargeId;
    } else if (payment.paymentMethod && payment.method !== 'check') {
      const charged = await gateway.charge({
        token: payment.paymentMethod.token,
        amountCents: chargedCents,
        reference: tranId('PAY', payment.id),
        idempotencyKey: `seed-payment:${tranId('PAY', payment.id)}`,
      });
      if (charged.status !== 'charged')
        throw new Error(`the sandbox did not charge ${tranId('PAY', payment.id)}: ${charged.message}`);
      payment.gatewayReference = charged.chargeId;
    }
  }
  for (const release of h.releases) {
    books.now = release.at;
    const authorizationId = release.order.authorizationId;
    if (authorizationId === null) throw new Error(`${tranId('SO', release.order.id)} has nothing to release`);
    const released = await gateway.voidAuthorization({
      authorizationId,
      amountCents: release.amountCents,
      idempotencyKey: releaseKey(release),
    });
    if (released.status !== 'voided')
      throw new Error(
        `the sandbox refused to release ${tranId('SO', release.order.id)}: ${released.message}`,
      );
  }
  return books;
}

/** A release's idempotency key: the gateway's and payment_reversals'. */
const releaseKey = (release: ReleaseDraft): string => `seed-release:${release.order.id}`;

// ---------------------------------------------------------------------------------------------
// Carrier scans of a shipment (/tracking/{trackingNumber}, issue 21): picked up, in transit, out
// for delivery and delivered, as far as `now` has come.

const CARRIER_HUBS: Record<Carrier, string> = {
  UPS: 'Louisville, KY',
  FedEx: 'Memphis, TN',
  USPS: 'Chicago, IL',
};

function trackingEvents(f: FulfillmentDraft, now: Date): Omit<Row<typeof fulfillmentEvents>, 'id'>[] {
  const to = `${f.order.shipTo.snapshot.city}, ${f.order.shipTo.state}`;
  const deliveryDay = f.deliveredAt ?? new Date(`${f.expectedOn}T14:00:00Z`);
  const scans: Array<[string, string, string, Date]> = [
    ['Shipped', `Picked up by ${f.carrier}`, 'Springfield, IL', f.shippedAt],
    ['In Transit', 'Departed carrier facility', CARRIER_HUBS[f.carrier], addHours(f.shippedAt, 9)],
    ['Out for Delivery', 'Out for delivery', to, addHours(deliveryDay, -5)],
  ];
  if (f.deliveredAt) scans.push(['Delivered', 'Delivered, received at front desk', to, f.deliveredAt]);
  return scans
    .filter(([, , , at]) => at.getTime() <= now.getTime() && at.getTime() >= f.shippedAt.getTime())
    .map(([status, description, location, occurredAt]) => ({
      fulfillmentId: f.id,
      status,
      description,
      location,
      occurredAt,
    }));
}

// ---------------------------------------------------------------------------------------------
// Estimates and quotes

function planEstimates(
  account: SeededAccount,
  favorites: ReturnType<typeof favoritesFor>,
  h: History,
  rng: Rng,
): void {
  const creator = account.users.find((u) => u.isAdmin && u.canLogin) ?? null;
  const plans: { kind: 'estimate' | 'quote'; status: string; daysAgo: number }[] = account.demoKey
    ? [
        { kind: 'estimate', status: 'Open', daysAgo: rng.int(2, 12) },
        { kind: 'estimate', status: 'Open', daysAgo: rng.int(13, 25) },
        { kind: 'estimate', status: 'Converted', daysAgo: rng.int(40, 200) },
        { kind: 'estimate', status: 'Expired', daysAgo: rng.int(90, 300) },
        { kind: 'quote', status: 'Open', daysAgo: rng.int(1, 20) },
        { kind: 'quote', status: 'Expired', daysAgo: rng.int(60, 250) },
      ]
    : rng.chance(0.4)
      ? [{ kind: 'estimate', status: 'Open', daysAgo: rng.int(3, 25) }]
      : [];
  const billed = h.orders.filter(
    (o) => o.account.id === account.id && o.status === 'Billed' && !o.subscriptionListId,
  );
  for (const plan of plans) {
    let order: OrderDraft | null = null;
    let date = h.pastTime(rng, plan.daysAgo);
    let lines: EstimateDraft['lines'];
    if (plan.status === 'Converted' && billed.length > 0) {
      // A converted estimate became an order: same lines, dated a few days before it.
      order = billed.find((o) => h.ageDays(o.date) < plan.daysAgo) ?? rng.pick(billed);
      date = addDays(order.date, -rng.int(2, 7));
      lines = order.lines.map((l) => ({
        item: l.item,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.amountCents,
      }));
    } else {
      const items = rng.sample([...favorites.everyday, ...favorites.rx], rng.int(2, 6));
      lines = items.map((item) => {
        const unit = rng.chance(0.5) ? item.defaultUnit : rng.pick(item.units);
        // Estimates are for larger, planned purchases.
        const quantity = plausibleQuantity(item, unit, account, h, rng) * rng.int(1, 3);
        return { item, unit, quantity, ...priceLine(item, unit, quantity, account.priceLevelId, h.sample) };
      });
    }
    const totals = h.totals(account, account.shipTo, lines, 'Ground', 'terms');
    h.estimates.push({
      id: 0,
      seq: h.seq(),
      kind: plan.kind,
      account,
      createdBy: creator,
      status: plan.status,
      title: rng.pick(ESTIMATE_TITLES),
      date,
      expiresOn: addDays(date, plan.kind === 'quote' ? 30 : 45),
      lines,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.subtotalCents + totals.shippingCents + totals.taxCents,
      order,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The whole history

export interface HistoryResult {
  orders: number;
  invoices: number;
  payments: number;
}

export async function seedHistory(input: HistoryInput): Promise<HistoryResult> {
  const { writer, now, sample, reference, companies } = input;
  const rng = input.rng.fork('history');
  const h = new History(rng, now, sample, reference);

  const favoritesByAccount = new Map<number, ReturnType<typeof favoritesFor>>();
  const allocations: Row<typeof itemAllocations>[] = [];
  for (const account of companies.accounts) {
    const r = rng.fork(`orders/${account.accountNumber}`);
    const favorites = favoritesFor(account, h, r);
    favoritesByAccount.set(account.id, favorites);
    const accountOrders: OrderDraft[] = [];
    for (const plan of planOrders(account, companies.subscriptions, h, r)) {
      const order = buildOrder(account, plan, favorites, h, r);
      if (order) accountOrders.push(order);
    }
    for (const allocation of companies.allocations.filter((a) => a.accountId === account.id)) {
      const ar = r.fork(`allocation/${allocation.id}`);
      allocations.push(takeAllocation(account, allocation, accountOrders, favorites, h, ar));
    }
    h.orders.push(...accountOrders);
  }

  // Number the orders in date order, then ship and bill them.
  h.orders.sort(byTime((o) => o.date));
  let lineId = 0;
  for (const [index, order] of h.orders.entries()) {
    order.id = index + 1;
    for (const line of order.lines) {
      lineId += 1;
      line.id = lineId;
    }
    shipAndBill(order, h, rng.fork(`ship/${order.id}`));
  }
  h.fulfillments.sort(byTime((f) => f.shippedAt)).forEach((f, i) => (f.id = i + 1));
  h.invoices.sort(byTime((i) => i.date)).forEach((inv, i) => (inv.id = i + 1));

  captureShipments(h);
  for (const account of companies.accounts)
    settleAccount(account, h, rng.fork(`settle/${account.accountNumber}`));
  h.payments.sort(byTime((p) => p.paidAt)).forEach((p, i) => (p.id = i + 1));
  h.releases.sort(byTime((r) => r.at)).forEach((r, i) => (r.id = i + 1));
  h.credits.sort(byTime((c) => c.date)).forEach((c, i) => (c.id = i + 1));
  const books = await settleWithGateway(h, input.gatewaySecret);

  for (const account of companies.accounts) {
    const favorites = favoritesByAccount.get(account.id);
    if (favorites) planEstimates(account, favorites, h, rng.fork(`estimates/${account.accountNumber}`));
  }
  h.estimates.sort(byTime((e) => e.date)).forEach((e, i) => (e.id = i + 1));

  await writeTransactions(writer, h);
  await books.write(writer);
  await writer.insert(itemAllocations, allocations);
  await writeEngagement(writer, h, companies, rng.fork('engagement'));

  // Available balance = credit limit − what the account owes on invoices − what its terms orders
  // still hold (checkout takes an order's total from it; each invoice moves its part from the hold
  // to the ledger; ADR 0034).
  await writer.flush();
  const owed = new Map<number, number>();
  for (const invoice of h.invoices) {
    owed.set(invoice.order.account.id, (owed.get(invoice.order.account.id) ?? 0) + invoice.remainingCents);
  }
  for (const order of h.orders) {
    if (order.paymentType === 'terms') {
      owed.set(order.account.id, (owed.get(order.account.id) ?? 0) + holdOf(order));
    }
  }
  // The outlined limit is a floor: a limit is raised (in $5,000 steps) to at least twice what the
  // account owes, so no demo account starts over its limit whatever the catalogue's prices are.
  const balances = companies.accounts
    .filter((a) => a.hasTerms)
    .map((a) => {
      const owedCents = owed.get(a.id) ?? 0;
      const limitCents = Math.max(a.creditLimitCents, Math.ceil((owedCents * 2) / 500_000) * 500_000);
      return `(${a.id}, ${limitCents}, ${limitCents - owedCents})`;
    });
  if (balances.length > 0) {
    await input.database.exec(
      `UPDATE accounts SET credit_limit_cents = v.credit_limit, available_balance_cents = v.balance
       FROM (VALUES ${balances.join(', ')}) AS v(id, credit_limit, balance) WHERE accounts.id = v.id`,
    );
  }
  return { orders: h.orders.length, invoices: h.invoices.length, payments: h.payments.length };
}

function snapshot(address: SeededAddress): AddressSnapshot {
  return { ...address.snapshot };
}

async function writeTransactions(writer: BulkWriter, h: History): Promise<void> {
  await writer.insert(
    salesOrders,
    h.orders.map((o) => ({
      id: o.id,
      tranId: tranId('SO', o.id),
      accountId: o.account.id,
      placedBy: o.placedBy.id,
      status: o.status,
      approvalStatus: o.approvalStatus,
      approvedBy: o.approvedBy?.id ?? null,
      approvedAt: o.approvedAt,
      poNumber: o.poNumber,
      orderDate: o.date,
      shipAddressId: o.shipTo.id,
      billAddressId: o.billTo.id,
      shipAddress: snapshot(o.shipTo),
      billAddress: snapshot(o.billTo),
      paymentType: o.paymentType,
      paymentMethodId: o.paymentMethod?.id ?? null,
      paymentAuthorizationId: o.authorizationId,
      paymentStatus: o.paymentStatus,
      shippingMethod: o.shippingMethod,
      subtotalCents: o.subtotalCents,
      shippingCents: o.shippingCents,
      taxCents: o.taxCents,
      convenienceFeeCents: o.feeCents,
      totalCents: o.totalCents,
      memo: o.memo,
      subscriptionItemListId: o.subscriptionListId,
      createdAt: o.date,
      updatedAt: o.approvedAt ?? o.date,
    })),
  );
  await writer.insert(
    salesOrderLines,
    h.orders.flatMap((o) =>
      o.lines.map((l) => ({
        id: l.id,
        salesOrderId: o.id,
        lineNumber: l.lineNumber,
        itemId: l.item.id,
        unitId: l.unit.id,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.amountCents,
        quantityFulfilled: l.fulfilled,
        quantityBilled: l.billed,
        quantityBackordered: l.backordered,
        quantityCancelled: l.cancelled,
        rxLevel: l.item.rxLevel,
      })),
    ),
  );

  await writer.insert(
    fulfillments,
    h.fulfillments.map((f) => ({
      id: f.id,
      tranId: tranId('IF', f.id),
      accountId: f.order.account.id,
      salesOrderId: f.order.id,
      status: f.deliveredAt ? ('Delivered' as const) : ('Shipped' as const),
      carrier: f.carrier,
      trackingNumber: f.trackingNumber,
      routeId: f.routeId,
      shippedAt: f.shippedAt,
      deliveredAt: f.deliveredAt,
      expectedDeliveryOn: f.expectedOn,
      createdAt: f.shippedAt,
    })),
  );
  await writer.insert(
    fulfillmentEvents,
    h.fulfillments.flatMap((f) => trackingEvents(f, h.now)).map((e, i) => ({ id: i + 1, ...e })),
  );
  let fulfillmentLineId = 0;
  await writer.insert(
    fulfillmentLines,
    h.fulfillments.flatMap((f) =>
      f.lines.map((l) => ({
        id: ++fulfillmentLineId,
        fulfillmentId: f.id,
        salesOrderLineId: l.line.id,
        quantity: l.quantity,
      })),
    ),
  );

  await writer.insert(
    invoices,
    h.invoices.map((i) => ({
      id: i.id,
      tranId: tranId('INV', i.id),
      accountId: i.order.account.id,
      salesOrderId: i.order.id,
      fulfillmentId: i.fulfillment.id,
      status: i.remainingCents === 0 ? 'Paid In Full' : 'Open',
      invoiceDate: i.date,
      dueDate: isoDate(i.dueDate),
      subtotalCents: i.subtotalCents,
      shippingCents: i.shippingCents,
      taxCents: i.taxCents,
      totalCents: i.totalCents,
      amountDueCents: i.remainingCents,
      poNumber: i.order.poNumber,
      createdAt: i.date,
    })),
  );
  let invoiceLineId = 0;
  await writer.insert(
    invoiceLines,
    h.invoices.flatMap((i) =>
      i.lines.map((l) => ({
        id: ++invoiceLineId,
        invoiceId: i.id,
        itemId: l.line.item.id,
        unitId: l.line.unit.id,
        quantity: l.quantity,
        unitPriceCents: l.line.unitPriceCents,
        amountCents: l.quantity * l.line.unitPriceCents,
      })),
    ),
  );

  await writer.insert(
    payments,
    h.payments.map((p) => ({
      id: p.id,
      tranId: tranId('PAY', p.id),
      accountId: p.account.id,
      userId: p.user?.id ?? null,
      // A capture names the order, whose authorisation holds the method (as the store writes it).
      paymentMethodId: p.salesOrder ? null : (p.paymentMethod?.id ?? null),
      method: p.method,
      // How the money came (ADR 0034): a capture names its order; a charge went through the gateway.
      kind: p.salesOrder
        ? ('capture' as const)
        : p.gatewayReference !== null
          ? ('charge' as const)
          : ('received' as const),
      last4: p.paymentMethod?.last4 ?? null,
      amountCents: p.amountCents,
      convenienceFeeCents: p.feeCents,
      appliedCents: p.applications.reduce((sum, a) => sum + a.amountCents, 0),
      status: 'Deposited',
      gatewayReference: p.gatewayReference,
      salesOrderId: p.salesOrder?.id ?? null,
      memo: p.memo,
      paidAt: p.paidAt,
      createdAt: p.paidAt,
    })),
  );
  let applicationId = 0;
  await writer.insert(
    paymentApplications,
    h.payments.flatMap((p) =>
      p.applications.map((a) => ({
        id: ++applicationId,
        paymentId: p.id,
        invoiceId: a.invoice.id,
        amountCents: a.amountCents,
        createdAt: p.paidAt,
      })),
    ),
  );

  await writer.insert(
    paymentReversals,
    h.releases.map((r) => {
      const authorizationId = r.order.authorizationId;
      if (authorizationId === null) throw new Error(`${tranId('SO', r.order.id)} released no authorization`);
      return {
        id: r.id,
        kind: 'release' as const,
        tranId: null,
        accountId: r.order.account.id,
        salesOrderId: r.order.id,
        paymentId: null,
        creditMemoId: null,
        gatewayReference: authorizationId,
        amountCents: r.amountCents,
        status: 'done' as const,
        idempotencyKey: releaseKey(r),
        // What the sandbox answers a void with: the authorisation released.
        gatewayResultId: authorizationId,
        failure: null,
        createdAt: r.at,
        doneAt: r.at,
      };
    }),
  );

  await writer.insert(
    creditMemos,
    h.credits.map((c) => ({
      id: c.id,
      tranId: tranId('CM', c.id),
      accountId: c.account.id,
      invoiceId: c.invoice.id,
      totalCents: c.totalCents,
      appliedCents: c.applications.reduce((sum, a) => sum + a.amountCents, 0),
      reason: c.reason,
      memoDate: c.date,
      createdAt: c.date,
    })),
  );
  let creditApplicationId = 0;
  await writer.insert(
    creditMemoApplications,
    h.credits.flatMap((c) =>
      c.applications.map((a) => ({
        id: ++creditApplicationId,
        creditMemoId: c.id,
        invoiceId: a.invoice.id,
        paymentId: a.payment?.id ?? null,
        amountCents: a.amountCents,
        createdAt: a.at,
      })),
    ),
  );

  await writer.insert(
    estimates,
    h.estimates.map((e) => ({
      id: e.id,
      tranId: tranId(e.kind === 'quote' ? 'QUO' : 'EST', e.id),
      kind: e.kind,
      accountId: e.account.id,
      createdBy: e.createdBy?.id ?? null,
      status: e.status,
      title: e.title,
      tranDate: e.date,
      expiresOn: isoDate(e.expiresOn),
      subtotalCents: e.subtotalCents,
      shippingCents: e.shippingCents,
      taxCents: e.taxCents,
      totalCents: e.totalCents,
      salesOrderId: e.order?.id ?? null,
      createdAt: e.date,
    })),
  );
  let estimateLineId = 0;
  await writer.insert(
    estimateLines,
    h.estimates.flatMap((e) =>
      e.lines.map((l) => ({
        id: ++estimateLineId,
        estimateId: e.id,
        itemId: l.item.id,
        unitId: l.unit.id,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.amountCents,
      })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Notifications, searches and support issues

async function writeEngagement(
  writer: BulkWriter,
  h: History,
  companies: CompaniesResult,
  rng: Rng,
): Promise<void> {
  const notificationRows: Row<typeof notifications>[] = [];
  const searchRows: Row<typeof searchEvents>[] = [];
  const note = (
    userId: number,
    notificationType: string,
    metaData: Record<string, unknown>,
    createdAt: Date,
    read: boolean,
  ) => {
    notificationRows.push({
      id: notificationRows.length + 1,
      userId,
      notificationType,
      metaData,
      unread: !read,
      readAt: read ? addHours(createdAt, rng.int(1, 30)) : null,
      createdAt,
    });
  };

  const everyday = buyableFor(h.sample.popular, [], h.sample);
  for (const account of companies.accounts) {
    if (!account.demoKey) continue;
    const delivered = h.fulfillments
      .filter((f) => f.order.account.id === account.id && f.deliveredAt !== null)
      .sort(byTime((f) => f.deliveredAt ?? f.shippedAt))
      .slice(-3);
    const backordered = h.orders
      .filter((o) => o.account.id === account.id && o.progress === 'partlyShipped')
      .flatMap((o) => o.lines.filter((l) => l.backordered > 0));
    for (const user of account.users.filter((u) => u.canLogin && u.isActive)) {
      // storefront spec §2.8 / §3: the three known types and one the bell does not know.
      for (const [index, f] of delivered.entries()) {
        const deliveredAt = f.deliveredAt ?? f.shippedAt;
        note(
          user.id,
          'Fulfillment Delivered',
          {
            fulfillmentId: f.id,
            workwaveId: f.routeId,
            deliveryDate: yyyymmdd(deliveredAt),
            timeOfDelivery: hhmmss(deliveredAt),
          },
          deliveredAt,
          index < delivered.length - 2,
        );
      }
      const line = backordered[0];
      if (line) {
        note(
          user.id,
          'Backorder Ready',
          { item: { displayName: line.item.displayName }, quantityPreviouslyBackordered: line.backordered },
          addHours(h.now, -rng.int(2, 20)),
          false,
        );
      }
      const restocked = rng.pick(everyday);
      note(
        user.id,
        'Item Back in Stock',
        { item: { displayName: restocked.displayName, urlComponent: restocked.urlComponent } },
        h.pastTime(rng, rng.int(2, 6)),
        true,
      );
      // issue 21: the placer hears of an administrator's decision on their order.
      for (const decided of h.orders.filter(
        (o) => o.account.id === account.id && o.placedBy.id === user.id && o.approvedAt !== null,
      )) {
        const approved = decided.approvalStatus === 'approved';
        if (!approved && decided.approvalStatus !== 'rejected') continue;
        note(
          user.id,
          approved ? 'Order Approved' : 'Order Rejected',
          { salesOrderId: decided.id, tranId: `SO-${100000 + decided.id}` },
          decided.approvedAt ?? decided.date,
          approved,
        );
      }
      const firstOfMonth = dayAt(h.now, h.now.getUTCDate() - 1, 0, 0);
      note(
        user.id,
        'Statement Available',
        { statementDate: isoDate(firstOfMonth) },
        firstOfMonth,
        rng.chance(0.5),
      );

      // Searches by this user over the last six weeks, some followed by a click on a result.
      for (const query of rng.sample(SEARCH_QUERIES, rng.int(4, 7))) {
        const at = h.pastTime(rng, rng.int(0, 42));
        const queryId = rng.hex(32);
        searchRows.push({
          id: searchRows.length + 1,
          kind: 'search',
          userId: user.id,
          accountId: account.id,
          query,
          queryId,
          resultCount: rng.int(4, 240),
          createdAt: at,
        });
        if (rng.chance(0.5)) {
          searchRows.push({
            id: searchRows.length + 1,
            kind: 'click',
            userId: user.id,
            accountId: account.id,
            query,
            queryId,
            objectIds: [String(rng.pick(everyday).id)],
            position: 1,
            createdAt: new Date(Math.min(at.getTime() + 40_000, h.now.getTime())),
          });
        }
      }
    }
  }
  await writer.insert(notifications, notificationRows);
  await writer.insert(searchEvents, searchRows);

  const issueSpecs: {
    key: string;
    subject: string;
    message: string;
    category: string;
    pageUrl: string;
    status: string;
    daysAgo: number;
  }[] = [
    {
      key: 'lakeside',
      subject: 'Damaged case of exam gloves',
      message:
        'One case in our last delivery arrived crushed and several boxes are torn. Could you send a replacement or issue a credit?',
      category: 'Order',
      pageUrl: '/myaccount/menu/salesorders',
      status: 'open',
      daysAgo: 2,
    },
    {
      key: 'harbor',
      subject: 'Which items need a license?',
      message:
        'Some products show "This item requires a medical license to purchase". How do we add our dental license to the account?',
      category: 'Account',
      pageUrl: '/products/1',
      status: 'closed',
      daysAgo: 35,
    },
    {
      key: 'northwind',
      subject: 'Invoice copy for our auditors',
      message:
        'Please confirm that the PDF invoices include the PO number. Our auditors need it on every invoice.',
      category: 'Invoice or payment',
      pageUrl: '/myaccount/menu/invoices',
      status: 'closed',
      daysAgo: 64,
    },
    {
      key: 'stBrendan',
      subject: 'Punchout cart did not return to our procurement system',
      message:
        'After adding three items, the transfer back to our system timed out once. It worked on the second try.',
      category: 'Website',
      pageUrl: '/cart',
      status: 'open',
      daysAgo: 6,
    },
    {
      key: 'lakeside',
      subject: 'Renewed Schedule III license uploaded',
      message:
        'The West Madison clinic’s DEA registration was renewed; the new certificate is on the Addresses page. Please verify it so we can order Schedule III items there again.',
      category: 'Account',
      pageUrl: '/myaccount/menu/addresses',
      status: 'open',
      daysAgo: 1,
    },
  ];
  await writer.insert(
    supportIssues,
    issueSpecs.flatMap((spec, index) => {
      const account = companies.accounts.find((a) => a.demoKey === spec.key);
      const user = account?.users.find((u) => u.canLogin && u.isActive);
      if (!account || !user) return [];
      return [
        {
          id: index + 1,
          // As submitIssue numbers them (issue 19): what the submitter quotes.
          reference: `SI-${String(index + 1).padStart(6, '0')}`,
          name: `${user.firstName} ${user.lastName}`,
          email: user.username,
          accountId: account.id,
          userId: user.id,
          subject: spec.subject,
          message: spec.message,
          category: spec.category,
          pageUrl: spec.pageUrl,
          status: spec.status,
          createdAt: h.pastTime(rng, spec.daysAgo),
        },
      ];
    }),
  );
}

/**
 * Items that some order is waiting for get the day purchasing expects them (open items show it
 * with the backorder): one to three weeks out. Run once the history is written.
 */
export async function markExpectedRestocks(database: Database, now: Date): Promise<void> {
  await database.db.execute(
    sql`UPDATE items i SET restock_expected_on = ${isoDate(now)}::date + (7 + i.id % 15)
      WHERE EXISTS (SELECT 1 FROM sales_order_lines l WHERE l.item_id = i.id AND l.quantity_backordered > 0)`,
  );
}
