// `npm run dev`: one process, as in production (ADR 0022): the API, restarted on a change of its
// own code by node --watch, serving the storefront from Vite's dev server in middleware mode, so
// a component edit is hot-swapped by React Refresh without a reload. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { childEnv, root } from './lib.ts';

const child = spawn(
  'node',
  ['--watch-path=apps/api/src', '--watch-path=packages', '--watch-preserve-output', 'apps/api/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    // Answers carry Server-Timing in development (never by default: issue 16).
    env: childEnv({ SERVER_TIMING: process.env['SERVER_TIMING'] ?? 'true', WEB_DEV: 'true' }),
  },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
