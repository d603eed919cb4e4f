// The page machinery every document shares, on pdfkit: US Letter pages, our own word wrapping (so
// a table row knows its height before it is drawn and can continue on the next page), tables whose
// header repeats on every page, and 'Page X of Y' written once all pages exist.
//
// Layout is done by hand with explicit coordinates and pdfkit's own line breaking switched off:
// pdfkit adds a page by itself when text runs past the bottom margin, which would put a footer or a
// half row on a page of its own. The document's margins are therefore 0 and this file keeps the
// real ones.
//
// Fonts are the PDF standard Helvetica faces: every reader has them, nothing is embedded, and the
// bytes do not depend on the machine's fonts. They encode Windows-1252 only, so text is first
// brought into that set (pdfText).
import PDFDocument from 'pdfkit';

export const PAGE_WIDTH = 612; // US Letter, in points
export const PAGE_HEIGHT = 792;
export const MARGIN = 40;
const FOOTER_HEIGHT = 24;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1f2933';
export const MUTED = '#5b6670';
export const RULE = '#c9d1d9';
export const SHADE = '#eef2f5';
export const ACCENT = '#0b5c7d';

// The characters of Windows-1252 beyond ASCII and Latin-1 (which pdfkit's standard fonts encode).
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '−': '-', // minus sign
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '→': '->',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char);
}

function allEncodable(text: string): boolean {
  for (const char of text) if (!encodable(char)) return false;
  return true;
}

/**
 * Text the standard fonts can show: characters outside Windows-1252 become their nearest
 * equivalent (a minus sign a hyphen, 'ő' an 'o'), or '?' when there is none, instead of the
 * garbage glyphs pdfkit would print. Line breaks and tabs become spaces.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (encodable(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base !== '' && allEncodable(base) ? base : '?';
    }
  }
  return out;
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** One table row: a cell's text per column; a cell may carry a second, smaller line (a note). */
export interface Row {
  cells: readonly string[];
  notes?: readonly (string | undefined)[];
  bold?: boolean;
}

interface WrappedCell {
  lines: string[];
  noteLines: string[];
}

