// Browser journeys through checkout, orders and approvals (issue 17 Acceptance) at desktop and
// mobile widths. purchasing@lakeside-clinic.example (an administrator; no other journey uses it)
// checks out on terms from the cart (Lakeside's West Madison Clinic is left out for the cart's
// Schedule III line, with its reason), reloads the review, places the order, sees the confirmation
// and finds the order in Sales Orders and its details; then pays by card in the gateway's hosted
// fields with 4242… (placed) and with the declining number (lands on /orderError, cart kept).
// frontdesk@lakeside-clinic.example's order waits for approval; the administrator approves it and
// rejects a waiting one ('Rejected'). The punchout login has no checkout. axe finds no serious or
// critical violation on the checkout screens; screenshots go to /tmp/shots/.
import { mkdirSync } from 'node:fs';

import type { Cart, PaginateItemsResponse, ProductCard } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const ADMIN = 'purchasing@lakeside-clinic.example';
const WAITS_FOR_APPROVAL = 'frontdesk@lakeside-clinic.example';
const PUNCHOUT = 'punchout@st-brendan.example';
const SHOTS = '/tmp/shots';
const DECLINING_CARD = '4000 0000 0000 0002';
const APPROVING_CARD = '4242 4242 4242 4242';

/** Items to order: everyday ones in stock, and a Schedule III item Lakeside may buy. */
async function orderableItems(
  page: Page,
  token: string,
): Promise<{ everyday: ProductCard[]; schedule3: ProductCard }> {
  const cards: ProductCard[] = [];
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const answer = await api<PaginateItemsResponse>(page, token, '/api/shopping/item/paginate', {
      page: pageNumber,
      limit: 100,
    });
    cards.push(...answer.results);
    if (pageNumber >= answer.pages) break;
  }
  const buyable = (card: ProductCard) =>
    card.isAddableToCart &&
    card.children.length === 0 &&
    card.quantityAvailable > 20 &&
    card.allocationPeriod === null;
  const everyday = cards.filter((card) => buyable(card) && card.rxLevel === 0);
  const schedule3 = cards.find((card) => buyable(card) && card.rxLevel === 3);
  if (everyday.length < 4 || !schedule3) throw new Error('The seed has too few orderable items');
  return { everyday, schedule3 };
}

async function fillCart(page: Page, token: string, items: ProductCard[]): Promise<void> {
  await api<Cart>(page, token, '/api/cart/cart/emptyCart', {});
  for (const item of items)
    await api<Cart>(page, token, '/api/cart/cart/addItem', { itemId: item.id, quantity: 1 });
}

async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: /New credit card/ }).check();
  const fields = page.frameLocator('iframe[title="Card details"]');
  await fields.getByLabel('Card number').pressSequentially(number, { delay: 5 });
  await fields.getByLabel('Expiration (MM/YY)').pressSequentially('1230', { delay: 5 });
  await fields.getByLabel('Security code').pressSequentially('123', { delay: 5 });
  await fields.getByLabel('Name on card').pressSequentially('Nadia Haddad', { delay: 5 });
}

async function placeFromReview(page: Page): Promise<void> {
  await page.waitForURL(/\/reviewOrder$/);
  await page.getByRole('heading', { level: 1, name: 'Review Your Order' }).waitFor();
  await page.getByRole('button', { name: 'Place order' }).click();
}

async function confirmedOrderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/orderConfirmation\?id=\d+$/);
  const heading = page.getByRole('heading', { name: /^Thank you! Order .+ has been placed$/ });
  await heading.waitFor();
  const match = /Order (\S+) has been placed/.exec(await heading.innerText());
  if (!match?.[1]) throw new Error('No order number on the confirmation');
  return match[1];
}

