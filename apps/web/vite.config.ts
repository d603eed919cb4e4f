// Vite build and dev server for the storefront SPA.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { preactAliases } from './preact-aliases.ts';

// The API (apps/api) listens here in development and serves /api and product media;
// API_ORIGIN points the dev server at another one (a second checkout, a different port).
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The React plugin only compiles JSX here (to the aliased runtime): React Refresh needs React
  // itself, so under Preact the dev server reloads the page on a change instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases],
  },
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
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route module to its chunks, so the server can preload a
    // page's chunks when it injects the page's head (and e2e/bundle-size.ts can measure them).
    manifest: true,
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
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack)[\\/]|[\\/]src[\\/]lib[\\/]react-on-preact\.js$|[\\/]src[\\/]lib[\\/]react-19-additions\.ts$/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
