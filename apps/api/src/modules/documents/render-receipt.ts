// The payment receipt: what a payment paid, with which credits, and what was charged to which
// method (issue 18 points 2 and 4: "what it paid, receipt PDF").
import type { Letterhead, PaymentReceiptModel } from './documents.models.ts';
import type { PdfCanvas } from './pdf-canvas.ts';
import {
  addressLines,
  day,
  drawAddressBlocks,
  drawSectionHeading,
  drawTotals,
  money,
  accountFact,
  remitToBlock,
  startDocument,
  type TotalLine,
} from './document-parts.ts';

export function drawPaymentReceipt(
  model: PaymentReceiptModel,
  letterhead: Letterhead,
  onto?: PdfCanvas,
): PdfCanvas {
  const canvas = startDocument(
    letterhead,
    {
      title: 'Payment Receipt',
      number: model.number,
      date: model.date,
      facts: [
        ['Receipt Number', model.number],
        ['Payment Date', day(model.date)],
        accountFact(model.account),
        ['Paid By', model.methodLabel],
        ['Reference', model.reference],
      ],
    },
    onto,
  );
  drawAddressBlocks(canvas, [
    { heading: 'Received from', lines: addressLines(model.billTo) },
    remitToBlock(letterhead),
  ]);

  drawSectionHeading(canvas, 'Invoices paid');
  canvas.table(
    [
      { header: 'Invoice', width: 120 },
      { header: 'Invoice Date', width: 96 },
      { header: 'Due Date', width: 96 },
      { header: 'Amount Applied', width: 110, align: 'right' },
      { header: 'Balance After', width: 110, align: 'right' },
    ],
    model.invoices.map((invoice) => ({
      cells: [
        invoice.number,
        day(invoice.date),
        day(invoice.dueDate),
        money(invoice.appliedCents),
        money(invoice.balanceCents),
      ],
    })),
  );

  const creditsCents = model.creditsUsed.reduce((sum, credit) => sum + credit.amountCents, 0);
  const appliedCents = model.invoices.reduce((sum, invoice) => sum + invoice.appliedCents, 0);
  if (model.creditsUsed.length > 0) {
    drawSectionHeading(canvas, 'Credits used');
    canvas.table(
      [
        { header: 'Type', width: 180 },
        { header: 'Number', width: 200 },
        { header: 'Amount Used', width: 152, align: 'right' },
      ],
      model.creditsUsed.map((credit) => ({
        cells: [
          credit.kind === 'credit-memo' ? 'Credit Memo' : 'Earlier payment (unapplied)',
          credit.number,
          money(credit.amountCents),
        ],
      })),
    );
  }

  // Read down as a sum: what the invoices received, less the credits that paid part of it, plus
  // what stays on account, is the payment; with the fee, what the method was charged.
  const totals: TotalLine[] = [
    { label: 'Applied to Invoices', amount: money(appliedCents) },
    { label: 'Credits Used', amount: money(-creditsCents) },
  ];
  if (model.unappliedCents > 0) {
    totals.push({ label: 'Unapplied (on account)', amount: money(model.unappliedCents) });
  }
  totals.push(
    { label: 'Payment Amount', amount: money(model.amountCents), ruleAbove: true },
    { label: 'Convenience Fee', amount: money(model.convenienceFeeCents) },
    {
      label: 'Total Charged',
      amount: money(model.amountCents + model.convenienceFeeCents),
      strong: true,
      shaded: true,
    },
  );
  drawTotals(canvas, totals, [
    `Thank you. This payment was received on ${day(model.date)} and charged to ${model.methodLabel}.`,
    `Questions about this payment? Call ${letterhead.phone} or write to ${letterhead.email}.`,
  ]);
  return canvas;
}
