// The change feed on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
// triggers of migration 0011 notify, the feed hears them, and a lost connection is never trusted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogItem, createCategory } from '../../test/factories.ts';
import { useTestDatabase } from '../../test/harness.ts';
import { openChangeFeed, type ChangeFeed } from './changes.ts';
import { queryRows, type Database } from './client.ts';

const testDatabase = useTestDatabase();
let database: Database;
let feed: ChangeFeed;

beforeAll(async () => {
  database = testDatabase();
  feed = await openChangeFeed(database);
});

afterAll(async () => {
  await feed.close();
});

/** Waits until `check` holds: a notification arrives after its transaction commits. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('change feed (ADR 0013)', () => {
  it('moves the categories stamp when a statement changes categories, and only then', async () => {
    const before = feed.stamp('categories');
    expect(before).not.toBeNull();
    const category = await createCategory(database.db, 'Feed Insert');
    await eventually(() => feed.stamp('categories') !== before, 'the insert is heard');

    const afterInsert = feed.stamp('categories');
    await database.db.execute(sql`UPDATE categories SET name = 'Feed Update' WHERE id = ${category.id}`);
    await eventually(() => feed.stamp('categories') !== afterInsert, 'the update is heard');

    const afterUpdate = feed.stamp('categories');
    await database.db.execute(sql`DELETE FROM categories WHERE id = ${category.id}`);
    await eventually(() => feed.stamp('categories') !== afterUpdate, 'the delete is heard');

    // Other tables do not move it, nor does a rolled-back change.
    const settled = feed.stamp('categories');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE categories SET name = name`);
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.execute(sql`UPDATE price_levels SET name = name`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.stamp('categories')).toBe(settled);
  });

  it('moves the item_search stamp when a listed item really changes, not when its search row stays as it was', async () => {
    const category = await createCategory(database.db, 'Feed Search');
    const { item } = await createCatalogItem(database.db, {
      displayName: 'Feed Numbat Swab',
      categoryId: category.id,
      quantityAvailable: 10,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Stock that stays above zero leaves the item's search row as it was (in stock either way).
    const settled = feed.stamp('item_search');
    await database.db.execute(sql`UPDATE items SET quantity_available = 9 WHERE id = ${item.id}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.stamp('item_search')).toBe(settled);
    // Out of stock: the row changes (its availability facet), and the stamp moves.
    await database.db.execute(sql`UPDATE items SET quantity_available = 0 WHERE id = ${item.id}`);
    await eventually(() => feed.stamp('item_search') !== settled, 'the stock change is heard');

    const beforeRx = feed.stamp('rx_levels');
    await database.db.execute(sql`UPDATE rx_levels SET name = name WHERE id = 0`);
    await eventually(() => feed.stamp('rx_levels') !== beforeRx, 'the Rx level change is heard');
  });

  it('commits a notifying transaction with its WAL flushed, even one that asked not to wait (ADR 0037)', async () => {
    const settingAfter = async (statement: ReturnType<typeof sql>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
        await tx.execute(statement);
        const [row] = await queryRows<{ synchronous_commit: string }>(tx, sql`SHOW synchronous_commit`);
        return row?.synchronous_commit;
      });
    // A catalogue change notifies: its commit is flushed before a replica's reader is told of it.
    expect(await settingAfter(sql`UPDATE rx_levels SET name = name WHERE id = 0`)).toBe('local');
    // Anything else (a search event's table) keeps the cheaper commit it asked for.
    expect(await settingAfter(sql`UPDATE search_events SET kind = kind WHERE false`)).toBe('off');
  });

  it('heard() answers only after every change committed before it was asked is heard', async () => {
    // Many writes in a row, each followed at once by heard(): the stamp has moved every time, on
    // PostgreSQL (its own notification, which arrives after theirs) and in process alike.
    const category = await createCategory(database.db, 'Feed Heard');
    for (let round = 0; round < 20; round += 1) {
      const before = feed.stamp('categories');
      await database.db.execute(
        sql`UPDATE categories SET name = ${`Feed Heard ${round}`} WHERE id = ${category.id}`,
      );
      await feed.heard();
      expect(feed.stamp('categories')).not.toBe(before);
    }
    // Its own mark moves no topic's stamp.
    const settled = feed.stamp('categories');
    await feed.heard();
    expect(feed.stamp('categories')).toBe(settled);
  });

  it('reports nothing reusable once closed', async () => {
    const other = await openChangeFeed(database);
    expect(other.stamp('categories')).not.toBeNull();
    await other.close();
    expect(other.stamp('categories')).toBeNull();
  });

  it('on PostgreSQL, stops vouching while its connection is lost and listens again with a new stamp', async () => {
    if (database.kind === 'pglite') {
      // In-process: the feed has no connection to lose and hears every commit.
      const before = feed.stamp('categories');
      await createCategory(database.db, 'Feed In Process');
      await eventually(() => feed.stamp('categories') !== before, 'the insert is heard');
      return;
    }
    const before = feed.stamp('categories');
    const [listener] = await queryRows<{ pid: number }>(
      database.db,
      sql`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    expect(listener).toBeDefined();
    await database.db.execute(sql`SELECT pg_terminate_backend(${listener?.pid ?? 0})`);
    await eventually(() => feed.stamp('categories') === null, 'the lost connection is noticed');
    await eventually(() => feed.stamp('categories') !== null, 'it listens again');
    // Copies made before the loss are not trusted after it, even though no category changed.
    expect(feed.stamp('categories')).not.toBe(before);
    const relistened = feed.stamp('categories');
    await createCategory(database.db, 'Feed After Reconnect');
    await eventually(() => feed.stamp('categories') !== relistened, 'the insert is heard again');
  });
});
