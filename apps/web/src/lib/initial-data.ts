// First data the API server embeds into index.html for product and category pages, so the first
// paint needs no second round trip (ARCHITECTURE §5). The server's shape (contract ProductPageData
// and CategoryPageData, apps/api/src/modules/catalog/catalog.heads.ts):
//
//   <script type="application/json" id="app-data">{"page":"product","key":"nitrile-gloves","item":{…}}</script>
//
// `key` is the id or urlComponent from the URL the server answered. The embed is read once: a
// later visit to the same page (or a logged-in refetch for prices) goes to the network.
//
// Every page also carries the shell's first data (contract ShellData, apps/api/src/http/first-data.ts):
//
//   <script type="application/json" id="app-shell">{"website":…,"siteConfig":…,"categories":…,"listing":…}</script>
//
// which app/first-data.ts puts into the query cache before the first render.
import type { CategoryPageData, ProductPageData, ShellData } from '@medsupply/contract';

const SCRIPT_ID = 'app-data';
const SHELL_SCRIPT_ID = 'app-shell';

export type PageData = ProductPageData | CategoryPageData;

let embedded: PageData | null | undefined;

function isPageData(value: unknown): value is PageData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    (value.page === 'product' || value.page === 'category') &&
    'key' in value &&
    typeof value.key === 'string'
  );
}

function load(): PageData | null {
  if (embedded !== undefined) return embedded;
  embedded = null;
  const script = typeof document === 'undefined' ? null : document.getElementById(SCRIPT_ID);
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (isPageData(parsed)) embedded = parsed;
    } catch {
      // A broken embed only costs a round trip.
    }
  }
  return embedded;
}

/** The embedded data of a product page for this id or urlComponent, once. */
export function takeProductPageData(key: string): ProductPageData | undefined {
  const data = load();
  if (data?.page !== 'product' || data.key !== key) return undefined;
  embedded = null;
  return data;
}

/** The embedded data of a category page for this id or urlComponent, once. */
export function takeCategoryPageData(key: string): CategoryPageData | undefined {
  const data = load();
  if (data?.page !== 'category' || data.key !== key) return undefined;
  embedded = null;
  return data;
}

function isShellData(value: unknown): value is ShellData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'website' in value &&
    'siteConfig' in value &&
    'categories' in value
  );
}

let shellTaken = false;

/** The shell's first data embedded by the server, once (later calls, and pages without it: undefined). */
export function takeShellData(): ShellData | undefined {
  if (shellTaken || typeof document === 'undefined') return undefined;
  shellTaken = true;
  const text = document.getElementById(SHELL_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isShellData(parsed) ? parsed : undefined;
  } catch {
    // A broken embed only costs the round trips it would have saved.
    return undefined;
  }
}

/**
 * The server render (entry-server.tsx) provides a page's first data here for the duration of one
 * synchronous render; `undefined` ends it. The shell's data goes into the query cache directly.
 */
export function provideServerData(page: PageData | null | undefined): void {
  embedded = page;
}

/** Tests reset the parsed cache between documents. */
export function resetInitialData(): void {
  embedded = undefined;
  shellTaken = false;
}
