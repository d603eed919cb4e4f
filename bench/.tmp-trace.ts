// Temporary (not committed): long tasks and a CPU profile of a page load at 4x CPU slowdown.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const [base, path, signedIn, out] = process.argv.slice(2);
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
await page.addInitScript(() => {
  (window as unknown as { __lt: unknown[] }).__lt = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) (window as unknown as { __lt: unknown[] }).__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${base}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
const lt = await page.evaluate(() => (window as unknown as { __lt: number[][] }).__lt);
console.log('long tasks [start, ms]:', JSON.stringify(lt), 'TBT-ish:', lt.reduce((a, [, d]) => a + Math.max(0, d - 50), 0));
await browser.close();
