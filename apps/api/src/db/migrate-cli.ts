// `npm run db:migrate`: applies the committed migrations to the configured database.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await database.close();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`}\n`,
  );
  process.exit(1);
}
