// Subscriptions (issue 21 point 5; service spec §7 upsertSubscription, deleteSubscription,
// getSubscriptionAddressPaymentDetails): an item list of the account ordered on a schedule. The
// list's owner sets it up (ship-to, bill-to, terms or a saved payment method, first date); a job
// places each due order through order-to-cash's placeOrder from the list, as that contact, with every
// check of any order (buy rule, licence at the ship-to, allocation, stock, credit, payment).
//
// Once per subscription and date (ADR 0026): the order carries the idempotency key
// 'subscription:{id}:{date}', which placeOrder keeps on the order under a unique index and looks up
// first, so two runs at once, or a rerun after the process died anywhere, find the one order; the
// run's row (unique per date) records the result and moves the schedule on from that date only.
import { z } from 'zod';
import type {
  DeleteSubscriptionResponse,
  Subscription,
  SubscriptionAddressPaymentDetails,
  SubscriptionsResponse,
  UpsertSubscriptionRequest,
} from '@medsupply/contract';
import { FREQUENCY_WEEKS, isoDayIn, nextSubscriptionDate } from '@medsupply/domain';
import type { JobsContext } from '../../context.ts';
import type { Buyer } from '../../core/actor.ts';
import { jobKind, type JobRunner } from '../../core/jobs.ts';
import { isRefusal, refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import { renderLetter, type Letterhead, type LetterMail } from '../../mail/letter.ts';
import { buyerOfContact } from '../auth/auth.service.ts';
import { orderToCashDeps, type OrderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { placeOrder } from '../order-to-cash/placing.service.ts';
import { getAll as paymentMethodsOf, methodForPayment } from '../payments/payment-methods.service.ts';
import * as q from './subscriptions.queries.ts';

export const SUBSCRIPTION_MESSAGES = {
  listNotFound: 'Item list not found',
  notOwner: 'Only the owner of a list can change its subscription',
  notFound: 'Subscription not found',
  addressNotFound: 'Address not found',
  pastDate: 'nextDate must be today or later',
  contactInactive: 'The contact who set up this subscription can no longer place orders for the account.',
} as const;

/** Order-to-cash's dependencies (a subscription's order is placed through it), with the job runner. */
export interface SubscriptionDeps extends Omit<OrderToCashDeps, 'jobs'> {
  jobs: JobRunner;
}

/** The deps from what the routes or the jobs receive (ADR 0036: the jobs get no AppContext). */
export function subscriptionDeps(ctx: JobsContext, jobs: JobRunner): SubscriptionDeps {
  return { ...orderToCashDeps(ctx, jobs), jobs };
}

function view(row: q.SubscriptionRow): Subscription {
  return {
    itemListId: row.item_list_id,
    listName: row.list_name,
    frequency: row.frequency,
    nextDate: row.next_run_on,
    shipAddressId: row.ship_address_id,
    billAddressId: row.bill_address_id,
    paymentMethodId: row.payment_method_id,
    paymentType: row.payment_method_id === null ? 'terms' : 'paymentMethod',
    poNumber: row.po_number,
    active: row.active,
    lastResult:
      row.last_status === null || row.last_run_on === null || row.last_at === null
        ? null
        : {
            runOn: row.last_run_on,
            status: row.last_status,
            salesOrderId: row.last_order_id,
            tranId: row.last_tran_id,
            message: row.last_message,
            at: new Date(row.last_at).toISOString(),
          },
  };
}

/** The list as its owner may change it: another account's is not found, a colleague's is not theirs. */
async function ownList(db: Db, buyer: Buyer, itemListId: number): Promise<q.ListRow> {
  const list = await q.listOf(db, buyer.account.id, itemListId);
  if (!list || (list.contact_id !== buyer.user.id && !list.shared)) {
    throw refuse('ITEM_LIST_NOT_FOUND', SUBSCRIPTION_MESSAGES.listNotFound);
  }
  if (list.contact_id !== buyer.user.id) throw refuse('NOT_LIST_OWNER', SUBSCRIPTION_MESSAGES.notOwner);
  return list;
}

async function visibleSubscription(db: Db, buyer: Buyer, itemListId: number): Promise<q.SubscriptionRow> {
  const row = await q.subscriptionOfList(db, buyer.account.id, itemListId);
  if (
    !row ||
    (row.list_contact_id !== buyer.user.id && !(await q.listOf(db, buyer.account.id, itemListId))?.shared)
  ) {
    throw refuse('NOT_FOUND', SUBSCRIPTION_MESSAGES.notFound);
  }
  return row;
}

/** upsertSubscription: the list becomes (or stays) a subscription with this schedule and payment. */
export async function upsertSubscription(
  deps: SubscriptionDeps,
  buyer: Buyer,
  input: UpsertSubscriptionRequest,
): Promise<Subscription> {
  const { db } = deps;
  const list = await ownList(db, buyer, input.itemListId);
  if (input.nextDate < isoDayIn(deps.now())) throw refuse('VALIDATION', SUBSCRIPTION_MESSAGES.pastDate);
  const billAddressId = input.billAddressId ?? input.shipAddressId;
  for (const id of new Set([input.shipAddressId, billAddressId])) {
    if (!(await q.addressOf(db, buyer.account.id, id))) {
      throw refuse('ADDRESS_NOT_FOUND', SUBSCRIPTION_MESSAGES.addressNotFound);
    }
  }
  const paymentMethodId = input.paymentMethodId ?? null;
  // A method of another account is not found; an expired card is refused now, not at the first run.
  if (paymentMethodId !== null) await methodForPayment(db, buyer.account.id, paymentMethodId, deps.now());
  await db.transaction((tx) =>
    q.upsertSubscription(tx, {
      itemListId: list.id,
      contactId: buyer.user.id,
      frequency: input.frequency,
      intervalWeeks: FREQUENCY_WEEKS[input.frequency],
      nextRunOn: input.nextDate,
      shipAddressId: input.shipAddressId,
      billAddressId,
      paymentMethodId,
      poNumber: input.poNumber ?? null,
    }),
  );
  const row = await q.subscriptionOfList(db, buyer.account.id, list.id);
  if (!row) throw new Error('subscription not written');
  return view(row);
}

/** deleteSubscription {itemListId}: the list stays, its schedule and runs go. */
export async function deleteSubscription(
  db: Db,
  buyer: Buyer,
  itemListId: number,
): Promise<DeleteSubscriptionResponse> {
  const list = await ownList(db, buyer, itemListId);
  return { updated: await db.transaction((tx) => q.deleteSubscription(tx, list.id)) };
}

const addressView = (a: q.AddressRow) => ({
  id: a.id,
  label: a.label,
  addressee: a.addressee,
  attention: a.attention,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: a.country,
});

/** getSubscriptionAddressPaymentDetails {itemListId}: where the orders go and how they are paid. */
export async function addressPaymentDetails(
  db: Db,
  buyer: Buyer,
  itemListId: number,
  now: Date,
): Promise<SubscriptionAddressPaymentDetails> {
  const row = await visibleSubscription(db, buyer, itemListId);
  const [ship, bill, methods] = await Promise.all([
    row.ship_address_id === null ? null : q.addressOf(db, buyer.account.id, row.ship_address_id),
    row.bill_address_id === null ? null : q.addressOf(db, buyer.account.id, row.bill_address_id),
    row.payment_method_id === null ? null : paymentMethodsOf(db, buyer, now),
  ]);
  return {
    subscription: view(row),
    shipAddress: ship ? addressView(ship) : null,
    billAddress: bill ? addressView(bill) : null,
    paymentMethod: methods?.paymentMethods.find((m) => m.id === row.payment_method_id) ?? null,
  };
}

/** getSubscriptions: the account's subscriptions on lists the contact may see. */
export async function getSubscriptions(db: Db, buyer: Buyer): Promise<SubscriptionsResponse> {
  return (await q.subscriptionsVisibleTo(db, buyer.account.id, buyer.user.id)).map(view);
}

// ---------------------------------------------------------------------------------------------
// The job
// ---------------------------------------------------------------------------------------------

export const placeSubscriptionJob = jobKind(
  'subscriptions.place',
  z.object({ subscriptionId: z.number().int(), runOn: z.string() }),
  { retryLimit: 8, retryDelaySeconds: 30 },
);

export const dueSubscriptionsJob = jobKind('subscriptions.due', z.object({}).strict(), { retryLimit: 2 });

/** Every due subscription gets one job per date (a second sweep before it runs adds none). */
export async function enqueueDue(db: Db, jobs: JobRunner, now: Date): Promise<number> {
  const due = await q.dueSubscriptions(db, isoDayIn(now));
  await db.transaction(async (tx) => {
    for (const s of due) {
      await jobs.enqueue(
        tx,
        placeSubscriptionJob,
        { subscriptionId: s.id, runOn: s.run_on },
        { dedupeKey: `subscription:${s.id}:${s.run_on}` },
      );
    }
  });
  return due.length;
}

/** The first date on the schedule after `runOn` that is after today: missed dates are not caught up. */
function nextAfter(runOn: string, frequency: q.SubscriptionRow['frequency'], today: string): string {
  let next = nextSubscriptionDate(runOn, frequency);
  while (next <= today) next = nextSubscriptionDate(next, frequency);
  return next;
}

export type RunOutcome =
  { status: 'placed'; salesOrderId: number } | { status: 'failed'; message: string } | { status: 'skipped' };

/** Test hook: a run may be made to die between its order and its record (what a crash leaves). */
export interface RunHooks {
  afterOrder?: () => Promise<void>;
}

/**
 * Places the subscription's order due on `runOn`, once: the order's idempotency key finds an
 * order already placed for that date; a refusal is the date's result (mailed to the contact); any
 * other error is thrown for the job to retry.
 */
export async function runSubscription(
  deps: SubscriptionDeps,
  subscriptionId: number,
  runOn: string,
  hooks: RunHooks = {},
): Promise<RunOutcome> {
  const { db } = deps;
  const row = await q.subscriptionById(db, subscriptionId);
  if (!row || !row.active) return { status: 'skipped' };
  const done = await q.runOf(db, subscriptionId, runOn);
  if (done) {
    return done.status === 'placed' && done.sales_order_id !== null
      ? { status: 'placed', salesOrderId: done.sales_order_id }
      : { status: 'skipped' };
  }
  // Set up for a later date meanwhile: this date is no longer due.
  if (row.next_run_on !== runOn) return { status: 'skipped' };
  const contactId = row.contact_id ?? row.list_contact_id;
  const today = isoDayIn(deps.now());
  const nextRunOn = nextAfter(runOn, row.frequency, today);
  let outcome: RunOutcome;
  const buyer = await buyerOfContact(db, contactId, row.account_id);
  if (!buyer || row.ship_address_id === null) {
    outcome = { status: 'failed', message: SUBSCRIPTION_MESSAGES.contactInactive };
  } else {
    try {
      const placed = await placeOrder(
        deps,
        buyer,
        {
          shipAddressId: row.ship_address_id,
          billAddressId: row.bill_address_id ?? row.ship_address_id,
          payment:
            row.payment_method_id === null
              ? { type: 'terms' }
              : { type: 'paymentMethod', paymentMethodId: row.payment_method_id },
          ...(row.po_number ? { poNumber: row.po_number } : {}),
          memo: `Subscription: ${row.list_name} (${runOn})`,
        },
        { idempotencyKey: `subscription:${subscriptionId}:${runOn}`, requestHash: 'subscription' },
        { kind: 'itemList', itemListId: row.item_list_id },
      );
      outcome = { status: 'placed', salesOrderId: placed.orderConfirmation.id };
    } catch (error) {
      if (!isRefusal(error)) throw error;
      outcome = { status: 'failed', message: error.refusal.message };
    }
  }
  await hooks.afterOrder?.();
  await db.transaction(async (tx) => {
    const recorded = await q.recordRun(tx, {
      subscriptionId,
      runOn,
      status: outcome.status === 'placed' ? 'placed' : 'failed',
      salesOrderId: outcome.status === 'placed' ? outcome.salesOrderId : null,
      message: outcome.status === 'failed' ? outcome.message : null,
      nextRunOn,
    });
    // A placed order was mailed by placeOrder itself; a refusal is mailed here, once.
    if (recorded && outcome.status === 'failed') {
      const contact = await q.contactEmail(tx, contactId);
      if (contact) {
        await deps.outbox.mail(
          tx,
          subscriptionFailedMail(deps.settings.letterhead, contact, {
            listName: row.list_name,
            runOn,
            nextRunOn,
            message: outcome.message,
          }),
        );
      }
    }
  });
  return outcome;
}

/** Tells the subscription's contact that a due order could not be placed, and why. */
export function subscriptionFailedMail(
  head: Letterhead,
  to: { email: string; first_name: string },
  run: { listName: string; runOn: string; nextRunOn: string; message: string },
): LetterMail {
  return renderLetter(head, {
    to: to.email,
    subject: `Your subscription order for ${run.listName} could not be placed`,
    greeting: `Hello ${to.first_name},`,
    body: [
      `The order of your subscription "${run.listName}" due on ${run.runOn} could not be placed:`,
      { quote: run.message },
      `The next order is due on ${run.nextRunOn}. You can change the subscription under My Account, Subscriptions.`,
      { link: new URL('/myaccount/menu/subscriptions', head.publicUrl).href, label: 'Open Subscriptions' },
    ],
  });
}

/** Registers the sweep (every 10 minutes) and the per-date job (the module's `jobs`, index.ts). */
export function registerSubscriptionJobs(deps: SubscriptionDeps): void {
  deps.jobs.register(placeSubscriptionJob, async ({ subscriptionId, runOn }) => {
    await runSubscription(deps, subscriptionId, runOn);
  });
  deps.jobs.register(dueSubscriptionsJob, async () => {
    await enqueueDue(deps.db, deps.jobs, deps.now());
  });
  deps.jobs.every(dueSubscriptionsJob, '*/10 * * * *');
}
