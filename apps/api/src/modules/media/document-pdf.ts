// One-page PDF documents (spec sheets, safety data sheets, instructions, brochures, package inserts)
// written by hand: a catalogue, one page, the two standard Helvetica faces (no embedding needed) and
// a content stream, with a correct cross-reference table. Everything comes from the document name,
// so the same URL always gives the same bytes.
import { DOCUMENT_TITLES, type DocumentKind, type DocumentName } from './media-keys.ts';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const STORE = 'Meridian Medical Supply';

interface Section {
  heading: string;
  lines: string[];
}

/** Text for PDF string literals: only printable ASCII, with \, ( and ) escaped. */
function pdfString(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return `(${ascii.replace(/[\\()]/g, '\\$&')})`;
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => (/^\d/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Greedy word wrap by character count (Helvetica 10 pt averages about 5 pt per character). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line.length > 0 && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line.length > 0 ? `${line} ${word}` : word;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function sectionsFor(doc: DocumentKind, product: string, itemNumber: string): Section[] {
  switch (doc) {
    case 'sds':
      return [
        {
          heading: '1. Identification',
          lines: [
            `Product identifier: ${product}`,
            `Catalog number: ${itemNumber}`,
            'Recommended use: professional healthcare use only.',
            `Supplier: ${STORE}. Emergency telephone: 1-800-555-0142 (24 hours).`,
          ],
        },
        {
          heading: '2. Hazard identification',
          lines: [
            'Not classified as hazardous under OSHA HCS 29 CFR 1910.1200 when used as directed.',
            'Avoid contact with eyes. Keep out of reach of children.',
          ],
        },
        {
          heading: '3. First-aid measures',
          lines: [
            'Eyes: rinse cautiously with water for several minutes. Skin: wash with soap and water.',
            'Ingestion: rinse mouth; get medical advice if you feel unwell.',
          ],
        },
        {
          heading: '4. Handling, storage and disposal',
          lines: [
            'Store in a cool, dry, well-ventilated place away from direct sunlight.',
            'Dispose of contents and container in accordance with local regulations.',
          ],
        },
      ];
    case 'ifu':
      return [
        {
          heading: 'Intended use',
          lines: [`${product} is intended for use by trained healthcare professionals.`],
        },
        {
          heading: 'Directions',
          lines: [
            '1. Inspect the packaging; do not use if it is damaged or opened.',
            '2. Perform hand hygiene and put on gloves before handling.',
            '3. Use the device as described in your facility protocol.',
            '4. Dispose of single-use components after one patient use.',
          ],
        },
        {
          heading: 'Warnings',
          lines: [
            'Single use only: reprocessing may compromise performance and sterility.',
            'Report adverse events to the manufacturer and to FDA MedWatch.',
          ],
        },
      ];
    case 'package-insert':
      return [
        {
          heading: 'Description',
          lines: [`${product}. See the full prescribing information supplied with the product.`],
        },
        {
          heading: 'Dosage and administration',
          lines: [
            'Dosage must be individualized by the prescribing practitioner.',
            'Inspect parenteral products visually for particulate matter before administration.',
          ],
        },
        {
          heading: 'Contraindications and warnings',
          lines: [
            'Known hypersensitivity to any component of the product.',
            'Rx only. Dispense only to licensed practitioners and facilities.',
          ],
        },
        {
          heading: 'How supplied and storage',
          lines: [
            `Catalog number ${itemNumber}.`,
            'Store at 20 to 25 C (68 to 77 F) unless the label states otherwise.',
          ],
        },
      ];
    case 'brochure':
      return [
        {
          heading: 'Overview',
          lines: [
            `${product}: built for busy clinics, surgery centers and hospital departments.`,
            'Backed by responsive support, fast delivery and the manufacturer warranty.',
          ],
        },
        {
          heading: 'Why clinicians choose it',
          lines: [
            '- Dependable performance, validated against clinical standards',
            '- Easy to clean and maintain',
            '- Training and in-service materials available on request',
          ],
        },
        {
          heading: 'Ordering',
          lines: [`Order catalog number ${itemNumber} online or through your ${STORE} representative.`],
        },
      ];
    default:
      return [
        {
          heading: 'Product information',
          lines: [
            `Product: ${product}`,
            `Catalog number: ${itemNumber}`,
            'Country of origin: see package label',
          ],
        },
        {
          heading: 'Specifications',
          lines: [
            'Materials: medical-grade, latex-free unless stated otherwise.',
            'Sterility: as labeled on the unit package.',
            'Shelf life: see expiry date on the unit and case labels.',
          ],
        },
        {
          heading: 'Regulatory',
          lines: ['Manufactured under an ISO 13485 certified quality system.', 'For professional use only.'],
        },
      ];
  }
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3)).join(' ');
}

function contentStream(name: DocumentName): string {
  const title = DOCUMENT_TITLES[name.doc];
  const product = titleCase(name.slug.replace(new RegExp(`-?${name.itemNumber}$`), '')) || 'Product';
  const itemNumber = name.itemNumber.toUpperCase();
  const ops: string[] = [];
  const textAt = (
    x: number,
    y: number,
    font: 'F1' | 'F2',
    size: number,
    value: string,
    color = '0.059 0.090 0.165',
  ) => ops.push(`BT ${color} rg /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);

  // Header band and title block.
  ops.push(`${rgb('1d4ed8')} rg 0 ${PAGE_HEIGHT - 72} ${PAGE_WIDTH} 72 re f`);
  textAt(MARGIN, PAGE_HEIGHT - 44, 'F2', 16, STORE, '1 1 1');
  textAt(
    PAGE_WIDTH - MARGIN - 130,
    PAGE_HEIGHT - 44,
    'F1',
    10,
    `Document ${itemNumber}`,
    '0.859 0.918 0.996',
  );
  let y = PAGE_HEIGHT - 120;
  textAt(MARGIN, y, 'F2', 20, title);
  y -= 26;
  for (const line of wrap(product, 60)) {
    textAt(MARGIN, y, 'F1', 13, line, '0.200 0.255 0.333');
    y -= 17;
  }
  y -= 6;
  ops.push(`0.886 0.910 0.941 RG 1 w ${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l S`);
  y -= 28;

  for (const section of sectionsFor(name.doc, product, itemNumber)) {
    if (y < 120) break;
    textAt(MARGIN, y, 'F2', 12, section.heading, '0.114 0.306 0.847');
    y -= 18;
    for (const paragraph of section.lines) {
      for (const line of wrap(paragraph, 95)) {
        textAt(MARGIN + 8, y, 'F1', 10, line);
        y -= 14;
      }
    }
    y -= 12;
  }

  // Footer.
  ops.push(`0.886 0.910 0.941 RG 1 w ${MARGIN} 60 m ${PAGE_WIDTH - MARGIN} 60 l S`);
  textAt(MARGIN, 44, 'F1', 8, `${title} - ${itemNumber} - Page 1 of 1`, '0.392 0.455 0.545');
  textAt(PAGE_WIDTH - MARGIN - 200, 44, 'F1', 8, `${STORE} - for professional use`, '0.392 0.455 0.545');
  return ops.join('\n');
}

/** A complete one-page PDF for the named document. */
export function renderDocumentPdf(name: DocumentName): Buffer {
  const stream = contentStream(name);
  const title = `${DOCUMENT_TITLES[name.doc]} ${name.itemNumber.toUpperCase()}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer ${pdfString(STORE)} >>`,
  ];
  // The binary comment line marks the file as binary for transfer tools (PDF 1.4 §3.4.1).
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
