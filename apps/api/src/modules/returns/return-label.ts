// The return label (issue 34 point 3): one US Letter page the clinic prints and puts on the parcel
// once staff authorised the return: the store's receiving address, the clinic's, the RMA number in
// large type (and as the parcel's reference), the order and the lines to pack. pdfkit with the
// standard Helvetica faces, as the other documents; text brought into their character set first.
import PDFDocument from 'pdfkit';
import { pdfText } from '../documents/documents.service.ts';

export interface ReturnLabelModel {
  store: { name: string; address: readonly string[]; phone: string };
  account: { name: string; number: string };
  shipFrom: readonly string[];
  rmaNumber: string;
  returnNumber: string;
  orderTranId: string;
  authorizedOn: string;
  reasonLabel: string;
  handledApart: boolean;
  lines: ReadonlyArray<{
    lineNumber: number;
    itemNumber: string;
    itemName: string;
    unitName: string;
    quantity: number;
  }>;
}

const INK = '#1f2933';
const MUTED = '#5b6670';
const RULE = '#1f2933';
const M = 40;
const W = 612 - 2 * M;

export function renderReturnLabel(model: ReturnLabelModel): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: M,
    info: { Title: `Return label ${model.rmaNumber}`, Author: model.store.name },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = (text: string) => pdfText(text);
  // pdfText makes a line break a space: each line is brought into the fonts' set on its own.
  const lines = (texts: readonly string[]) => texts.map(t).join('\n');

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(t(model.store.name), M, M);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Return label: print it and tape it to the outside of the parcel.');

  // The label proper, in a box the clinic can cut out.
  const top = 110;
  doc.lineWidth(2).strokeColor(RULE).rect(M, top, W, 330).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('FROM', M + 16, top + 16);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(lines([model.account.name, ...model.shipFrom]), M + 16, top + 30, {
      width: W / 2 - 32,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('SHIP TO', M + 16, top + 120);
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(lines([`${model.store.name} Returns`, ...model.store.address]), M + 16, top + 136, {
      width: W - 32,
    });
  doc
    .moveTo(M, top + 230)
    .lineTo(M + W, top + 230)
    .lineWidth(1)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('RMA NUMBER', M + 16, top + 244);
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .fillColor(INK)
    .text(t(model.rmaNumber), M + 16, top + 258);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(t(`Account ${model.account.number}`), M + W / 2, top + 16, { width: W / 2 - 16, align: 'right' })
    .text(t(`Return ${model.returnNumber}`), { width: W / 2 - 16, align: 'right' })
    .text(t(`Order ${model.orderTranId}`), { width: W / 2 - 16, align: 'right' })
    .text(t(`Authorized ${model.authorizedOn}`), { width: W / 2 - 16, align: 'right' });
  if (model.handledApart) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('CONTROLLED SUBSTANCES: HANDLE APART', M + W / 2, top + 90, {
        width: W / 2 - 16,
        align: 'right',
      });
  }

  // The packing list.
  let y = top + 360;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('In this parcel', M, y);
  y += 20;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t(`Reason: ${model.reasonLabel}`), M, y);
  y += 18;
  const cols = [
    { title: 'Line', x: M, w: 40 },
    { title: 'Item', x: M + 40, w: 110 },
    { title: 'Description', x: M + 150, w: 250 },
    { title: 'Unit', x: M + 400, w: 70 },
    { title: 'Quantity', x: M + 470, w: 62 },
  ];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  for (const c of cols)
    doc.text(c.title, c.x, y, { width: c.w, align: c.title === 'Quantity' ? 'right' : 'left' });
  y += 14;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .lineWidth(0.5)
    .stroke();
  y += 6;
  doc.font('Helvetica').fontSize(9);
  for (const line of model.lines) {
    const cells = [
      String(line.lineNumber),
      line.itemNumber,
      line.itemName,
      line.unitName,
      String(line.quantity),
    ];
    const height = Math.max(
      ...cells.map((text, i) => doc.heightOfString(t(text), { width: cols[i]?.w ?? 60 })),
    );
    if (y + height > 792 - M - 40) {
      doc.addPage();
      y = M;
    }
    cells.forEach((text, i) => {
      const c = cols[i];
      if (c) doc.text(t(text), c.x, y, { width: c.w, align: i === 4 ? 'right' : 'left' });
    });
    y += height + 6;
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      t(
        `Pack only the items listed. Returns without this label may be refused. Questions: ${model.store.phone}.`,
      ),
      M,
      Math.min(y + 16, 792 - M - 24),
      { width: W },
    );
  doc.end();
  return done;
}
