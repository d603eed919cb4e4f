// The parts every document is made of: the letterhead with the title and the document's facts, the
// address blocks (bill-to, ship-to, remit-to), the totals block and the formats of money, days and
// quantities (service spec §9: US dollars, MM/DD/YYYY).
import { formatCount, formatDate, formatUsd, type IsoDay } from '@medsupply/domain';
import type { DocumentAccount, DocumentAddress, Letterhead } from './documents.models.ts';
import { ACCENT, BOLD, INK, MARGIN, MUTED, PdfCanvas, RULE, SHADE, type TextStyle } from './pdf-canvas.ts';

export const money = (cents: number): string => formatUsd(cents);
export const day = (isoDay: IsoDay): string => formatDate(isoDay);
export const quantity = (value: number): string =>
  Number.isInteger(value) ? formatCount(value) : String(Number(value.toFixed(4)));

/** The lines of an address block, empty parts left out. */
export function addressLines(address: DocumentAddress): string[] {
  const cityLine = `${address.city}, ${address.state} ${address.zip}`.trim();
  return [
    address.addressee,
    address.attention ? `Attn: ${address.attention}` : '',
    address.line1,
    address.line2 ?? '',
    cityLine,
    address.country === 'US' || address.country === 'USA' || address.country === 'United States'
      ? ''
      : address.country,
  ].filter((line) => line.trim() !== '');
}

/**
 * A document's identifying facts printed beside its title, in order; a fact without a value (no PO
 * number, no sales order) is left out.
 */
export type Facts = readonly (readonly [label: string, value: string | null | undefined])[];

export interface DocumentHead {
  /** 'Invoice', 'Credit Memo': the PDF title, the heading (in capitals) and the running header. */
  title: string;
  number: string;
  date: IsoDay;
  facts: Facts;
}

/**
 * A new document with its first page's letterhead drawn: its PDF info (title, author, and a
 * creation date fixed to the document's own day, so the same model gives the same bytes, ADR 0018)
 * and the running header of its later pages.
 */
export function startDocument(letterhead: Letterhead, head: DocumentHead, onto?: PdfCanvas): PdfCanvas {
  const { title, number, date } = head;
  // A later document of the same file starts on a page of its own (generatePDF with a list).
  onto?.beginDocument();
  const canvas =
    onto ??
    new PdfCanvas({
      title: `${title} ${number}`,
      subject: `${title} ${number} from ${letterhead.storeName}`,
      author: letterhead.storeName,
      creationDate: new Date(`${date}T00:00:00Z`),
    });
  canvas.continuationHeader = continuationHeader(letterhead, title, number);
  canvas.footer = `${letterhead.storeName} · ${title} ${number}`;
  drawLetterhead(canvas, letterhead, title.toUpperCase(), head.facts);
  return canvas;
}

/** The account as a fact: 'Lakeside Family Clinic (C10004)'. */
export function accountFact(account: DocumentAccount): readonly [string, string] {
  return ['Account', `${account.name} (${account.number})`];
}

/**
 * The top of the first page: the store (name, address, phone, e-mail) on the left, the title and
 * the document's facts on the right. Moves canvas.y below whichever is taller.
 */
function drawLetterhead(canvas: PdfCanvas, letterhead: Letterhead, title: string, facts: Facts): void {
  const top = MARGIN;
  const factsWidth = 220;
  const storeWidth = canvas.width - factsWidth - 20;
  let y = top;
  for (const line of canvas.wrap(letterhead.storeName, storeWidth, { font: BOLD, size: 16 })) {
    canvas.put(line, canvas.left, y, { font: BOLD, size: 16, color: ACCENT });
    y += canvas.lineHeight(16);
  }
  y += 2;
  const small: TextStyle = { size: 8.5, color: INK };
  for (const line of [...letterhead.address, `Phone ${letterhead.phone}`, letterhead.email]) {
    for (const wrapped of canvas.wrap(line, storeWidth, small)) {
      canvas.put(wrapped, canvas.left, y, small);
      y += canvas.lineHeight(8.5);
    }
  }

  let factsY = top;
  canvas.putRight(title, canvas.right, factsY, { font: BOLD, size: 18, color: INK });
  factsY += canvas.lineHeight(18) + 4;
  const labelX = canvas.right - factsWidth;
  const valueWidth = factsWidth - 92;
  for (const [label, value] of facts) {
    if (!value) continue;
    const lines = canvas.wrap(value, valueWidth, { size: 8.5 });
    canvas.put(label, labelX, factsY, { font: BOLD, size: 8.5, color: MUTED });
    for (const line of lines) {
      canvas.putRight(line, canvas.right, factsY, { size: 8.5 });
      factsY += canvas.lineHeight(8.5);
    }
    factsY += 1.5;
  }
  canvas.y = Math.max(y, factsY) + 8;
  canvas.hLine(canvas.left, canvas.right, canvas.y, ACCENT, 1.2);
  canvas.y += 10;
}

