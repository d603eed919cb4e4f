// Start: config → database → migrate → seed an empty database → app → listen (ARCHITECTURE §3).
// Every failure a person can fix is one line naming what to fix, never a stack trace.
// First: React's production build for a served store (production-env.ts).
import './production-env.ts';
import { buildApp } from './app.ts';
import { fail, loadConfigOrFail, openMigratedDatabase } from './start-up.ts';

async function main(): Promise<void> {
  const config = loadConfigOrFail();
  const database = await openMigratedDatabase(config);

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
      `API docs: ${url}/api/docs · health: ${url}/api/health · database: ${database.kind}\n` +
      // ADR 0036: with WORK_JOBS=false, mail and notifications wait for `npm run worker`.
      `Job queues: ${config.workJobs ? 'worked by this process' : 'left to workers (WORK_JOBS=false)'}\n\n` +
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
