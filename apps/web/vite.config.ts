// Vite build and dev server of the storefront: React Router framework mode (ADR 0022) builds the
// browser bundle (build/client) and the server's request handler (build/server); in development
// the API runs Vite in middleware mode (scripts/dev.ts) with React Refresh.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { precompress } from './precompress.ts';

/** How the browser's build splits its code (ARCHITECTURE §11: initial JS ≤ 150 KB gzip a page). */
const CLIENT_GROUPS = {
  groups: [
    {
      // The libraries every page needs, in one long-cached chunk: split by import they were a
      // dozen files, each compressed alone and each a request on a slow link.
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
      priority: 20,
    },
    // Small modules every page loads, pinned to the chunks they share on the storefront. Without
    // this the chunking follows who imports a module, so the back office's pages (issue 20, which
    // use the same icons, class joiner, storage and API client) split them off into more files,
    // and each extra file costs the storefront's first visit bytes (ADR 0028).
    {
      name: 'brand',
      test: /(node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])|src[\\/]lib[\\/](cn|brand)\.ts$)/,
      priority: 10,
    },
    {
      name: 'skip-link',
      test: /(features[\\/]layout[\\/]components[\\/](skip-link|logo)|components[\\/]ui[\\/]container)\.tsx$/,
      priority: 10,
    },
    {
      name: 'api-client',
      test: /src[\\/]lib[\\/](api-client|storage)\.ts$/,
      priority: 10,
    },
  ],
};

export default defineConfig({
  // precompress(): .br and .gz copies of the browser build's assets, served as they are (ADR 0014).
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The workspace packages are pure (schemas, constants, rules) but do not declare
      // "sideEffects": false; without this, importing one path constant from the contract would
      // bundle every zod schema and zod itself into the page.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
  environments: {
    // The browser's build only: the server's is one process's modules, not requests.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: CLIENT_GROUPS,
          },
        },
      },
    },
  },
});