function journeys(viewport: ViewportName) {
  describe(`checkout (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });

    afterAll(async () => {
      await browser.close();
    });

    it(
      'checks out on terms, finds the order, pays by card and is declined with the cart kept',
      { timeout: 180_000 },
      async () => {
        const token = await logIn(page, ADMIN);
        const { everyday, schedule3 } = await orderableItems(page, token);
        const [first, second, third, fourth] = everyday;
        if (!first || !second || !third || !fourth) throw new Error('unreachable');
        await fillCart(page, token, [first, schedule3]);

        await page.goto(`${baseUrl}/cart`);
        await page.getByRole('link', { name: 'Proceed to checkout' }).click();
        await page.waitForURL(/\/checkout$/);
        await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
        const excluded = page.getByRole('heading', { name: 'Addresses that cannot receive this order' });
        await excluded.waitFor();
        await expect
          .poll(() =>
            page
              .getByText(/West Madison Clinic/)
              .first()
              .isVisible(),
          )
          .toBe(true);
        await expect
          .poll(() =>
            page
              .getByText(/expired/i)
              .first()
              .isVisible(),
          )
          .toBe(true);
        // Lakeside's accounts-payable office takes invoices, never deliveries.
        await page
          .getByText('This is a billing-only address: it receives invoices, not deliveries.')
          .first()
          .waitFor();
        expect(await page.getByRole('radio', { name: /^Billing Office/ }).count()).toBe(0);
        await expect.poll(() => page.getByTestId('checkout-shipping').innerText()).toBe('FREE');
        await expect.poll(() => page.getByTestId('checkout-tax').innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
        expect(await page.getByRole('radio', { name: /Pay on terms \(Net 30\)/ }).isChecked()).toBe(true);
        await page.getByLabel('PO number').fill(`PO-${viewport}-TERMS`);
        expect(await axeViolations(page), 'checkout').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/checkout-${viewport}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Continue to review' }).click();
        await page.waitForURL(/\/reviewOrder$/);
        // The choices survive a reload of the review (sessionStorage).
        await page.reload();
        await page.getByText(`PO-${viewport}-TERMS`).waitFor();
        await page.getByText('Terms: Net 30').waitFor();
        expect(await axeViolations(page), 'review').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/review-order-${viewport}.png`, fullPage: true });
        await placeFromReview(page);
        const tranId = await confirmedOrderNumber(page);
        await page.getByRole('heading', { name: 'What happens next' }).waitFor();
        expect(await axeViolations(page), 'confirmation').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/order-confirmation-${viewport}.png`, fullPage: true });

        // The order is in Sales Orders and opens in Order Details.
        await page.goto(`${baseUrl}/myaccount/menu/salesorders`);
        // On a phone the filters fold behind a button (issue 31).
        if (viewport === 'mobile') await page.getByRole('button', { name: /^Filters/ }).click();
        const filters = page.getByRole('form', { name: 'Filter orders' });
        await filters.getByLabel('Search', { exact: true }).fill(tranId);
        await filters.getByRole('button', { name: 'Apply filters' }).click();
        await page.getByRole('link', { name: tranId }).click();
        await page.getByRole('heading', { name: `Order ${tranId}` }).waitFor();
        await page.getByText(`PO-${viewport}-TERMS`).waitFor();

        // By card: 4242… is authorised and placed.
        await fillCart(page, token, [second]);
        await page.goto(`${baseUrl}/checkout`);
        await enterCard(page, APPROVING_CARD);
        await expect
          .poll(() => page.getByTestId('checkout-convenienceFee').innerText())
          .toMatch(/^\$[\d,]+\.\d\d$/);
        await page.getByRole('button', { name: 'Continue to review' }).click();
        await page.waitForURL(/\/reviewOrder$/);
        await page.getByText('Visa ending 4242').waitFor();
        await placeFromReview(page);
        await confirmedOrderNumber(page);

        // The declining number lands on /orderError with the reason; the cart is kept.
        await fillCart(page, token, [third, fourth]);
        await page.goto(`${baseUrl}/checkout`);
        await enterCard(page, DECLINING_CARD);
        await page.getByRole('button', { name: 'Continue to review' }).click();
        await placeFromReview(page);
        await page.waitForURL(/\/orderError$/);
        await page.getByRole('heading', { level: 1, name: 'We Couldn’t Place Your Order' }).waitFor();
        await page.getByRole('heading', { level: 2, name: /declined/i }).waitFor();
        expect(await axeViolations(page), 'order error').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/order-error-${viewport}.png`, fullPage: true });
        await page.getByRole('main').getByRole('link', { name: 'Back to cart' }).click();
        await page.waitForURL(/\/cart$/);
        const cart = await api<Cart>(page, token, '/api/cart/cart/getCart');
        expect(cart.cartDetail.map((line) => line.itemId).sort()).toEqual([third.id, fourth.id].sort());
        expect(errors).toEqual([]);
      },
    );

    it(
      "holds a buyer's order for approval; the administrator approves it and rejects another",
      { timeout: 120_000 },
      async () => {
        const buyerToken = await logIn(page, WAITS_FOR_APPROVAL);
        const { everyday } = await orderableItems(page, buyerToken);
        const item = everyday[viewport === 'desktop' ? 4 : 5];
        if (!item) throw new Error('unreachable');
        await fillCart(page, buyerToken, [item]);
        await page.goto(`${baseUrl}/checkout`);
        await page.getByText('Your orders are reviewed by an administrator').waitFor();
        await page.getByRole('button', { name: 'Continue to review' }).click();
        await placeFromReview(page);
        await page.waitForURL(/\/orderConfirmation\?id=\d+$/);
        const heading = page.getByRole('heading', { name: /^Order .+ is waiting for approval$/ });
        await heading.waitFor();
        const tranId = /Order (\S+) is waiting/.exec(await heading.innerText())?.[1] ?? '';

        await logIn(page, ADMIN);
        await page.goto(`${baseUrl}/myaccount/menu/approvals`);
        await page.getByRole('heading', { level: 1, name: 'Approve Orders' }).waitFor();
        await page.getByText('Approve orders that have been placed by your company').waitFor();
        const mine = page.getByRole('article', { name: `Order ${tranId}` });
        await mine.getByRole('button', { name: 'Show details' }).click();
        await mine.getByText(item.displayName).first().waitFor();
        expect(await axeViolations(page), 'approvals').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/approvals-${viewport}.png`, fullPage: true });
        await mine.getByRole('button', { name: 'Approve' }).click();
        await page.getByText(`Order ${tranId} approved.`).waitFor();
        await expect.poll(() => mine.count()).toBe(0);

        // Another waiting order (the seed's) is rejected: it moves to the rejected list.
        const pending = page.getByRole('region', { name: /Waiting for approval/ }).getByRole('article');
        const other = pending.first();
        const otherName = (await other.getAttribute('aria-label')) ?? '';
        await other.getByRole('button', { name: 'Reject' }).click();
        await other.getByLabel(/Reason/).fill('Please order these through the monthly list.');
        await other.getByRole('button', { name: /^Reject order/ }).click();
        const rejected = page
          .getByRole('region', { name: /Rejected/ })
          .getByRole('article', { name: otherName });
        await rejected.waitFor();
        await rejected.getByText('Rejected', { exact: true }).waitFor();
        expect(errors).toEqual([]);
      },
    );

    it('has no checkout for the punchout login', async () => {
      await logIn(page, PUNCHOUT);
      await page.goto(`${baseUrl}/cart`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Proceed to checkout' }).count()).toBe(0);
      await page.goto(`${baseUrl}/checkout`);
      await page.getByRole('heading', { name: 'Checkout is not available' }).waitFor();
      await page.getByText(/checkout is not available in punchout mode/i).waitFor();
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
