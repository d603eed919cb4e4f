// What the cXML documents answering a procurement system say of its order (issue 28, ADR 0038):
// the order's lines as placed, and each shipment's carrier, tracking number and lines. The punchout
// module writes the documents; order-to-cash only lets it read its records, here.
import type { Db } from '../../db/client.ts';
import { linesOf } from './orders.queries.ts';
import * as q from './procurement.queries.ts';

export interface ProcurementOrderLine {
  lineNumber: number;
  /** Our item number (the cXML SupplierPartID). */
  itemNumber: string;
  displayName: string;
  unitName: string;
  quantity: number;
  unitPriceCents: number;
}

export interface ProcurementOrderView {
  id: number;
  tranId: string;
  procurementSystemId: number | null;
  shipDate: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  lines: ProcurementOrderLine[];
}

/** An order with its lines as they were placed; null when there is no such order. */
export async function procurementOrder(db: Db, salesOrderId: number): Promise<ProcurementOrderView | null> {
  const order = await q.procurementOrder(db, salesOrderId);
  if (!order) return null;
  const lines = await linesOf(db, salesOrderId);
  return {
    id: order.id,
    tranId: order.tran_id,
    procurementSystemId: order.procurement_system_id,
    shipDate: order.ship_date,
    shippingCents: order.shipping_cents,
    taxCents: order.tax_cents,
    totalCents: order.total_cents,
    lines: lines.map((l) => ({
      lineNumber: l.line_number,
      itemNumber: l.item_name,
      displayName: l.display_name,
      unitName: l.unit_name,
      quantity: l.quantity,
      unitPriceCents: l.unit_price_cents,
    })),
  };
}

export interface ProcurementShipmentView {
  id: number;
  tranId: string;
  salesOrderId: number;
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
  /** Nothing is left to ship on the order after this shipment. */
  completesOrder: boolean;
  lines: Array<{ lineNumber: number; quantity: number }>;
}

/** A shipment (fulfilment) with the order lines and quantities it carried; null when unknown. */
export async function procurementShipment(
  db: Db,
  fulfillmentId: number,
): Promise<ProcurementShipmentView | null> {
  const row = await q.procurementShipment(db, fulfillmentId);
  if (!row) return null;
  return {
    id: row.id,
    tranId: row.tran_id,
    salesOrderId: row.sales_order_id,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    shippedAt: row.shipped_at,
    completesOrder: row.left_to_ship === 0,
    lines: row.lines,
  };
}
