// The server render's tests (entry-server.tsx, ADR 0012): Node, not jsdom, with the server build's
// aliases, so they run what the API runs. The root vitest config lists this file as 'web-ssr'.
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

import { preactServerAliases } from './preact-aliases.ts';
import { storefrontResolve } from './vitest.config.ts';

export default defineProject({
  plugins: [react({ refreshExclude: /./ })],
  resolve: storefrontResolve(preactServerAliases),
  test: {
    name: 'web-ssr',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    // …and the build's own Node code beside this file (precompress.ts).
    include: ['src/**/*.ssr.test.{ts,tsx}', '*.test.ts'],
    server: { deps: { inline: true } },
  },
});
