// Browser journeys of the back office's billing and reports (issue 20 points 3 and 7; ADR 0030) at
// 1280 px: accounts receivable (ar@staff…) records a check against St. Brendan Surgical Center's
// oldest open invoice and the buyer (payables@st-brendan.example, a login no other journey uses)
// sees the invoice paid and the payment in Payment History; a credit memo issued to the account
// shows under the buyer's Credit Memos; part of a card payment of the account is refunded to the
// card (an amount at 1280 px, a unit returned at 375 px) and the ledger shows the refund; the
// reports page shows its three reports and downloads the controlled-substance CSV (its header row
// and a record). The pages must not break at 768 px, nor the refund at 375 px.
import { mkdirSync, readFileSync } from 'node:fs';

import type { LedgerEntry, LedgerResponse, RefundPaymentResponse } from '@medsupply/contract';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn } from './support/staff';

const AR = 'ar@staff.medsupply.example';
const BUYER = 'payables@st-brendan.example';
const ACCOUNT = 'St. Brendan Surgical Center';
const SHOTS = '/tmp/shots';

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/admin-billing-${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/admin-billing-${name}-top.png` });
}

/** The page is wider than its viewport: something broke out of the layout. */
async function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Card labels as the ledger names a payment's card ('American Express ending in 0005'). */
const CARD = /^(Visa|Mastercard|American Express|Discover)\b/;

type RefundablePayment = LedgerEntry & { refundable: NonNullable<LedgerEntry['refundable']> };

/**
 * A card payment of the account with an invoice and money left to refund (the demo store captures
 * card orders at shipment), as the ledger page reads it: the page is loaded again to see its answer.
 */
async function cardPaymentOnLedger(page: Page): Promise<RefundablePayment> {
  // The page's own ledger request first: had it still been in flight, the waiter below could take
  // its answer, whose body the reload then discards ("No resource with given identifier").
  await page.getByRole('region', { name: 'Ledger' }).getByRole('row').nth(1).waitFor();
  const answer = page.waitForResponse(
    (r) => /\/api\/admin\/accounts\/\d+\/ledger$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  await page.reload();
  const ledger = (await (await answer).json()) as LedgerResponse;
  const card = ledger.entries.find(
    (e): e is RefundablePayment =>
      e.type === 'payment' &&
      e.refundable !== null &&
      e.refundable.invoice !== null &&
      CARD.test(e.refundable.methodLabel) &&
      (e.refundable.remaining ?? 0) >= 20,
  );
  if (!card) throw new Error(`${ACCOUNT} has no card payment with money left to refund`);
  return card;
}

/** Opens the Refund form of a payment, paging the ledger to its row. */
async function openRefund(page: Page, tranId: string) {
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await ledger.getByRole('row').nth(1).waitFor();
  const action = ledger.getByRole('button', { name: `Refund ${tranId}` });
  for (let pages = 0; !(await action.isVisible()) && pages < 20; pages += 1) {
    await ledger.getByRole('button', { name: 'Next' }).click();
  }
  await action.click();
  const dialog = page.getByRole('dialog', { name: `Refund ${tranId}` });
  await dialog.waitFor();
  return dialog;
}

/** Sends the open Refund form and answers what the API said: one POST, with its key. */
async function sendRefund(page: Page, payment: RefundablePayment): Promise<RefundPaymentResponse> {
  const isRefund = (r: Request) =>
    r.url().endsWith(`/api/admin/payments/${payment.id}/refund`) && r.method() === 'POST';
  const sent: Request[] = [];
  const record = (r: Request) => {
    if (isRefund(r)) sent.push(r);
  };
  page.on('request', record);
  const answer = page.waitForResponse((r) => isRefund(r.request()));
  await page.getByRole('dialog').getByRole('button', { name: 'Refund payment' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).waitFor();
  page.off('request', record);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  return (await response.json()) as RefundPaymentResponse;
}

/** After a refund: the ledger's first page shows it, refunded, against its payment. */
async function refundOnLedger(page: Page, payment: RefundablePayment, refund: RefundPaymentResponse) {
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.reload();
  const row = page
    .getByRole('region', { name: 'Ledger' })
    .getByRole('row', { name: new RegExp(refund.refund.tranId) });
  await row.getByText('Refunded', { exact: true }).waitFor();
  await row.getByText(`Refund of ${payment.tranId}`).waitFor();
}

describe('billing operations and reports at 1280 px', () => {
  let staff: LaunchedBrowser;
  let buyer: LaunchedBrowser | undefined;
  let page: Page;
  let errors: string[];
  let paid: { invoiceId: number; invoiceTranId: string; paymentTranId: string } | undefined;
  let memoTranId: string | undefined;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    staff = await launchBrowser('desktop');
    page = staff.page;
    errors = watchErrors(page);
    await page.goto(`${baseUrl}/admin/billing`);
    await page.waitForURL(/\/admin\/login\?returnTo=%2Fadmin%2Fbilling$/);
    await fillStaffSignIn(page, AR);
    await page.waitForURL(`${baseUrl}/admin/billing`);
  });
  afterAll(async () => {
    await staff.close();
    await buyer?.close();
  });

  it('records a check against the oldest open invoice of an account', async () => {
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const accounts = page.getByRole('region', { name: 'Accounts with open balances' });
    await accounts.getByRole('link', { name: ACCOUNT }).click();
    await page.waitForURL(/\/admin\/billing\/accounts\/\d+$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${ACCOUNT}`) }).waitFor();

    const form = page.getByRole('region', { name: 'Record a payment received' });
    const oldest = form.getByRole('row').nth(1);
    await oldest.waitFor();
    // The invoice's number with its due date under it, then the amount due (issue 31: three
    // columns, so the form fits a phone).
    const invoiceTranId = (await oldest.getByRole('cell').nth(0).innerText()).trim().split('\n')[0] ?? '';
    expect(await oldest.getByRole('cell').nth(0).innerText()).toMatch(/Due \d{2}\/\d{2}\/\d{4}/);
    const due = (await oldest.getByRole('cell').nth(1).innerText()).trim().replace(/[$,]/g, '');
    expect(invoiceTranId).toMatch(/^INV-\d+$/);

    await form.getByLabel('Method').selectOption('check');
    await form.getByLabel('Amount received ($)').fill(due);
    await form.getByLabel('Check number').fill('20417');
    await form.getByRole('button', { name: 'Apply oldest due first' }).click();
    expect(await form.getByLabel(`Apply to ${invoiceTranId}`).inputValue()).toBe(Number(due).toFixed(2));
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/payments') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Record payment' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      payment: { tranId: string };
      invoices: Array<{ id: number; tranId: string; status: string }>;
    };
    const invoice = body.invoices[0];
    expect(invoice).toMatchObject({ tranId: invoiceTranId, status: 'Paid In Full' });
    await form.getByText(`${body.payment.tranId} recorded`).waitFor();
    paid = { invoiceId: invoice?.id ?? 0, invoiceTranId, paymentTranId: body.payment.tranId };
    // The ledger shows the payment; the invoice is no longer offered to apply to.
    const ledger = page.getByRole('region', { name: 'Ledger' });
    await ledger.getByRole('cell', { name: body.payment.tranId }).waitFor();
    await form.getByLabel(`Apply to ${invoiceTranId}`).waitFor({ state: 'detached' });
  });

  it('issues a credit memo to the account', async () => {
    const form = page.getByRole('region', { name: 'Issue a credit memo' });
    await form.getByLabel('Amount ($)').fill('25.00');
    await form.getByLabel('Reason').fill('Returned: damaged sterile pack');
    await form.getByRole('button', { name: 'Issue credit memo' }).click();
    const notice = form.getByText(/^CM-\d+ issued for \$25\.00/);
    await notice.waitFor();
    memoTranId = /^(CM-\d+)/.exec(await notice.innerText())?.[1];
    expect(memoTranId).toBeDefined();
    await page.getByRole('region', { name: 'Ledger' }).getByRole('cell', { name: memoTranId }).waitFor();
    await screenshot(page, 'ledger');
    expect(await axeViolations(page), 'ledger page').toEqual([]);
  });

  it('credits a unit returned on an invoice’s line, at the invoiced price', async () => {
    if (!paid) throw new Error('the payment step did not run');
    const form = page.getByRole('region', { name: 'Issue a credit memo' });
    const invoice = form.getByLabel('Against invoice');
    const option = invoice.locator('option', { hasText: paid.invoiceTranId });
    await invoice.selectOption({ label: (await option.innerText()).trim() });
    await form.getByRole('radio', { name: 'Units returned' }).check();
    const returned = form.getByRole('textbox', { name: /^Returned units of / }).first();
    // A fraction is refused beside the box in service spec §5's words (issue 31 point 2).
    await returned.fill('1.5');
    await form.getByText('Decimals not allowed').waitFor();
    expect(await returned.getAttribute('aria-invalid')).toBe('true');
    await returned.fill('1');
    await form.getByText('Decimals not allowed').waitFor({ state: 'detached' });
    await form.getByText(/^Credit for the units returned: \$(?!0\.00)[\d,]+\.\d\d/).waitFor();
    await form.getByLabel('Reason').fill('Returned: wrong size');
    expect(await axeViolations(page), 'credit memo for returns').toEqual([]);
    await screenshot(page, 'memo-returns');
    await form.getByRole('button', { name: 'Issue credit memo' }).click();
    const notice = form.getByText(/^CM-\d+ issued for \$[\d,]+\.\d\d/);
    await notice.waitFor();
    const returnsMemo = /^(CM-\d+)/.exec(await notice.innerText())?.[1] ?? '';
    await page.getByRole('region', { name: 'Ledger' }).getByRole('cell', { name: returnsMemo }).waitFor();
    // The credited unit is no longer offered: the line shows one more credited.
    expect(errors).toEqual([]);
  });

  it('refunds part of a card payment to the card, and the ledger shows the refund', async () => {
    const payment = await cardPaymentOnLedger(page);
    const { methodLabel, invoice } = payment.refundable;
    const dialog = await openRefund(page, payment.tranId);
    await dialog.getByLabel('Amount to refund ($)').fill('10.00');
    await dialog.getByLabel('Reason').fill('Returned: damaged in transit');
    await dialog
      .getByText(
        `To refund: $10.00 to ${methodLabel}, with a credit memo against ${invoice?.tranId} that the refund uses at once.`,
      )
      .waitFor();
    expect(await axeViolations(page), 'refund form').toEqual([]);
    await screenshot(page, 'refund-form');

    const refunded = await sendRefund(page, payment);
    expect(refunded.refund).toMatchObject({ status: 'done', amount: 10, paymentId: payment.id });
    expect(refunded.refund.tranId).toMatch(/^RF-1\d{5}$/);
    expect(refunded.creditMemo).toMatchObject({ total: 10, remaining: 0, invoice });
    await dialog
      .getByText(
        `${refunded.refund.tranId}: $10.00 refunded to ${methodLabel}. Credit memo ${refunded.creditMemo.tranId} against ${invoice?.tranId} records it.`,
      )
      .waitFor();
    await refundOnLedger(page, payment, refunded);
    await screenshot(page, 'ledger-refund');
    expect(errors).toEqual([]);
  });

  it('the buyer sees the invoice paid, the payment and the credit memo', async () => {
    if (!paid || !memoTranId) throw new Error('the staff steps did not run');
    buyer = await launchBrowser('desktop');
    const b = buyer.page;
    await logIn(b, BUYER);
    await b.goto(`${baseUrl}/myaccount/menu/invoicedetails?id=${paid.invoiceId}`);
    await b.getByRole('heading', { name: `Invoice ${paid.invoiceTranId}` }).waitFor();
    await b.getByText('Paid In Full').first().waitFor();

    await b.goto(`${baseUrl}/myaccount/menu/paymenthistory`);
    await b.getByRole('link', { name: paid.paymentTranId }).waitFor();

    await b.goto(`${baseUrl}/myaccount/menu/creditmemos`);
    await b.getByText(memoTranId).first().waitFor();
    await b.screenshot({ path: `${SHOTS}/admin-billing-buyer-creditmemos.png`, fullPage: true });
  });

  it('opens the reports and downloads the controlled-substance CSV', async () => {
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.waitForURL(`${baseUrl}/admin/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('region', { name: 'Sales by day' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('region', { name: 'Receivables by account' }).getByRole('row').nth(1).waitFor();
    const records = page.getByRole('region', { name: 'Controlled-substance records' });
    await records.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'reports');
    expect(await axeViolations(page), 'reports page').toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^controlled-substances-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const lines = readFileSync(path, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      '"Record","Kind","Corrects","Recorded (UTC)","Order","Account number","Account","Ship-to","License","License expires","Item","Unit","Quantity","Rx level","Note"',
    );
    expect(lines[1]).toMatch(/^"\d+","placed","","\d{4}-\d{2}-\d{2}T[^"]+","SO-\d+","[^"]+",/);
    expect(errors).toEqual([]);
  });

  it('does not break at 768 px', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page
      .getByRole('region', { name: 'Controlled-substance records' })
      .getByRole('row')
      .nth(1)
      .waitFor();
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'reports-768');
    await page.goto(`${baseUrl}/admin/billing`);
    await page
      .getByRole('region', { name: 'Accounts with open balances' })
      .getByRole('link', { name: ACCOUNT })
      .click();
    await page.getByRole('region', { name: 'Ledger' }).getByRole('row').nth(1).waitFor();
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'ledger-768');
  });
});

describe('a refund at 375 px', () => {
  let phone: LaunchedBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    phone = await launchBrowser('mobile');
    page = phone.page;
    errors = watchErrors(page);
    await page.goto(`${baseUrl}/admin/billing`);
    await fillStaffSignIn(page, AR);
    await page.waitForURL(`${baseUrl}/admin/billing`);
  });
  afterAll(async () => phone.close());

  it('refunds a unit returned on a card payment’s invoice, and nothing breaks out of the screen', async () => {
    await page
      .getByRole('region', { name: 'Accounts with open balances' })
      .getByRole('link', { name: ACCOUNT })
      .click();
    await page.waitForURL(/\/admin\/billing\/accounts\/\d+$/);
    const payment = await cardPaymentOnLedger(page);
    const dialog = await openRefund(page, payment.tranId);
    await dialog.getByRole('radio', { name: 'Units returned' }).check();
    await dialog
      .getByRole('textbox', { name: /^Returned units of / })
      .first()
      .fill('1');
    await dialog.getByLabel('Reason').fill('Returned: wrong size');
    await dialog
      .getByText(/^To refund: \$[\d,]+\.\d\d \(the units returned at the invoiced prices\) to /)
      .waitFor();
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page), 'refund form at 375 px').toEqual([]);
    await screenshot(page, 'refund-form-375');

    const refunded = await sendRefund(page, payment);
    expect(refunded.refund.status).toBe('done');
    expect(refunded.creditMemo.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    await dialog
      .getByText(new RegExp(`^${refunded.refund.tranId}: \\$[\\d,]+\\.\\d\\d refunded to `))
      .waitFor();
    await refundOnLedger(page, payment, refunded);
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'ledger-refund-375');
    expect(errors).toEqual([]);
  });
});
