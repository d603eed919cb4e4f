// Lighthouse performance of the storefront (issue 15's budgets: performance ≥ 95 on /, /products/1
// and a product page, ≥ 90 on /cart and /myaccount signed in, CLS ≤ 0.02 everywhere). Lighthouse 13
// with its default mobile preset at its default settings (emulated mid-range phone, simulated slow
// 4G, simulated 4× CPU slowdown) drives Debian's Chromium through chrome-launcher, with the flags
// of ARCHITECTURE §10. Each page is loaded five times and the median score is kept, because one
// run varies by a few points on a busy machine.
//
// Signed-in pages: before their loads the bench logs the demo buyer in, in the same browser, as the
// login page does (the session cookie the server renders with, the token the storefront keeps in
// localStorage). Lighthouse's default storage reset clears neither cookies nor localStorage
// (`clearStorageTypes`), so its loads are signed in without changing any of its settings.
//
// For information only (issue 15: not a budget), each load is also scored at the CPU slowdown
// calibrated to the machine (ADR 0014). Lighthouse's default 4× assumes a host of CPU index
// (`benchmarkIndex`) about 1,500; this shared virtual machine measures 900–4,000 from session to
// session. Each load (gather mode) is scored from the same trace at the default 4× and at the
// multiplier Lighthouse's documentation gives for the CPU index measured around the page's loads
// (docs/throttling.md, "Calibrating the CPU slowdown"). Both are printed; the budget applies to
// the default one.
//
// `npm run bench` runs it after the API scenarios against the seeded store (`--only lighthouse` for
// this alone); against a store that is already running:
//   node bench/lighthouse.ts --base-url http://127.0.0.1:3000 [--item <urlComponent>]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS } from '../apps/web/e2e/support/chromium-args.ts';

/** issue 15: Lighthouse performance score of at least 95 on the public pages, 90 signed in. */
export const LIGHTHOUSE_MIN_SCORE = 95;
export const LIGHTHOUSE_MIN_SCORE_SIGNED_IN = 90;
/** issue 15: cumulative layout shift of at most 0.02 on every page. */
export const LIGHTHOUSE_MAX_CLS = 0.02;
/** issue 31: Lighthouse accessibility score of 100 on every measured page. */
export const LIGHTHOUSE_MIN_ACCESSIBILITY = 100;
/** The demo buyer the signed-in pages are measured as (a clinic's admin with prices and a cart). */
export const LIGHTHOUSE_BUYER = { username: 'admin@lakeside-clinic.example', password: 'Demo!2026' };
const RUNS = 5;
/** Lighthouse's own CPU slowdown (its mobile preset), which assumes a CPU index of about 1,533. */
const DEFAULT_MULTIPLIER = 4;

/**
 * The CPU slowdown that makes a host of CPU index `benchmarkIndex` emulate the phone Lighthouse's
 * default 4× emulates on the host it assumes: the calibration of Lighthouse's documentation
 * (docs/throttling.md, "Calibrating the CPU slowdown", and the Lighthouse team's calculator it links
 * to): 1× at 150, 2× at 800, 3× at 1,300, then one more for every 233 (4× at 1,533, 6× at 2,000).
 * A faster host is slowed more than 4×, a slower one less.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export interface LighthousePage {
  name: string;
  path: string;
  /** Lowest median performance score the page may have. */
  minScore: number;
  /** Measured with the demo buyer signed in. */
  signedIn?: boolean;
}

interface RunMetrics {
  /** Whether Lighthouse could not complete the run (it then scores 0). */
  failed: boolean;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0–100; the same in every run of a page unless the page itself changes. */
  accessibility: number;
  /** The accessibility audits the page fails, with the elements they name. */
  accessibilityFailures: string[];
}

export interface LighthouseOutcome {
  name: string;
  path: string;
  signedIn: boolean;
  minScore: number;
  /** 0–100, the median of the runs at Lighthouse's default settings (4×): what the budget applies to. */
  performance: number;
  runs: number[];
  /** Metrics of the median run (default settings). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest layout shift of any of the runs. */
  maxCls: number;
  /** The lowest accessibility score of the runs, and what its run failed. */
  accessibility: number;
  accessibilityFailures: string[];
  /** For information: the same loads scored at the slowdown calibrated to the host. */
  calibratedPerformance: number;
  calibratedRuns: number[];
  calibratedTbtMs: number;
  /** Lighthouse's measure of the machine's CPU speed before each load (`benchmarkIndex`), sorted. */
  benchmarkIndexes: number[];
  /** The CPU slowdown calibrated to their median. */
  multiplier: number;
  pass: boolean;
}

