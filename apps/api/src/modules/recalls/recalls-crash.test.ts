// A process killed between publishing a recall and sending its notices (issue 34 "Reliability"):
// the notices and their jobs committed with the publication, so a restarted worker sends every
// notice (bell and mail), once each, and a second restart sends nothing more.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { createJobsRuntime } from '../../jobs/runtime.ts';
import { modules } from '../../modules.ts';
import { databaseForChild, testConfig } from '../../../test/harness.ts';
import {
  createLot,
  createRecallClinic,
  createRecallItem,
  shipToClinic,
} from '../../../test/recall-factories.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import * as q from './recalls.queries.ts';

const child = path.resolve(import.meta.dirname, '../../../test/recall-crash-child.ts');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function emlFiles(dataDir: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml'));
}

describe('a process killed between publishing a recall and sending its notices', () => {
  it('sends every notice exactly once after the restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-recall-crash-'));
    const config = testConfig({}, dataDir);
    const target = await databaseForChild();
    try {
      // The world: two clinics got the recalled lot (an admin and a buyer each), one did not.
      const seeding = await target.open();
      const db = seeding.db;
      const item = await createRecallItem(db, 'Crash Gauze');
      const lot = await createLot(db, item.id, 'CR-1');
      const other = await createLot(db, item.id, 'CR-2');
      const first = await createRecallClinic(db, 'North Clinic');
      const second = await createRecallClinic(db, 'South Clinic');
      const spared = await createRecallClinic(db, 'West Clinic');
      await shipToClinic(db, first, item, 4, [{ lotId: lot, quantity: 4 }]);
      await shipToClinic(db, second, item, 2, [{ lotId: lot, quantity: 2 }]);
      await shipToClinic(db, spared, item, 9, [{ lotId: other, quantity: 9 }]);
      const staff = await createStaff(db, { roles: ['compliance'] });
      const recallId = await db.transaction(async (tx) => {
        const id = await q.insertDraft(
          tx,
          {
            recallClass: 'I',
            title: 'Crash lot',
            reason: 'Sterility',
            instructions: 'Quarantine',
            staffId: staff.id,
          },
          'RC-crash',
        );
        await q.replaceScope(tx, id, [{ itemId: item.id, lotId: lot }]);
        return id;
      });
      await seeding.close();

      const { signal, stdout } = await new Promise<{ signal: string | null; stdout: string }>((resolve) => {
        const running = spawn(process.execPath, [child], {
          env: {
            PATH: process.env['PATH'] ?? '',
            ...target.env,
            CHILD_SECRET: config.jwtSecret,
            CHILD_DATA_DIR: dataDir,
            CHILD_RECALL_ID: String(recallId),
            CHILD_STAFF_ID: String(staff.id),
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        running.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        running.on('exit', (_code, killedBy) => resolve({ signal: killedBy, stdout: out }));
      });
      expect(stdout).toBe('published\n');
      expect(signal).toBe('SIGKILL');
      expect(await emlFiles(dataDir)).toEqual([]);

      // The restarted worker finds the notices' jobs and sends each.
      const database = await target.open();
      const notices = async () =>
        queryRows<{ user_id: number; sent: boolean }>(
          database.db,
          sql`SELECT user_id, (bell_at IS NOT NULL AND mailed_at IS NOT NULL) AS sent
            FROM recall_notices WHERE recall_id = ${recallId} ORDER BY user_id`,
        );
      try {
        const before = await notices();
        expect(before).toHaveLength(4);
        expect(before.every((n) => !n.sent)).toBe(true);
        const runtime = createJobsRuntime({ config, database, log: quiet, modules });
        await runtime.jobs.start({ work: false });
        expect(await runtime.jobs.drain()).toBeGreaterThanOrEqual(8);
        await runtime.close();
        const after = await notices();
        expect(after.every((n) => n.sent)).toBe(true);
        const bells = await queryRows<{ user_id: number }>(
          database.db,
          sql`SELECT user_id FROM notifications WHERE notification_type = ${NOTIFICATION_TYPES.productRecall}
            ORDER BY user_id`,
        );
        expect(bells.map((b) => b.user_id)).toEqual(after.map((n) => n.user_id));
        expect(await emlFiles(dataDir)).toHaveLength(4);

        // Restarted once more: nothing is left to send.
        const again = createJobsRuntime({ config, database, log: quiet, modules });
        await again.jobs.start({ work: false });
        expect(await again.jobs.drain()).toBe(0);
        await again.close();
        expect(await emlFiles(dataDir)).toHaveLength(4);
        expect(
          await queryRows(
            database.db,
            sql`SELECT 1 FROM recall_notices WHERE account_id = ${spared.account.id}`,
          ),
        ).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
