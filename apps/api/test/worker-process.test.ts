// `npm run worker` (ADR 0036) on PostgreSQL, the engine workers beside the API need: on a throwaway
// database (on TEST_DATABASE_URL's server, else 127.0.0.1:5432 as CI and the bench have it) it
// migrates, says it works the queues, sends a mail another process committed to the outbox, serves
// its metrics on METRICS_PORT, and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../src/core/jobs.ts';
import { createOutbox } from '../src/core/outbox.ts';
import { openDatabase } from '../src/db/client.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { freePort } from './free-port.ts';
import { testLetter } from './letters.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const adminUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const secret = 'worker-test-secret-worker-test-secret-0123';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm run worker', () => {
  it('works the queues of a PostgreSQL database with no HTTP, and stops on SIGTERM', async () => {
    const name = `medsupply_worker_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-worker-'));
    const metricsPort = await freePort();
    try {
      const worker = spawn('npm', ['run', '--silent', 'worker'], {
        cwd: root,
        env: {
          PATH: process.env['PATH'] ?? '',
          DATABASE_URL: url.href,
          DATA_DIR: dataDir,
          // The API's secret: a mail's job is sealed with it (core/outbox.ts).
          JWT_SECRET: secret,
          LOG_LEVEL: 'warn',
          // Issue 27: a worker has no HTTP of its own, but its metrics server.
          METRICS_PORT: String(metricsPort),
          DATABASE_POOL_SIZE: '3',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let stdout = '';
      worker.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
      try {
        await until(
          'the worker to start',
          async () => {
            if (worker.exitCode !== null) throw new Error(`the worker exited ${worker.exitCode}:\n${stdout}`);
            return stdout.includes('Press Ctrl-C') ? true : undefined;
          },
          60_000,
        );
        expect(stdout).toMatch(/worker: working \d+ job queues and their schedules on postgres, no HTTP/);
        expect(stdout).toContain('mail.send');
        expect(stdout).not.toContain('PGlite');

        // Another process (the API) commits a mail to the outbox and never works the queue itself.
        const database = await openDatabase({ databaseUrl: url.href, poolSize: 2 });
        const jobs = createJobRunner(database, quiet);
        // Its own directory: a mail found under the worker's DATA_DIR was sent by the worker.
        const mailer = createMailer({
          smtpUrl: undefined,
          from: 'Store <store@example.com>',
          dataDir: path.join(dataDir, 'committer'),
          log: quiet,
        });
        const outbox = createOutbox(jobs, mailer, secret);
        try {
          await jobs.start({ work: false });
          await database.db.transaction((tx) =>
            outbox.mail(tx, testLetter('ops@clinic.example', 'Sent by the worker', 'Hello.')),
          );
        } finally {
          await jobs.stop();
          await mailer.close();
          await database.close();
        }
        const outboxDir = path.join(dataDir, 'outbox');
        const file = await until(
          'the worker to send the mail',
          async () => (await readdir(outboxDir).catch(() => [])).find((f) => f.endsWith('.eml')),
          20_000,
        );
        expect(await readFile(path.join(outboxDir, file), 'utf8')).toContain('Subject: Sent by the worker');

        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(metrics).toContain('medsupply_database_up 1');
        expect(metrics).toContain('medsupply_db_pool_max_connections{pool="main"} 3');
        expect(metrics).toMatch(/^medsupply_job_queue_waiting\{queue="mail\.send"\} \d+$/m);
        expect(metrics).toMatch(/^medsupply_outbox_backlog\{kind="mail\.send"\} \d+$/m);
        expect(metrics).toContain('nodejs_eventloop_lag_seconds ');
        // Nothing of HTTP: a worker serves no request.
        expect(metrics).not.toContain('medsupply_http_requests_total');
      } finally {
        worker.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(stdout).toContain('SIGTERM: stopping the worker');
      expect(stdout).toContain('Worker stopped.');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
