// A few SIGKILLs during a stream of placements, so CI guards it (issue 17 "Reliability"); the
// chaos script runs hundreds (npm run chaos, apps/api/test/chaos/). After restarts: every order the
// client saw confirmed is there, none twice, none partial, stock and credit agree with the orders.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { runPlacementChaos, type ChaosTarget } from '../../../test/chaos/place-order-chaos.ts';

async function chaosTarget(): Promise<ChaosTarget & { drop: () => Promise<void> }> {
  const testDb = inject('testDb');
  if (testDb.kind === 'postgres') {
    const opened = await openTestDatabase();
    await opened.database.close();
    const url = opened.url ?? '';
    return {
      env: { CHILD_DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, poolSize: 5 }),
      drop: opened.drop,
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-chaos-pglite-'));
  const image = await openDatabase({
    dataDir: dir,
    loadDataDir: new Blob([await readFile(testDb.dumpFile)]),
  });
  await image.close();
  return {
    env: { CHILD_PGLITE_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

describe('a store process killed while placing orders', () => {
  it('keeps every confirmed order, places none twice and none in part', async () => {
    const target = await chaosTarget();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-chaos-data-'));
    try {
      const report = await runPlacementChaos(target, {
        kills: 4,
        secret: testConfig().jwtSecret,
        dataDir,
        // PGlite needs a moment to open its files; kill once placements are under way.
        maxKillDelayMs: 1_500,
      });
      expect(report.problems).toEqual([]);
      expect(report.kills).toBe(4);
      expect(report.orders).toBe(report.confirmed);
      expect(report.confirmed).toBeGreaterThan(3);
    } finally {
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
