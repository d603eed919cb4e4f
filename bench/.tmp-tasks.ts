// Temporary (not committed): the main thread's long tasks during a page load at 4x CPU slowdown, with what ran in them.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const [base, path, signedIn] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
if (signedIn === '1') {
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(async () => {
    const r = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@lakeside-clinic.example', password: 'Demo!2026' }) });
    const s = await r.json();
    localStorage.setItem('token', s.token);
    localStorage.setItem('tokenExpiry', String(Date.parse(s.expiresAt)));
  });
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await browser.startTracing(page, { path: '/tmp/trace/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(`${base}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(5000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace/trace.json', 'utf8')) as { traceEvents: Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: Record<string, unknown> } }> };
const main = traceEvents.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
const tid = main?.tid; const pid = main?.pid;
const onMain = traceEvents.filter((e) => e.tid === tid && e.pid === pid && e.ph === 'X');
const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ?? onMain[0]!.ts;
const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
let tbt = 0;
for (const t of tasks) {
  tbt += (t.dur! / 1000) - 50;
  const inside = onMain.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e !== t && (e.dur ?? 0) > 5000);
  const desc = inside.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? ' ' + String(e.args.data.url).replace(base, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}${e.args?.data?.type ? ' ' + e.args.data.type : ''} ${Math.round(e.dur! / 1000)}ms`).join(' | ');
  console.log(`${Math.round((t.ts - nav) / 1000)}ms +${Math.round(t.dur! / 1000)}ms: ${desc}`);
}
console.log('TBT (over 50 ms):', Math.round(tbt));
