// Small ideas written once in the web (issue 32 point 3): an item's thumbnail and its placeholder
// (components/ui/image.tsx), the drafts a multi-step form keeps (lib/session-draft.ts), random
// ids (lib/idempotency-key.ts, never Math.random), dollars to cents (the domain's
// dollarsToCents), the API client (lib/api-client.ts, whose `file` reads PDFs and pictures), the
// blocks a read shows while it loads or after it failed (components/ui/query-view.tsx), and the
// store's calendar (lib/store-day.ts).
// A copy written again beside them fails here, with the file that holds it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(new URL(import.meta.url).pathname);

/** Every source file of the web outside tests, as paths relative to src/. */
function sourceFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('+types'))
    .sort();
}

function filesMatching(pattern: RegExp): string[] {
  return sourceFiles().filter((file) => pattern.test(readFileSync(path.join(SRC, file), 'utf8')));
}

describe('one of each in the web', () => {
  it('finds the source files it scans', () => {
    expect(sourceFiles()).toContain(path.join('components', 'ui', 'image.tsx'));
    expect(sourceFiles().length).toBeGreaterThan(300);
  });

  it("shows an item's thumbnail or its placeholder through ItemThumbnail only", () => {
    // The product gallery's large picture is not a thumbnail: its placeholder fills the stage.
    expect(filesMatching(/<ImageComingSoon\b/)).toEqual([
      path.join('components', 'ui', 'image.tsx'),
      path.join('features', 'catalog', 'components', 'product-gallery.tsx'),
    ]);
    expect(filesMatching(/thumbnailImage\s*\?\s*\(/)).toEqual([]);
  });

  it('keeps drafts between the steps of a form in one session store', () => {
    // storage.ts only clears the search-click entries at logout, in local and session storage.
    expect(filesMatching(/window\.sessionStorage/)).toEqual([
      path.join('lib', 'session-draft.ts'),
      path.join('lib', 'storage.ts'),
    ]);
  });

  it("turns dollars into cents with the domain's dollarsToCents, never Math.round(x * 100)", () => {
    // A share (a / b * 100) is not money: it divides, and is left alone.
    expect(filesMatching(/Math\.round\([^/\n]*\*\s*100\)/)).toEqual([]);
  });

  it('asks the API through the one client factory, files included, never a fetch of its own', () => {
    // test/ holds the jsdom stand-ins for the network, not the web's code.
    expect(filesMatching(/(^|[^\w.])fetch\(/).filter((file) => !file.startsWith(`test${path.sep}`))).toEqual([
      path.join('lib', 'api-client.ts'),
    ]);
  });

  it("calls the API by the contract's descriptors only", () => {
    // call/adminCall are typed by the descriptor of their method and path; the client's own
    // request, under them, takes any path and stays inside lib/api-client.ts.
    expect(filesMatching(/\bapiRequest\b|\.request[(<]/)).toEqual([]);
  });

  it("reads days and times on the store's clock in one place, never the browser's day", () => {
    // Search analytics' weeks are UTC weeks, as the API counts them (features/admin/search/week.ts).
    expect(filesMatching(/STORE_TIME_ZONE/)).toEqual([
      path.join('lib', 'format.ts'),
      path.join('lib', 'store-day.ts'),
    ]);
  });

  it('makes random ids in one place, never with Math.random', () => {
    expect(filesMatching(/Math\.random\(/)).toEqual([]);
    expect(filesMatching(/randomUUID\(|getRandomValues\(/)).toEqual([path.join('lib', 'idempotency-key.ts')]);
  });

  it('shows a read loading, failed with Try again, or empty through query-view.tsx only', () => {
    const blocks = path.join('components', 'ui', 'query-view.tsx');
    expect(filesMatching(/>\s*Try again\s*<|['"]Try again['"]/)).toEqual([blocks]);
    expect(filesMatching(/function (LoadingBlock|LoadFailed|EmptyLine|LoadError|QueryStatus)\b/)).toEqual([
      blocks,
    ]);
  });

  it("names the store's time zone once, in the domain, never as a literal in the web", () => {
    expect(filesMatching(/America\/New_York/)).toEqual([]);
  });
});
