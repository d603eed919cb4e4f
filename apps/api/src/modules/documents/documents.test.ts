// The documents port: every kind rendered from a realistic model and read back with pdfjs-dist, as a
// reader (or an accountant's software) would: numbers, totals, page numbers, aging, and that no text
// leaves the page. The pictures are checked by eye with pdftoppm (ADR 0018), not here.
import { formatDate, formatUsd } from '@medsupply/domain';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf, type ReadPdf } from '../../../test/pdf-text.ts';
import { ConfigError, loadConfig, parseEnv } from '../../config.ts';
import {
  creditMemoModel,
  invoiceModel,
  letterhead,
  paymentReceiptModel,
  salesOrderModel,
  statementModel,
} from './documents.fixtures.ts';
import type { DocumentModel, InvoiceModel } from './documents.models.ts';
import { createPdfRenderer, letterheadFromConfig } from './documents.renderer.ts';
import { MARGIN, PAGE_HEIGHT, PAGE_WIDTH, pdfText } from './pdf-canvas.ts';

const renderer = createPdfRenderer(letterhead);
const render = async (model: DocumentModel): Promise<ReadPdf> => readPdf(await renderer.render(model));

/** Renders and checks what every document must hold to: page numbers, margins, no overlaps. */
async function renderChecked(model: DocumentModel): Promise<ReadPdf> {
  const pdf = await render(model);
  expectPagedAndInside(pdf);
  expectNoOverlaps(pdf);
  return pdf;
}

function expectAll(text: string, expected: readonly string[]): void {
  for (const piece of expected) expect(text).toContain(piece);
}
const all = (pdf: ReadPdf): string => pdf.pages.join(' ');
/** Text with every space removed: a value wrapped over two lines still reads as one. */
const squeeze = (text: string): string => text.replace(/\s+/g, '');

/** Every page says 'Page X of Y', and no piece of text runs past the margins or off the page. */
function expectPagedAndInside(pdf: ReadPdf): void {
  const count = pdf.pages.length;
  pdf.pages.forEach((page, index) => {
    expect(page).toContain(`Page ${index + 1} of ${count}`);
  });
  for (const [index, pieces] of pdf.placed.entries()) {
    expect(pdf.pageSizes[index]).toEqual({ width: PAGE_WIDTH, height: PAGE_HEIGHT });
    for (const piece of pieces) {
      expect(piece.x, piece.text).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(piece.x + piece.width, piece.text).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
      expect(piece.top, piece.text).toBeGreaterThanOrEqual(MARGIN);
      expect(piece.top, piece.text).toBeLessThanOrEqual(PAGE_HEIGHT - MARGIN + 0.5);
    }
  }
}

