// Draws each kind of document on a PdfCanvas (pdfkit). documents.renderer.ts loads this module with
// the first document it renders, so a start that renders none never loads pdfkit (ADR 0044).
import type { DocumentModel, Letterhead } from './documents.models.ts';
import type { PdfCanvas } from './pdf-canvas.ts';
import { drawPaymentReceipt } from './render-receipt.ts';
import { drawStatement } from './render-statement.ts';
import { drawPackingSlip } from './render-packing-slip.ts';
import { drawCreditMemo, drawInvoice, drawSalesOrder } from './render-transactions.ts';

/** Draws `model` onto `onto` (a later document of the same file), else onto a new canvas. */
export function draw(model: DocumentModel, letterhead: Letterhead, onto: PdfCanvas | undefined): PdfCanvas {
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
    case 'packing-slip':
      return drawPackingSlip(model, letterhead, onto);
  }
}
