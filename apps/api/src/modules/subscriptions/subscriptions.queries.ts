// Subscriptions of item lists, their runs (one per due date) and the lists and addresses they name.
// No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

export interface ListRow {
  id: number;
  name: string;
  contact_id: number;
  shared: boolean;
}

/** The account's list `id` (any contact's), or null. */
export async function listOf(db: DbOrTx, accountId: number, id: number): Promise<ListRow | null> {
  const rows = await queryRows<ListRow>(
    db,
    sql`SELECT id, name, contact_id, shared FROM item_lists WHERE id = ${id} AND account_id = ${accountId}`,
  );
  return rows[0] ?? null;
}

export interface AddressRow {
  id: number;
  label: string;
  addressee: string;
  attention: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export async function addressOf(db: DbOrTx, accountId: number, id: number): Promise<AddressRow | null> {
  const rows = await queryRows<AddressRow>(
    db,
    sql`SELECT id, label, addressee, attention, line1, line2, city, state, zip, country FROM addresses
      WHERE id = ${id} AND account_id = ${accountId} AND NOT deleted`,
  );
  return rows[0] ?? null;
}

export interface SubscriptionRow {
  id: number;
  item_list_id: number;
  list_name: string;
  account_id: number;
  list_contact_id: number;
  contact_id: number | null;
  frequency: 'weekly' | 'biweekly' | 'monthly' | 'quarterly';
  next_run_on: string;
  ship_address_id: number | null;
  bill_address_id: number | null;
  payment_method_id: number | null;
  po_number: string | null;
  active: boolean;
  last_run_on: string | null;
  last_status: 'placed' | 'failed' | null;
  last_order_id: number | null;
  last_tran_id: string | null;
  last_message: string | null;
  last_at: string | Date | null;
}

const subscriptionColumns = sql`s.id, s.item_list_id, l.name AS list_name, l.account_id, l.contact_id AS list_contact_id,
  s.contact_id, s.frequency, s.next_run_on::text AS next_run_on, s.ship_address_id, s.bill_address_id,
  s.payment_method_id, s.po_number, s.active,
  r.run_on::text AS last_run_on, r.status AS last_status, r.sales_order_id AS last_order_id,
  o.tran_id AS last_tran_id, r.message AS last_message, r.created_at AS last_at`;

const lastRun = sql`LEFT JOIN LATERAL (SELECT * FROM subscription_runs x WHERE x.subscription_id = s.id
    ORDER BY x.run_on DESC, x.id DESC LIMIT 1) r ON true
  LEFT JOIN sales_orders o ON o.id = r.sales_order_id`;

export async function subscriptionOfList(
  db: DbOrTx,
  accountId: number,
  itemListId: number,
): Promise<SubscriptionRow | null> {
  const rows = await queryRows<SubscriptionRow>(
    db,
    sql`SELECT ${subscriptionColumns} FROM subscriptions s JOIN item_lists l ON l.id = s.item_list_id ${lastRun}
      WHERE s.item_list_id = ${itemListId} AND l.account_id = ${accountId}`,
  );
  return rows[0] ?? null;
}

export async function subscriptionById(db: DbOrTx, id: number): Promise<SubscriptionRow | null> {
  const rows = await queryRows<SubscriptionRow>(
    db,
    sql`SELECT ${subscriptionColumns} FROM subscriptions s JOIN item_lists l ON l.id = s.item_list_id ${lastRun}
      WHERE s.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** The account's subscriptions on lists the contact may see (its own, and shared ones). */
export async function subscriptionsVisibleTo(
  db: DbOrTx,
  accountId: number,
  userId: number,
): Promise<SubscriptionRow[]> {
  return queryRows<SubscriptionRow>(
    db,
    sql`SELECT ${subscriptionColumns} FROM subscriptions s JOIN item_lists l ON l.id = s.item_list_id ${lastRun}
      WHERE l.account_id = ${accountId} AND (l.contact_id = ${userId} OR l.shared)
      ORDER BY s.next_run_on, s.id`,
  );
}

export async function upsertSubscription(
  tx: Tx,
  s: {
    itemListId: number;
    contactId: number;
    frequency: string;
    intervalWeeks: number;
    nextRunOn: string;
    shipAddressId: number;
    billAddressId: number;
    paymentMethodId: number | null;
    poNumber: string | null;
  },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO subscriptions (item_list_id, contact_id, frequency, interval_weeks, next_run_on,
        ship_address_id, bill_address_id, payment_method_id, po_number, active)
      VALUES (${s.itemListId}, ${s.contactId}, ${s.frequency}, ${s.intervalWeeks}, ${s.nextRunOn}::date,
        ${s.shipAddressId}, ${s.billAddressId}, ${s.paymentMethodId}, ${s.poNumber}, true)
      ON CONFLICT (item_list_id) DO UPDATE SET contact_id = excluded.contact_id, frequency = excluded.frequency,
        interval_weeks = excluded.interval_weeks, next_run_on = excluded.next_run_on,
        ship_address_id = excluded.ship_address_id, bill_address_id = excluded.bill_address_id,
        payment_method_id = excluded.payment_method_id, po_number = excluded.po_number, active = true,
        updated_at = now()`,
  );
  await tx.execute(
    sql`UPDATE item_lists SET is_subscription = true, updated_at = now() WHERE id = ${s.itemListId}`,
  );
}

/** Removes the list's subscription (its runs go with it); false when it had none. */
export async function deleteSubscription(tx: Tx, itemListId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM subscriptions WHERE item_list_id = ${itemListId} RETURNING id`,
  );
  await tx.execute(
    sql`UPDATE item_lists SET is_subscription = false, updated_at = now() WHERE id = ${itemListId}`,
  );
  return rows.length > 0;
}

/** Active subscriptions due on or before `today`: (id, the due date). */
export async function dueSubscriptions(
  db: DbOrTx,
  today: string,
): Promise<Array<{ id: number; run_on: string }>> {
  return queryRows(
    db,
    sql`SELECT id, next_run_on::text AS run_on FROM subscriptions
      WHERE active AND next_run_on <= ${today}::date ORDER BY next_run_on, id`,
  );
}

export async function runOf(
  db: DbOrTx,
  subscriptionId: number,
  runOn: string,
): Promise<{ status: 'placed' | 'failed'; sales_order_id: number | null } | null> {
  const rows = await queryRows<{ status: 'placed' | 'failed'; sales_order_id: number | null }>(
    db,
    sql`SELECT status, sales_order_id FROM subscription_runs
      WHERE subscription_id = ${subscriptionId} AND run_on = ${runOn}::date`,
  );
  return rows[0] ?? null;
}

/**
 * Records a date's run once (the unique key decides) and moves the schedule on from that date
 * only; true when this call recorded it.
 */
export async function recordRun(
  tx: Tx,
  run: {
    subscriptionId: number;
    runOn: string;
    status: 'placed' | 'failed';
    salesOrderId: number | null;
    message: string | null;
    nextRunOn: string;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO subscription_runs (subscription_id, run_on, status, sales_order_id, message)
      VALUES (${run.subscriptionId}, ${run.runOn}::date, ${run.status}, ${run.salesOrderId}, ${run.message})
      ON CONFLICT (subscription_id, run_on) DO NOTHING RETURNING id`,
  );
  await tx.execute(
    sql`UPDATE subscriptions SET next_run_on = ${run.nextRunOn}::date, last_run_at = now(), updated_at = now()
      WHERE id = ${run.subscriptionId} AND next_run_on = ${run.runOn}::date`,
  );
  return rows.length > 0;
}

export async function contactEmail(
  db: DbOrTx,
  userId: number,
): Promise<{ email: string; first_name: string } | null> {
  const rows = await queryRows<{ email: string; first_name: string }>(
    db,
    sql`SELECT email, first_name FROM users WHERE id = ${userId}`,
  );
  return rows[0] ?? null;
}
