// The demo store seed: reproducible to the byte, the documented logins with their permissions, every
// demo account with a full history whose money adds up, and content of every kind.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, linePriceCents } from '@medsupply/domain';
import { openTestDatabase } from '../../../test/harness.ts';
import { queryRows, type Database, type Db } from '../client.ts';
import * as schema from '../schema/index.ts';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { orderToCashViolations } from '../../modules/order-to-cash/invariants.ts';
import { SandboxGateway } from '../../modules/payments/gateway/sandbox-gateway.ts';
import { verifyForeignKeys } from './bulk.ts';
import { PAGE_HTML_TAGS } from './content.ts';
import { DEMO_PUNCHOUT } from './punchout.ts';
import { DEMO_STAFF } from './staff.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoStore, type SeedResult } from './index.ts';

const OPTIONS = {
  items: 300,
  seed: 'seed-test',
  now: new Date('2026-03-18T16:45:00Z'),
  gatewaySecret: 'seed-test-secret-seed-test-secret-0123456789',
};

/** One md5 per public table over its rows in a canonical order (the row's text). */
async function digest(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ md5: string | null; n: number }>(
      db,
      sql.raw(
        `SELECT md5(string_agg(r::text, E'\\n' ORDER BY r::text)) AS md5, count(*)::int AS n FROM public."${name}" r`,
      ),
    );
    out[name] = `${row?.n ?? 0}:${row?.md5 ?? ''}`;
  }
  return out;
}

const rows = <T>(db: Db, text: string) => queryRows<T>(db, sql.raw(text));

let database: Database;
let drop: () => Promise<void>;
let db: Db;
let firstDigest: Record<string, string>;
let emptyBefore: boolean;
let result: SeedResult;

beforeAll(async () => {
  const first = await openTestDatabase();
  try {
    await seedDemoStore(first.database, OPTIONS);
    firstDigest = await digest(first.database.db);
  } finally {
    await first.database.close();
    await first.drop();
  }
  ({ database, drop } = await openTestDatabase());
  db = database.db;
  emptyBefore = await isDatabaseEmpty(db);
  result = await seedDemoStore(database, OPTIONS);
}, 600_000);

afterAll(async () => {
  await database.close();
  await drop();
});

