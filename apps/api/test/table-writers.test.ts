// Which module may write which table (ARCHITECTURE §4, ADR 0034): every INSERT, UPDATE and DELETE
// in the API's source, whether SQL text or drizzle's builder, is found and attributed to the
// module (or core area) whose file holds it, and the whole map must equal the one written here.
// A new writer of a table, or of one of the columns order-to-cash alone moves (an account's terms
// credit, an item's stock, an allocation's use), fails this test until the map says who owns it.
// The demo seed (db/seed) writes history in bulk and is checked by the invariants instead.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Columns of other tables that order-to-cash alone moves. */
const GUARDED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['available_balance_cents', 'availableBalanceCents'],
  items: ['quantity_available', 'quantityAvailable'],
  item_allocations: ['used_quantity', 'usedQuantity'],
};

const O2C = 'modules/order-to-cash';

/** The writers of each table (and `table.column` for the guarded columns), as the code must have them. */
const OWNERS: Readonly<Record<string, readonly string[]>> = {
  // order-to-cash (ADR 0034)
  sales_orders: [O2C],
  sales_order_lines: [O2C],
  controlled_substance_records: [O2C],
  fulfillments: [O2C],
  fulfillment_lines: [O2C],
  fulfillment_events: [O2C],
  invoices: [O2C],
  invoice_lines: [O2C],
  payments: [O2C],
  payment_applications: [O2C],
  credit_memos: [O2C],
  credit_memo_lines: [O2C],
  credit_memo_applications: [O2C],
  payment_reversals: [O2C],
  line_cancellations: [O2C],
  statement_runs: [O2C],
  // Lots (issue 34, ADR 0049): received, shipped and returned by order-to-cash alone.
  // Recalls stop the sale of a recalled lot (sale_stopped_at alone; ADR 0050); every quantity of a
  // lot is order-to-cash's.
  item_lots: [O2C, 'modules/recalls'],
  lot_movements: [O2C],
  fulfillment_line_lots: [O2C],
  // Settings staff change: the dating threshold (order-to-cash's lots) and the rule for returned
  // controlled substances (returns').
  store_settings: [O2C, 'modules/returns'],
  'accounts.available_balance_cents': [O2C],
  'items.quantity_available': [O2C],
  'item_allocations.used_quantity': [O2C],
};

interface Write {
  table: string;
  file: string;
}

const TABLES = new Map<string, string>(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => [name, getTableName(value as PgTable)]),
);

/** The area a file belongs to: 'modules/cart', 'core', 'db', 'jobs'… */
function areaOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === 'modules' ? `modules/${parts[1] ?? ''}` : (parts[0] ?? '');
}

/** The text from `start` to the end of its statement's SET list (or the next 400 characters). */
function setClause(text: string, start: number): string {
  const rest = text.slice(start, start + 1200);
  const end = rest.search(/\bWHERE\b|\bFROM\b(?![^(]*\))|RETURNING|`/);
  return end > 0 ? rest.slice(0, end) : rest.slice(0, 400);
}

/** The columns an INSERT names, and those its ON CONFLICT … DO UPDATE SET sets. */
function insertedColumns(text: string, start: number): string {
  const statement = text.slice(start, start + 1200);
  const end = statement.indexOf('`');
  const body = end > 0 ? statement.slice(0, end) : statement;
  const columns = body.slice(0, Math.max(0, body.search(/\b(VALUES|SELECT)\b/)));
  const conflict = body.indexOf('DO UPDATE SET');
  return conflict < 0 ? columns : `${columns} ${setClause(body, conflict)}`;
}

/** Every write in `text`: SQL statements and drizzle builder calls, with guarded columns named. */
export function writesIn(text: string): string[] {
  const found: string[] = [];
  const guarded = (table: string, clause: string) => {
    for (const column of GUARDED_COLUMNS[table] ?? []) {
      if (new RegExp(`\\b${column}\\b`).test(clause))
        found.push(`${table}.${(GUARDED_COLUMNS[table] ?? [])[0] ?? column}`);
    }
  };
  for (const m of text.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?/g)) {
    const table = m[2] ?? '';
    if (!/^[a-z_]+$/.test(table) || table === 'set') continue;
    const kind = (m[1] ?? '').split(/\s/)[0];
    if (kind === 'UPDATE' && GUARDED_COLUMNS[table]) guarded(table, setClause(text, m.index));
    else found.push(table);
    if (kind === 'INSERT' && GUARDED_COLUMNS[table]) guarded(table, insertedColumns(text, m.index));
  }
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    const table = TABLES.get(m[2] ?? '');
    if (!table) continue;
    if (m[1] === 'update' && GUARDED_COLUMNS[table]) guarded(table, text.slice(m.index, m.index + 600));
    else found.push(table);
  }
  return found;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['seed', 'migrations', 'hosted-fields'].includes(entry.name)) continue;
      out.push(...(await sourceFiles(full)));
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('.fixtures.ts')
    ) {
      out.push(full);
    }
  }
  return out;
}