/** The pages of issue 15: home, the first listing page, a product page; cart and account signed in. */
export function lighthousePages(itemUrlComponent: string): LighthousePage[] {
  const min = LIGHTHOUSE_MIN_SCORE;
  const signedIn = LIGHTHOUSE_MIN_SCORE_SIGNED_IN;
  return [
    { name: 'lighthouse /', path: '/', minScore: min },
    { name: 'lighthouse /products/1', path: '/products/1', minScore: min },
    {
      name: 'lighthouse product page',
      path: `/product/${encodeURIComponent(itemUrlComponent)}`,
      minScore: min,
    },
    { name: 'lighthouse /cart signed in', path: '/cart', minScore: signedIn, signedIn: true },
    { name: 'lighthouse /myaccount signed in', path: '/myaccount', minScore: signedIn, signedIn: true },
  ];
}

/**
 * Signs the demo buyer in, in the browser on `port`, as the login page does: the login answer sets
 * the session cookie, and the token goes where the storefront keeps it (apps/web/src/lib/storage.ts).
 */
export async function signIn(baseUrl: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    const signed = await page.evaluate(async (buyer) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buyer),
      });
      if (!response.ok) return `login answered ${response.status}`;
      const session = (await response.json()) as { token: string; expiresAt: string; isPunchout: boolean };
      localStorage.setItem('token', session.token);
      localStorage.setItem('tokenExpiry', String(Date.parse(session.expiresAt)));
      if (session.isPunchout) localStorage.setItem('isPunchout', 'true');
      return null;
    }, LIGHTHOUSE_BUYER);
    if (signed !== null) throw new Error(`Signing ${LIGHTHOUSE_BUYER.username} in: ${signed}`);
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

/** Signs out of the browser on `port` (cookies and localStorage), for the public pages that follow. */
async function signOut(baseUrl: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) return;
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  } finally {
    await browser.close();
  }
}