describe('seedDemoStore', () => {
  it('gives identical rows in every table for the same seed, size and now', async () => {
    const second = await digest(db);
    expect(Object.keys(second).length).toBeGreaterThan(30);
    expect(second).toEqual(firstDigest);
  });

  it('has a demo staff login per back-office role, with the demo password', async () => {
    const staff = await rows<{ username: string; roles: string[]; password_hash: string }>(
      db,
      'SELECT username, roles, password_hash FROM staff_members ORDER BY id',
    );
    expect(staff.map((s) => s.username)).toEqual(DEMO_STAFF.map((s) => s.username));
    expect(new Set(staff.flatMap((s) => s.roles))).toEqual(new Set(STAFF_ROLES));
    for (const s of staff) expect(await verifyPassword(s.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('reports an empty database before and a filled one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(result.counts['accounts']).toBeGreaterThanOrEqual(26);
    expect(result.counts['sales_orders']).toBeGreaterThan(300);
    await expect(seedDemoStore(database, OPTIONS)).rejects.toThrow(/empty database/);
  });

  it('leaves no row pointing at a missing row', async () => {
    // The seed writes without per-row trigger checks where it may; every key must still hold.
    const tables = Object.keys(result.counts).map((name) => {
      const table = Object.values(schema).find((t) => is(t, PgTable) && getTableName(t) === name);
      if (!table || !is(table, PgTable)) throw new Error(`no schema table ${name}`);
      return table;
    });
    expect(tables.length).toBeGreaterThan(30);
    await expect(verifyForeignKeys(database, tables)).resolves.toBeUndefined();
  });

  it('fills the trigger-kept listing tables for every listed item', async () => {
    // item_facet_counts and item_search are kept by triggers on items; the bulk writer's replica
    // mode once skipped them and a fresh store listed "0 results" and found nothing.
    const [counts] = await rows<{ listed: number; faceted: number; searchable: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM items WHERE listed) AS listed,
              (SELECT coalesce(sum(items), 0)::int FROM item_facet_counts) AS faceted,
              (SELECT count(*)::int FROM item_search) AS searchable`,
    );
    expect(counts?.listed).toBeGreaterThan(100);
    expect(counts?.faceted).toBe(counts?.listed);
    expect(counts?.searchable).toBe(counts?.listed);
  });

  it('gives the saved payment methods sandbox tokens that describe them, and Lakeside an expired card', async () => {
    const methods = await rows<{
      account_name: string;
      type: string;
      last4: string;
      exp_month: number | null;
      exp_year: number | null;
      holder_name: string;
      gateway_token: string;
    }>(
      db,
      `SELECT a.account_name, m.type, m.last4, m.exp_month, m.exp_year, m.holder_name, m.gateway_token
         FROM payment_methods m JOIN accounts a ON a.id = m.account_id ORDER BY m.id`,
    );
    expect(methods.length).toBeGreaterThan(20);
    const gateway = new SandboxGateway({ secret: OPTIONS.gatewaySecret, now: () => OPTIONS.now });
    for (const method of methods) {
      const described = await gateway.describeToken(method.gateway_token);
      expect(described, method.gateway_token).toEqual({
        status: 'ok',
        method: expect.objectContaining({
          type: method.type,
          last4: method.last4,
          expMonth: method.exp_month,
          expYear: method.exp_year,
          holderName: method.holder_name,
        }) as unknown,
      });
    }
    const lakeside = methods.filter((m) => m.account_name === 'Lakeside Family Clinic');
    const expired = lakeside.filter((m) => m.exp_year !== null && m.exp_year < OPTIONS.now.getUTCFullYear());
    expect(expired.map((m) => m.type)).toEqual(['discover']);
    // Another key (another store's JWT_SECRET) does not accept them.
    const stranger = new SandboxGateway({ secret: 'another-secret-another-secret-0123456789' });
    expect((await stranger.describeToken(methods[0]?.gateway_token ?? '')).status).toBe('refused');
  });

  it('leaves a demo store the store itself could reach', async () => {
    // Issue 26: every status derived from the lines, every shipment invoiced, every card order's
    // authorisation captured, released or held to the cent, terms credit and allocations as the
    // orders left them (ADR 0034, 0035).
    const violations = await orderToCashViolations(db);
    // The first ten, readably; the count says how many more.
    const first = violations.slice(0, 10).map((v) => `${v.rule} ${v.subject}: ${v.detail}`);
    expect(first, `${violations.length} violations of the order-to-cash invariants`).toEqual([]);
  });

  it("keeps the sandbox gateway's books in step with the card orders and payments (ADR 0035)", async () => {
    const [off] = await rows<Record<string, number>>(
      db,
      `SELECT
        (SELECT count(*)::int FROM sales_orders o WHERE o.payment_type <> 'terms' AND NOT EXISTS (
          SELECT 1 FROM gateway_sandbox_authorizations a WHERE a.id = o.payment_authorization_id
            AND a.amount_cents = o.total_cents
            AND a.captured_cents = (SELECT coalesce(sum(p.amount_cents + p.convenience_fee_cents), 0)
              FROM payments p WHERE p.sales_order_id = o.id)
            AND a.voided_cents = (SELECT coalesce(sum(r.amount_cents), 0) FROM payment_reversals r
              WHERE r.sales_order_id = o.id AND r.kind = 'release' AND r.status = 'done'))) AS authorisations,
        (SELECT count(*)::int FROM payments p WHERE p.gateway_reference IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM gateway_sandbox_charges c WHERE c.id = p.gateway_reference
            AND c.amount_cents = p.amount_cents + p.convenience_fee_cents)) AS charges,
        (SELECT count(*)::int FROM payments WHERE method <> 'check' AND gateway_reference IS NULL) AS unreferenced,
        (SELECT count(*)::int FROM gateway_sandbox_charges c
          WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.gateway_reference = c.id)) AS unpaid_charges,
        (SELECT count(*)::int FROM payment_reversals) AS releases,
        (SELECT count(*)::int FROM payments WHERE sales_order_id IS NOT NULL) AS captures,
        (SELECT count(*)::int FROM gateway_sandbox_operations WHERE kind = 'void') AS voids,
        (SELECT count(*)::int FROM gateway_sandbox_operations o JOIN payments p ON p.gateway_reference = o.result_id
          WHERE o.kind = 'capture' AND p.sales_order_id IS NOT NULL) AS captured`,
    );
    expect(off).toMatchObject({ authorisations: 0, charges: 0, unreferenced: 0, unpaid_charges: 0 });
    expect(off?.['captures']).toBeGreaterThan(0);
    expect(off?.['captured']).toBe(off?.['captures']);
    expect(off?.['voids']).toBe(off?.['releases']);

    // The references are the sandbox's own charges, of their amounts: a refund of a capture and of
    // a card payment of terms invoices is taken up to the charge and refused beyond it.
    const charged = await rows<{ reference: string; cents: number }>(
      db,
      `SELECT DISTINCT ON (p.sales_order_id IS NULL) p.gateway_reference AS reference,
         (p.amount_cents + p.convenience_fee_cents)::int AS cents
       FROM payments p WHERE p.gateway_reference IS NOT NULL AND p.method <> 'ach'
       ORDER BY p.sales_order_id IS NULL, p.id`,
    );
    expect(charged).toHaveLength(2);
    const gateway = new SandboxGateway({ secret: OPTIONS.gatewaySecret, now: () => OPTIONS.now });
    for (const { reference, cents } of charged) {
      const whole = await gateway.refund({
        chargeId: reference,
        amountCents: cents,
        idempotencyKey: 'whole',
      });
      expect(whole).toMatchObject({ status: 'refunded', amountCents: cents });
      const over = await gateway.refund({
        chargeId: reference,
        amountCents: cents + 1,
        idempotencyKey: 'over',
      });
      expect(over).toMatchObject({ status: 'refused', code: 'amount_exceeds_charge' });
    }
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [created] = await rows<{ id: number }>(
      db,
      `INSERT INTO business_types (name) VALUES ('Sequence check') RETURNING id`,
    );
    const [max] = await rows<{ max: number }>(
      db,
      `SELECT max(id)::int AS max FROM business_types WHERE name <> 'Sequence check'`,
    );
    expect(created?.id).toBeGreaterThan(max?.max ?? 0);
    await rows(db, `DELETE FROM business_types WHERE name = 'Sequence check' RETURNING id`);
  });
});

describe('demo logins', () => {
  interface UserRow {
    id: number;
    username: string;
    password_hash: string | null;
    is_admin: boolean;
    is_price_visible: boolean;
    is_punchout: boolean;
    is_parent_login: boolean;
    is_active: boolean;
    account_id: number;
    account_name: string;
    parent_id: number | null;
    rx_levels: number[];
    has_terms: boolean;
    terms: string | null;
    credit_limit_cents: number;
    available_balance_cents: number;
    requires_approval: boolean;
  }
  const user = async (username: string): Promise<UserRow> => {
    const [row] = await rows<UserRow>(
      db,
      `SELECT u.id, u.username, u.password_hash, u.is_admin, u.is_price_visible, u.is_punchout, u.is_parent_login,
              u.is_active, a.id AS account_id, a.account_name, a.parent_id, a.rx_levels, a.has_terms, a.terms,
              a.credit_limit_cents, a.available_balance_cents, a.requires_approval
       FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.username = '${username}'`,
    );
    if (!row) throw new Error(`${username} not seeded`);
    return row;
  };

  it('all exist with the one documented password, hashed with argon2id', async () => {
    expect(DEMO_LOGINS.map((l) => l.username)).toEqual([
      'parent@northwind-health.example',
      'admin@lakeside-clinic.example',
      'buyer@lakeside-clinic.example',
      'punchout@st-brendan.example',
      'buyer@harbor-dental.example',
    ]);
    const hashes = new Set<string>();
    for (const login of DEMO_LOGINS) {
      const row = await user(login.username);
      expect(row.is_active).toBe(true);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      hashes.add(row.password_hash ?? '');
    }
    // Hashed once and reused.
    expect(hashes.size).toBe(1);
    const [hash] = [...hashes];
    expect(await verifyPassword(hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash ?? '', 'demo!2026')).toBe(false);
  });

  it('gives the parent login its group and both children', async () => {
    const parent = await user('parent@northwind-health.example');
    expect(parent).toMatchObject({
      account_name: 'Northwind Health Group',
      parent_id: null,
      is_parent_login: true,
      is_admin: true,
      is_price_visible: true,
    });
    const children = await rows<{ account_name: string }>(
      db,
      `SELECT account_name FROM accounts WHERE parent_id = ${parent.account_id} ORDER BY account_name`,
    );
    expect(children.map((c) => c.account_name)).toEqual([
      'Northwind Family Practice',
      'Northwind Urgent Care',
    ]);
    const access = await rows<{ account_name: string }>(
      db,
      `SELECT a.account_name FROM user_account_access x JOIN accounts a ON a.id = x.account_id
       WHERE x.user_id = ${parent.id} ORDER BY a.account_name`,
    );
    expect(access.map((a) => a.account_name)).toEqual([
      'Northwind Family Practice',
      'Northwind Health Group',
      'Northwind Urgent Care',
    ]);
  });

  it('makes Lakeside a licensed account on terms whose buyers need approval', async () => {
    const admin = await user('admin@lakeside-clinic.example');
    const buyer = await user('buyer@lakeside-clinic.example');
    expect(admin).toMatchObject({
      account_name: 'Lakeside Family Clinic',
      is_admin: true,
      is_price_visible: true,
      rx_levels: [1, 3, 4, 5],
      has_terms: true,
      terms: 'Net 30',
      requires_approval: true,
    });
    expect(buyer).toMatchObject({ account_id: admin.account_id, is_admin: false, is_price_visible: false });
    const pending = await rows<{ placed_by: number }>(
      db,
      `SELECT placed_by FROM sales_orders WHERE account_id = ${admin.account_id} AND approval_status = 'pending'
         AND status = 'Pending Approval'`,
    );
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((o) => o.placed_by === buyer.id)).toBe(true);

    const licences = await rows<{ label: string; rx_level: number; expired: boolean }>(
      db,
      `SELECT ad.label, l.rx_level, l.expires_on < DATE '${OPTIONS.now.toISOString().slice(0, 10)}' AS expired
       FROM address_licences l JOIN addresses ad ON ad.id = l.address_id WHERE ad.account_id = ${admin.account_id}`,
    );
    expect(licences.filter((l) => l.expired)).toEqual([
      { label: 'West Madison Clinic', rx_level: 3, expired: true },
    ]);
    expect(licences.filter((l) => !l.expired).length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the available balance at the credit limit less what the account owes and its orders hold', async () => {
    // A terms order holds its total less what its invoices billed and its cancelled units' price
    // while it has units left to bill (ADR 0034): each shipment moves its part to the ledger.
    const accounts = await rows<{ id: number; limit: number; available: number; owed: number }>(
      db,
      `SELECT a.id, a.credit_limit_cents AS limit, a.available_balance_cents AS available,
         (coalesce((SELECT sum(amount_due_cents) FROM invoices i WHERE i.account_id = a.id), 0)
          + coalesce((SELECT sum(greatest(0, o.total_cents
                - coalesce((SELECT sum(i.total_cents) FROM invoices i WHERE i.sales_order_id = o.id), 0)
                - (SELECT sum(l.quantity_cancelled * l.unit_price_cents) FROM sales_order_lines l
                    WHERE l.sales_order_id = o.id)))
              FROM sales_orders o WHERE o.account_id = a.id AND o.payment_type = 'terms'
                AND o.status NOT IN ('Rejected', 'Cancelled')
                AND EXISTS (SELECT 1 FROM sales_order_lines l WHERE l.sales_order_id = o.id
                  AND l.quantity - l.quantity_cancelled - l.quantity_billed > 0)), 0))::int AS owed
       FROM accounts a WHERE a.has_terms`,
    );
    expect(accounts.length).toBeGreaterThan(20);
    for (const a of accounts) {
      expect(a.available).toBe(a.limit - a.owed);
      expect(a.available).toBeGreaterThan(0);
    }
  });

  it("configures St. Brendan's demo procurement system, its secret hashed, and UNSPSC codes on common items", async () => {
    const punchout = await user('punchout@st-brendan.example');
    const [system] = await rows<{
      account_id: number;
      contact_id: number;
      shared_secret_hash: string;
      from_identity: string;
    }>(db, `SELECT account_id, contact_id, shared_secret_hash, from_identity FROM punchout_systems`);
    expect(system).toMatchObject({
      account_id: punchout.account_id,
      contact_id: punchout.id,
      from_identity: DEMO_PUNCHOUT.from.identity,
    });
    expect(system?.shared_secret_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(system?.shared_secret_hash ?? '', DEMO_PUNCHOUT.sharedSecret)).toBe(true);
    const [gloves] = await rows<{ n: number; classified: number }>(
      db,
      `SELECT count(*)::int AS n, count(unspsc)::int AS classified FROM items WHERE category_path LIKE 'Exam Gloves%'`,
    );
    expect(gloves?.n).toBeGreaterThan(0);
    expect(gloves?.classified).toBe(gloves?.n);
  });

  it('marks the punchout user and the unlicensed dental clinic', async () => {
    expect(await user('punchout@st-brendan.example')).toMatchObject({
      account_name: 'St. Brendan Surgical Center',
      is_punchout: true,
    });
    expect((await user('punchout@st-brendan.example')).rx_levels.length).toBeGreaterThan(0);
    expect(await user('buyer@harbor-dental.example')).toMatchObject({
      account_name: 'Harbor Dental Studio',
      rx_levels: [],
      is_admin: true,
      is_price_visible: true,
    });
  });

  it("fills admin@lakeside's cart, lists and subscription", async () => {
    const admin = await user('admin@lakeside-clinic.example');
    const [cart] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = ${admin.id}`,
    );
    expect(cart?.n).toBe(3);
    const lists = await rows<{
      name: string;
      shared: boolean;
      is_subscription: boolean;
      details: number;
      weeks: number | null;
    }>(
      db,
      `SELECT l.name, l.shared, l.is_subscription, (SELECT count(*)::int FROM item_list_details d WHERE d.item_list_id = l.id) AS details,
              s.interval_weeks AS weeks
       FROM item_lists l LEFT JOIN subscriptions s ON s.item_list_id = l.id
       WHERE l.account_id = ${admin.account_id} ORDER BY l.id`,
    );
    expect(lists.find((l) => l.name === 'Exam Room Restock')).toMatchObject({
      shared: true,
      is_subscription: false,
    });
    expect(lists.some((l) => !l.shared && !l.is_subscription)).toBe(true);
    expect(lists.find((l) => l.name === 'Monthly Glove Order')).toMatchObject({
      is_subscription: true,
      weeks: 4,
    });
    expect(lists.every((l) => l.details > 0)).toBe(true);
    const [exhausted] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM item_allocations WHERE account_id = ${admin.account_id} AND used_quantity = max_quantity`,
    );
    expect(exhausted?.n).toBe(1);
  });
});

describe('history of the demo accounts', () => {
  const demoAccounts = async () =>
    rows<{ id: number; account_name: string }>(
      db,
      `SELECT DISTINCT a.id, a.account_name FROM accounts a
       WHERE a.account_name IN ('Northwind Health Group', 'Northwind Family Practice', 'Northwind Urgent Care',
         'Lakeside Family Clinic', 'St. Brendan Surgical Center', 'Harbor Dental Studio') ORDER BY a.id`,
    );

  it('gives every demo account orders, shipments, open and paid invoices, payments, credits, estimates and notifications', async () => {
    const accounts = await demoAccounts();
    expect(accounts).toHaveLength(6);
    for (const account of accounts) {
      const [c] = await rows<Record<string, number>>(
        db,
        `SELECT
          (SELECT count(*)::int FROM sales_orders WHERE account_id = ${account.id}) AS orders,
          (SELECT count(*)::int FROM fulfillments WHERE account_id = ${account.id}) AS fulfillments,
          (SELECT count(*)::int FROM invoices WHERE account_id = ${account.id} AND status = 'Open') AS open_invoices,
          (SELECT count(*)::int FROM invoices WHERE account_id = ${account.id} AND status = 'Paid In Full') AS paid_invoices,
          (SELECT count(*)::int FROM payments WHERE account_id = ${account.id}) AS payments,
          (SELECT count(*)::int FROM credit_memos WHERE account_id = ${account.id}) AS credit_memos,
          (SELECT count(*)::int FROM estimates WHERE account_id = ${account.id} AND kind = 'estimate') AS estimates,
          (SELECT count(*)::int FROM estimates WHERE account_id = ${account.id} AND kind = 'quote') AS quotes,
          (SELECT count(*)::int FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.account_id = ${account.id}) AS notifications`,
      );
      for (const [key, value] of Object.entries(c ?? {})) {
        expect(value, `${account.account_name}: ${key}`).toBeGreaterThan(0);
      }
      expect(c?.['orders'], account.account_name).toBeGreaterThan(40);
      // Every status an approved order reaches when a shipment is invoiced as it ships (ADR 0034);
      // 'Partially Fulfilled', 'Pending Billing' and 'Closed' are not among them.
      const statuses = await rows<{ status: string }>(
        db,
        `SELECT DISTINCT status FROM sales_orders WHERE account_id = ${account.id} ORDER BY status`,
      );
      expect(
        statuses.map((s) => s.status).filter((s) => s !== 'Pending Approval' && s !== 'Rejected'),
        account.account_name,
      ).toEqual(['Billed', 'Cancelled', 'Partially Billed', 'Pending Fulfillment']);
    }
  });

  it('leaves every demo account on terms with open invoices in every aging bucket, credits and partial payments', async () => {
    const asOf = OPTIONS.now.toISOString().slice(0, 10);
    let checked = 0;
    for (const account of await demoAccounts()) {
      const [terms] = await rows<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM sales_orders WHERE account_id = ${account.id} AND payment_type = 'terms'`,
      );
      if ((terms?.n ?? 0) < 20) continue;
      checked += 1;
      const [c] = await rows<Record<string, number>>(
        db,
        `SELECT
          count(*) FILTER (WHERE '${asOf}'::date - due_date BETWEEN 1 AND 30)::int AS days1to30,
          count(*) FILTER (WHERE '${asOf}'::date - due_date BETWEEN 31 AND 60)::int AS days31to60,
          count(*) FILTER (WHERE '${asOf}'::date - due_date BETWEEN 61 AND 90)::int AS days61to90,
          count(*) FILTER (WHERE '${asOf}'::date - due_date > 90)::int AS over90,
          count(*) FILTER (WHERE amount_due_cents < total_cents)::int AS partly_paid
        FROM invoices WHERE account_id = ${account.id} AND amount_due_cents > 0`,
      );
      for (const [key, value] of Object.entries(c ?? {})) {
        expect(value, `${account.account_name}: ${key}`).toBeGreaterThan(0);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('gives every shipment a tracking number in its carrier’s format', async () => {
    const shipments = await rows<{ carrier: string; tracking_number: string; route_id: string | null }>(
      db,
      `SELECT carrier, tracking_number, route_id FROM fulfillments`,
    );
    const formats: Record<string, RegExp> = { UPS: /^1Z[0-9A-Z]{16}$/, FedEx: /^\d{12}$/, USPS: /^\d{22}$/ };
    expect(new Set(shipments.map((s) => s.carrier))).toEqual(new Set(['UPS', 'FedEx', 'USPS']));
    for (const s of shipments) {
      expect(s.tracking_number).toMatch(formats[s.carrier] ?? /^$/);
      expect(s.route_id).toBeTruthy();
    }
  });

  it('gives the purchasing pages what they show: scans, promised days, restocks, estimates by status, each bell type', async () => {
    const [c] = await rows<Record<string, number>>(
      db,
      `SELECT
        (SELECT count(DISTINCT f.id)::int FROM fulfillments f JOIN fulfillment_events e ON e.fulfillment_id = f.id
          WHERE f.status = 'Delivered' AND e.status = 'Delivered') AS delivered_scanned,
        (SELECT count(*)::int FROM fulfillments WHERE expected_delivery_on IS NULL) AS without_promise,
        (SELECT count(*)::int FROM fulfillment_events e JOIN fulfillments f ON f.id = e.fulfillment_id
          WHERE e.occurred_at < f.shipped_at) AS scans_before_shipping,
        (SELECT count(*)::int FROM items WHERE restock_expected_on IS NOT NULL) AS restocks,
        (SELECT count(*)::int FROM sales_order_lines l JOIN items i ON i.id = l.item_id
          WHERE l.quantity_backordered > 0 AND i.restock_expected_on IS NULL) AS backorders_without_date`,
    );
    expect(c).toMatchObject({ without_promise: 0, scans_before_shipping: 0, backorders_without_date: 0 });
    expect(c?.['delivered_scanned']).toBeGreaterThan(0);
    expect(c?.['restocks']).toBeGreaterThan(0);
    const lakeside = await rows<{ status: string; kind: string }>(
      db,
      `SELECT DISTINCT e.status, e.kind FROM estimates e JOIN accounts a ON a.id = e.account_id
       WHERE a.account_name = 'Lakeside Family Clinic'`,
    );
    expect(lakeside).toEqual(
      expect.arrayContaining([
        { status: 'Open', kind: 'estimate' },
        { status: 'Expired', kind: 'estimate' },
        { status: 'Converted', kind: 'estimate' },
        { status: 'Open', kind: 'quote' },
      ]),
    );
    const types = await rows<{ notification_type: string }>(
      db,
      `SELECT DISTINCT notification_type FROM notifications ORDER BY 1`,
    );
    expect(types.map((t) => t.notification_type)).toEqual(
      expect.arrayContaining([
        'Backorder Ready',
        'Fulfillment Delivered',
        'Item Back in Stock',
        'Order Approved',
        'Order Rejected',
        'Statement Available',
      ]),
    );
  });

  it('prices every order line at the account level times the unit conversion rate and quantity', async () => {
    const lines = await rows<{
      price: number;
      rate: number;
      quantity: number;
      amount: number;
      unit_price: number;
    }>(
      db,
      `SELECT coalesce(p.price_cents, base.price_cents) AS price, u.conversion_rate::float8 AS rate, l.quantity,
              l.amount_cents AS amount, l.unit_price_cents AS unit_price
       FROM sales_order_lines l
       JOIN sales_orders o ON o.id = l.sales_order_id JOIN accounts a ON a.id = o.account_id
       JOIN units u ON u.id = l.unit_id
       LEFT JOIN item_prices p ON p.item_id = l.item_id AND p.price_level_id = a.price_level_id
       JOIN item_prices base ON base.item_id = l.item_id
         AND base.price_level_id = (SELECT id FROM price_levels WHERE name = 'Base Price')`,
    );
    expect(lines.length).toBeGreaterThan(1000);
    for (const line of lines) {
      expect(line.amount).toBe(linePriceCents(line.price, line.rate, line.quantity));
    }
    const [bad] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM sales_orders o
       WHERE o.subtotal_cents <> (SELECT sum(amount_cents) FROM sales_order_lines l WHERE l.sales_order_id = o.id)
          OR o.total_cents <> o.subtotal_cents + o.shipping_cents + o.tax_cents + o.convenience_fee_cents`,
    );
    expect(bad?.n).toBe(0);
  });

  it('keeps each invoice due equal to its total less the payments and credits applied', async () => {
    const [check] = await rows<Record<string, number>>(
      db,
      `SELECT
        (SELECT count(*)::int FROM invoices i WHERE i.amount_due_cents <> i.total_cents
           - coalesce((SELECT sum(amount_cents) FROM payment_applications a WHERE a.invoice_id = i.id), 0)
           - coalesce((SELECT sum(amount_cents) FROM credit_memo_applications a WHERE a.invoice_id = i.id), 0)) AS wrong_due,
        (SELECT count(*)::int FROM invoices WHERE (status = 'Paid In Full') <> (amount_due_cents = 0) OR amount_due_cents < 0) AS wrong_status,
        (SELECT count(*)::int FROM payments p WHERE p.amount_cents
           < coalesce((SELECT sum(amount_cents) FROM payment_applications a WHERE a.payment_id = p.id), 0)) AS overapplied_payments,
        (SELECT count(*)::int FROM payments p WHERE p.amount_cents
           > coalesce((SELECT sum(amount_cents) FROM payment_applications a WHERE a.payment_id = p.id), 0)) AS unapplied_payments,
        (SELECT count(*)::int FROM credit_memos c WHERE c.total_cents
           < coalesce((SELECT sum(amount_cents) FROM credit_memo_applications a WHERE a.credit_memo_id = c.id), 0)) AS overapplied_credits,
        (SELECT count(*)::int FROM credit_memos c WHERE (SELECT coalesce(sum(amount_cents), 0) FROM credit_memo_applications a
           WHERE a.credit_memo_id = c.id) BETWEEN 1 AND c.total_cents - 1) AS partly_applied_credits,
        (SELECT count(*)::int FROM invoices i WHERE i.total_cents <> i.subtotal_cents + i.shipping_cents + i.tax_cents
           OR i.subtotal_cents <> (SELECT sum(amount_cents) FROM invoice_lines l WHERE l.invoice_id = i.id)) AS wrong_totals`,
    );
    expect(check).toMatchObject({
      wrong_due: 0,
      wrong_status: 0,
      overapplied_payments: 0,
      overapplied_credits: 0,
      wrong_totals: 0,
    });
    expect(check?.['unapplied_payments']).toBeGreaterThan(0);
    expect(check?.['partly_applied_credits']).toBeGreaterThan(0);
  });

  it('writes notifications of the three known types and one unknown, read and unread', async () => {
    const notes = await rows<{
      notification_type: string;
      meta_data: Record<string, unknown>;
      unread: boolean;
    }>(
      db,
      `SELECT n.notification_type, n.meta_data, n.unread FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.username = 'admin@lakeside-clinic.example'`,
    );
    const types = new Set(notes.map((n) => n.notification_type));
    expect(types).toContain('Fulfillment Delivered');
    expect(types).toContain('Backorder Ready');
    expect(types).toContain('Item Back in Stock');
    expect(
      [...types].some((t) => !['Fulfillment Delivered', 'Backorder Ready', 'Item Back in Stock'].includes(t)),
    ).toBe(true);
    expect(notes.some((n) => n.unread)).toBe(true);
    expect(notes.some((n) => !n.unread)).toBe(true);
    const delivered = notes.find((n) => n.notification_type === 'Fulfillment Delivered');
    expect(delivered?.meta_data).toMatchObject({
      fulfillmentId: expect.any(Number),
      workwaveId: expect.any(String),
      deliveryDate: expect.stringMatching(/^\d{8}$/),
      timeOfDelivery: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
    });
    const back = notes.find((n) => n.notification_type === 'Item Back in Stock');
    expect(back?.meta_data).toMatchObject({
      item: { displayName: expect.any(String), urlComponent: expect.any(String) },
    });
  });

  it('records every seeded Rx line in the controlled-substance record, with its ship-to licence (ADR 0030)', async () => {
    const [counts] = await rows<{ rx_lines: number; records: number; unrecorded: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM sales_order_lines WHERE rx_level > 0) AS rx_lines,
         (SELECT count(*)::int FROM controlled_substance_records) AS records,
         (SELECT count(*)::int FROM sales_order_lines l WHERE l.rx_level > 0 AND NOT EXISTS
           (SELECT 1 FROM controlled_substance_records r WHERE r.sales_order_line_id = l.id)) AS unrecorded`,
    );
    expect(counts?.rx_lines).toBeGreaterThan(0);
    expect(counts?.records).toBe(counts?.rx_lines);
    expect(counts?.unrecorded).toBe(0);
  });
});

describe('company and self-service pages (issue 19)', () => {
  const today = () => OPTIONS.now.toISOString().slice(0, 10);

  it('gives Lakeside licences inside the 7, 30 and 60-day warnings and a pending renewal', async () => {
    const licences = await rows<{
      label: string;
      rx_level: number;
      days: number;
      status: string;
      renews_id: number | null;
    }>(
      db,
      `SELECT ad.label, l.rx_level, (l.expires_on - DATE '${today()}')::int AS days, l.status, l.renews_id
         FROM address_licences l JOIN addresses ad ON ad.id = l.address_id
         JOIN accounts a ON a.id = ad.account_id WHERE a.account_name = 'Lakeside Family Clinic'`,
    );
    const main = licences.filter((l) => l.label === 'Main Clinic' && l.status === 'verified');
    expect(main.filter((l) => l.days <= 7).length).toBeGreaterThanOrEqual(1);
    expect(main.filter((l) => l.days > 7 && l.days <= 30).length).toBeGreaterThanOrEqual(1);
    expect(main.filter((l) => l.days > 30 && l.days <= 60).length).toBeGreaterThanOrEqual(1);
    const pending = licences.filter((l) => l.status === 'pending');
    expect(pending).toEqual([
      expect.objectContaining({ label: 'West Madison Clinic', rx_level: 3, renews_id: expect.any(Number) }),
    ]);
  });

  it('gives a ship-to its own delivery days, support issues references, and the infection-control list items', async () => {
    const [monona] = await rows<{ delivery_days: string[] }>(
      db,
      `SELECT delivery_days FROM addresses WHERE label = 'Monona Satellite Clinic'`,
    );
    expect(monona?.delivery_days).toEqual(['Wednesday']);
    const issues = await rows<{ reference: string | null; email: string | null }>(
      db,
      `SELECT reference, email FROM support_issues`,
    );
    expect(issues.length).toBeGreaterThanOrEqual(4);
    expect(issues.every((i) => /^SI-\d{6}$/.test(i.reference ?? '') && (i.email ?? '').includes('@'))).toBe(
      true,
    );
    const [list] = await rows<{ item_ids: number }>(
      db,
      `SELECT jsonb_array_length(data->'itemIds')::int AS item_ids FROM content_entries WHERE kind = 'infectionControl'`,
    );
    expect(list?.item_ids).toBeGreaterThanOrEqual(4);
  });
});

describe('content', () => {
  it('has one entry of each singleton kind and unique page paths with simple HTML', async () => {
    const entries = await rows<{ kind: string; path: string | null; data: Record<string, unknown> }>(
      db,
      `SELECT kind, path, data FROM content_entries ORDER BY id`,
    );
    for (const kind of [
      'navBar',
      'mainNavigation',
      'mainNavigationDropdown',
      'homePage',
      'footer',
      'alertBanner',
      'infectionControl',
    ]) {
      expect(
        entries.filter((e) => e.kind === kind),
        kind,
      ).toHaveLength(1);
    }
    const pages = entries.filter((e) => e.kind === 'page');
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/promotions',
      '/updates',
      '/compare',
      '/resources',
      '/marketsserved',
      '/about',
      '/contactus',
      '/shop',
    ]) {
      expect(paths).toContain(path);
    }
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const allowed = new Set<string>(PAGE_HTML_TAGS);
    const banner = entries.find((e) => e.kind === 'alertBanner');
    for (const html of [...pages.map((p) => p.data['html']), banner?.data['html']]) {
      expect(typeof html).toBe('string');
      const tags = [...String(html).matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => (m[1] ?? '').toLowerCase());
      expect(tags.filter((t) => !allowed.has(t))).toEqual([]);
    }
  });

  it('points the navigation and home page at categories that exist', async () => {
    const [nav] = await rows<{
      data: { sections: { id: string; links: { categoryUrlComponent?: string }[] }[] };
    }>(db, `SELECT data FROM content_entries WHERE kind = 'mainNavigation'`);
    const products = nav?.data.sections.find((s) => s.id === 'products');
    const slugs = (products?.links ?? []).map((l) => l.categoryUrlComponent);
    expect(slugs.length).toBeGreaterThan(0);
    const found = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM categories WHERE url_component IN (${slugs.map((s) => `'${String(s)}'`).join(',')})`,
    );
    expect(found[0]?.n).toBe(slugs.length);
  });
});

describe('the back office’s waiting work (issue 20 point 5)', () => {
  it('holds new access requests, an application to approve and a new ship-to’s pending licence', async () => {
    const requests = await rows<{ status: string; n: number }>(
      db,
      `SELECT status, count(*)::int AS n FROM access_requests GROUP BY status ORDER BY status`,
    );
    expect(requests).toEqual([
      { status: 'declined', n: 1 },
      { status: 'new', n: 3 },
    ]);
    const applications = await rows<{ account_name: string; has_password: boolean }>(
      db,
      `SELECT a.account_name, u.password_hash IS NOT NULL AS has_password
         FROM accounts a JOIN users u ON u.account_id = a.id WHERE a.status = 'pending_approval'`,
    );
    expect(applications).toEqual([{ account_name: 'Coastal Wound Care Center', has_password: false }]);
    const pending = await rows<{ label: string; others: number }>(
      db,
      `SELECT ad.label, (SELECT count(*)::int FROM address_licences o
           WHERE o.address_id = ad.id AND o.status = 'verified') AS others
         FROM address_licences l JOIN addresses ad ON ad.id = l.address_id
         WHERE l.status = 'pending' AND l.renews_id IS NULL`,
    );
    expect(pending).toEqual([{ label: 'Outpatient Pavilion', others: 0 }]);
  });
});

describe('demo spend control (issue 33)', () => {
  it('gives the Northwind group budgets from its history, rules naming approvers, and an order a rule holds', async () => {
    const budgets = await rows<{
      account_name: string;
      scope: string;
      target: string | null;
      amount_cents: number;
    }>(
      db,
      `SELECT a.account_name, b.scope, coalesce(ad.label, u.first_name) AS target, b.amount_cents
         FROM spend_budgets b JOIN accounts a ON a.id = b.account_id
         LEFT JOIN addresses ad ON ad.id = b.ship_address_id LEFT JOIN users u ON u.id = b.user_id
         ORDER BY b.id`,
    );
    expect(budgets.map((b) => [b.account_name, b.scope, b.target])).toEqual([
      ['Northwind Health Group', 'account', null],
      ['Northwind Family Practice', 'account', null],
      ['Northwind Urgent Care', 'shipTo', 'Bloomington Clinic'],
      ['Northwind Urgent Care', 'shipTo', 'Eden Prairie Clinic'],
      ['Northwind Urgent Care', 'contact', 'Laura'],
    ]);
    expect(budgets.every((b) => b.amount_cents >= 50_000 && b.amount_cents % 50_000 === 0)).toBe(true);
    const changes = await rows<{ n: number }>(db, `SELECT count(*)::int AS n FROM spend_control_changes`);
    expect(changes[0]?.n).toBe(8);

    const held = await rows<{ status: string; reason: string; approvers: number; total: number }>(
      db,
      `SELECT o.status, r.reason, cardinality(r.approver_user_ids) AS approvers,
          o.subtotal_cents + o.shipping_cents + o.tax_cents AS total
         FROM order_approval_reasons r JOIN sales_orders o ON o.id = r.sales_order_id
         WHERE r.kind = 'orderTotalOver'`,
    );
    expect(held).toHaveLength(1);
    expect(held[0]?.status).toBe('Pending Approval');
    expect(held[0]?.approvers).toBe(2);
    expect(held[0]?.total).toBeGreaterThan(50_000);
    expect(held[0]?.reason).toMatch(/^The order total of \$[\d,]+\.\d\d is over \$500\.00\.$/);

    // Every order waiting, approved or rejected because of its placer's flag says why.
    const unexplained = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM sales_orders o
         WHERE o.approval_status <> 'not_required'
           AND NOT EXISTS (SELECT 1 FROM order_approval_reasons r WHERE r.sales_order_id = o.id)`,
    );
    expect(unexplained[0]?.n).toBe(0);
  });
});

