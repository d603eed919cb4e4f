// A few SIGKILLs during a stream of placements, so CI guards it (issue 17 "Reliability"); the
// chaos script runs hundreds (npm run chaos, apps/api/test/chaos/). Every second order is a card
// order the staff ship, cancel and refund in part (issue 26). After restarts: every order the client
// saw confirmed is there, none twice, none partial, stock and credit agree with the orders, and the
// sandbox gateway's authorised, captured, voided and refunded amounts agree with each card order,
// its invoices and memos.
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

const KILLS = 4;

describe('a store process killed while placing, shipping, cancelling and refunding orders', () => {
  it("keeps every confirmed order, does nothing twice or in part, and keeps the gateway's books", async () => {
    const target = await chaosTarget();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-chaos-data-'));
    try {
      const report = await runPlacementChaos(target, {
        kills: KILLS,
        secret: testConfig().jwtSecret,
        dataDir,
        maxKillDelayMs: 600,
      });
      expect(report.problems).toEqual([]);
      expect(report.mismatches).toBe(0);
      expect(report.kills).toBe(KILLS);
      expect(report.orders).toBe(report.confirmed);
      // Each killed run had confirmed an order before the kill, and the last run four.
      expect(report.confirmed).toBeGreaterThanOrEqual(report.kills + 4);
      // Half of them card orders, each captured, released and refunded in part.
      expect(report.cardOrders).toBe(Math.floor(report.orders / 2));
      expect(report.card.capturedCents).toBeGreaterThan(0);
      expect(report.card.voidedCents).toBeGreaterThan(0);
      expect(report.card.refundedCents).toBeGreaterThan(0);
      expect(report.card.authorisedCents).toBe(
        report.card.capturedCents + report.card.voidedCents + report.card.heldCents,
      );
    } finally {
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
