// The documents port (ARCHITECTURE §1 "documents"; issue 18 point 2; ADR 0018): a view model in,
// PDF bytes out. The pdfkit renderer is the one we ship; a hosted document service could stand in
// behind the same interface. Callers (the billing services of issue 18) read the database, build
// the model, and hand it over; nothing here reads anything.
import type { Config } from '../../config.ts';
import type { DocumentModel, Letterhead } from './documents.models.ts';
import { renderPaymentReceipt } from './render-receipt.ts';
import { renderStatement } from './render-statement.ts';
import { renderCreditMemo, renderInvoice, renderSalesOrder } from './render-transactions.ts';

export interface DocumentRenderer {
  /** The document as PDF bytes; the same model always gives the same bytes. */
  render(model: DocumentModel): Promise<Uint8Array>;
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
    render(model) {
      switch (model.kind) {
        case 'invoice':
          return renderInvoice(model, letterhead);
        case 'sales-order':
          return renderSalesOrder(model, letterhead);
        case 'credit-memo':
          return renderCreditMemo(model, letterhead);
        case 'payment-receipt':
          return renderPaymentReceipt(model, letterhead);
        case 'statement':
          return renderStatement(model, letterhead);
      }
    },
  };
}
