// Component and unit tests of the storefront, run in jsdom. The root vitest config lists this
// file as the 'web' project. React resolves to Preact here as in the build (preact-aliases.ts).
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

import { preactAliases } from './preact-aliases.ts';

const nodeModule = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

/** How the storefront's tests resolve modules; the server render's tests (vitest.ssr.config.ts)
 * pass the server build's aliases instead. */
export function storefrontResolve(reactAliases: typeof preactAliases) {
  return {
    // ES builds first: a CommonJS build would `require('react')` past the aliases.
    mainFields: ['module', 'main'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...reactAliases,
      // Their Node builds are CommonJS that require React directly; use their ES builds.
      {
        find: /^@testing-library\/react$/,
        replacement: nodeModule('@testing-library/react/dist/@testing-library/react.esm.js'),
      },
      {
        find: /^lucide-react$/,
        replacement: nodeModule('lucide-react/dist/esm/lucide-react.mjs'),
      },
    ],
  };
}

export default defineProject({
  plugins: [react({ refreshExclude: /./ })],
  resolve: storefrontResolve(preactAliases),
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The server render's tests run in Node with the server's aliases (vitest.ssr.config.ts).
    exclude: ['src/**/*.ssr.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Every dependency is transformed by Vite (not loaded by Node) so the aliases apply inside
    // the libraries that import React too (Radix and its helpers, react-router, TanStack Query…).
    server: { deps: { inline: true } },
  },
});