/** The short header of every later page: who and what, so a loose page can be put back. */
export function continuationHeader(letterhead: Letterhead, title: string, number: string) {
  return (canvas: PdfCanvas): void => {
    canvas.put(letterhead.storeName, canvas.left, canvas.y, { font: BOLD, size: 10, color: ACCENT });
    canvas.putRight(`${title} ${number} (continued)`, canvas.right, canvas.y, { font: BOLD, size: 10 });
    canvas.y += canvas.lineHeight(10) + 4;
    canvas.hLine(canvas.left, canvas.right, canvas.y, ACCENT, 1);
    canvas.y += 10;
  };
}

export interface AddressBlock {
  heading: string;
  lines: readonly string[];
}

/** Address blocks side by side (bill-to, ship-to, remit-to), each wrapped to its column. */
export function drawAddressBlocks(canvas: PdfCanvas, blocks: readonly AddressBlock[]): void {
  const gap = 16;
  const width = (canvas.width - gap * (blocks.length - 1)) / blocks.length;
  const style: TextStyle = { size: 9 };
  const wrapped = blocks.map((block) => block.lines.flatMap((line) => canvas.wrap(line, width, style)));
  const height =
    canvas.lineHeight(8) + 4 + Math.max(...wrapped.map((lines) => lines.length)) * canvas.lineHeight(9);
  canvas.ensureSpace(height);
  blocks.forEach((block, index) => {
    const x = canvas.left + index * (width + gap);
    let y = canvas.y;
    canvas.put(block.heading.toUpperCase(), x, y, { font: BOLD, size: 8, color: MUTED });
    y += canvas.lineHeight(8) + 4;
    for (const line of wrapped[index] ?? []) {
      canvas.put(line, x, y, style);
      y += canvas.lineHeight(9);
    }
  });
  canvas.y += height + 14;
}

export function remitToBlock(letterhead: Letterhead): AddressBlock {
  return { heading: 'Remit payment to', lines: [letterhead.remitTo.name, ...letterhead.remitTo.address] };
}

/** A totals line: label and amount; `strong` lines are bold, `shaded` ones sit on a tint. */
export interface TotalLine {
  label: string;
  amount: string;
  strong?: boolean;
  shaded?: boolean;
  ruleAbove?: boolean;
}

/**
 * The totals block, right-aligned under the table, with notes (terms, where to pay) on its left.
 * Both stay together on one page.
 */
export function drawTotals(
  canvas: PdfCanvas,
  totals: readonly TotalLine[],
  notes: readonly string[] = [],
): void {
  const totalsWidth = 230;
  const notesWidth = canvas.width - totalsWidth - 24;
  const rowHeight = canvas.lineHeight(9.5) + 4;
  const noteStyle: TextStyle = { size: 8.5, color: INK };
  const noteLines = notes.flatMap((note) => [...canvas.wrap(note, notesWidth, noteStyle), '']);
  const height = Math.max(totals.length * rowHeight, noteLines.length * canvas.lineHeight(8.5)) + 8;
  canvas.ensureSpace(height);
  const top = canvas.y + 6;

  let y = top;
  for (const line of noteLines) {
    if (line !== '') canvas.put(line, canvas.left, y, noteStyle);
    y += canvas.lineHeight(8.5);
  }

  const x = canvas.right - totalsWidth;
  y = top;
  for (const line of totals) {
    const style: TextStyle = line.strong === true ? { font: BOLD, size: 9.5 } : { size: 9.5 };
    if (line.shaded === true) canvas.box(x, y - 2, totalsWidth, rowHeight, SHADE);
    if (line.ruleAbove === true) canvas.hLine(x, canvas.right, y - 2, RULE, 0.8);
    canvas.put(line.label, x + 6, y + 1, style);
    canvas.putRight(line.amount, canvas.right - 6, y + 1, style);
    y += rowHeight;
  }
  canvas.y = top + height;
}

/** A heading over a section of the document (e.g. 'Payments and credits applied'). */
export function drawSectionHeading(canvas: PdfCanvas, text: string): void {
  canvas.ensureSpace(canvas.lineHeight(10) + 40);
  canvas.y += 6;
  canvas.put(text, canvas.left, canvas.y, { font: BOLD, size: 10, color: ACCENT });
  canvas.y += canvas.lineHeight(10) + 3;
}
