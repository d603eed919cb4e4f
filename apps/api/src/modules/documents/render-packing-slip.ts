// The packing slip of a fulfilment (issue 34): what went in the box, line by line, with the lot and
// expiry each line's units came from, so the clinic can check the parcel and file the lots.
import type { Letterhead, PackingSlipModel } from './documents.models.ts';
import {
  accountFact,
  addressLines,
  day,
  drawAddressBlocks,
  drawSectionHeading,
  quantity,
  startDocument,
} from './document-parts.ts';
import type { Column, PdfCanvas } from './pdf-canvas.ts';

// 532 pt of content width.
const COLUMNS: readonly Column[] = [
  { header: 'Item #', width: 80 },
  { header: 'Description', width: 166 },
  { header: 'Unit', width: 52 },
  { header: 'Ordered', width: 46, align: 'right' },
  { header: 'Shipped', width: 46, align: 'right' },
  { header: 'Lot and Expiry', width: 142 },
];

export function drawPackingSlip(
  model: PackingSlipModel,
  letterhead: Letterhead,
  onto?: PdfCanvas,
): PdfCanvas {
  const canvas = startDocument(
    letterhead,
    {
      title: 'Packing Slip',
      number: model.number,
      date: model.date,
      facts: [
        ['Fulfillment', model.number],
        ['Ship Date', day(model.date)],
        accountFact(model.account),
        ['Sales Order', model.salesOrderNumber],
        ['PO Number', model.poNumber],
        ['Carrier', model.carrier],
        ['Tracking', model.trackingNumber],
      ],
    },
    onto,
  );
  drawAddressBlocks(canvas, [{ heading: 'Ship to', lines: addressLines(model.shipTo) }]);
  canvas.table(
    COLUMNS,
    model.lines.map((l) => ({
      cells: [
        l.itemNumber,
        l.description,
        l.unit,
        quantity(l.quantityOrdered),
        quantity(l.quantityShipped),
        l.lots ?? '',
      ],
    })),
  );
  drawSectionHeading(canvas, 'Please check your parcel');
  canvas.paragraph(
    `Compare the items and lots with this slip. Questions or a discrepancy? Call ${letterhead.phone} or write to ${letterhead.email}, quoting ${model.number}.`,
    canvas.left,
    canvas.width,
    { size: 9 },
  );
  return canvas;
}
