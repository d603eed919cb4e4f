// `npm run db:seed -- --items N [--seed S] [--reset]`: migrates the configured database and fills it
// with the demo store. Refuses a database that already has data unless --reset, which empties every
// table first. Prints the rows written and the time taken.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { isDatabaseEmpty, seedDemoStore, truncateAll } from './index.ts';

const USAGE = 'usage: npm run db:seed -- --items N [--seed S] [--reset]';
const MIN_ITEMS = 50;
const MAX_ITEMS = 500_000;

class UsageError extends Error {}

interface Arguments {
  items: number;
  seed: string;
  reset: boolean;
}

function parseSeedArguments(argv: string[]): Arguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        items: { type: 'string' },
        seed: { type: 'string', default: 'meridian' },
        reset: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)} (${USAGE})`);
  }
  if (values.items === undefined) throw new UsageError(`--items is required (${USAGE})`);
  if (!/^\d+$/.test(values.items))
    throw new UsageError(`--items must be a whole number, got '${values.items}'`);
  const items = Number(values.items);
  if (items < MIN_ITEMS || items > MAX_ITEMS) {
    throw new UsageError(`--items must be between ${MIN_ITEMS} and ${MAX_ITEMS}, got ${items}`);
  }
  if (values.seed.trim() === '') throw new UsageError('--seed must not be empty');
  return { items, seed: values.seed, reset: values.reset };
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let args: Arguments;
  let config;
  try {
    args = parseSeedArguments(process.argv.slice(2));
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const started = performance.now();
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
    });
    await database.migrate();
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    fail(
      config.databaseUrl
        ? `DATABASE_URL: cannot use the database (${detail})`
        : `DATA_DIR: cannot open the database (${detail})`,
    );
  }

  try {
    if (!(await isDatabaseEmpty(database.db))) {
      if (!args.reset) {
        await database.close();
        fail('The database already has data; pass --reset to empty it and seed again');
      }
      await truncateAll(database);
    }
    const result = await seedDemoStore(database, {
      items: args.items,
      seed: args.seed,
      gatewaySecret: config.jwtSecret,
    });
    const width = Math.max(...Object.keys(result.counts).map((name) => name.length));
    const lines = Object.entries(result.counts).map(
      ([name, n]) => `  ${name.padEnd(width)} ${String(n).padStart(9)}`,
    );
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    process.stdout.write(
      `Seeded the demo store on ${database.kind} (seed '${args.seed}', ${args.items} items):\n${lines.join('\n')}\n` +
        `Catalog ${seconds(result.timings.catalogMs)} s, rest of the store ${seconds(result.timings.storeMs)} s, ` +
        `total ${seconds(performance.now() - started)} s\n`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  fail(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
}
