// The documents port (ARCHITECTURE §1 "documents"; issue 18 point 2; ADR 0018): a view model in,
// PDF bytes out. The pdfkit renderer is the one we ship; a hosted document service could stand in
// behind the same interface. Callers (the billing services of issue 18) read the database, build
// the model, and hand it over; nothing here reads anything.
import type { Config } from '../../config.ts';
import type { DocumentModel, Letterhead } from './documents.models.ts';
import type { PdfCanvas } from './pdf-canvas.ts';

export interface DocumentRenderer {
  /** The document as PDF bytes; the same model always gives the same bytes. */
  render(model: DocumentModel): Promise<Uint8Array>;
  /**
   * Several documents in one PDF, one after another, each starting on a page of its own with its
   * own letterhead and page numbers (generatePDF with a list of transactions).
   */
  renderAll(models: readonly DocumentModel[]): Promise<Uint8Array>;
}

/** The letterhead from the configuration (STORE_NAME, STORE_ADDRESS, REMIT_TO_*, support contacts). */
export function letterheadFromConfig(store: Config['store']): Letterhead {
  return {
    storeName: store.name,
    address: store.address,
    phone: store.supportPhone,
    email: store.supportEmail,
    remitTo: store.remitTo,
  };
}

/** Renders every kind of document with pdfkit under one letterhead. */
export function createPdfRenderer(letterhead: Letterhead): DocumentRenderer {
  return {
    render: async (model) => (await drawing()).draw(model, letterhead, undefined).finish(),
    async renderAll(models) {
      const { draw } = await drawing();
      let canvas: PdfCanvas | undefined;
      for (const model of models) canvas = draw(model, letterhead, canvas);
      if (!canvas) throw new RangeError('renderAll needs at least one document');
      return canvas.finish();
    },
  };
}

/**
 * The drawing code and pdfkit (with its fonts and compression), loaded by the first document
 * rendered rather than at start: most starts render none (ADR 0044).
 */
const drawing = () => import('./documents.drawing.ts');
