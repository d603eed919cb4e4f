// Demo spend control (issue 33, ADR 0047): the Northwind clinic group sets budgets per location,
// per contact and for its accounts, and approval rules naming its approvers; its urgent-care
// account has an order waiting because of a rule; every order already waiting because its placer's
// orders need approval says so. Budgets are sized from the group's own year of history, so this
// month's bars and the reports show real figures. Written after the bulk load, with the
// database's own ids, as an administrator would have made them (each change recorded).
import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE, budgetPeriodOf, isoDayIn } from '@medsupply/domain';
import { queryRows, type Db } from '../client.ts';
import { LINE_SPEND_CENTS, intArray } from '../sql-text.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo rule's amount: the Northwind Urgent Care order it holds is above it. */
export const DEMO_APPROVAL_THRESHOLD_CENTS = 50_000;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error('spend-control seed: a demo row is missing');
  return row;
}

const userId = (db: Db, username: string) =>
  one<{ id: number }>(db, sql`SELECT id FROM users WHERE username = ${username}`).then((r) => r.id);
const accountId = (db: Db, name: string) =>
  one<{ id: number }>(db, sql`SELECT id FROM accounts WHERE account_name = ${name}`).then((r) => r.id);
const addressId = (db: Db, account: number, label: string) =>
  one<{ id: number }>(
    db,
    sql`SELECT id FROM addresses WHERE account_id = ${account} AND label = ${label}`,
  ).then((r) => r.id);

/**
 * A budget a little above what the target spent in an average month of the last six (whole $500s),
 * so this month shows real spend against it; `share` scales it (a tight budget for the demo).
 */
async function sizedFromHistory(
  db: Db,
  now: Date,
  target: { accountId: number; shipAddressId?: number; userId?: number },
  share: number,
): Promise<number> {
  const start = budgetPeriodOf(isoDayIn(new Date(now.getTime() - 182 * DAY)), 'month').start;
  const end = budgetPeriodOf(isoDayIn(now), 'month').start;
  const { cents } = await one<{ cents: number | string | null }>(
    db,
    sql`SELECT sum(${LINE_SPEND_CENTS}) AS cents
      FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
      WHERE o.account_id = ${target.accountId} AND o.approval_status <> 'rejected'
        AND o.order_date >= (${start}::date::timestamp AT TIME ZONE ${STORE_TIME_ZONE})
        AND o.order_date < (${end}::date::timestamp AT TIME ZONE ${STORE_TIME_ZONE})
        ${target.shipAddressId === undefined ? sql`` : sql`AND o.ship_address_id = ${target.shipAddressId}`}
        ${target.userId === undefined ? sql`` : sql`AND o.placed_by = ${target.userId}`}`,
  );
  const monthly = Number(cents ?? 0) / 6;
  return Math.max(50_000, Math.ceil((monthly * share) / 50_000) * 50_000);
}