export interface CanvasInfo {
  title: string;
  subject: string;
  author: string;
  /** Fixed, from the document's own date, so the same model gives the same bytes (ADR 0018). */
  creationDate: Date;
}

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  /** The top of the free space on the current page. */
  y = MARGIN;
  readonly left = MARGIN;
  readonly right = PAGE_WIDTH - MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;
  readonly bottom = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
  /** Draws the top of every page after the first (a short running header) and moves this.y below it. */
  continuationHeader: ((canvas: PdfCanvas) => void) | undefined;
  /** The small print at the foot of every page, left of 'Page X of Y'. */
  footer = '';
  /**
   * Where each document of the file starts (its first page's index) and its footer: a file of
   * several documents (generatePDF with a list) numbers each document's pages on their own.
   */
  readonly #sections: { start: number; footer: string }[] = [{ start: 0, footer: '' }];
  readonly #chunks: Uint8Array[] = [];
  readonly #ended: Promise<void>;

  constructor(info: CanvasInfo) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      bufferPages: true,
      autoFirstPage: true,
      // Streams are compressed: a 3-page invoice stays in tens of kilobytes.
      compress: true,
      info: {
        Title: info.title,
        Subject: info.subject,
        Author: info.author,
        Creator: info.author,
        Producer: info.author,
        CreationDate: info.creationDate,
        ModDate: info.creationDate,
      },
    });
    this.doc.on('data', (chunk: Uint8Array) => this.#chunks.push(chunk));
    this.#ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
  }

  style({ font = FONT, size = 9, color = INK }: TextStyle): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  lineHeight(size: number): number {
    return size * 1.25;
  }

  widthOf(text: string, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.widthOfString(pdfText(text));
  }

  /** Writes one line at (x, y) as it is: no wrapping, no page break. */
  put(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.style(style);
    this.doc.text(pdfText(text), x, y, { lineBreak: false });
  }

  /** Writes one line ending at `xRight`. */
  putRight(text: string, xRight: number, y: number, style: TextStyle = {}): void {
    this.put(text, xRight - this.widthOf(text, style), y, style);
  }

  /**
   * Splits `text` into lines no wider than `width` in `style`: at spaces where it can, and inside a
   * word (an item number, a long reference) only when the word alone is wider than the line, so
   * nothing is ever cut off.
   */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const clean = pdfText(text).trim();
    if (clean === '') return [''];
    this.style(style);
    const fits = (candidate: string) => this.doc.widthOfString(candidate) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of clean.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      // A word longer than the line: break it at characters.
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  /** Writes wrapped text from (x, this.y) and moves down past it; breaks pages between lines. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    for (const line of this.wrap(text, width, style)) {
      this.ensureSpace(this.lineHeight(size));
      this.put(line, x, this.y, style);
      this.y += this.lineHeight(size);
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.y = MARGIN;
    this.continuationHeader?.(this);
  }

  /**
   * Starts the next document of the same file on a new page: page numbers start again at 1, and
   * the previous document's running header is not drawn on it.
   */
  beginDocument(): void {
    this.#currentSection().footer = this.footer;
    this.continuationHeader = undefined;
    this.addPage();
    this.#sections.push({ start: this.doc.bufferedPageRange().count - 1, footer: '' });
  }

  #currentSection(): { start: number; footer: string } {
    const section = this.#sections[this.#sections.length - 1];
    if (!section) throw new Error('a canvas always has a section');
    return section;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  hLine(x1: number, x2: number, y: number, color = RULE, width = 0.6): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  box(x: number, y: number, width: number, height: number, fill: string): void {
    this.doc.save().rect(x, y, width, height).fillColor(fill).fill().restore();
  }

  /**
   * Draws a table from this.y: the header, then each row with every cell wrapped to its column.
   * A row that does not fit goes to the next page under a repeated header; a row taller than a
   * whole page is split between lines, never cut.
   */
  table(columns: readonly Column[], rows: readonly Row[], size = 8.5): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    if (Math.abs(total - this.width) > 0.5) {
      throw new RangeError(`Table columns are ${total} pt wide; the page has ${this.width} pt`);
    }
    const padX = 4;
    const padY = 3.5;
    const lineHeight = this.lineHeight(size);
    const noteSize = size - 1;
    // Headers wrap like cells ('61-90 Days Past Due' over a narrow figure column).
    const headerStyle = { font: BOLD, size, color: '#ffffff' };
    const headerLines = columns.map((column) =>
      this.wrap(column.header, column.width - 2 * padX, headerStyle),
    );
    const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * lineHeight + 2 * padY;

    const drawHeader = () => {
      this.box(this.left, this.y, this.width, headerHeight, ACCENT);
      let x = this.left;
      columns.forEach((column, index) => {
        let y = this.y + padY;
        for (const line of headerLines[index] ?? []) {
          if (column.align === 'right') this.putRight(line, x + column.width - padX, y, headerStyle);
          else this.put(line, x + padX, y, headerStyle);
          y += lineHeight;
        }
        x += column.width;
      });
      this.y += headerHeight;
    };

    this.ensureSpace(headerHeight + lineHeight + 2 * padY);
    drawHeader();
    for (const row of rows) {
      const font = row.bold === true ? BOLD : FONT;
      const cells: WrappedCell[] = columns.map((column, index) => ({
        lines: this.wrap(row.cells[index] ?? '', column.width - 2 * padX, { font, size }),
        noteLines:
          row.notes?.[index] === undefined
            ? []
            : this.wrap(row.notes[index] ?? '', column.width - 2 * padX, { size: noteSize }),
      }));
      // Draw the row in slices: as many lines as fit on this page, the rest on the next.
      let from = 0;
      const depth = Math.max(...cells.map((cell) => cell.lines.length + cell.noteLines.length));
      while (from < depth) {
        const room = Math.floor((this.bottom - this.y - 2 * padY) / lineHeight);
        if (room < 1 || (from === 0 && room < Math.min(depth, 3))) {
          // Keep short rows whole; start the next page with the header again.
          this.addPage();
          drawHeader();
          continue;
        }
        const count = Math.min(room, depth - from);
        const height = this.#drawRowSlice(columns, cells, from, count, { font, size, noteSize, padX, padY });
        this.hLine(this.left, this.right, this.y + height);
        this.y += height;
        from += count;
        if (from < depth) {
          this.addPage();
          drawHeader();
        }
      }
    }
    // Leave the text a little room under the last rule.
    this.y += 2;
  }

  #drawRowSlice(
    columns: readonly Column[],
    cells: readonly WrappedCell[],
    from: number,
    count: number,
    s: { font: string; size: number; noteSize: number; padX: number; padY: number },
  ): number {
    const lineHeight = this.lineHeight(s.size);
    let x = this.left;
    let used = 0;
    columns.forEach((column, index) => {
      const cell = cells[index];
      if (cell === undefined) return;
      const all = [
        ...cell.lines.map((text) => ({ text, note: false })),
        ...cell.noteLines.map((text) => ({ text, note: true })),
      ].slice(from, from + count);
      let y = this.y + s.padY;
      for (const line of all) {
        const style = line.note
          ? { font: FONT, size: s.noteSize, color: MUTED }
          : { font: s.font, size: s.size, color: INK };
        if (column.align === 'right') this.putRight(line.text, x + column.width - s.padX, y, style);
        else this.put(line.text, x + s.padX, y, style);
        y += lineHeight;
      }
      used = Math.max(used, all.length);
      x += column.width;
    });
    return used * lineHeight + 2 * s.padY;
  }

  /** Writes 'Page X of Y' and the footer text on every page, then closes the document. */
  async finish(): Promise<Uint8Array> {
    const { start, count } = this.doc.bufferedPageRange();
    this.#currentSection().footer = this.footer;
    this.#sections.forEach((section, n) => {
      const end = this.#sections[n + 1]?.start ?? count;
      for (let index = section.start; index < end; index++) {
        this.doc.switchToPage(start + index);
        const y = PAGE_HEIGHT - MARGIN - 10;
        this.hLine(this.left, this.right, y - 6);
        this.put(section.footer, this.left, y, { size: 7.5, color: MUTED });
        this.putRight(`Page ${index - section.start + 1} of ${end - section.start}`, this.right, y, {
          size: 7.5,
          color: MUTED,
        });
      }
    });
    this.doc.end();
    await this.#ended;
    return Buffer.concat(this.#chunks);
  }
}