/** Each piece of text of one row (same baseline) does not overlap its neighbour. */
function expectNoOverlaps(pdf: ReadPdf): void {
  for (const pieces of pdf.placed) {
    const rows = new Map<number, typeof pieces>();
    for (const piece of pieces) {
      const key = Math.round(piece.top * 2) / 2;
      rows.set(key, [...(rows.get(key) ?? []), piece]);
    }
    for (const row of rows.values()) {
      const sorted = row.toSorted((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i++) {
        const before = sorted[i - 1];
        const after = sorted[i];
        if (before === undefined || after === undefined) continue;
        expect(before.x + before.width, `"${before.text}" runs into "${after.text}"`).toBeLessThanOrEqual(
          after.x + 0.5,
        );
      }
    }
  }
}

describe('invoice PDF', () => {
  it('prints a three-page invoice with the letterhead, addresses, every line and its totals', async () => {
    const model = invoiceModel();
    const pdf = await renderChecked(model);
    expect(pdf.pages).toHaveLength(3);

    expectAll(pdf.pages[0] ?? '', [
      'Meridian Medical Supply',
      '2150 Commerce Park Drive, Suite 300',
      'Phone 1-800-555-0142',
      'support@meridian-medical.example',
      'INVOICE',
      'Invoice Number INV-100231',
      'Invoice Date 02/10/2026',
      'Due Date 03/12/2026',
      'Terms Net 30',
      'PO Number PO-55812',
      'Sales Order SO-100877',
      'BILL TO',
      '2200 Lakeside Terrace',
      'SHIP TO',
      '6405 Mineral Point Crossing',
      'REMIT PAYMENT TO',
      'PO Box 645120',
      'Pittsburgh, PA 15264-5120',
    ]);

    // Every line is there in full: wrapped descriptions and a long item number broken over two lines.
    const text = squeeze(all(pdf));
    for (const line of model.lines) {
      expect(text).toContain(squeeze(line.itemNumber));
      expect(text).toContain(squeeze(line.description));
    }
    expect(text).toContain(squeeze('Backordered: 2, ships when in stock'));

    // The table header is repeated on every page, and later pages say whose they are.
    for (const page of pdf.pages) expect(page).toContain('Item # Description Unit Qty Unit Price Amount');
    expect(pdf.pages[1]).toContain('Invoice INV-100231 (continued)');

    const last = pdf.pages[2] ?? '';
    expect(last).toContain(`Subtotal ${formatUsd(model.totals.subtotalCents)}`);
    expect(last).toContain('Shipping $0.00');
    expect(last).toContain(`Tax ${formatUsd(model.totals.taxCents)}`);
    expect(last).toContain(`Invoice Total ${formatUsd(model.totals.totalCents)}`);
    expect(last).toContain('Payments and Credits -$1,600.00');
    expect(last).toContain(`Amount Due ${formatUsd(model.amountDueCents)}`);
    expect(last).toContain('Terms: Net 30. Payment is due by 03/12/2026.');
    expect(last).toContain('02/18/2026 Credit Memo CM-100012 $100.00');
    expect(last).toContain('02/27/2026 Payment PAY-100088 $1,500.00');
    // The figures agree with each other.
    expect(model.totals.totalCents - model.paidCents).toBe(model.amountDueCents);
  });

  it('gives the same bytes for the same model, dated by the invoice itself', async () => {
    const first = await renderer.render(invoiceModel());
    const second = await renderer.render(invoiceModel());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const pdf = await readPdf(first);
    expect(pdf.info['CreationDate']).toBe('D:20260210000000Z');
    expect(pdf.info['Title']).toBe('Invoice INV-100231');
    expect(Buffer.from(first).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows the convenience fee only when the invoice carries one', async () => {
    const base = invoiceModel();
    const withFee: InvoiceModel = {
      ...base,
      lines: base.lines.slice(0, 3),
      totals: { ...base.totals, convenienceFeeCents: 1234, totalCents: base.totals.totalCents + 1234 },
    };
    expect(all(await renderChecked(withFee))).toContain('Convenience Fee $12.34');
    expect(all(await renderChecked({ ...base, lines: base.lines.slice(0, 3) }))).not.toContain(
      'Convenience Fee',
    );
  });

  it('carries a line taller than a page over to the next page without losing a word', async () => {
    const base = invoiceModel();
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`);
    const model: InvoiceModel = {
      ...base,
      lines: [
        {
          ...base.lines[0],
          itemNumber: 'LONG-1',
          description: words.join(' '),
        } as InvoiceModel['lines'][number],
      ],
    };
    const pdf = await renderChecked(model);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const text = all(pdf);
    for (const word of words) expect(text).toMatch(new RegExp(`\\b${word}\\b`));
    // Each page of the split row sits under the repeated header.
    for (const page of pdf.pages) expect(page).toContain('Item # Description');
  });

  it('prints text outside the standard fonts as its nearest equivalent, never as garbage', async () => {
    const base = invoiceModel();
    const model: InvoiceModel = {
      ...base,
      lines: [
        {
          ...base.lines[0],
          description: 'Dextrose − 5 µg ≤ 10 mL, Ångström filter, Łódź warehouse ™',
        } as InvoiceModel['lines'][number],
      ],
    };
    // pdfjs reads the micro sign back as the Greek mu it is drawn with; NFKC makes them one.
    expect(all(await renderChecked(model)).normalize('NFKC')).toContain(
      'Dextrose - 5 µg <= 10 mL, Ångström filter, ?ódz warehouse ™'.normalize('NFKC'),
    );
  });
});

describe('pdfText', () => {
  it('keeps Windows-1252 text and replaces what the standard fonts cannot show', () => {
    expect(pdfText('Café “quoted” – 5 µg ± 1 °C €')).toBe('Café “quoted” – 5 µg ± 1 °C €');
    expect(pdfText('a − b ≥ c\nnext\tline')).toBe('a - b >= c next line');
    expect(pdfText('Łódź 中')).toBe('?ódz ?');
  });
});

describe('sales order PDF', () => {
  it('prints the order with its status, payment, lines and totals', async () => {
    const model = salesOrderModel();
    const pdf = await renderChecked(model);
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0] ?? '';
    expectAll(page, [
      'SALES ORDER',
      'Order Number SO-100877',
      'Order Date 02/06/2026',
      'Status Partially Fulfilled',
      'Payment Terms: Net 30',
      'Placed By Dana Whitfield',
      'REMIT PAYMENT TO',
      `Subtotal ${formatUsd(model.totals.subtotalCents)}`,
      'Shipping $12.95',
      `Order Total ${formatUsd(model.totals.totalCents)}`,
      'Page 1 of 1',
    ]);
    expect(page).not.toContain('Amount Due');
  });
});

describe('credit memo PDF', () => {
  it('prints the credit, where it was applied and what remains', async () => {
    const model = creditMemoModel();
    const pdf = await renderChecked(model);
    const page = all(pdf);
    expectAll(page, [
      'CREDIT MEMO',
      'Credit Memo Number CM-100012',
      'Credits Invoice INV-100231',
      'Reason: Damaged in transit',
      `Credit Total ${formatUsd(model.totals.totalCents)}`,
      'Applied to Invoices -$100.00',
      `Remaining Credit ${formatUsd(model.remainingCents)}`,
      '02/18/2026 INV-100231 $100.00',
      'PO Box 645120',
    ]);
  });

  it('prints a credit without item lines as one line with its reason', async () => {
    const model = { ...creditMemoModel(), lines: [], reason: 'Pricing adjustment (contract price)' };
    const page = all(await renderChecked(model));
    expect(page).toContain(`Pricing adjustment (contract price) ${formatUsd(model.totals.totalCents)}`);
  });
});

describe('payment receipt PDF', () => {
  it('prints what the payment paid, the credits it used and what was charged', async () => {
    const model = paymentReceiptModel();
    const pdf = await renderChecked(model);
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0] ?? '';
    expectAll(page, [
      'PAYMENT RECEIPT',
      'Receipt Number PAY-100088',
      'Payment Date 02/27/2026',
      'Paid By Visa ending in 4242',
      'Reference ch_sandbox_c10004_88',
      'INV-100198 01/12/2026 02/11/2026 $482.30 $0.00',
      'INV-100231 02/10/2026 03/12/2026 $1,067.70 $900.00',
      'Credit Memo CM-100007 $50.00',
      'Applied to Invoices $1,550.00',
      'Credits Used -$50.00',
      'Payment Amount $1,500.00',
      'Convenience Fee $45.00',
      'Total Charged $1,545.00',
      'Page 1 of 1',
    ]);
    expect(page).not.toContain('Unapplied');
    expect(model.amountCents).toBe(155_000 - 5_000 - model.unappliedCents);
  });

  it('shows what a payment left on account', async () => {
    const model = { ...paymentReceiptModel(), amountCents: 152_500, unappliedCents: 2_500 };
    const page = all(await renderChecked(model));
    expect(page).toContain(
      'Applied to Invoices $1,550.00 Credits Used -$50.00 Unapplied (on account) $25.00 Payment Amount $1,525.00',
    );
    expect(page).toContain('Total Charged $1,570.00');
  });
});

describe('statement PDF', () => {
  it('prints opening balance, the transactions with a running balance, closing balance and every aging bucket', async () => {
    const model = statementModel();
    const { statement } = model;
    const pdf = await renderChecked(model);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const text = all(pdf);

    expect(pdf.pages[0]).toContain('STATEMENT');
    expect(pdf.pages[0]).toContain('Period 10/01/2025 - 12/31/2025');
    expect(pdf.pages[0]).toContain('Amount Due $1,608.44');
    expect(text).toContain('10/01/2025 Opening balance $636.93');
    expect(text).toContain('10/20/2025 Invoice INV-100161 11/19/2025 $187.33');
    expect(text).toContain('11/03/2025 Credit Memo CM-100009 $45.00');
    expect(text).toContain('12/31/2025 Closing balance');
    expect(text).toContain(formatUsd(statement.closingBalanceCents));
    // Every line is printed as one row: date, transaction, due date, its charge or credit, and the
    // running balance after it.
    const kindLabel = {
      invoice: 'Invoice',
      payment: 'Payment',
      'credit-memo': 'Credit Memo',
      refund: 'Refund',
    } as const;
    for (const line of statement.lines) {
      const row = [
        formatDate(line.date),
        `${kindLabel[line.kind]} ${line.number}`,
        line.dueDate === null ? undefined : formatDate(line.dueDate),
        formatUsd(Math.abs(line.postedCents)),
        formatUsd(line.balanceCents),
      ];
      expect(text).toContain(row.filter((cell) => cell !== undefined).join(' '));
    }
    for (const page of pdf.pages.slice(0, -1))
      expect(page).toContain('Date Transaction Due Date Charges Credits Balance');

    // The aging: every bucket has an amount, and they add up to the amount due.
    expect(text).toContain('Aging summary as of 12/31/2025, by days past due');
    expect(text).toContain('Current 1-30 Days 31-60 Days 61-90 Days Over 90 Days Total Due');
    expect(text).toContain('$154.60 $369.18 $447.73 $224.18 $412.75 $1,608.44');
    expect(statement.aging).toEqual({
      current: 15_460,
      days1To30: 36_918,
      days31To60: 44_773,
      days61To90: 22_418,
      over90: 41_275,
      totalCents: 160_844,
    });
    expect(statement.aging.totalCents).toBe(statement.closingBalanceCents);
  });

  it('prints an open-transactions-only statement with only what is still open', async () => {
    const model = statementModel(true);
    const pdf = await renderChecked(model);
    const text = all(pdf);
    expect(text).toContain('Open transactions only');
    expect(text).toContain('10/03/2025 Invoice INV-100150 11/02/2025 $260.40');
    expect(text).not.toContain('PAY-100061');
    expect(text).not.toContain('INV-100200');
    expect(text).toContain('$154.60 $369.18 $447.73 $224.18 $412.75 $1,608.44');
  });
});

describe('several documents in one PDF', () => {
  it('starts each document on its own page, with its own letterhead and its own page numbers', async () => {
    const pdf = await readPdf(
      await renderer.renderAll([invoiceModel(), creditMemoModel(), paymentReceiptModel()]),
    );
    // (expectPagedAndInside numbers a file's pages as one document; here each has its own.)
    expectNoOverlaps(pdf);
    // The invoice takes as many pages as alone, numbered as alone.
    const count = (await render(invoiceModel())).pages.length;
    expect(count).toBeGreaterThanOrEqual(2);
    pdf.pages
      .slice(0, count)
      .forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${count}`));
    const memo = pdf.pages[count];
    const receipt = pdf.pages[count + 1];
    expect(pdf.pages).toHaveLength(count + 2);
    expect(memo).toContain('CREDIT MEMO');
    expect(memo).toContain('Page 1 of 1');
    expect(receipt).toContain('PAYMENT RECEIPT');
    expect(receipt).toContain('Page 1 of 1');
    // The invoice's running header does not follow onto the next document's first page.
    expect(memo).not.toContain('(continued)');
  });
});

