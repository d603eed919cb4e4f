// One-page PDF documents (spec sheets, safety data sheets, instructions, brochures, package inserts)
// drawn with pdfkit, as every other document of the store (ADR 0018): US Letter, the two standard
// Helvetica faces (no embedding needed), pdfkit's own word wrapping. Everything comes from the
// document name (slugs and item numbers are ASCII), and the dates are fixed, so the same URL always
// gives the same bytes. pdfkit is loaded by the first document asked for, not at start (ADR 0044).
import { DOCUMENT_TITLES, type DocumentKind, type DocumentName } from './media-keys.ts';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const STORE = 'Meridian Medical Supply';

interface Section {
  heading: string;
  lines: string[];
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => (/^\d/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
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
            'Store at 20 °C to 25 °C (68 °F to 77 °F) unless the label states otherwise.',
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

/** A fixed date for every sheet: the bytes depend on the name only (cacheable for a year). */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const INK = '#0f172a';
const BRAND = '#1d4ed8';
const RULE = '#e2e8f0';
const MUTED = '#64748b';

/** A complete one-page PDF for the named document. */
export async function renderDocumentPdf(name: DocumentName): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = DOCUMENT_TITLES[name.doc];
  const product = titleCase(name.slug.replace(new RegExp(`-?${name.itemNumber}$`), '')) || 'Product';
  const itemNumber = name.itemNumber.toUpperCase();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    compress: true,
    info: {
      Title: `${title} ${itemNumber}`,
      Author: STORE,
      Creator: STORE,
      Producer: STORE,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = PAGE_WIDTH - 2 * MARGIN;

  // Header band and title block.
  doc.rect(0, 0, PAGE_WIDTH, 72).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#ffffff').text(STORE, MARGIN, 30, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#dbeafe')
    .text(`Document ${itemNumber}`, MARGIN, 34, { width, align: 'right', lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title, MARGIN, 104, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(13).fillColor('#334155').text(product, { width });
  let y = doc.y + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  y += 20;

  // The sections, as many as fit above the footer (one page).
  const bottom = PAGE_HEIGHT - 100;
  for (const section of sectionsFor(name.doc, product, itemNumber)) {
    if (y > bottom) break;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(section.heading, MARGIN, y, { width });
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const paragraph of section.lines) {
      if (doc.y > bottom) break;
      doc.text(paragraph, MARGIN + 8, doc.y + 4, { width: width - 8 });
    }
    y = doc.y + 14;
  }

  // Footer.
  doc
    .moveTo(MARGIN, PAGE_HEIGHT - 60)
    .lineTo(PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 60)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(`${title} - ${itemNumber} - Page 1 of 1`, MARGIN, PAGE_HEIGHT - 50, { lineBreak: false });
  doc.text(`${STORE} - for professional use`, MARGIN, PAGE_HEIGHT - 50, {
    width,
    align: 'right',
    lineBreak: false,
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
