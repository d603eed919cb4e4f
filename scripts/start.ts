// `npm start`: build the storefront if it is missing or stale, then start the API, which migrates,
// seeds an empty database and serves everything on PORT (default 3000).
import module from 'node:module';
import { ensureWebBuild } from './lib.ts';

// The store's ~2,000 modules, compiled once and kept on disk (the system's temporary directory), so a
// restart loads them instead of stripping and compiling them again (ADR 0044). Node checks each
// entry against its file's content; a stale one is compiled afresh.
module.enableCompileCache();

try {
  await ensureWebBuild();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
// The demo's terminal shows the store's address and logins, not a JSON line per page and picture
// (issue 27); a production process (deploy/, `npm run serve`) logs every request unless told not to.
process.env['LOG_REQUESTS'] ??= 'false';
await import('../apps/api/src/main.ts');
