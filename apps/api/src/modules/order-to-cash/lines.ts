// An order line's quantities as the domain reads them (orders.ts OrderLineQuantities), from the
// columns every query of sales_order_lines selects: one mapping for every command and check.
import type { OrderLineQuantities } from '@medsupply/domain';

export interface LineQuantityColumns {
  quantity: number;
  quantity_cancelled: number;
  quantity_backordered: number;
  quantity_fulfilled: number;
  quantity_billed: number;
}

export const quantitiesOf = (l: LineQuantityColumns): OrderLineQuantities => ({
  quantity: l.quantity,
  quantityCancelled: l.quantity_cancelled,
  quantityBackordered: l.quantity_backordered,
  quantityFulfilled: l.quantity_fulfilled,
  quantityBilled: l.quantity_billed,
});