function numeric(audit: { numericValue?: number } | undefined): number {
  return Math.round(audit?.numericValue ?? Number.NaN);
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function metrics(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'], url: string): RunMetrics {
  const { categories, audits, runtimeError } = lhr;
  // A run Lighthouse could not complete scores 0; say why instead of averaging it in silently.
  if (runtimeError) process.stderr.write(`${url}: ${runtimeError.code} ${runtimeError.message}\n`);
  // A load that ended elsewhere (a signed-in page sent to /login) measured another page.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  const elsewhere = landed !== new URL(url).pathname;
  if (elsewhere) process.stderr.write(`${url}: the load ended on ${landed}, not the page asked for\n`);
  const accessibility = categories['accessibility'];
  const accessibilityFailures = (accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((audit) => audit !== undefined && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map((audit) => {
      const details = audit?.details as { items?: Array<{ node?: { selector?: string } }> } | undefined;
      const where = (details?.items ?? []).map((item) => item.node?.selector ?? '?').slice(0, 5);
      return `${audit?.id ?? '?'}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
    });
  return {
    failed: runtimeError !== undefined || elsewhere,
    score: Math.round((categories['performance']?.score ?? 0) * 100),
    fcpMs: numeric(audits['first-contentful-paint']),
    lcpMs: numeric(audits['largest-contentful-paint']),
    tbtMs: numeric(audits['total-blocking-time']),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    accessibilityFailures,
  };
}

const FLAGS = {
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance', 'accessibility'],
};

/** One load of `url`, its artifacts (trace, network log, CPU index) saved in `dir`. */
async function gather(url: string, port: number, dir: string): Promise<void> {
  await lighthouse(url, { ...FLAGS, port, gatherMode: dir });
}

/**
 * Scores the load saved in `dir` at the CPU slowdown `multiplier`. Lighthouse refuses to score saved
 * artifacts with other settings than they were gathered with, so the slowdown is first written into
 * the saved settings. Under simulated throttling the load itself ran unthrottled either way: the
 * slowdown only scales the recorded main-thread work when Lighthouse simulates the phone.
 */
async function score(
  url: string,
  port: number,
  dir: string,
  multiplier: number,
): Promise<RunMetrics & { index: number }> {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(await readFile(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  await writeFile(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    ...FLAGS,
    port,
    auditMode: dir,
    throttling: { cpuSlowdownMultiplier: multiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { ...metrics(result.lhr, url), index: Math.round(result.lhr.environment.benchmarkIndex) };
}

const median = <T extends { score: number }>(runs: T[]): T => {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse run');
  return middle;
};

/**
 * Loads `url` RUNS times, then scores every load at the default slowdown and at the one calibrated
 * to the median CPU index of the loads. Lighthouse measures the index in a second of benchmark
 * just before each load, and on this host one such second reads anywhere from 1,100 to 1,900 in a
 * quiet minute; the median of the page's loads is a steadier measure of the CPU they ran on than
 * any one reading.
 */
async function measurePage(baseUrl: string, page: LighthousePage, port: number): Promise<LighthouseOutcome> {
  const url = `${baseUrl}${page.path}`;
  const dirs: string[] = [];
  try {
    const standard = [];
    // A load whose trace Lighthouse could not read (NO_NAVSTART, seen once in 15 loads) is loaded
    // again, twice at most; a third failure stays in the results as the 0 it scores.
    for (let run = 0, retries = 0; run < RUNS;) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-lighthouse-'));
      dirs.push(dir);
      await gather(url, port, dir);
      const result = await score(url, port, dir, DEFAULT_MULTIPLIER);
      if (result.failed && retries < 2) {
        retries += 1;
        dirs.pop();
        await rm(dir, { recursive: true, force: true });
        continue;
      }
      standard.push(result);
      run += 1;
    }
    const indexes = standard.map((r) => r.index).sort((a, b) => a - b);
    const index = indexes[Math.floor(indexes.length / 2)] ?? Number.NaN;
    const multiplier = Number(calibratedMultiplier(index).toFixed(2));
    const calibrated = [];
    for (const dir of dirs) calibrated.push(await score(url, port, dir, multiplier));
    const chosen = median(standard);
    const calibratedMedian = median(calibrated);
    const maxCls = Math.max(...standard.map((r) => r.cls));
    const worstAccessibility = [...standard].sort((a, b) => a.accessibility - b.accessibility)[0];
    return {
      name: page.name,
      path: page.path,
      signedIn: page.signedIn === true,
      minScore: page.minScore,
      performance: chosen.score,
      runs: standard.map((r) => r.score),
      fcpMs: chosen.fcpMs,
      lcpMs: chosen.lcpMs,
      tbtMs: chosen.tbtMs,
      cls: chosen.cls,
      maxCls,
      accessibility: worstAccessibility?.accessibility ?? 0,
      accessibilityFailures: worstAccessibility?.accessibilityFailures ?? [],
      calibratedPerformance: calibratedMedian.score,
      calibratedRuns: calibrated.map((r) => r.score),
      calibratedTbtMs: calibratedMedian.tbtMs,
      benchmarkIndexes: indexes,
      multiplier,
      pass:
        chosen.score >= page.minScore &&
        chosen.cls <= LIGHTHOUSE_MAX_CLS &&
        (worstAccessibility?.accessibility ?? 0) >= LIGHTHOUSE_MIN_ACCESSIBILITY,
    };
  } finally {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

export async function runLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseOutcome[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const outcomes: LighthouseOutcome[] = [];
  try {
    let signedIn = false;
    for (const page of pages) {
      const wanted = page.signedIn === true;
      if (wanted && !signedIn) await signIn(baseUrl, chrome.port);
      if (!wanted && signedIn) await signOut(baseUrl, chrome.port);
      signedIn = wanted;
      outcomes.push(await measurePage(baseUrl, page, chrome.port));
    }
  } finally {
    chrome.kill();
  }
  return outcomes;
}

export function formatOutcome(outcome: LighthouseOutcome): string {
  return (
    `${outcome.pass ? 'PASS' : 'FAIL'}  ${outcome.name.padEnd(32)} score ${outcome.performance} (runs ${outcome.runs.join(', ')})  ` +
    `FCP ${outcome.fcpMs} ms  LCP ${outcome.lcpMs} ms  TBT ${outcome.tbtMs} ms  CLS ${outcome.cls} (max ${outcome.maxCls})  ` +
    `budget ≥ ${outcome.minScore}, CLS ≤ ${LIGHTHOUSE_MAX_CLS}\n` +
    `      accessibility ${outcome.accessibility} (budget ${LIGHTHOUSE_MIN_ACCESSIBILITY})` +
    `${outcome.accessibilityFailures.length > 0 ? `: fails ${outcome.accessibilityFailures.join('; ')}` : ''}\n` +
    `      for information, CPU index ${outcome.benchmarkIndexes.join(', ')}: calibrated slowdown ${outcome.multiplier}×: ` +
    `score ${outcome.calibratedPerformance} (runs ${outcome.calibratedRuns.join(', ')})  TBT ${outcome.calibratedTbtMs} ms\n`
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
