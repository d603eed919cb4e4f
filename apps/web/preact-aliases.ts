// The storefront runs on Preact (ADR 0009): `react` and `react-dom` resolve to `preact/compat`, so
// the framework chunk is ≈ 50 KB gzip instead of ≈ 106 KB. Shared by the build (vite.config.ts)
// and the component tests (vitest.config.ts), so tests run what production runs.
import { fileURLToPath } from 'node:url';

const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const preactAliases = [
  // preact/compat's JSX runtime (not preact/jsx-runtime): it applies compat's prop handling
  // (className, onChange → input, forwarded refs), which Radix's forwarded refs need.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: from('./src/lib/react-on-preact.js') },
];

/** The server build's aliases: the same, with every Suspense boundary at its fallback (ADR 0012). */
export const preactServerAliases = preactAliases.map((alias) =>
  alias.find.source === '^react$'
    ? { ...alias, replacement: from('./src/lib/react-on-preact-server.js') }
    : alias,
);
