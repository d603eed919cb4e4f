// The hosted card fields in Chromium (ARCHITECTURE §10), at 1280 and 375 px: a checkout page of
// the store's origin frames them, a person types a card, the page asks for a token with
// postMessage and receives it, and the API's gateway reads the token back. The embedding page is
// the test's own (served under the store's origin by Playwright), so the storefront plays no part.
// Also: the brand and errors as the person types, errors posted back and announced, messages from
// the wrong window ignored, no horizontal scrolling on a phone, no serious axe violation, and a
// page of another origin cannot frame the fields at all.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HostedFieldsError,
  HostedFieldsToken,
  hostedFieldsPaths,
  hostedFieldsUrl,
  type HostedFieldsKind,
} from '@medsupply/contract';
// ARCHITECTURE §10: Debian's Chromium with the flags the journeys and the bench use.
import { CHROMIUM_ARGS } from '../../../../../web/e2e/support/chromium-args.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
// As for the journeys (scripts/test.ts): without Chromium this is skipped on a developer's
// machine, and an error in CI.
if (!hasChromium && process.env['CI'])
  throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium`);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;

/** The embedding page: an iframe of the fields, a button that asks for a token, the answer shown. */
function checkoutPage(fieldsUrl: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (test page)</title>
<style>body { margin: 0; padding: 16px; font: 16px system-ui } iframe { display: block; width: 100%; border: 0 }</style>
<script src="/test/checkout.js" defer></script>
</head>
<body>
<main>
<h1>Payment</h1>
<iframe title="${title}" src="${fieldsUrl}"></iframe>
<button type="button" id="pay">Place order</button>
<p id="result" role="status"></p>
</main>
</body>
</html>`;
}

const CHECKOUT_SCRIPT = `
window.received = [];
const frame = document.querySelector('iframe');
const result = document.getElementById('result');
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
  window.received.push(event.data);
  if (event.data.type === 'hosted-fields:resize') frame.style.height = event.data.height + 'px';
  if (event.data.type === 'hosted-fields:token') result.textContent = 'Paid with ' + event.data.brand + ' ending in ' + event.data.last4;
  if (event.data.type === 'hosted-fields:error') result.textContent = event.data.message;
});
let requests = 0;
document.getElementById('pay').addEventListener('click', () => {
  requests += 1;
  frame.contentWindow.postMessage({ type: 'hosted-fields:tokenize', requestId: 'request-' + requests }, location.origin);
});
`;

/**
 * The browser globals the page functions below read. The API's TypeScript has no DOM library, and
 * a function given to evaluate() runs in the page, so it can only cast globalThis to this.
 */
interface PageGlobals {
  received: Array<{ type: string; requestId?: string }>;
  innerWidth: number;
  innerHeight: number;
  document: {
    documentElement: { scrollWidth: number; scrollHeight: number; clientWidth: number };
    activeElement: { id: string } | null;
  };
  postMessage(message: unknown, targetOrigin: string): void;
}

interface Launched {
  context: BrowserContext;
  page: Page;
  tokenizeCalls: () => number;
  errors: string[];
  close: () => Promise<void>;
}

let t: TestContext;
let origin = '';

