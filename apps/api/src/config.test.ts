import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

const tmpDir = () => mkdtemp(path.join(os.tmpdir(), 'medsupply-config-'));

describe('configuration', () => {
  it('defaults to port 3000 and the embedded database under ./data', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://localhost/store'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['CONVENIENCE_FEE_RATE', 'three'],
    ['CONVENIENCE_FEE_RATE', '-1'],
    ['CONVENIENCE_FEE_RATE', '101'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['METRICS_PORT', 'metrics'],
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', '3000'],
    ['SHUTDOWN_TIMEOUT_MS', '500'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon'],
    ['LOG_REQUESTS', 'yes'],
  ])('refuses a bad %s with a one-line message naming it', (name, value) => {
    let caught: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain(`${name}:`);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('generates a JWT secret once and keeps it under DATA_DIR', async () => {
    const dir = await tmpDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
  });

  it('gives processes started together on one DATA_DIR one secret (issue 27)', async () => {
    const dir = await tmpDir();
    const configModule = path.join(import.meta.dirname, 'config.ts');
    const read = `const { loadConfig } = await import(${JSON.stringify(configModule)}); process.stdout.write(loadConfig({ DATA_DIR: ${JSON.stringify(dir)} }).jwtSecret);`;
    const secrets = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', read]);
        return stdout;
      }),
    );
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(new Set(secrets).size).toBe(1);
    // No draft left behind.
    expect(await readdir(dir)).toEqual(['jwt-secret']);
  });

  it('uses a given JWT secret and fills the store placeholders with fictional defaults', async () => {
    const config = loadConfig({ DATA_DIR: await tmpDir(), JWT_SECRET: 'x'.repeat(40) });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.store.supportPhone).toMatch(/^1-800-555-\d{4}$/);
    expect(config.store.publicUrl).toBe('http://localhost:3000');
  });

  it('reads the card convenience fee rate in percent, 3 by default', async () => {
    const dir = await tmpDir();
    expect(loadConfig({ DATA_DIR: dir }).convenienceFeeRatePercent).toBe(3);
    expect(loadConfig({ DATA_DIR: dir, CONVENIENCE_FEE_RATE: '2.5' }).convenienceFeeRatePercent).toBe(2.5);
    expect(loadConfig({ DATA_DIR: dir, CONVENIENCE_FEE_RATE: '0' }).convenienceFeeRatePercent).toBe(0);
  });

  it('works the job queues in the API unless WORK_JOBS leaves them to workers on PostgreSQL', async () => {
    const dir = await tmpDir();
    expect(loadConfig({ DATA_DIR: dir }).workJobs).toBe(true);
    const postgres = 'postgres://postgres@127.0.0.1:5432/store';
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres, WORK_JOBS: 'false' }).workJobs).toBe(false);
    // On the embedded database no worker can run beside the API: nothing would ever be sent.
    expect(() => parseEnv({ WORK_JOBS: 'false' })).toThrow(
      /^Invalid configuration: WORK_JOBS: false needs DATABASE_URL/,
    );
    expect(() => parseEnv({ WORK_JOBS: 'no' })).toThrow(
      /^Invalid configuration: WORK_JOBS: must be true or false$/,
    );
  });

  it('reads the production settings of issue 27, with defaults for one process on one machine', async () => {
    const dir = await tmpDir();
    const defaults = loadConfig({ DATA_DIR: dir });
    expect(defaults.databasePoolSize).toBe(10);
    expect(defaults.metrics).toBeUndefined();
    expect(defaults.logRequests).toBe(true);
    expect(defaults.shutdownTimeoutMs).toBe(25_000);
    const set = loadConfig({
      DATA_DIR: dir,
      DATABASE_POOL_SIZE: '4',
      METRICS_PORT: '9464',
      LOG_REQUESTS: 'false',
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    expect(set.databasePoolSize).toBe(4);
    // Loopback unless METRICS_HOST says otherwise: the numbers are for the scraper only.
    expect(set.metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(set.logRequests).toBe(false);
    expect(set.shutdownTimeoutMs).toBe(20_000);
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe(
      '10.0.0.5',
    );
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /^Invalid configuration: METRICS_PORT: must differ from PORT/,
    );
  });

  it('reads DATABASE_REPLICA_URL only beside a DATABASE_URL primary (ADR 0037)', async () => {
    const dir = await tmpDir();
    const primary = 'postgres://postgres@127.0.0.1:5432/store';
    const replica = 'postgres://postgres@127.0.0.1:5433/store';
    expect(loadConfig({ DATA_DIR: dir }).databaseReplicaUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl,
    ).toBe(replica);
    // The embedded database has no primary for a replica to copy.
    expect(() => parseEnv({ DATABASE_REPLICA_URL: replica })).toThrow(
      /^Invalid configuration: DATABASE_REPLICA_URL: needs DATABASE_URL[^\n]*$/,
    );
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_REPLICA_URL: must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
  });

  it('serves the built storefront unless WEB_DEV asks for the dev server', async () => {
    const dir = await tmpDir();
    expect(loadConfig({ DATA_DIR: dir }).webDev).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, WEB_DEV: 'true' }).webDev).toBe(true);
  });
});
