// Invoices, sales orders and credit memos: one shape (letterhead, addresses, lines, totals) with the
// facts and totals each kind adds (issue 18 point 2; issue 17 point 6 for the sales order).
import type {
  CreditMemoModel,
  DocumentLine,
  InvoiceModel,
  Letterhead,
  SalesOrderModel,
} from './documents.models.ts';
import {
  addressLines,
  day,
  drawAddressBlocks,
  drawSectionHeading,
  drawTotals,
  money,
  accountFact,
  quantity,
  remitToBlock,
  startDocument,
  type AddressBlock,
  type TotalLine,
} from './document-parts.ts';
import type { Column, PdfCanvas, Row } from './pdf-canvas.ts';

// 532 pt of content width: the description takes what the figures leave.
const LINE_COLUMNS: readonly Column[] = [
  { header: 'Item #', width: 86 },
  { header: 'Description', width: 200 },
  { header: 'Unit', width: 66 },
  { header: 'Qty', width: 38, align: 'right' },
  { header: 'Unit Price', width: 66, align: 'right' },
  { header: 'Amount', width: 76, align: 'right' },
];

function lineRows(lines: readonly DocumentLine[]): Row[] {
  return lines.map((line) => ({
    cells: [
      line.itemNumber,
      line.description,
      line.unit,
      quantity(line.quantity),
      money(line.unitPriceCents),
      money(line.amountCents),
    ],
    notes: [undefined, line.note],
  }));
}

/** Subtotal, shipping, tax, the fee where it applies, total: the part every kind shares. */
function baseTotals(totals: InvoiceModel['totals'], totalLabel: string): TotalLine[] {
  const lines: TotalLine[] = [
    { label: 'Subtotal', amount: money(totals.subtotalCents) },
    { label: 'Shipping', amount: money(totals.shippingCents) },
    { label: 'Tax', amount: money(totals.taxCents) },
  ];
  // service spec §9: the card convenience fee, shown only where the document carries one.
  if (totals.convenienceFeeCents !== undefined && totals.convenienceFeeCents !== null) {
    lines.push({ label: 'Convenience Fee', amount: money(totals.convenienceFeeCents) });
  }
  lines.push({ label: totalLabel, amount: money(totals.totalCents), strong: true, ruleAbove: true });
  return lines;
}

function addressBlocks(
  letterhead: Letterhead,
  model: InvoiceModel | SalesOrderModel | CreditMemoModel,
): AddressBlock[] {
  const blocks: AddressBlock[] = [{ heading: 'Bill to', lines: addressLines(model.billTo) }];
  if (model.shipTo) blocks.push({ heading: 'Ship to', lines: addressLines(model.shipTo) });
  blocks.push(remitToBlock(letterhead));
  return blocks;
}

function contactNote(letterhead: Letterhead, what: string): string {
  return `Questions about this ${what}? Call ${letterhead.phone} or write to ${letterhead.email}.`;
}

export function drawInvoice(model: InvoiceModel, letterhead: Letterhead, onto?: PdfCanvas): PdfCanvas {
  const canvas = startDocument(
    letterhead,
    {
      title: 'Invoice',
      number: model.number,
      date: model.date,
      facts: [
        ['Invoice Number', model.number],
        ['Invoice Date', day(model.date)],
        ['Due Date', day(model.dueDate)],
        ['Terms', model.terms],
        accountFact(model.account),
        ['PO Number', model.poNumber],
        ['Sales Order', model.salesOrderNumber],
        ['Ship Via', model.shippingMethod],
      ],
    },
    onto,
  );
  drawAddressBlocks(canvas, addressBlocks(letterhead, model));
  canvas.table(LINE_COLUMNS, lineRows(model.lines));
  drawTotals(
    canvas,
    [
      ...baseTotals(model.totals, 'Invoice Total'),
      { label: 'Payments and Credits', amount: money(-model.paidCents) },
      { label: 'Amount Due', amount: money(model.amountDueCents), strong: true, shaded: true },
    ],
    [
      `Terms: ${model.terms}. Payment is due by ${day(model.dueDate)}.`,
      `Please write invoice number ${model.number} on your payment and send it to the remit-to address above.`,
      contactNote(letterhead, 'invoice'),
    ],
  );
  if (model.settlements.length > 0) {
    drawSectionHeading(canvas, 'Payments and credits applied');
    canvas.table(
      [
        { header: 'Date', width: 100 },
        { header: 'Type', width: 160 },
        { header: 'Number', width: 160 },
        { header: 'Amount', width: 112, align: 'right' },
      ],
      model.settlements.map((s) => ({
        cells: [
          day(s.date),
          s.kind === 'payment' ? 'Payment' : 'Credit Memo',
          s.number,
          money(s.amountCents),
        ],
      })),
    );
  }
  return canvas;
}

