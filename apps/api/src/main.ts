// Start: config → database → migrate → seed an empty database → app → listen (ARCHITECTURE §3).
// Every failure a person can fix is one line naming what to fix, never a stack trace.
// First: React's production build for a served store (production-env.ts).
import './production-env.ts';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function describeDbError(error: unknown, config: Config): string {
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return config.databaseUrl
    ? `DATABASE_URL: cannot use the database (${detail})`
    : `DATA_DIR: cannot open the embedded database under ${config.dataDir} (${detail})`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
    });
    await database.migrate();
  } catch (error) {
    fail(describeDbError(error, config));
  }

  const { isDatabaseEmpty, seedDemoStore, DEMO_LOGINS, DEMO_PASSWORD } = await import('./db/seed/index.ts');
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    process.stdout.write(`Empty database: creating the demo store (${config.seedItems} items)…\n`);
    const started = Date.now();
    await seedDemoStore(database, { items: config.seedItems, gatewaySecret: config.jwtSecret });
    process.stdout.write(`Demo store ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }

  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') fail(`PORT: ${config.port} is already in use; set PORT to a free port`);
    if (code === 'EACCES') fail(`PORT: not allowed to listen on ${config.port}; choose a port above 1023`);
    throw error;
  }

  const url = `http://localhost:${config.port}`;
  const logins = DEMO_LOGINS.map((l) => `  ${l.username.padEnd(34)} ${l.description}`).join('\n');
  process.stdout.write(
    `\n${config.store.name} is running at ${url}\n` +
      `API docs: ${url}/api/docs · health: ${url}/api/health · database: ${database.kind}\n\n` +
      `Demo logins (password ${DEMO_PASSWORD}):\n${logins}\n\nPress Ctrl-C to stop.\n`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`\n${signal}: shutting down…\n`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
