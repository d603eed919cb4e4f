// The documents module's public face for other modules (ADR 0019: a module is used through its
// service): the renderer, the letterhead from the configuration, and the view models to fill.
export { createPdfRenderer, letterheadFromConfig, type DocumentRenderer } from './documents.renderer.ts';
// Text the standard PDF fonts can show, for a module drawing a page of its own (the return label).
export { pdfText } from './pdf-canvas.ts';
export type {
  CreditMemoModel,
  DocumentAddress,
  DocumentLine,
  DocumentModel,
  InvoiceModel,
  PackingSlipModel,
  PaymentReceiptModel,
  SalesOrderModel,
  StatementModel,
} from './documents.models.ts';