export function drawSalesOrder(model: SalesOrderModel, letterhead: Letterhead, onto?: PdfCanvas): PdfCanvas {
  const canvas = startDocument(
    letterhead,
    {
      title: 'Sales Order',
      number: model.number,
      date: model.date,
      facts: [
        ['Order Number', model.number],
        ['Order Date', day(model.date)],
        ['Status', model.status],
        accountFact(model.account),
        ['PO Number', model.poNumber],
        ['Ship Via', model.shippingMethod],
        ['Payment', model.paymentLabel],
        ['Placed By', model.placedBy],
      ],
    },
    onto,
  );
  drawAddressBlocks(canvas, addressBlocks(letterhead, model));
  canvas.table(LINE_COLUMNS, lineRows(model.lines));
  const notes = [
    'This is an order confirmation, not an invoice: an invoice follows when the order ships.',
    ...(model.terms ? [`Terms: ${model.terms}, from the invoice date.`] : []),
    contactNote(letterhead, 'order'),
  ];
  drawTotals(canvas, baseTotals(model.totals, 'Order Total'), notes);
  return canvas;
}

export function drawCreditMemo(model: CreditMemoModel, letterhead: Letterhead, onto?: PdfCanvas): PdfCanvas {
  const canvas = startDocument(
    letterhead,
    {
      title: 'Credit Memo',
      number: model.number,
      date: model.date,
      facts: [
        ['Credit Memo Number', model.number],
        ['Date', day(model.date)],
        accountFact(model.account),
        ['Credits Invoice', model.invoiceNumber],
        ['PO Number', model.poNumber],
      ],
    },
    onto,
  );
  drawAddressBlocks(canvas, addressBlocks(letterhead, model));
  // A credit without item lines (a price adjustment) is one line: its reason and amount.
  const rows: Row[] =
    model.lines.length > 0
      ? lineRows(model.lines)
      : [{ cells: ['', model.reason, '', '', '', money(model.totals.totalCents)] }];
  canvas.table(LINE_COLUMNS, rows);
  drawTotals(
    canvas,
    [
      ...baseTotals(model.totals, 'Credit Total'),
      { label: 'Applied to Invoices', amount: money(-model.appliedCents) },
      { label: 'Remaining Credit', amount: money(model.remainingCents), strong: true, shaded: true },
    ],
    [
      `Reason: ${model.reason}`,
      'The remaining credit can be applied to open invoices when you make a payment in your account.',
      contactNote(letterhead, 'credit memo'),
    ],
  );
  if (model.applications.length > 0) {
    drawSectionHeading(canvas, 'Applied to invoices');
    canvas.table(
      [
        { header: 'Date', width: 130 },
        { header: 'Invoice', width: 250 },
        { header: 'Amount Applied', width: 152, align: 'right' },
      ],
      model.applications.map((a) => ({ cells: [day(a.date), a.invoiceNumber, money(a.amountCents)] })),
    );
  }
  return canvas;
}
