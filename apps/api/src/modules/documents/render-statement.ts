// The account statement: opening balance, the period's transactions with a running balance,
// closing balance and the aging summary (issue 18 points 2 and 6; domain statement.ts builds the
// figures, this file only lays them out).
import { AGING_BUCKETS, type LedgerEntryKind } from '@medsupply/domain';
import type { Letterhead, StatementModel } from './documents.models.ts';
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
} from './document-parts.ts';
import type { Column, PdfCanvas, Row } from './pdf-canvas.ts';

const KIND_LABEL: Record<LedgerEntryKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  'credit-memo': 'Credit Memo',
  refund: 'Refund',
};

const COLUMNS: readonly Column[] = [
  { header: 'Date', width: 70 },
  { header: 'Transaction', width: 160 },
  { header: 'Due Date', width: 70 },
  { header: 'Charges', width: 77, align: 'right' },
  { header: 'Credits', width: 77, align: 'right' },
  { header: 'Balance', width: 78, align: 'right' },
];

// Five buckets and the total share the width: 5 × 89 + 87 = 532 pt.
const AGING_COLUMNS: readonly Column[] = [
  ...AGING_BUCKETS.map((bucket) => ({ header: bucket.label, width: 89, align: 'right' as const })),
  { header: 'Total Due', width: 87, align: 'right' },
];

// Room for the heading, the table's header and row, and the notes beside the amount due.
const AGING_BLOCK_HEIGHT = 150;

export function drawStatement(model: StatementModel, letterhead: Letterhead, onto?: PdfCanvas): PdfCanvas {
  const { statement } = model;
  const number = `${model.account.number} ${day(statement.statementDate)}`;
  const canvas = startDocument(
    letterhead,
    {
      title: 'Statement',
      number,
      date: statement.statementDate,
      facts: [
        ['Statement Date', day(statement.statementDate)],
        ['Period', `${day(statement.startDate)} - ${day(statement.statementDate)}`],
        accountFact(model.account),
        ['Terms', model.terms],
        ['Amount Due', money(statement.closingBalanceCents)],
      ],
    },
    onto,
  );
  drawAddressBlocks(canvas, [
    { heading: 'Bill to', lines: addressLines(model.billTo) },
    remitToBlock(letterhead),
  ]);

  if (statement.openTransactionsOnly) {
    canvas.paragraph(
      'Open transactions only: each transaction shows the part of it still open on the statement date, and ' +
        'the opening balance is what remains open from before the period.',
      canvas.left,
      canvas.width,
      { size: 8.5 },
    );
    canvas.y += 6;
  }

  const rows: Row[] = [
    {
      cells: [day(statement.startDate), 'Opening balance', '', '', '', money(statement.openingBalanceCents)],
      bold: true,
    },
    ...statement.lines.map((line) => ({
      cells: [
        day(line.date),
        `${KIND_LABEL[line.kind]} ${line.number}`,
        line.dueDate === null ? '' : day(line.dueDate),
        line.postedCents > 0 ? money(line.postedCents) : '',
        line.postedCents < 0 ? money(-line.postedCents) : '',
        money(line.balanceCents),
      ],
    })),
    {
      cells: [
        day(statement.statementDate),
        'Closing balance',
        '',
        money(statement.chargesCents),
        money(statement.creditsCents),
        money(statement.closingBalanceCents),
      ],
      bold: true,
    },
  ];
  canvas.table(COLUMNS, rows);

  // The aging, the amount due and the notes stay together: a last page holding only the notes
  // would look like a page left over.
  canvas.ensureSpace(AGING_BLOCK_HEIGHT);
  drawSectionHeading(canvas, `Aging summary as of ${day(statement.statementDate)}, by days past due`);
  canvas.table(AGING_COLUMNS, [
    {
      cells: [
        ...AGING_BUCKETS.map((bucket) => money(statement.aging[bucket.key])),
        money(statement.aging.totalCents),
      ],
      bold: true,
    },
  ]);
  drawTotals(
    canvas,
    [{ label: 'Amount Due', amount: money(statement.closingBalanceCents), strong: true, shaded: true }],
    [
      'Unapplied payments and credits count as current. Please pay the amount due to the remit-to address above, ' +
        'or online in your account, and write your account number on your payment.',
      `Questions about this statement? Call ${letterhead.phone} or write to ${letterhead.email}.`,
    ],
  );
  return canvas;
}
