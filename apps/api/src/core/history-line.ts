// The item on a line of a record (ADR 0034), beside core/line-item.ts's item on a line of a cart
// or list: an order, fulfilment, invoice or credit-memo line names the item it sold, in the unit it
// sold it, at the line's own price (never today's). Every read of such lines names the item the
// same way through these columns and this mapping: the storefront's order and ledger pages, the
// documents, the back office, the commands that ship, cancel and credit.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The columns naming a record line's item and unit, for a line aliased `line` (with item_id and
 * unit_id), joined by historyLineJoins. The name shown is the site's display name, else the
 * display name, else the item number (never blank); the picture is the item's, else its matrix
 * parent's (a variant without one shows its family's).
 */
export const historyLineColumns = (line: SQL): SQL => sql`${line}.item_id, hi.item_name,
  coalesce(nullif(coalesce(hi.site_display_name, hi.display_name), ''), hi.item_name) AS display_name,
  hi.url_component,
  coalesce(hi.thumbnail_url, (SELECT hp.thumbnail_url FROM items hp WHERE hp.id = hi.parent_id)) AS thumbnail_url,
  ${line}.unit_id, hu.unit_name, hu.conversion_rate::float8 AS conversion_rate`;

/** The joins historyLineColumns reads from. */
export const historyLineJoins = (line: SQL): SQL =>
  sql`JOIN items hi ON hi.id = ${line}.item_id JOIN units hu ON hu.id = ${line}.unit_id`;

/** The row historyLineColumns gives. */
export interface HistoryLineRow {
  item_id: number;
  item_name: string;
  display_name: string;
  url_component: string;
  thumbnail_url: string | null;
  unit_id: number;
  unit_name: string;
  conversion_rate: number;
}

/** The item and unit of a record line in the contract's names (storefront spec §2.5). */
export const historyLineItem = (row: HistoryLineRow) => ({
  itemId: row.item_id,
  /** The item number. */
  itemName: row.item_name,
  displayName: row.display_name,
  urlComponent: row.url_component,
  thumbnailImage: row.thumbnail_url,
  unit: row.unit_id,
  unitName: row.unit_name,
});
