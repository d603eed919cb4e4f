// The order desk's inventory page (issue 20 point 4, ADR 0028): find an item, see its stock and the
// backordered lines waiting for it, before receiving stock (back-office.ts ReceiveStockBody).
import { z } from 'zod';
import { AdminItemLot } from './admin-catalogue.ts';
import { Id } from './catalog.ts';
import { paginated, paginateQuery } from './pagination.ts';

export const AdminInventoryQuery = paginateQuery(25).extend({
  /** Part of an item's name, display name, MPN or manufacturer. */
  q: z.string().trim().max(100, 'Search is too long (100 characters at most)').optional(),
  /** 'true': only items with backordered lines waiting. */
  backordered: z.enum(['true', 'false'], { message: 'backordered must be true or false' }).optional(),
});
export type AdminInventoryQuery = z.infer<typeof AdminInventoryQuery>;

export const AdminInventoryItemSummary = z.object({
  id: Id,
  itemName: z.string(),
  displayName: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  inactive: z.boolean(),
  /** Receiving asks for lot numbers and expiry dates (issue 34). */
  carriesLots: z.boolean(),
  quantityAvailable: z.number().int(),
  /** Units on backordered lines of orders that stand. */
  quantityBackordered: z.number().int(),
  /** When purchasing expects more (ISO day), if known. */
  restockExpectedOn: z.string().nullable(),
});
export type AdminInventoryItemSummary = z.infer<typeof AdminInventoryItemSummary>;

export const AdminInventoryPage = paginated(AdminInventoryItemSummary);
export type AdminInventoryPage = z.infer<typeof AdminInventoryPage>;

export const AdminBackorderLine = z.object({
  salesOrderId: Id,
  tranId: z.string(),
  orderDate: z.iso.datetime(),
  account: z.object({ id: Id, name: z.string(), number: z.string() }),
  salesOrderLineId: Id,
  quantityBackordered: z.number().int(),
});
export type AdminBackorderLine = z.infer<typeof AdminBackorderLine>;

export const AdminInventoryItemDetails = AdminInventoryItemSummary.extend({
  /** The item's lots, first-expiring first (empty for an item without lots; issue 34). */
  lots: z.array(AdminItemLot),
  /** Waiting lines, oldest order first (the order a receipt fills them in). */
  backorders: z.array(AdminBackorderLine),
});
export type AdminInventoryItemDetails = z.infer<typeof AdminInventoryItemDetails>;
