// First data the API server embeds into index.html in place of the <!--app-data--> marker, so the
// first paint needs no extra round trip (ARCHITECTURE §5). The convention:
//
//   <script type="application/json" id="app-data">{"/api/site/config": {…}, "/api/shopping/…": {…}}</script>
//
// keyed by the API path (with its query string) that would have answered. Each entry is used once:
// later reads of the same path go to the network so data does not go stale.

const SCRIPT_ID = 'app-data';

let entries: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById(SCRIPT_ID);
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (typeof parsed === 'object' && parsed !== null) {
        for (const [key, value] of Object.entries(parsed)) entries.set(key, value);
      }
    } catch {
      // A broken embed only costs a round trip.
    }
  }
  return entries;
}

/** Returns and forgets the embedded response for an API path, if the server sent one. */
export function takeInitialData(path: string): unknown {
  const store = load();
  const value = store.get(path);
  store.delete(path);
  return value;
}

/** Tests reset the parsed cache between documents. */
export function resetInitialData(): void {
  entries = null;
}
