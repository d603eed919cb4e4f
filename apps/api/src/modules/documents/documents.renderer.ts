// The documents port (ARCHITECTURE §1 "documents"; issue 18 point 2; ADR 0018): a view model in,
// PDF bytes out. The pdfkit renderer is the one we ship; a hosted document service could stand in
// behind the same interface. Callers (the billing services of issue 18) read the database, build
// the model, and hand it over; nothing here reads anything.
import type { Config } from '../../config.ts';
import type { DocumentModel, Letterhead } from './documents.models.ts';
import type { PdfCanvas } from './pdf-canvas.ts';
import { drawPaymentReceipt } from './render-receipt.ts';
import { drawStatement } from './render-statement.ts';
import { drawCreditMemo, drawInvoice, drawSalesOrder } from './render-transactions.ts';

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

function draw(model: DocumentModel, letterhead: Letterhead, onto: PdfCanvas | undefined): PdfCanvas {
  switch (model.kind) {
    case 'invoice':
      return drawInvoice(model, letterhead, onto);
    case 'sales-order':
      return drawSalesOrder(model, letterhead, onto);
    case 'credit-memo':
      return drawCreditMemo(model, letterhead, onto);
    case 'payment-receipt':
      return drawPaymentReceipt(model, letterhead, onto);
    case 'statement':
      return drawStatement(model, letterhead, onto);
  }
}

/** Renders every kind of document with pdfkit under one letterhead. */
export function createPdfRenderer(letterhead: Letterhead): DocumentRenderer {
  return {
    render: (model) => draw(model, letterhead, undefined).finish(),
    renderAll(models) {
      let canvas: PdfCanvas | undefined;
      for (const model of models) canvas = draw(model, letterhead, canvas);
      if (!canvas) throw new RangeError('renderAll needs at least one document');
      return canvas.finish();
    },
  };
}
