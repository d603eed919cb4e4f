// Lighthouse performance of the storefront (issue #3: performance ≥ 95 on /, /products/1 and a
// product page). Lighthouse 13 with its default mobile preset (emulated mid-range phone, simulated
// slow 4G and 4× CPU slowdown) drives Debian's Chromium through chrome-launcher, with the flags of
// ARCHITECTURE §10. Each page is measured three times and the median score is kept, because one
// run varies by a few points on a busy machine.
//
// `npm run bench` runs it after the API scenarios against the seeded store (`--only lighthouse` for
// this alone); against a store that is already running:
//   node bench/lighthouse.ts --base-url http://127.0.0.1:3000 [--item <urlComponent>]
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** issue #3: Lighthouse performance score of at least 95. */
export const LIGHTHOUSE_MIN_SCORE = 95;
const RUNS = 3;

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseOutcome {
  name: string;
  path: string;
  /** 0–100, the median of the runs. */
  performance: number;
  runs: number[];
  /** Metrics of the median run. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine's CPU speed during the runs (`environment.benchmarkIndex`,
   * lowest and highest). Its simulated 4× slowdown multiplies what this CPU took, so on a shared
   * virtual machine whose speed varies (1,100–2,200 in one session) the Total Blocking Time, and
   * with it the score, follows the host.
   */
  benchmarkIndex: [number, number];
  pass: boolean;
}

/** The pages of issue #3: the home page, the first listing page and one product page. */
export function lighthousePages(itemUrlComponent: string): LighthousePage[] {
  return [
    { name: 'lighthouse /', path: '/' },
    { name: 'lighthouse /products/1', path: '/products/1' },
    { name: 'lighthouse product page', path: `/product/${encodeURIComponent(itemUrlComponent)}` },
  ];
}

function numeric(audit: { numericValue?: number } | undefined): number {
  return Math.round(audit?.numericValue ?? Number.NaN);
}

export async function runLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseOutcome[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const outcomes: LighthouseOutcome[] = [];
  try {
    for (const page of pages) {
      const runs: Array<{ score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }> = [];
      const speeds: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { categories, audits, runtimeError, environment } = result.lhr;
        speeds.push(Math.round(environment.benchmarkIndex));
        // A run Lighthouse could not complete scores 0; say why instead of averaging it in silently.
        if (runtimeError)
          process.stderr.write(`${page.path}: ${runtimeError.code} ${runtimeError.message}\n`);
        runs.push({
          score: Math.round((categories['performance']?.score ?? 0) * 100),
          fcpMs: numeric(audits['first-contentful-paint']),
          lcpMs: numeric(audits['largest-contentful-paint']),
          tbtMs: numeric(audits['total-blocking-time']),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        });
      }
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) throw new Error(`No Lighthouse run for ${page.path}`);
      outcomes.push({
        name: page.name,
        path: page.path,
        performance: median.score,
        runs: runs.map((r) => r.score),
        fcpMs: median.fcpMs,
        lcpMs: median.lcpMs,
        tbtMs: median.tbtMs,
        cls: median.cls,
        benchmarkIndex: [Math.min(...speeds), Math.max(...speeds)],
        pass: median.score >= LIGHTHOUSE_MIN_SCORE,
      });
    }
  } finally {
    chrome.kill();
  }
  return outcomes;
}

export function formatOutcome(outcome: LighthouseOutcome): string {
  return (
    `${outcome.pass ? 'PASS' : 'FAIL'}  ${outcome.name.padEnd(28)} score ${outcome.performance} (runs ${outcome.runs.join(', ')})  ` +
    `FCP ${outcome.fcpMs} ms  LCP ${outcome.lcpMs} ms  TBT ${outcome.tbtMs} ms  CLS ${outcome.cls}  ` +
    `CPU index ${outcome.benchmarkIndex.join('–')}  budget ≥ ${LIGHTHOUSE_MIN_SCORE}\n`
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, item: { type: 'string' } },
  });
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new Error('--base-url is required (or run `npm run bench`)');
  let item = values.item;
  if (!item) {
    const response = await fetch(`${baseUrl}/api/shopping/item/topItems`);
    const top = (await response.json()) as Array<{ urlComponent: string }>;
    item = top[0]?.urlComponent;
  }
  if (!item) throw new Error('The store has no items to measure');
  const outcomes = await runLighthouse(baseUrl, lighthousePages(item));
  for (const outcome of outcomes) process.stdout.write(formatOutcome(outcome));
  process.exit(outcomes.every((o) => o.pass) ? 0 : 1);
}