async function writersByTable(): Promise<Map<string, Set<string>>> {
  const writes: Write[] = [];
  for (const file of await sourceFiles(src)) {
    for (const table of writesIn(await readFile(file, 'utf8'))) writes.push({ table, file });
  }
  const byTable = new Map<string, Set<string>>();
  for (const w of writes) {
    const writers = byTable.get(w.table) ?? new Set<string>();
    writers.add(areaOf(w.file));
    byTable.set(w.table, writers);
  }
  return byTable;
}

describe('table writers', () => {
  it('finds SQL and builder writes, and the guarded columns among an UPDATE’s SET', () => {
    expect(writesIn('sql`INSERT INTO invoices (id) VALUES (1)`')).toEqual(['invoices']);
    expect(writesIn('sql`UPDATE accounts SET available_balance_cents = 1 WHERE id = 2`')).toEqual([
      'accounts.available_balance_cents',
    ]);
    expect(writesIn('sql`UPDATE accounts SET account_name = ${n} WHERE id = 2`')).toEqual([]);
    expect(writesIn('await db.update(accounts).set({ availableBalanceCents: 5 }).where(x)')).toEqual([
      'accounts.available_balance_cents',
    ]);
    expect(writesIn('await db.insert(salesOrders).values(row)')).toEqual(['sales_orders']);
    expect(writesIn('sql`DELETE FROM cart_lines WHERE id = 1`')).toEqual(['cart_lines']);
    // A guarded column read in a condition is not written (the row is).
    expect(
      writesIn(
        'sql`INSERT INTO item_allocations AS a (account_id, max_quantity) VALUES (1, 2) ON CONFLICT (id) DO UPDATE SET max_quantity = excluded.max_quantity WHERE a.used_quantity <= 2`',
      ),
    ).toEqual(['item_allocations']);
    expect(writesIn('sql`INSERT INTO item_allocations (account_id, used_quantity) VALUES (1, 2)`')).toEqual([
      'item_allocations',
      'item_allocations.used_quantity',
    ]);
  });

  it('lets only the owner of each order-to-cash table and guarded column write it', async () => {
    const byTable = await writersByTable();
    const actual: Record<string, string[]> = {};
    for (const table of Object.keys(OWNERS)) actual[table] = [...(byTable.get(table) ?? [])].sort();
    const expected = Object.fromEntries(Object.entries(OWNERS).map(([t, w]) => [t, [...w].sort()]));
    expect(actual).toEqual(expected);
  });

  it('writes no other table from more than one module without saying so', async () => {
    const byTable = await writersByTable();
    const shared = [...byTable]
      .filter(([table, writers]) => !(table in OWNERS) && writers.size > 1)
      .map(([table, writers]) => `${table}: ${[...writers].sort().join(', ')}`)
      .sort();
    // Tables two modules write on purpose, each with its reason.
    expect(shared).toEqual(SHARED_ON_PURPOSE);
  });
});

/**
 * Tables written from two places on purpose (none of them order-to-cash's). Adding a line here is a
 * decision: say why in the comment.
 */
const SHARED_ON_PURPOSE: string[] = [
  // A visitor asks for access (auth); the staff decide it (back office).
  'access_requests: modules/auth, modules/back-office',
  // Registration creates an account (auth); the staff edit its terms and status (back office). Its
  // terms credit is order-to-cash's alone (the guarded column above).
  'accounts: modules/auth, modules/back-office',
  // A buyer uploads a licence (addresses); compliance verifies or rejects it (back office).
  'address_licences: modules/addresses, modules/back-office',
  // Registration creates the first address (auth); the account edits them (addresses).
  'addresses: modules/addresses, modules/auth',
  // Failed logins are counted by auth and swept by the cleanup job.
  'auth_failures: jobs, modules/auth',
  // Idempotency keys and rate-limit events are the core's; the cleanup job sweeps them.
  'idempotency_keys: core, jobs',
  // The staff set an allocation's maximum (back office); placing an order opens the period's row and
  // order-to-cash alone moves what is used (the guarded column above).
  'item_allocations: modules/back-office, modules/order-to-cash',
  // A list becomes a subscription's (subscriptions marks it); the lists are item-lists'.
  'item_lists: modules/item-lists, modules/subscriptions',
  // Registration may name a new price level (auth); the staff set them (back office).
  'price_levels: modules/auth, modules/back-office',
  'rate_limit_events: core, jobs',
  // Security events: sign-ins (auth) and a search's abuse (search).
  'security_events: modules/auth, modules/search',
  // Sessions are auth's; the cleanup job sweeps expired ones.
  'sessions: jobs, modules/auth',
  // Deleting a list ends its subscription (item-lists); subscriptions are set up by their module.
  'subscriptions: modules/item-lists, modules/subscriptions',
  // A contact edits their profile (account), signs in (auth), is managed by the account's admins
  // (contacts) and by the staff (back office).
  'users: modules/account, modules/auth, modules/back-office, modules/contacts',
];
