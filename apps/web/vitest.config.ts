// Component and unit tests of the storefront, run in jsdom with React 19 itself (ADR 0022), and
// the build's own Node code beside this file (precompress.ts). The root vitest config lists this
// file as the 'web' project.
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The CI's PGlite pass runs these beside the database tests on two cores: a page rendered
    // through the router (renderApp, its route chunks loaded on first use) took over the default
    // 5 s there (procurement-systems, admin). Findings still wait their own 1 s unless told.
    testTimeout: 15_000,
  },
});
