// Every list of the buyer's account area reads at every width (issue 31 point 1): signed in as the
// demo clinic's administrator (sees prices, approves orders, manages contacts), each list page is
// opened at 320, 375, 768 and 1280 px. A page fails if the document or any box on it scrolls
// sideways, if a cell's or a value's text is wider than its box (clipped or spilling over), or if a
// row's number, status or amount is not on the screen: hidden, cut off by a box, or beyond the
// window's edge. On a phone the page's title and its first row are on the first screen.
import { mkdirSync } from 'node:fs';

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { layoutProblems } from './support/layout';
import { baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const ADMIN = 'admin@lakeside-clinic.example';
const SHOTS = '/tmp/shots';
const MONEY = /^-?\$[\d,]+\.\d{2}$/;

interface RowPart {
  /** What it is, for the failure message ('Total of row 1'). */
  what: string;
  locator: Locator;
}

interface ListPage {
  name: string;
  /** The path, or how to find it (a document's details). */
  path: string | ((ids: DocumentIds) => string);
  heading: string;
  /** The parts of the first rows a buyer must see: number, status, amount. */
  rows: (page: Page) => Promise<RowPart[]>;
  /** A 375 × 812 phone shows the title and the first row without scrolling. */
  firstScreen?: boolean;
}

interface DocumentIds {
  order: string;
  invoice: string;
}

/** How many rows of each list are checked (all of a page would say nothing more, slower). */
const ROWS = 3;

/**
 * A table's cells by their columns' headers, in whichever form the table has at this width (the
 * headers stay in the accessibility tree when the rows stack into cards).
 */
function tableRows(labels: { identity: string; status?: string; amount?: string }, table?: string) {
  return async (page: Page): Promise<RowPart[]> => {
    const scope = table ? page.getByRole('region', { name: table }) : page.getByRole('main');
    const grid = scope.getByRole('table').first();
    await grid.getByRole('row').nth(1).waitFor();
    const headers = (await grid.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const rows = grid.getByRole('row');
    const count = Math.min((await rows.count()) - 1, ROWS);
    expect(count, 'rows in the table').toBeGreaterThan(0);
    const parts: RowPart[] = [];
    for (const label of [labels.identity, labels.status, labels.amount]) {
      if (!label) continue;
      const column = headers.indexOf(label);
      expect(column, `column ${label} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
      for (let row = 1; row <= count; row += 1) {
        parts.push({ what: `${label} of row ${row}`, locator: rows.nth(row).getByRole('cell').nth(column) });
      }
    }
    return parts;
  };
}

/** Cards (articles, list items, regions): each one's parts found by role or text within it. */
function cardRows(cards: (page: Page) => Locator, parts: Record<string, (card: Locator) => Locator>) {
  return async (page: Page): Promise<RowPart[]> => {
    const all = cards(page);
    await all.first().waitFor();
    const count = Math.min(await all.count(), ROWS);
    const found: RowPart[] = [];
    for (let index = 0; index < count; index += 1) {
      for (const [what, part] of Object.entries(parts)) {
        found.push({ what: `${what} of card ${index + 1}`, locator: part(all.nth(index)).first() });
      }
    }
    return found;
  };
}

const PAGES: ListPage[] = [
  {
    name: 'salesorders',
    path: '/myaccount/menu/salesorders',
    heading: 'Sales Orders',
    rows: tableRows({ identity: 'Order', status: 'Status', amount: 'Total' }),
    firstScreen: true,
  },
  {
    name: 'orderdetails',
    path: (ids) => `/myaccount/menu/orderdetails?id=${ids.order}`,
    heading: 'Sales Orders',
    // An order's lines have no status of their own: the quantities fulfilled and backordered say it.
    rows: tableRows({ identity: 'Item', status: 'Backordered', amount: 'Amount' }, 'Items'),
  },
  {
    name: 'invoices',
    path: '/myaccount/menu/invoices',
    heading: 'Invoices',
    rows: tableRows({ identity: 'Invoice', status: 'Status', amount: 'Amount due' }),
    firstScreen: true,
  },
  {
    name: 'invoicedetails',
    path: (ids) => `/myaccount/menu/invoicedetails?id=${ids.invoice}`,
    heading: 'Invoices',
    rows: tableRows({ identity: 'Item', amount: 'Amount' }, 'Items'),
  },
  {
    name: 'paymenthistory',
    path: '/myaccount/menu/paymenthistory',
    heading: 'Payment History',
    rows: tableRows({ identity: 'Payment', status: 'Status', amount: 'Amount' }),
  },
  {
    name: 'creditmemos',
    path: '/myaccount/menu/creditmemos',
    heading: 'Credit Memos',
    // A memo's state is what it has left.
    rows: tableRows({ identity: 'Credit memo', status: 'Remaining', amount: 'Total' }),
    firstScreen: true,
  },
  {
    name: 'statements',
    path: '/myaccount/menu/statements',
    heading: 'Account Statement',
    rows: tableRows({ identity: 'Transaction', status: 'Open', amount: 'Amount' }, 'Transactions'),
  },
  {
    name: 'openitems',
    path: '/myaccount/menu/openitems',
    heading: 'Open Items',
    rows: cardRows((page) => page.getByRole('region', { name: /^Order SO-/ }), {
      number: (card) => card.getByRole('link', { name: /^Order SO-/ }),
      status: (card) => card.getByText(/^(Pending|Partially)/),
      amount: (card) => card.getByText(MONEY),
    }),
  },
  {
    name: 'estimates',
    path: '/myaccount/menu/estimates',
    heading: 'Estimates',
    rows: tableRows({ identity: 'Estimate', status: 'Status', amount: 'Total' }),
  },
  {
    name: 'quotes',
    path: '/myaccount/menu/quotes',
    heading: 'Quotes',
    rows: tableRows({ identity: 'Quote', status: 'Status', amount: 'Total' }),
  },
  {
    name: 'approvals',
    path: '/myaccount/menu/approvals',
    heading: 'Approve Orders',
    rows: cardRows((page) => page.getByRole('article'), {
      number: (card) => card.getByRole('heading', { name: /^Order SO-/ }),
      status: (card) => card.getByText(/^(Pending Approval|Rejected)$/),
      amount: (card) => card.getByText(MONEY),
    }),
  },
  {
    name: 'contacts',
    path: '/myaccount/menu/contacts',
    heading: 'Contacts',
    rows: cardRows((page) => page.getByRole('region', { name: 'Contacts' }).getByRole('listitem'), {
      'e-mail': (card) => card.getByText(/@/),
      'Edit button': (card) => card.getByRole('button', { name: /^Edit / }),
    }),
  },
  {
    name: 'addresses',
    path: '/myaccount/menu/addresses',
    heading: 'Addresses',
    rows: cardRows(
      (page) => page.getByRole('region').filter({ has: page.getByRole('button', { name: /^Edit / }) }),
      {
        name: (card) => card.getByRole('heading'),
        'Edit button': (card) => card.getByRole('button', { name: /^Edit / }),
      },
    ),
  },
  {
    name: 'subscriptions',
    path: '/myaccount/menu/subscriptions',
    heading: 'Item Lists',
    rows: cardRows(
      (page) =>
        page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Edit subscription of/ }) }),
      {
        name: (card) => card.getByRole('link').first(),
        status: (card) => card.getByText(/^(Active|Ended)$/),
      },
    ),
  },
];

/** Why a row's part is not fully on the screen, or nothing. */
async function notOnScreen(part: RowPart): Promise<string[]> {
  const problems = await part.locator.evaluate((element) => {
    const found: string[] = [];
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0 || box.height === 0)
      return ['not shown'];
    if (!element.textContent.trim()) found.push('empty');
    if (box.left < -0.5 || box.right > width + 0.5)
      found.push(`beyond the window (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px)`);
    for (let box2 = element.parentElement; box2; box2 = box2.parentElement) {
      if (getComputedStyle(box2).overflowX === 'visible') continue;
      const frame = box2.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
        found.push(`cut off by its ${box2.tagName.toLowerCase()}`);
        break;
      }
    }
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      found.push(`text clipped (${element.scrollWidth} px in ${element.clientWidth})`);
    return found;
  });
  return problems.map((problem) => `${part.what}: ${problem}`);
}

const WIDTHS: Array<{ width: number; height: number; emulate: ViewportName }> = [
  { width: 320, height: 640, emulate: 'mobile' },
  { width: 375, height: 812, emulate: 'mobile' },
  { width: 768, height: 1024, emulate: 'tablet' },
  { width: 1280, height: 800, emulate: 'desktop' },
];

for (const { width, height, emulate } of WIDTHS) {
  describe(`account lists at ${width} px`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    const ids: DocumentIds = { order: '', invoice: '' };

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(emulate);
      page = browser.page;
      await page.setViewportSize({ width, height });
      errors = watchErrors(page);
      await logIn(page, ADMIN);
      // The first order's and invoice's details, as a buyer reaches them from the lists.
      const idOf = async (list: string, details: string) => {
        await page.goto(`${baseUrl}/myaccount/menu/${list}`);
        const href = await page.locator(`main a[href*="${details}?id="]`).first().getAttribute('href');
        return /id=(\d+)/.exec(href ?? '')?.[1] ?? '';
      };
      ids.order = await idOf('salesorders', 'orderdetails');
      ids.invoice = await idOf('invoices', 'invoicedetails');
    });

    afterAll(async () => {
      await browser.close();
    });

    for (const list of PAGES) {
      it(`${list.name}: no sideways scrolling, no clipped text, each row's number, status and amount on screen`, async () => {
        const path = typeof list.path === 'string' ? list.path : list.path(ids);
        await page.goto(`${baseUrl}${path}`);
        const heading = page.getByRole('heading', { level: 1, name: list.heading });
        await heading.waitFor();
        const parts = await list.rows(page);
        await page.waitForLoadState('networkidle');

        expect(await page.evaluate(layoutProblems)).toEqual([]);
        const offScreen = (await Promise.all(parts.map(notOnScreen))).flat();
        expect(offScreen).toEqual([]);

        if (list.firstScreen && width === 375) {
          const first = parts[0];
          if (!first) throw new Error('no row to look for');
          const headingBox = await heading.boundingBox();
          const rowBox = await first.locator.boundingBox();
          expect(headingBox && headingBox.y >= 0 && headingBox.y + headingBox.height <= height).toBe(true);
          expect(
            rowBox && rowBox.y + rowBox.height <= height,
            "the first row's number on the first screen",
          ).toBe(true);
        }
        if (width === 320 || width === 1280)
          await page.screenshot({ path: `${SHOTS}/list-${list.name}-${width}.png`, fullPage: true });
        expect(errors).toEqual([]);
      });
    }
  });
}