describe('demo recall (issue 34)', () => {
  it('holds a published recall of one lot that Lakeside acknowledged and another clinic has not', async () => {
    const parties = await rows<{
      account_name: string;
      acknowledged: boolean;
      units_on_hand: number | null;
      reminders_sent: number;
    }>(
      db,
      `SELECT a.account_name, ra.acknowledged_at IS NOT NULL AS acknowledged, ra.units_on_hand, ra.reminders_sent
         FROM recall_accounts ra JOIN accounts a ON a.id = ra.account_id
         JOIN recalls r ON r.id = ra.recall_id WHERE r.status = 'published' ORDER BY ra.acknowledged_at NULLS LAST`,
    );
    expect(parties.length).toBeGreaterThanOrEqual(2);
    expect(parties[0]).toMatchObject({ acknowledged: true, units_on_hand: 4 });
    expect(parties.some((p) => !p.acknowledged && p.reminders_sent === 1)).toBe(true);
    const lakeside = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM recall_accounts ra JOIN users u ON u.account_id = ra.account_id
         WHERE u.username = 'admin@lakeside-clinic.example' AND ra.acknowledged_at IS NOT NULL`,
    );
    expect(lakeside[0]?.n).toBe(1);
    // What publishing records: the shipments reached, the stopped lot, and every notice shown and mailed.
    const facts = await rows<{
      shipments: number;
      stopped: number;
      notices: number;
      unsent: number;
      bells: number;
    }>(
      db,
      `SELECT (SELECT count(*)::int FROM recall_shipments) AS shipments,
          (SELECT count(*)::int FROM item_lots WHERE sale_stopped_at IS NOT NULL) AS stopped,
          (SELECT count(*)::int FROM recall_notices) AS notices,
          (SELECT count(*)::int FROM recall_notices WHERE bell_at IS NULL OR mailed_at IS NULL) AS unsent,
          (SELECT count(*)::int FROM notifications WHERE notification_type = 'Product Recall') AS bells`,
    );
    expect(facts[0]).toMatchObject({ stopped: 1, unsent: 0 });
    expect(facts[0]?.shipments).toBeGreaterThanOrEqual(2);
    expect(facts[0]?.bells).toBe(facts[0]?.notices);
  });
});

describe('demo lots (issue 34 point 1)', () => {
  it('gives drugs, diagnostics and sterile supplies lots that add up to their stock, and their shipments lots', async () => {
    const kinds = await rows<{ drugs: number; diagnostics: number; sterile: number; other: number }>(
      db,
      `SELECT count(*) FILTER (WHERE category_path LIKE 'Prescription Pharmaceuticals%')::int AS drugs,
          count(*) FILTER (WHERE category_path LIKE 'Diagnostics%')::int AS diagnostics,
          count(*) FILTER (WHERE display_name ILIKE '%sterile%' AND display_name NOT ILIKE '%non-sterile%')::int AS sterile,
          count(*) FILTER (WHERE category_path LIKE 'Office%')::int AS other
        FROM items WHERE carries_lots`,
    );
    expect(kinds[0]?.drugs).toBeGreaterThan(0);
    expect(kinds[0]?.diagnostics).toBeGreaterThan(0);
    expect(kinds[0]?.sterile).toBeGreaterThan(0);
    expect(kinds[0]?.other).toBe(0);
    // ADR 0049's invariant: an item's lots hold its physical stock (on sale plus committed, in stock units).
    const unequal = await rows<{ id: number }>(
      db,
      `SELECT i.id FROM items i WHERE i.carries_lots AND
          coalesce((SELECT sum(quantity_on_hand) FROM item_lots x WHERE x.item_id = i.id), 0)
          <> i.quantity_available + coalesce((SELECT sum(round((l.quantity - l.quantity_cancelled
            - l.quantity_backordered - l.quantity_fulfilled) * u.conversion_rate))
            FROM sales_order_lines l JOIN units u ON u.id = l.unit_id WHERE l.item_id = i.id), 0)`,
    );
    expect(unequal).toEqual([]);
    const perItem = await rows<{ most: number; short: number; lots: number }>(
      db,
      `SELECT max(n)::int AS most, count(*) FILTER (WHERE first_expiry < DATE '2026-03-18' + 180)::int AS short,
          sum(n)::int AS lots
        FROM (SELECT item_id, count(*) AS n, min(expires_on) AS first_expiry FROM item_lots
          WHERE lot_number NOT LIKE 'LK-%' GROUP BY item_id) per`,
    );
    expect(perItem[0]?.most).toBeLessThanOrEqual(3);
    expect(perItem[0]?.short).toBeGreaterThan(0);
    // Every lot equals the sum of its movements; the recall's lots are still there as it wrote them.
    const drift = await rows<{ id: number }>(
      db,
      `SELECT x.id FROM item_lots x LEFT JOIN lot_movements m ON m.lot_id = x.id
        GROUP BY x.id HAVING x.quantity_on_hand <> coalesce(sum(m.on_hand_delta), 0)`,
    );
    expect(drift).toEqual([]);
    const recall = await rows<{ lot_number: string; stopped: boolean }>(
      db,
      `SELECT lot_number, sale_stopped_at IS NOT NULL AS stopped FROM item_lots
        WHERE lot_number IN ('LK-2417A', 'LK-2502C') ORDER BY lot_number`,
    );
    expect(recall).toEqual([
      { lot_number: 'LK-2417A', stopped: true },
      { lot_number: 'LK-2502C', stopped: false },
    ]);
    // The demo's shipments of lot items name their lots, as many stock units as they shipped.
    const shipped = await rows<{ lines: number; without: number; unequal: number }>(
      db,
      `SELECT count(*)::int AS lines, count(*) FILTER (WHERE lots IS NULL)::int AS without,
          count(*) FILTER (WHERE lots IS NOT NULL AND lots <> units)::int AS unequal
        FROM (SELECT fl.id, round(fl.quantity * u.conversion_rate) AS units,
            (SELECT sum(quantity) FROM fulfillment_line_lots fll WHERE fll.fulfillment_line_id = fl.id) AS lots
          FROM fulfillment_lines fl JOIN fulfillments f ON f.id = fl.fulfillment_id
          JOIN sales_order_lines l ON l.id = fl.sales_order_line_id JOIN units u ON u.id = l.unit_id
          JOIN items i ON i.id = l.item_id
          WHERE i.carries_lots AND fl.quantity > 0 AND f.status IN ('Shipped', 'Delivered')
            AND NOT EXISTS (SELECT 1 FROM item_lots k WHERE k.item_id = i.id AND k.lot_number LIKE 'LK-%')) s`,
    );
    expect(shipped[0]?.lines).toBeGreaterThan(0);
    expect(shipped[0]).toMatchObject({ without: 0, unequal: 0 });
  });
});