export async function seedSpendControl(db: Db, now: Date): Promise<void> {
  const margaret = await userId(db, 'parent@northwind-health.example');
  const casey = await userId(db, 'casey.nguyen@northwind-health.example');
  const laura = await userId(db, 'laura.benton@northwind-health.example');
  const jordan = await userId(db, 'jordan.miles@northwind-health.example');
  const group = await accountId(db, 'Northwind Health Group');
  const family = await accountId(db, 'Northwind Family Practice');
  const urgent = await accountId(db, 'Northwind Urgent Care');
  const bloomington = await addressId(db, urgent, 'Bloomington Clinic');
  const edenPrairie = await addressId(db, urgent, 'Eden Prairie Clinic');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();

  const budget = async (
    by: number,
    daysAgo: number,
    b: {
      account: number;
      scope: 'account' | 'shipTo' | 'contact';
      shipAddressId?: number;
      userId?: number;
      period: 'month' | 'quarter';
      cents: number;
      hardLimit: boolean;
      label: string;
    },
  ) => {
    const { id } = await one<{ id: number }>(
      db,
      sql`INSERT INTO spend_budgets (account_id, scope, ship_address_id, user_id, period, amount_cents, hard_limit,
          created_at, updated_at)
        VALUES (${b.account}, ${b.scope}, ${b.shipAddressId ?? null}, ${b.userId ?? null}, ${b.period}, ${b.cents},
          ${b.hardLimit}, ${at(daysAgo)}, ${at(daysAgo)})
        RETURNING id`,
    );
    await record(db, { account: b.account, by, subject: 'budget', id, at: at(daysAgo), after: b });
  };
  const rule = async (
    by: number,
    daysAgo: number,
    r: { account: number; kind: string; thresholdCents?: number; approvers: number[]; label: string },
  ) => {
    const { id } = await one<{ id: number }>(
      db,
      sql`INSERT INTO approval_rules (account_id, kind, threshold_cents, approver_user_ids, created_at, updated_at)
        VALUES (${r.account}, ${r.kind}, ${r.thresholdCents ?? null},
          ${intArray(r.approvers)}, ${at(daysAgo)}, ${at(daysAgo)})
        RETURNING id`,
    );
    await record(db, { account: r.account, by, subject: 'rule', id, at: at(daysAgo), after: r });
    return id;
  };

  // The group's controller (its parent login) sets the budgets of its accounts and their locations.
  await budget(margaret, 40, {
    account: group,
    scope: 'account',
    period: 'month',
    cents: await sizedFromHistory(db, now, { accountId: group }, 1.15),
    hardLimit: false,
    label: 'Monthly budget for the whole account',
  });
  await budget(margaret, 38, {
    account: family,
    scope: 'account',
    period: 'quarter',
    cents: 3 * (await sizedFromHistory(db, now, { accountId: family }, 1.1)),
    hardLimit: false,
    label: 'Quarterly budget for the whole account',
  });
  await budget(margaret, 35, {
    account: urgent,
    scope: 'shipTo',
    shipAddressId: bloomington,
    period: 'month',
    cents: await sizedFromHistory(db, now, { accountId: urgent, shipAddressId: bloomington }, 1.1),
    hardLimit: false,
    label: 'Monthly budget for Bloomington Clinic',
  });
  await budget(margaret, 35, {
    account: urgent,
    scope: 'shipTo',
    shipAddressId: edenPrairie,
    period: 'month',
    cents: await sizedFromHistory(db, now, { accountId: urgent, shipAddressId: edenPrairie }, 1.2),
    hardLimit: true,
    label: 'Monthly budget for Eden Prairie Clinic (hard limit)',
  });
  await budget(casey, 20, {
    account: urgent,
    scope: 'contact',
    userId: laura,
    period: 'month',
    cents: 150_000,
    hardLimit: false,
    label: 'Monthly budget for Laura Benton',
  });

  const overAmount = await rule(margaret, 35, {
    account: urgent,
    kind: 'orderTotalOver',
    thresholdCents: DEMO_APPROVAL_THRESHOLD_CENTS,
    approvers: [margaret, casey],
    label: 'Orders over $500.00 need approval by Margaret Ellison or Casey Nguyen.',
  });
  await rule(casey, 20, {
    account: urgent,
    kind: 'controlled',
    approvers: [],
    label: 'Orders with controlled substances need approval by any administrator.',
  });
  await rule(jordan, 30, {
    account: family,
    kind: 'newShipTo',
    approvers: [jordan],
    label: 'The first order to a ship-to location needs approval by Jordan Miles.',
  });

  await holdAnOrder(db, { accountId: urgent, ruleId: overAmount, approvers: [margaret, casey] });
  await explainWaitingOrders(db);
}

async function record(
  db: Db,
  c: { account: number; by: number; subject: 'budget' | 'rule'; id: number; at: string; after: unknown },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO spend_control_changes (account_id, changed_by, subject, subject_id, action, before, after, changed_at)
      VALUES (${c.account}, ${c.by}, ${c.subject}, ${c.id}, 'created', NULL, ${JSON.stringify(c.after)}::jsonb, ${c.at})`,
  );
}

/**
 * The rule's order: the history's Northwind Urgent Care order placed by its medical assistant above
 * the rule's amount (history.ts plans it waiting for approval) says why it waits.
 */
async function holdAnOrder(
  db: Db,
  r: { accountId: number; ruleId: number; approvers: number[] },
): Promise<void> {
  const held = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO order_approval_reasons (sales_order_id, kind, rule_id, reason, approver_user_ids, created_at)
      SELECT o.id, 'orderTotalOver', ${r.ruleId},
        'The order total of ' || to_char((o.subtotal_cents + o.shipping_cents + o.tax_cents) / 100.0, 'FM$999,999,990.00')
          || ' is over $500.00.',
        ${intArray(r.approvers)}, o.order_date
      FROM sales_orders o JOIN users u ON u.id = o.placed_by
      WHERE o.account_id = ${r.accountId} AND o.approval_status = 'pending' AND NOT u.orders_need_approval
        AND o.subtotal_cents + o.shipping_cents + o.tax_cents > ${DEMO_APPROVAL_THRESHOLD_CENTS}
      RETURNING sales_order_id AS id`,
  );
  if (held.length === 0) throw new Error('spend-control seed: the order the rule holds is missing');
}

/** Orders already waiting because their placer's orders need approval say so (the contact rule). */
async function explainWaitingOrders(db: Db): Promise<void> {
  await db.execute(
    sql`INSERT INTO order_approval_reasons (sales_order_id, kind, reason, created_at)
      SELECT o.id, 'contact', 'Every order of ' || trim(u.first_name || ' ' || u.last_name) || ' needs approval.',
        o.order_date
      FROM sales_orders o JOIN users u ON u.id = o.placed_by
      WHERE o.approval_status IN ('pending', 'approved', 'rejected') AND u.orders_need_approval
        AND NOT EXISTS (SELECT 1 FROM order_approval_reasons r WHERE r.sales_order_id = o.id)`,
  );
  // Those already decided were decided by the administrator who decided the order.
  await db.execute(
    sql`UPDATE order_approval_reasons r SET decision = o.approval_status, decided_by = o.approved_by,
        decided_at = o.approved_at, note = o.rejection_reason
      FROM sales_orders o
      WHERE o.id = r.sales_order_id AND r.kind = 'contact' AND o.approval_status IN ('approved', 'rejected')`,
  );
}
