// `npm run dev`: the API (restarted on change by node --watch) and the Vite dev server with hot
// reload, which proxies /api and /media to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { childEnv, root } from './lib.ts';

const children = [
  spawn('node', ['--watch', '--watch-preserve-output', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Answers carry Server-Timing in development (never by default: issue 16).
    env: childEnv({ SERVER_TIMING: process.env['SERVER_TIMING'] ?? 'true' }),
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: childEnv(),
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