describe('letterhead from the configuration', () => {
  const dataDir = () => mkdtemp(path.join(os.tmpdir(), 'medsupply-docs-'));

  it('has demo defaults for the store address and the remit-to', async () => {
    const config = loadConfig({ DATA_DIR: await dataDir(), JWT_SECRET: 'x'.repeat(40) });
    // The fixtures' letterhead is the demo store's: the sample PDFs show what a fresh store prints.
    expect(letterheadFromConfig(config.store)).toEqual(letterhead);
  });

  it("reads address lines separated by ';'", async () => {
    const config = loadConfig({
      DATA_DIR: await dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      STORE_ADDRESS: ' 1 Main St ;; Springfield, IL 62701 ',
      REMIT_TO_NAME: 'Lockbox 7',
      REMIT_TO_ADDRESS: 'PO Box 1; Chicago, IL 60601',
    });
    expect(config.store.address).toEqual(['1 Main St', 'Springfield, IL 62701']);
    expect(config.store.remitTo).toEqual({ name: 'Lockbox 7', address: ['PO Box 1', 'Chicago, IL 60601'] });
  });

  it.each([
    ['STORE_ADDRESS', ' ; ; '],
    ['REMIT_TO_ADDRESS', 'a;b;c;d;e;f'],
  ])('refuses a bad %s with a one-line message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(`${name}: must be 1 to 5 lines separated by ";"`);
  });
});