async function launch(
  viewport: keyof typeof VIEWPORTS,
  options: { pageOrigin?: string; kind?: HostedFieldsKind } = {},
): Promise<Launched> {
  const { pageOrigin = origin, kind = 'card' } = options;
  const profile = mkdtempSync(path.join(tmpdir(), 'medsupply-fields-'));
  const phone = viewport === 'phone';
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  // The test's checkout page, as if the store served it; the fields come from the real app.
  const fieldsUrl = `${origin}${hostedFieldsUrl(kind, origin)}`;
  const title = kind === 'card' ? 'Card details' : 'Bank account details';
  await context.route(`${pageOrigin}/test/checkout`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: checkoutPage(fieldsUrl, title) }),
  );
  await context.route(`${pageOrigin}/test/checkout.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: CHECKOUT_SCRIPT }),
  );
  let calls = 0;
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(hostedFieldsPaths.tokens)) calls += 1;
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // As in the journeys (apps/web/e2e/support/page-checks.ts): Chromium logs every non-2xx answer
  // (the page icon this test page lacks, a refused tokenize call) as "Failed to load resource".
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return {
    context,
    page,
    tokenizeCalls: () => calls,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The messages the fields posted to the checkout page, in order. */
async function received(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).received);
}

async function waitForMessage(page: Page, type: string, requestId?: string): Promise<void> {
  await page.waitForFunction(
    ([wanted, id]) =>
      (globalThis as unknown as PageGlobals).received.some(
        (message) => message.type === wanted && (id === undefined || message.requestId === id),
      ),
    [type, requestId] as const,
  );
}

async function openCheckout(browser: Launched): Promise<FrameLocator> {
  await browser.page.goto(`${origin}/test/checkout`);
  await waitForMessage(browser.page, 'hosted-fields:ready');
  return browser.page.frameLocator('iframe');
}

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test app listens on a port');
  origin = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.skipIf(!hasChromium)('hosted payment fields in Chromium', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`take a card typed by a person and give the checkout page a token (${VIEWPORTS[viewport].width} px)`, async () => {
      const browser = await launch(viewport);
      try {
        const fields = await openCheckout(browser);
        const number = fields.getByLabel('Card number');
        const expiry = fields.getByLabel('Expiration (MM/YY)');
        const cvc = fields.getByLabel('Security code');
        const name = fields.getByLabel('Name on card');

        // A mistyped last digit: the brand shows at once, the Luhn error when the field is left.
        await number.pressSequentially('4242424242424241', { delay: 10 });
        await expect.poll(() => number.inputValue()).toBe('4242 4242 4242 4241');
        await expect.poll(() => fields.locator('#number-brand').textContent()).toBe('Visa');
        await number.press('Tab');
        await expect
          .poll(() => fields.locator('#number-error').textContent())
          .toBe('The card number is not valid. Check it and try again.');
        expect(await number.getAttribute('aria-invalid')).toBe('true');
        await number.fill('');
        await number.pressSequentially('4242424242424242', { delay: 10 });
        await expect.poll(() => number.inputValue()).toBe('4242 4242 4242 4242');
        await expect.poll(() => fields.locator('#number-error').textContent()).toBe('');
        expect(await number.getAttribute('aria-invalid')).toBe('false');

        // A month out of range is flagged while typing; the separator is written for the person.
        await expiry.pressSequentially('13', { delay: 10 });
        await expect
          .poll(() => fields.locator('#expiry-error').textContent())
          .toBe('The expiration month must be 01 to 12.');
        await expiry.fill('');
        await expiry.pressSequentially('1234', { delay: 10 });
        await expect.poll(() => expiry.inputValue()).toBe('12 / 34');
        await expect.poll(() => fields.locator('#expiry-error').textContent()).toBe('');
        await cvc.pressSequentially('123', { delay: 10 });
        await name.pressSequentially('Ana Smith', { delay: 10 });

        // Nothing scrolls sideways on a phone, and the frame is as tall as its content.
        const frame = browser.page.frame({ url: /\/gateway\/sandbox\/fields/ });
        if (!frame) throw new Error('the fields frame is on the page');
        expect(
          await frame.evaluate(() => {
            const { documentElement } = (globalThis as unknown as PageGlobals).document;
            return documentElement.scrollWidth <= documentElement.clientWidth;
          }),
        ).toBe(true);
        // The checkout page sizes the frame from the fields' resize messages.
        await expect
          .poll(() =>
            frame.evaluate(() => {
              const page = globalThis as unknown as PageGlobals;
              return page.document.documentElement.scrollHeight <= page.innerHeight + 1;
            }),
          )
          .toBe(true);
        expect(
          await browser.page.evaluate(() => {
            const page = globalThis as unknown as PageGlobals;
            return page.document.documentElement.scrollWidth <= page.innerWidth;
          }),
        ).toBe(true);

        // A message that does not come from the parent window is ignored.
        await frame.evaluate(() =>
          (globalThis as unknown as PageGlobals).postMessage(
            { type: 'hosted-fields:tokenize', requestId: 'spoof' },
            '*',
          ),
        );
        await browser.page.getByRole('button', { name: 'Place order' }).click();
        await waitForMessage(browser.page, 'hosted-fields:token', 'request-1');
        await expect
          .poll(() => browser.page.getByRole('status').textContent())
          .toBe('Paid with visa ending in 4242');
        expect(browser.tokenizeCalls()).toBe(1);

        const messages = await received(browser.page);
        expect(messages.some((m) => (m as { requestId?: string }).requestId === 'spoof')).toBe(false);
        const answer = HostedFieldsToken.parse(
          messages.find((m) => (m as { type: string }).type === 'hosted-fields:token'),
        );
        expect(answer).toMatchObject({
          requestId: 'request-1',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2034,
        });
        expect(JSON.stringify(messages)).not.toContain('4242424242424242');

        // The token is one the API's gateway reads and charges.
        const gateway = new SandboxGateway({ secret: t.config.jwtSecret });
        expect(await gateway.describeToken(answer.token)).toMatchObject({
          status: 'ok',
          method: { type: 'visa', last4: '4242', expMonth: 12, expYear: 2034, holderName: 'Ana Smith' },
        });
        expect(
          await gateway.authorize({
            token: answer.token,
            amountCents: 1_250,
            reference: 'SO-1',
            idempotencyKey: 'k',
          }),
        ).toMatchObject({ status: 'approved' });

        const axe = await new AxeBuilder({ page: browser.page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
        expect(browser.errors).toEqual([]);
      } finally {
        await browser.close();
      }
    }, 90_000);
  }

  it('post the errors back, show them in the fields and move focus to the first', async () => {
    const browser = await launch('phone');
    try {
      const fields = await openCheckout(browser);
      await fields.getByLabel('Card number').pressSequentially('3782 822463 10005', { delay: 10 });
      await expect.poll(() => fields.locator('#number-brand').textContent()).toBe('American Express');
      await fields.getByLabel('Expiration (MM/YY)').pressSequentially('0130', { delay: 10 });
      await fields.getByLabel('Security code').pressSequentially('123', { delay: 10 });
      // Straight from the wrong code to the page's button, held down as a person does: the press
      // takes focus out of the fields, and an error shown then would make the frame taller and
      // move the button away before the release.
      await browser.page.getByRole('button', { name: 'Place order' }).click({ delay: 150 });
      await waitForMessage(browser.page, 'hosted-fields:error', 'request-1');
      const error = HostedFieldsError.parse(
        (await received(browser.page)).find((m) => (m as { type: string }).type === 'hosted-fields:error'),
      );
      expect(error).toEqual({
        type: 'hosted-fields:error',
        requestId: 'request-1',
        message: 'The security code is 4 digits on American Express cards.',
        fields: {
          cvc: 'The security code is 4 digits on American Express cards.',
          holderName: 'Enter the name on the card.',
        },
      });
      // Checked in the browser: nothing was sent to the gateway.
      expect(browser.tokenizeCalls()).toBe(0);
      await expect
        .poll(() => fields.locator('#cvc-error').textContent())
        .toBe('The security code is 4 digits on American Express cards.');
      await expect
        .poll(() => fields.locator('#holderName-error').textContent())
        .toBe('Enter the name on the card.');
      const frame = browser.page.frame({ url: /\/gateway\/sandbox\/fields/ });
      await expect
        .poll(() => frame?.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.id))
        .toBe('cvc');
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('take a bank account, checking the routing number as it is typed', async () => {
    const browser = await launch('phone', { kind: 'ach' });
    try {
      const fields = await openCheckout(browser);
      await fields
        .getByLabel('Account holder name')
        .pressSequentially('Lakeside Family Clinic', { delay: 5 });
      const routing = fields.getByLabel('Routing number');
      await routing.pressSequentially('011000016', { delay: 10 });
      await expect
        .poll(() => fields.locator('#routingNumber-error').textContent())
        .toBe('The routing number is not valid. Check it and try again.');
      await routing.press('Backspace');
      await routing.press('5');
      await expect.poll(() => fields.locator('#routingNumber-error').textContent()).toBe('');
      await fields.getByLabel('Account number').pressSequentially('000123456789', { delay: 10 });
      await fields.getByRole('radio', { name: 'Savings' }).check();
      await browser.page.getByRole('button', { name: 'Place order' }).click();
      await waitForMessage(browser.page, 'hosted-fields:token', 'request-1');
      const answer = HostedFieldsToken.parse(
        (await received(browser.page)).find((m) => (m as { type: string }).type === 'hosted-fields:token'),
      );
      expect(answer).toMatchObject({ brand: 'ach', last4: '6789', expMonth: null, expYear: null });
      const gateway = new SandboxGateway({ secret: t.config.jwtSecret });
      expect(await gateway.describeToken(answer.token)).toMatchObject({
        method: { type: 'ach', last4: '6789', accountType: 'savings', holderName: 'Lakeside Family Clinic' },
      });
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('cannot be framed by a page of another origin', async () => {
    // localhost and 127.0.0.1 are different origins: frame-ancestors 'self' refuses the frame.
    const otherOrigin = origin.replace('127.0.0.1', 'localhost');
    const browser = await launch('desktop', { pageOrigin: otherOrigin });
    try {
      await browser.page.goto(`${otherOrigin}/test/checkout`);
      await browser.page.waitForLoadState('load');
      const frame = browser.page.frames().find((f) => f !== browser.page.mainFrame());
      const label = frame ? await frame.locator('label[for="number"]').count() : 0;
      expect(label).toBe(0);
      expect(await received(browser.page)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);
});
