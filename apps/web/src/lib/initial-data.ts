// First data the API server embeds into index.html for product and category pages, so the first
// paint needs no second round trip (ARCHITECTURE §5). The server's shape (contract ProductPageData
// and CategoryPageData, apps/api/src/modules/catalog/catalog.heads.ts):
//
//   <script type="application/json" id="app-data">{"page":"product","key":"nitrile-gloves","item":{…}}</script>
//
// `key` is the id or urlComponent from the URL the server answered. The embed is read once: a
// later visit to the same page (or a logged-in refetch for prices) goes to the network.
import type { CategoryPageData, ProductPageData } from '@medsupply/contract';

const SCRIPT_ID = 'app-data';

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

/** Tests reset the parsed cache between documents. */
export function resetInitialData(): void {
  embedded = undefined;
}
