// The back office's search tools (issue 29 points 3 and 5): content staff add a set of phrases and
// the next search finds the product by any of them, without a restart; they change and remove sets;
// phrases are stored as search reads them; every change is audited; they read the week's searches
// (top, without results, without a click); other staff and customers are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createCatalogItem } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { queryRows } from '../../db/client.ts';

let t: TestContext;
let editor: { headers: { authorization: string } };
let orderDesk: { headers: { authorization: string } };
let stethoscopeId = 0;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  editor = await signedInStaff(t.app, t.db, ['content']);
  orderDesk = await signedInStaff(t.app, t.db, ['order_desk']);
  stethoscopeId = (await createCatalogItem(t.db, { displayName: 'Dual-Head Stethoscope, Navy' })).item.id;
});
afterAll(async () => t.close());

const withId = (id: number) => adminPaths.searchSynonym.replace(':id', String(id));
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = editor.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const searchIds = async (searchTerm: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shopping/item/paginate',
    payload: { page: 1, searchTerm },
  });
  return res.json<{ results: Array<{ id: number }> }>().results.map((r) => r.id);
};

describe('back-office synonyms', () => {
  it('adds a set the next search applies, stored as search reads it and audited', async () => {
    expect(await searchIds('zzdoppler ear')).toEqual([]);
    const res = await call('POST', adminPaths.searchSynonyms, {
      phrases: ['ZZDoppler-Ear', 'stethoscope', 'zzdoppler ear'],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<{ id: number; phrases: string[] }>();
    expect(created.phrases).toEqual(['zzdoppler ear', 'stethoscope']);
    await expect.poll(() => searchIds('zzdoppler ear'), { timeout: 5_000 }).toContain(stethoscopeId);
    const list = (await call('GET', adminPaths.searchSynonyms)).json<{ synonyms: Array<{ id: number }> }>();
    expect(list.synonyms.map((s) => s.id)).toContain(created.id);
    const audited = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity_type = 'search_synonym' AND entity_id = ${String(created.id)}`,
    );
    expect(audited.map((a) => a.action)).toEqual(['synonym.create']);
  });

  it('changes and removes a set, and the search follows', async () => {
    const { id } = (
      await call('POST', adminPaths.searchSynonyms, { phrases: ['zzcardio', 'stethoscope'] })
    ).json<{
      id: number;
    }>();
    await expect.poll(() => searchIds('zzcardio'), { timeout: 5_000 }).toContain(stethoscopeId);
    const changed = await call('PUT', withId(id), { phrases: ['zzcardio', 'otoscope'] });
    expect(changed.statusCode).toBe(200);
    await expect.poll(() => searchIds('zzcardio'), { timeout: 5_000 }).not.toContain(stethoscopeId);
    expect((await call('DELETE', withId(id))).statusCode).toBe(200);
    expect((await call('DELETE', withId(id))).statusCode).toBe(404);
    expect((await call('PUT', withId(id), { phrases: ['a1', 'b2'] })).statusCode).toBe(404);
  });

  it('refuses a set of fewer than two different phrases', async () => {
    const res = await call('POST', adminPaths.searchSynonyms, { phrases: ['Gauze', 'gauze!'] });
    expect(res.statusCode).toBe(400);
  });

  it("shows the week's top searches, those with no results and those with no click", async () => {
    const search = async (searchTerm: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/shopping/item/paginate',
          payload: { page: 1, searchTerm },
        })
      ).json<{ queryID: string }>().queryID;
    await search('zzanalytics');
    await search('ZZanalytics ');
    const clicked = await search('stethoscope');
    await search('stethoscope');
    await search('stethoscope');
    await t.db.execute(
      sql`INSERT INTO search_events (kind, query_id, object_ids, position) VALUES ('click', ${clicked}, ${`{${stethoscopeId}}`}::text[], 1)`,
    );
    const res = await call('GET', `${adminPaths.searchAnalytics}?weeks=1`);
    expect(res.statusCode).toBe(200);
    const [week] = res.json<{
      weeks: Array<{
        top: Array<{ query: string; searches: number }>;
        zeroResults: Array<{ query: string; searches: number; findsNow: boolean; suggestion: string | null }>;
        noClicks: Array<{ query: string; searches: number }>;
      }>;
    }>().weeks;
    expect(week?.top).toContainEqual({ query: 'stethoscope', searches: 3 });
    expect(week?.zeroResults).toContainEqual({
      query: 'zzanalytics',
      searches: 2,
      findsNow: false,
      suggestion: null,
    });
    expect(week?.zeroResults.map((r) => r.query)).not.toContain('stethoscope');
    expect(week?.noClicks).toContainEqual({ query: 'stethoscope', searches: 2 });
  });

  it('answers one week asked for, and what each zero-result term finds now', async () => {
    const search = (searchTerm: string) =>
      t.app.inject({ method: 'POST', url: '/api/shopping/item/paginate', payload: { page: 1, searchTerm } });
    // Three letters too many: beyond the typo allowance, so nothing; "Did you mean" knows better.
    await search('stetthoscoppee');
    await search('zzweekly');
    type Week = {
      weekStart: string;
      searches: number;
      zeroResults: Array<{ query: string; searches: number; findsNow: boolean; suggestion: string | null }>;
    };
    const today = new Date().toISOString().slice(0, 10);
    const weekOf = async (day: string) => {
      const res = await call('GET', `${adminPaths.searchAnalytics}?week=${day}`);
      expect(res.statusCode).toBe(200);
      const { weeks } = res.json<{ weeks: Week[] }>();
      expect(weeks).toHaveLength(1);
      return weeks[0] as Week;
    };
    const thisWeek = await weekOf(today);
    expect(new Date(`${thisWeek.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(thisWeek.zeroResults).toContainEqual({
      query: 'stetthoscoppee',
      searches: 1,
      findsNow: false,
      suggestion: 'stethoscope',
    });
    expect(thisWeek.zeroResults).toContainEqual({
      query: 'zzweekly',
      searches: 1,
      findsNow: false,
      suggestion: null,
    });
    // A synonym later, the same row says the term finds something now.
    const { id } = (
      await call('POST', adminPaths.searchSynonyms, { phrases: ['zzweekly', 'stethoscope'] })
    ).json<{
      id: number;
    }>();
    await expect
      .poll(async () => (await weekOf(today)).zeroResults.find((r) => r.query === 'zzweekly')?.findsNow, {
        timeout: 5_000,
      })
      .toBe(true);
    await call('DELETE', withId(id));
    // A week without searches is answered, empty; a malformed day is refused.
    const empty = await weekOf('2020-01-08');
    expect(empty).toMatchObject({ weekStart: '2020-01-06', searches: 0, zeroResults: [] });
    expect((await call('GET', `${adminPaths.searchAnalytics}?week=2020-13-45`)).statusCode).toBe(400);
  });

  it('refuses staff without the content area, and customers', async () => {
    expect((await call('GET', adminPaths.searchSynonyms, undefined, orderDesk.headers)).statusCode).toBe(403);
    expect((await call('GET', adminPaths.searchSynonyms, undefined, {})).statusCode).toBe(401);
  });
});
