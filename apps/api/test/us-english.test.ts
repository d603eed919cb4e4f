// The store speaks US English (issue 31 point 5, ADR 0042). What a person reads — the storefront's
// and the back office's pages, the API's messages, mails, notifications, the PDFs and the demo
// store's content — holds none of the British spellings in the domain's one list
// (BRITISH_SPELLINGS). Checked three ways: every text literal and JSX text of the sources that make
// those texts (read with the TypeScript parser, so identifiers, wire names, paths and comments do
// not count), the PDFs as a reader's software extracts them, and (in the licence tests) the mails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { britishSpellingsIn, salesOrderStatusLabel } from '@medsupply/domain';
import { describe, expect, it } from 'vitest';
import {
  creditMemoModel,
  invoiceModel,
  letterhead,
  paymentReceiptModel,
  salesOrderModel,
  statementModel,
} from '../src/modules/documents/documents.fixtures.ts';
import type { DocumentModel } from '../src/modules/documents/documents.models.ts';
import { createPdfRenderer } from '../src/modules/documents/documents.renderer.ts';
import { renderDocumentPdf } from '../src/modules/media/document-pdf.ts';
import { DOCUMENT_KINDS } from '../src/modules/media/media-keys.ts';
import { readPdf } from './pdf-text.ts';
import { userTextsOf, userTextsOfSource } from './user-text.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The sources whose texts people read: pages, messages, mails, PDFs, notifications, seed. */
const SOURCE_FOLDERS = ['apps/web/src', 'apps/api/src', 'packages/contract/src', 'packages/domain/src'];

/** Not read by a store user: tests and their fixtures, and the word list itself. */
const isScanned = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.(test|spec)\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !file.split(path.sep).includes('test') &&
  !file.endsWith(path.join('packages', 'domain', 'src', 'us-english.ts'));

/**
 * Wire values that keep the order system's spelling (docs/order-lifecycle.md: sales_orders.status holds NetSuite's
 * names). People read them through salesOrderStatusLabel / orderStatusLabel as 'Canceled'; these
 * files only store, derive or compare the value. Each entry must still be found, so none goes stale.
 */
const WIRE_VALUES: ReadonlyArray<{ file: string; text: string }> = [
  { file: 'packages/domain/src/orders.ts', text: 'Cancelled' },
  { file: 'packages/domain/src/order-lifecycle.ts', text: 'Cancelled' },
  { file: 'apps/api/src/modules/order-to-cash/cancellation.service.ts', text: 'Cancelled' },
  { file: 'apps/api/src/db/seed/history.ts', text: 'Cancelled' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(isScanned);
}

const pdfText = async (bytes: Uint8Array) => (await readPdf(bytes)).pages.join('\n');

describe('the user-text scanner', () => {
  it('reads JSX text, read attributes, strings and templates, and nothing of the code around them', () => {
    const source = [
      "import { CatalogueItemsPage } from './catalogue/items-page';",
      '// The catalogue page: colour, licence and centre in a comment do not count.',
      'const ROUTE = "/admin/catalogue";',
      "const labels = { 'Partially Billed': 'x', licences: 1 };",
      'const q = sql`SELECT licence_number FROM address_licences`;',
      'export function Page({ licence }: { licence: { licenceNumber: string } }) {',
      '  return (',
      '    <section className="licence-list" data-testid="catalogue-page" aria-label="Licences">',
      '      <h1>Catalogue</h1>',
      '      <p title={`Renew licence ${licence.licenceNumber}`}>{"Surgery centres"}</p>',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    const texts = userTextsOfSource('page.tsx', source);
    expect(texts.map((t) => t.text.trim()).filter((t) => t !== '')).toEqual([
      'Licences',
      'Catalogue',
      'Renew licence {}',
      'Surgery centres',
    ]);
    expect(texts.flatMap((t) => britishSpellingsIn(t.text))).toEqual([
      'Licences',
      'Catalogue',
      'licence',
      'centres',
    ]);
    expect(texts.find((t) => t.text === 'Catalogue')?.line).toBe(9);
  });

  it('finds the texts of a real page module (the back office navigation)', () => {
    const texts = userTextsOf(path.join(root, 'apps/web/src/features/admin/nav.ts')).map((t) => t.text);
    expect(texts).toContain('Catalog');
    expect(texts).toContain('Licenses');
    // Area keys and route paths are code: '/admin/catalogue' stays a path nobody reads as text.
    expect(texts).not.toContain('catalogue');
    expect(texts).not.toContain('/admin/catalogue');
  });
});

describe('US English in what people read (ADR 0042)', () => {
  // Parses some thousand files: seconds alone, more on a busy 2-core machine.
  it(
    'has no British spelling in the texts of the storefront, back office, API, contract and domain',
    { timeout: 120_000 },
    () => {
      const found: string[] = [];
      const wireSeen = new Set<string>();
      let scanned = 0;
      for (const folder of SOURCE_FOLDERS) {
        for (const file of sourceFiles(folder)) {
          scanned++;
          for (const { line, text } of userTextsOf(path.join(root, file))) {
            const wire = WIRE_VALUES.find(
              (w) => w.file === file.split(path.sep).join('/') && w.text === text,
            );
            if (wire) {
              wireSeen.add(`${wire.file}:${wire.text}`);
              continue;
            }
            for (const word of britishSpellingsIn(text))
              found.push(`${file}:${line}: ${word} in "${text.trim()}"`);
          }
        }
      }
      expect(found).toEqual([]);
      expect([...wireSeen].sort()).toEqual(WIRE_VALUES.map((w) => `${w.file}:${w.text}`).sort());
      // The scan reads the whole code base, not an empty folder.
      expect(scanned).toBeGreaterThan(500);
    },
  );

  it('has no British spelling in the pictures’ text (SVG titles and labels under apps/web/public)', () => {
    const folder = path.join(root, 'apps/web/public');
    const svgs = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith('.svg'),
    );
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      const text = readFileSync(path.join(svg.parentPath, svg.name), 'utf8');
      expect(britishSpellingsIn(text), svg.name).toEqual([]);
    }
  });

  it('writes every transaction PDF in US English, a canceled order included', async () => {
    const renderer = createPdfRenderer(letterhead);
    const canceled = { ...salesOrderModel(), status: salesOrderStatusLabel('Cancelled', false) };
    const models: DocumentModel[] = [
      invoiceModel(),
      salesOrderModel(),
      canceled,
      creditMemoModel(),
      paymentReceiptModel(),
      statementModel(),
    ];
    for (const model of models) {
      const text = await pdfText(await renderer.render(model));
      expect(text.length, model.kind).toBeGreaterThan(200);
      expect(britishSpellingsIn(text), model.kind).toEqual([]);
    }
    expect(await pdfText(await renderer.render(canceled))).toContain('Canceled');
  });

  it('writes every product document (spec sheet, SDS, IFU, brochure, insert) in US English', async () => {
    for (const doc of DOCUMENT_KINDS) {
      const text = await pdfText(
        await renderDocumentPdf({ doc, itemNumber: 'mer-100001', slug: 'lidocaine-hcl-1-pct-20-ml' }),
      );
      expect(text, doc).toContain('MER-100001');
      expect(britishSpellingsIn(text), doc).toEqual([]);
    }
    const sds = await pdfText(await renderDocumentPdf({ doc: 'sds', itemNumber: 'mer-100001', slug: 'x' }));
    expect(sds).toContain('Catalog number: MER-100001');
  });
});
