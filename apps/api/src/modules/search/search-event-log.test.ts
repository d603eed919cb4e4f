// A search's event is written after the search is answered (issue 30 point 2, ADR 0058): the
// process's SearchEventLog queues it and writes the queue in grouped inserts; readers settle it
// first, and the app's onClose writes what is still queued before the database closes.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@medsupply/contract';
import { createTestContext, useTestDatabase, type TestContext } from '../../../test/harness.ts';
import { createCatalogItem } from '../../../test/factories.ts';
import { searchEvents } from '../../db/schema/index.ts';
import { EVENTS_PER_INSERT } from './search.queries.ts';
import { newQueryId, searchEventLog } from './search.service.ts';

/** A logger that keeps what it is told. */
function keptLog() {
  const lines: Array<{ level: string; details: object; message: string | undefined }> = [];
  const at = (level: string) => (details: object, message?: string) =>
    lines.push({ level, details, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const searchEvent = (query: string) => ({
  kind: 'search' as const,
  userId: null,
  accountId: null,
  query,
  queryId: newQueryId(),
  resultCount: 1,
});

describe('search event log', () => {
  const database = useTestDatabase();

  it('writes every recorded event, more than one insert holds, once settled', async () => {
    const { db } = database();
    const events = searchEventLog(db);
    const { log, lines } = keptLog();
    const recorded = Array.from({ length: EVENTS_PER_INSERT + 3 }, (_, i) => searchEvent(`gauze ${i}`));
    for (const event of recorded) events.record(event, log);
    await events.settled();
    const rows = await db
      .select({ queryId: searchEvents.queryId, query: searchEvents.query })
      .from(searchEvents)
      .where(
        inArray(
          searchEvents.queryId,
          recorded.map((e) => e.queryId),
        ),
      );
    expect(rows).toHaveLength(recorded.length);
    expect(new Set(rows.map((r) => r.query))).toEqual(new Set(recorded.map((e) => e.query)));
    expect(lines).toEqual([]);
  });

  it('writes what is queued when closed', async () => {
    const { db } = database();
    const events = searchEventLog(db);
    const event = searchEvent('suture kit');
    events.record(event, keptLog().log);
    await events.close();
    const [row] = await db.select().from(searchEvents).where(eq(searchEvents.queryId, event.queryId));
    expect(row).toMatchObject({ kind: 'search', query: 'suture kit', resultCount: 1 });
  });

  it('logs an insert that fails and goes on writing the events after it', async () => {
    const { db } = database();
    const events = searchEventLog(db);
    const { log, lines } = keptLog();
    // PostgreSQL refuses a NUL in text: the whole insert fails, and is logged, not thrown.
    const refused = searchEvent('bad \u0000 term');
    events.record(refused, log);
    await events.settled();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'search events not recorded' }),
    ]);
    const after = searchEvent('nitrile gloves');
    events.record(after, log);
    await events.settled();
    const rows = await db
      .select({ queryId: searchEvents.queryId })
      .from(searchEvents)
      .where(inArray(searchEvents.queryId, [refused.queryId, after.queryId]));
    expect(rows).toEqual([{ queryId: after.queryId }]);
  });
});

describe('a search answered through the API', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
    await createCatalogItem(t.db, { displayName: 'Zephyrine Foam Dressing 4x4' });
  });

  afterAll(async () => t.close());

  it('has its event written by the time the app has closed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.catalog.paginate,
      payload: { page: 1, searchTerm: 'zephyrine' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { queryID } = res.json<{ queryID: string }>();
    // main.ts closes the app (onClose writes the queue), then the database.
    await t.app.close();
    const [row] = await t.db.select().from(searchEvents).where(eq(searchEvents.queryId, queryID));
    expect(row).toMatchObject({ kind: 'search', query: 'zephyrine', resultCount: 1 });
  });
});
