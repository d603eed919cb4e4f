// The demo store: the catalogue, then reference data, companies, their history and the site content,
// all derived from one seed string and one `now`, so the same inputs give the same rows
// (docs: README "Demo logins"). `npm start` runs it on an empty database; `npm run db:seed` on demand.
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../client.ts';
import { BulkWriter } from './bulk.ts';
import { seedCatalog, type CatalogSummary } from './catalog.ts';
import { DEMO_PASSWORD, isDatabaseEmpty } from './demo.ts';
import { readCatalogSample } from './catalog-sample.ts';
import { seedCompanies } from './companies.ts';
import { seedContent } from './content.ts';
import { markExpectedRestocks, seedHistory } from './history.ts';
import { seedControlledRecords } from './controlled-records.ts';
import { seedSelfService } from './self-service.ts';
import { seedStaff } from './staff.ts';
import { seedBackOfficeCustomers } from './back-office-customers.ts';
import { seedPunchout } from './punchout.ts';
import { seedReturns } from './returns.ts';
import { seedRecalls } from './recalls.ts';
import { seedLots } from './lots.ts';
import { seedSpendControl } from './spend-control.ts';
import { createRng } from './random.ts';
import { seedReference } from './reference.ts';

export { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty } from './demo.ts';

export interface SeedOptions {
  /** Catalogue size. */
  items?: number;
  seed?: string;
  /** The moment the history leads up to; fix it for reproducible rows. */
  now?: Date;
  /**
   * The store's JWT_SECRET, from which the sandbox gateway derives its key: the seeded payment
   * methods hold tokens signed with it, so the demo's saved cards pay (ADR 0021).
   */
  gatewaySecret: string;
}

export interface SeedResult {
  catalog: CatalogSummary;
  /** Rows per table after seeding (tables left empty are omitted). */
  counts: Record<string, number>;
  /** Milliseconds spent in the catalogue and in the rest of the store. */
  timings: { catalogMs: number; storeMs: number };
}

/**
 * The demo password hashed once. The salt is derived from the seed instead of drawn at random so the
 * same seed gives byte-identical rows; the password is public anyway, so the salt protects nothing.
 */
async function demoPasswordHash(seed: string): Promise<string> {
  const salt = createHash('sha256').update(`${seed}/demo-password-salt`).digest().subarray(0, 16);
  // The library's defaults are those of modules/auth/passwords.ts: argon2id, 19 MiB, 2 passes.
  return hash(DEMO_PASSWORD, { salt });
}

export async function seedDemoStore(database: Database, options: SeedOptions): Promise<SeedResult> {
  const { items = 2500, seed = 'meridian', now = new Date(), gatewaySecret } = options;
  if (!(await isDatabaseEmpty(database.db))) {
    throw new Error('The database already holds accounts or items; seed only an empty database');
  }
  const catalogStarted = performance.now();
  const catalog = await seedCatalog(database, { items, seed, now });
  const storeStarted = performance.now();

  const rng = createRng(`${seed}/store`);
  const writer = new BulkWriter(database);
  // Per-row foreign-key triggers are most of the history's load time; finish() checks every key once.
  await writer.deferForeignKeyChecks();
  const [sample, passwordHash] = await Promise.all([readCatalogSample(database.db), demoPasswordHash(seed)]);
  const reference = await seedReference(writer);
  const companies = await seedCompanies({ writer, rng, now, passwordHash, reference, sample, gatewaySecret });
  await seedHistory({ database, writer, rng, now, sample, reference, companies, gatewaySecret });
  const contentCount = await seedContent({
    writer,
    now,
    topCategories: sample.topCategories,
    featuredItemIds: (sample.gloves.length > 0 ? sample.gloves : sample.popular)
      .slice(0, 8)
      .map((item) => item.id),
  });
  await seedSelfService({ writer, db: database.db, now, nextContentId: contentCount + 1 });
  await seedStaff(writer, passwordHash, now);
  await writer.finish();
  await markExpectedRestocks(database, now);
  await seedControlledRecords(database);
  await finish(database, Object.keys(writer.counts()));
  await seedBackOfficeCustomers(database.db, now);
  await seedPunchout(database.db, companies, { seed, now });
  await seedSpendControl(database.db, now);
  await seedReturns(database.db, now);
  await seedRecalls(database.db, now);
  await seedLots(database.db, now);
  const counts = await tableCounts(database.db);
  return {
    catalog,
    counts,
    timings: { catalogMs: storeStarted - catalogStarted, storeMs: performance.now() - storeStarted },
  };
}

async function publicTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((r) => r.name);
}

/**
 * The seed writes its own ids (OVERRIDING SYSTEM VALUE), which leaves identity sequences at 1: move
 * each past the largest id so the application's inserts do not collide. Then refresh the planner's
 * statistics of the tables written here (the catalogue analyses its own), which a bulk load leaves stale.
 */
async function finish(database: Database, written: readonly string[]): Promise<void> {
  const identities = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND is_identity = 'YES' ORDER BY table_name`,
  );
  if (identities.length > 0) {
    const statements = identities.map(
      ({ table_name: table, column_name: column }) =>
        `SELECT setval(pg_get_serial_sequence('public."${table}"', '${column}'),
           coalesce((SELECT max("${column}") FROM public."${table}"), 0) + 1, false)`,
    );
    await database.exec(`${statements.join(';\n')};`);
  }
  if (written.length > 0) await database.exec(`ANALYZE ${written.map((t) => `public."${t}"`).join(', ')};`);
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await publicTables(db);
  if (tables.length === 0) return {};
  const union = tables
    .map((t) => `SELECT '${t}' AS name, count(*)::int AS n FROM public."${t}"`)
    .join(' UNION ALL ');
  const rows = await queryRows<{ name: string; n: number }>(db, sql.raw(`${union} ORDER BY name`));
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.name, r.n]));
}

/** Empties every table of the public schema and restarts their identities (`db:seed --reset`). */
export async function truncateAll(database: Database): Promise<void> {
  const tables = await publicTables(database.db);
  if (tables.length === 0) return;
  await database.exec(`TRUNCATE ${tables.map((t) => `public."${t}"`).join(', ')} RESTART IDENTITY CASCADE;`);
}
