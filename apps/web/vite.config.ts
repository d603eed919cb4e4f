// Vite build and dev server for the storefront SPA.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { preactAliases, preactServerAliases } from './preact-aliases.ts';
import { precompress } from './precompress.ts';

// The API (apps/api) listens here in development and serves /api and product media;
// API_ORIGIN points the dev server at another one (a second checkout, a different port).
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The React plugin only compiles JSX here (to the aliased runtime): React Refresh needs React
  // itself, so under Preact the dev server reloads the page on a change instead.
  // precompress(): .br and .gz copies of the browser build's assets, served as they are (ADR 0014).
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(isSsrBuild ? preactServerAliases : preactAliases),
    ],
  },
  // The server build has no public files of its own: the browser build serves them.
  publicDir: isSsrBuild ? false : 'public',
  // The server build (`vite build --ssr src/entry-server.tsx`, ADR 0012) bundles its dependencies,
  // so that `react` inside React Router and TanStack Query resolves to Preact as in the browser.
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    // The server build is one module for the API to import; it is never served to browsers.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route module to its chunks, so the server can preload a
    // page's chunks when it injects the page's head (and e2e/bundle-size.ts can measure them).
    manifest: !isSsrBuild,
    target: 'es2022',
    // ARCHITECTURE §11: initial route JS ≤ 100 KB gzip. Every route is lazy; the framework
    // libraries that every page needs go in one long-cached chunk, the rest splits by import.
    rolldownOptions: {
      // The workspace packages are pure (schemas, constants, rules) but do not declare
      // "sideEffects": false; without this, importing one path constant from the contract would
      // bundle every zod schema and zod itself into the page.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                {
                  // Everything else the entry imports statically (the header, session, API client,
                  // icons) as one chunk: dozens of 1 KB chunks cost a request each, and on a slow
                  // mobile link those requests, not their bytes, held back the first render.
                  name: 'shell',
                  tags: ['$initial'],
                  // …but not the entry (index.html and main.tsx), which stays the manifest's entry.
                  test: (id) => !/(index\.html|[\\/]src[\\/]main\.tsx)(\?.*)?$/.test(id),
                  priority: 10,
                },
                // The libraries every page needs, in long-cached chunks of their own: three, not
                // one, because the loader of a server-rendered page runs the entry's imports one
                // per task (apps/api spa.ts loaderScript), and all three in one were the longest
                // task of a page's start.
                {
                  name: 'preact',
                  test: /node_modules[\\/]preact[\\/]|[\\/]src[\\/]lib[\\/]react-on-preact\.js$|[\\/]src[\\/]lib[\\/]react-19-additions\.ts$/,
                  priority: 22,
                },
                {
                  name: 'router',
                  test: /node_modules[\\/]react-router[\\/]/,
                  priority: 21,
                },
                {
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/]/,
                  priority: 20,
                },
              ],
            },
      },
    },
  },
}));
