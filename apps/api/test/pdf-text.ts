// Test helper: reads a PDF back with pdfjs-dist (Mozilla's reader, a devDependency) and gives each
// page's text and where each piece of text sits, so tests check what a reader of the document sees.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// pdfjs reads the metrics of the standard fonts from its own package.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PlacedText {
  text: string;
  x: number;
  /** Distance of the baseline from the top of the page. */
  top: number;
  width: number;
}

export interface ReadPdf {
  pages: string[];
  placed: PlacedText[][];
  info: Record<string, unknown>;
  pageSizes: { width: number; height: number }[];
}

/** Each page's text with its pieces joined by single spaces, and the pieces with their places. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  const placed: PlacedText[][] = [];
  const pageSizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    pageSizes.push({ width, height });
    const content = await page.getTextContent();
    const pieces: PlacedText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      pieces.push({
        text: item.str,
        x: item.transform[4] ?? 0,
        top: height - (item.transform[5] ?? 0),
        width: item.width,
      });
    }
    placed.push(pieces);
    pages.push(
      pieces
        .map((piece) => piece.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const { info } = await pdf.getMetadata();
  await task.destroy();
  return { pages, placed, info: info as Record<string, unknown>, pageSizes };
}
