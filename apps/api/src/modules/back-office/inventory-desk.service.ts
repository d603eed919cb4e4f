// The order desk's inventory page (issue 20, ADR 0028): reads only; receiving stock is the
// order-to-cash module's receiveStock (it fills backorders).
import type {
  AdminInventoryItemDetails,
  AdminInventoryPage,
  AdminInventoryQuery,
  AdminInventoryItemSummary,
} from '@medsupply/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../core/refusals.ts';
import { SHIPPING_MESSAGES } from '../order-to-cash/fulfilment.service.ts';
import { lotsOfItem } from '../order-to-cash/lots.service.ts';
import * as q from './inventory-desk.queries.ts';
import { pageOf } from './paging.ts';

function summaryOf(r: q.ItemStockRow): AdminInventoryItemSummary {
  return {
    id: r.id,
    itemName: r.item_name,
    displayName: r.display_name,
    manufacturer: r.manufacturer,
    mpn: r.mpn,
    inactive: r.inactive,
    carriesLots: r.carries_lots,
    quantityAvailable: r.quantity_available,
    quantityBackordered: r.backordered,
    restockExpectedOn: r.restock_expected_on,
  };
}

/** GET /api/admin/inventory */
export async function items(db: Db, query: AdminInventoryQuery): Promise<AdminInventoryPage> {
  const rows = await q.itemStock(
    db,
    { q: query.q, backordered: query.backordered === 'true' },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, query, summaryOf);
}

/** GET /api/admin/inventory/:id */
export async function item(db: Db, itemId: number): Promise<AdminInventoryItemDetails> {
  const row = await q.oneItemStock(db, itemId);
  if (!row) throw refuse('ITEM_NOT_FOUND', SHIPPING_MESSAGES.itemNotFound);
  const lines = await q.waitingLines(db, itemId);
  return {
    ...summaryOf(row),
    lots: row.carries_lots ? await lotsOfItem(db, itemId) : [],
    backorders: lines.map((l) => ({
      salesOrderId: l.sales_order_id,
      tranId: l.tran_id,
      orderDate: l.order_date,
      account: { id: l.account_id, name: l.account_name, number: l.account_number },
      salesOrderLineId: l.line_id,
      quantityBackordered: l.quantity_backordered,
    })),
  };
}
