// Vite build and dev server of the storefront: React Router framework mode (ADR 0022) builds the
// browser bundle (build/client) and the server's request handler (build/server); in development
// the API runs Vite in middleware mode (scripts/dev.ts) with React Refresh.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';

import { precompress } from './precompress.ts';

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The app's modules that the given route modules import statically, found by following the app's
 * own imports only: a package is left for the bundler to take what is used of it (following the
 * contract's or lucide-react's index would take every schema and every icon), and a dynamic
 * import stays out (what the shell loads on demand).
 */
function staticAppModules(ctx: Rolldown.ChunkingContext, routeModules: string[]): Set<string> {
  const found = new Set<string>();
  const pending = routeModules.map((file) => join(SOURCE_DIR, file));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || !id.startsWith(SOURCE_DIR)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Every storefront page's document (root.tsx), layout and error boundary: the shell. */
const SHELL_ROUTE_MODULES = ['root.tsx', 'app/layouts/main-layout.tsx', 'routes/pages.tsx'];

/** The pages issue 15 budgets: home, a listing page, a product page. */
const BUDGETED_ROUTE_MODULES = ['routes/home.tsx', 'routes/products.tsx', 'routes/product.tsx'];

/**
 * The app's modules of the shell, and those the budgeted pages all import besides (the card's
 * badges and prices). Worked out on the first module the client build asks about; a process runs
 * one client build (`react-router build`), so the module graph does not change under it.
 */
let chunkPlan: { shell: Set<string>; catalogue: Set<string> } | undefined;

function plan(ctx: Rolldown.ChunkingContext) {
  if (!chunkPlan) {
    const shell = staticAppModules(ctx, SHELL_ROUTE_MODULES);
    const [first = new Set<string>(), ...others] = BUDGETED_ROUTE_MODULES.map((file) =>
      staticAppModules(ctx, [file]),
    );
    const catalogue = new Set(
      [...first].filter((id) => !shell.has(id) && others.every((modules) => modules.has(id))),
    );
    chunkPlan = { shell, catalogue };
  }
  return chunkPlan;
}

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
    {
      // The document and the storefront's shell (header, layout, API client, with the icons and
      // the contract's and domain's parts they use) in one chunk. Left to follow who imports
      // what, they were some 70 files of a few hundred bytes each, every one compressed alone
      // (no shared dictionary) with its own import and export lists: 53 KB gzip a page where the
      // same code in one file is 35 KB. The back office shares the shell's buttons, icons and API
      // client, so it loads the chunk too (split in two, the storefront paid 1.5 KB a page for
      // the second file and the back office still loaded both).
      name: (id: string, ctx: Rolldown.ChunkingContext) => (plan(ctx).shell.has(id) ? 'shell' : null),
      priority: 10,
    },
    {
      // What the three budgeted pages all show besides the shell (product badges, prices, their
      // icons): one file instead of five, 0.6 KB less a page. Pages that use only part of it
      // (the cart uses the prices) load the whole file.
      name: (id: string, ctx: Rolldown.ChunkingContext) => (plan(ctx).catalogue.has(id) ? 'catalogue' : null),
      priority: 5,
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
        // BUNDLE_SOURCEMAP=1: source maps beside the browser's chunks, for e2e/bundle-composition.ts
        // (what each chunk is made of). Off by default: the store serves no maps.
        sourcemap: process.env['BUNDLE_SOURCEMAP'] === '1',
        rolldownOptions: {
          output: {
            codeSplitting: CLIENT_GROUPS,
          },
        },
      },
    },
  },
});
