// The README's screenshots (docs/screenshots/*.png), taken from a running store with the demo data:
//
//   npm start                                   # in one terminal (PORT=3107 npm start for another port)
//   BASE_URL=http://localhost:3000 node scripts/screenshots.ts
//
// Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with the flags of ARCHITECTURE §10; no
// browser is ever downloaded. Each shot is the viewport only, not the full page, so the files stay
// small. OUT_DIR changes where they go. Nothing is changed in the store: the pages are only looked
// at (the demo administrator's cart is seeded).
//
// The account lists and the back office's order queue at a phone's and a laptop's width (issue 31)
// go to docs/screens/ (SCREENS_DIR);
// ONLY=screens takes those alone, ONLY=readme the others alone.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const baseUrl = (process.env['BASE_URL'] ?? 'http://localhost:3000').replace(/\/$/, '');
const outDir = path.resolve(
  process.env['OUT_DIR'] ?? path.join(import.meta.dirname, '..', 'docs', 'screenshots'),
);
const screensDir = path.resolve(
  process.env['SCREENS_DIR'] ?? path.join(import.meta.dirname, '..', 'docs', 'screens'),
);
const only = process.env['ONLY'];
const readmeShots = only !== 'screens';
const listShots = only !== 'readme';
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const PASSWORD = 'Demo!2026';
const BUYER = 'admin@lakeside-clinic.example';
const ORDER_DESK = 'orders@staff.medsupply.example';
/** PureWave Nitrile Exam Gloves in the demo store (seeded, so the same on every fresh store). */
const PRODUCT_ID = process.env['PRODUCT_ID'] ?? '1';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

// ARCHITECTURE §10 (as apps/web/e2e/support/chromium-args.ts).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Browser {
  page: Page;
  close: () => Promise<void>;
}

async function launch(phone = false): Promise<Browser> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'medsupply-screenshots-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: phone ? PHONE : DESKTOP,
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Opens a storefront page and waits until the app has taken the server's markup over. */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(`${baseUrl}${pathname}`);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

async function shoot(page: Page, name: string, dir = outDir): Promise<void> {
  // Pictures and fonts settle, the caret and hover effects do not show.
  await page.waitForFunction('document.fonts.status === "loaded"');
  await page.mouse.move(0, 0);
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  process.stdout.write(
    `${path.relative(process.cwd(), file)}  ${Math.round(statSync(file).size / 1024)} KB\n`,
  );
}

async function logIn(page: Page, username: string): Promise<void> {
  await open(page, '/login');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function staffSignIn(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}

mkdirSync(outDir, { recursive: true });
mkdirSync(screensDir, { recursive: true });

// A visitor: the home page, no prices.
if (readmeShots) {
  const { page, close } = await launch();
  await open(page, '/');
  await shoot(page, 'home-visitor');
  await close();
}

// The clinic's administrator: a product with prices, the cart, invoices.
if (readmeShots) {
  const { page, close } = await launch();
  await logIn(page, BUYER);
  await open(page, `/product/${PRODUCT_ID}`);
  await shoot(page, 'product');
  await open(page, '/cart');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'cart');
  await open(page, '/myaccount/menu/invoices');
  await page.getByRole('table').first().waitFor();
  await shoot(page, 'invoices');
  await close();
}

// A phone (375 px): the same buyer's account dashboard.
if (readmeShots) {
  const { page, close } = await launch(true);
  await logIn(page, BUYER);
  await open(page, '/myaccount');
  await shoot(page, 'phone-account');
  await close();
}

// The back office's order desk.
if (readmeShots) {
  const { page, close } = await launch();
  await staffSignIn(page, ORDER_DESK);
  await page.goto(`${baseUrl}/admin/orders`);
  await page.getByRole('table').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'admin-orders');
  await close();
}

// The account lists as a buyer sees them first at 375 and 1280 px: Sales Orders, Invoices, Credit
// Memos, and an order's lines (scrolled to its Items).
if (listShots) {
  for (const phone of [true, false]) {
    const { page, close } = await launch(phone);
    const suffix = phone ? '375' : '1280';
    await logIn(page, BUYER);
    for (const [list, name] of [
      ['salesorders', 'sales-orders'],
      ['invoices', 'invoices'],
      ['creditmemos', 'credit-memos'],
    ] as const) {
      await open(page, `/myaccount/menu/${list}`);
      await page.getByRole('table').first().waitFor();
      await shoot(page, `${name}-${suffix}`, screensDir);
    }
    await open(page, '/myaccount/menu/salesorders');
    await page.locator('main a[href*="orderdetails?id="]').first().click();
    const items = page.getByRole('heading', { name: 'Items' });
    await items.waitFor();
    await page.waitForLoadState('networkidle');
    // The lines at the top of the screen, a little room above them.
    const box = await items.boundingBox();
    await page.evaluate(`window.scrollTo(0, ${Math.max(0, (box?.y ?? 0) - 16)})`);
    await shoot(page, `order-details-${suffix}`, screensDir);
    await close();
  }
  // The back office's order queue at the same two widths.
  for (const phone of [true, false]) {
    const { page, close } = await launch(phone);
    await staffSignIn(page, ORDER_DESK);
    await page.goto(`${baseUrl}/admin/orders`);
    await page.getByRole('table').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `admin-orders-${phone ? '375' : '1280'}`, screensDir);
    await close();
  }
}
