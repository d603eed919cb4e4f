// Purchasing tools (issue 21 points 1, 2 and 4; storefront spec §2.3 "Purchases", §2.6, §9):
// - quick order: rows of item number or MPN + quantity + unit (typed, pasted or a CSV's text), each
//   told what the one buy rule says (unknown, inactive, restricted, licence, allocation cut…), and
//   every valid row added to the cart in one transaction;
// - easy reorder: what the account bought by item and unit over 15-180 days (90 by default) from
//   its order history or its estimates, 100 a page, with the last date and quantity;
// - open items: ordered lines not yet fulfilled, backorders with their expected date.
import type { Logger } from '../../core/logger.ts';
import {
  ITEM_LIST_SEARCH_LIMIT,
  type AddItemsResponse,
  type ItemListMatch,
  type LineReason,
  type OpenItemsResponse,
  type QuickOrderAddResponse,
  type QuickOrderCheckResponse,
  type QuickOrderLine,
  type QuickOrderRequest,
  type EasyReorderAddAllRequest,
  type EasyReorderQuery,
  type EasyReorderResponse,
} from '@medsupply/contract';
import {
  NO_ALLOCATION_MESSAGE,
  applyAllocation,
  centsToDollars,
  normalizeAddQuantity,
  parseQuickOrderText,
  type QuickOrderProblem,
} from '@medsupply/domain';
import { pageCount } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import {
  ALLOCATION_CUT_MESSAGE,
  INVALID_UNIT_MESSAGE,
  buyRefusal,
  lineReasonOf,
  remainingAllocation,
} from '../../core/buy-rule.ts';
import { lineItemFields, lineItems, listedLineSource } from '../../core/line-item.ts';
import type { Db } from '../../db/client.ts';
import { addLinesToCart, lineOutcome } from '../cart/cart.service.ts';
import { getItemList, viewerOf } from '../catalog/catalog.service.ts';
import type { TradeWords } from '../search/search.service.ts';
import * as q from './purchasing.queries.ts';

export const UNKNOWN_CODE_MESSAGE = (code: string) => `No item has the item number or MPN '${code}'`;

/** Days of order history that put an item first among quick order's suggestions. */
const SUGGEST_RECENT_DAYS = 180;

// ---------------------------------------------------------------------------------------------
// Quick order
// ---------------------------------------------------------------------------------------------

interface Row {
  line: number;
  code: string;
  quantity: number;
  unit: string | number | null;
}

function rowsOf(input: QuickOrderRequest): { rows: Row[]; problems: QuickOrderProblem[] } {
  if (input.text !== undefined) return parseQuickOrderText(input.text);
  return {
    rows: (input.rows ?? []).map((r, index) => ({
      line: index + 1,
      code: r.code,
      quantity: r.quantity,
      unit: r.unit ?? null,
    })),
    problems: [],
  };
}

/** A checked row: the line answered, and what goes to the cart when it is valid. */
interface Checked {
  line: QuickOrderLine;
  add: { itemId: number; unitId: number; quantity: number } | null;
}

function pickUnit(row: Row, match: q.CodeMatchRow) {
  const units = q.unitFacts(match);
  if (row.unit === null) {
    const id = match.default_unit_id ?? units.find((u) => u.baseUnit)?.id;
    return units.find((u) => u.id === id) ?? null;
  }
  if (typeof row.unit === 'number') return units.find((u) => u.id === row.unit) ?? null;
  const name = row.unit.toLowerCase();
  return units.find((u) => u.unitName.toLowerCase() === name) ?? null;
}

/**
 * Every row through the buy rule, reading the items in one statement and their line fields in a
 * second; allocation is counted across rows of the same item, as the cart would take them.
 */
async function checkRows(db: Db, buyer: Buyer, rows: readonly Row[], now: Date): Promise<Checked[]> {
  const matches = await q.itemsByCode(
    db,
    rows.map((r) => r.code),
  );
  const left = new Map<number, number | null>();
  const checked: Array<
    Omit<Checked, 'line'> & {
      line: Omit<QuickOrderLine, 'item'>;
      itemId: number | null;
      unitId: number | null;
    }
  > = [];
  for (const [index, row] of rows.entries()) {
    const match = matches[index];
    const quantity = normalizeAddQuantity(row.quantity);
    const base = { line: row.line, code: row.code, requestedQuantity: row.quantity, quantity: 0 };
    const refused = (reason: LineReason, message: string, itemId: number | null, unitId: number | null) =>
      checked.push({ line: { ...base, valid: false, reason, message }, add: null, itemId, unitId });
    if (!match || match.id === null) {
      refused('unknown', UNKNOWN_CODE_MESSAGE(row.code), null, null);
      continue;
    }
    const itemId = match.id;
    const unit = pickUnit(row, match);
    const refusal = buyRefusal(buyer, match);
    if (refusal) {
      refused(
        lineReasonOf(refusal.code),
        refusal.message,
        itemId,
        unit?.id ?? pickUnit({ ...row, unit: null }, match)?.id ?? null,
      );
      continue;
    }
    if (!unit) {
      // The item is still shown, in its default unit, so the buyer can pick one it is sold in.
      refused(
        'invalid-unit',
        INVALID_UNIT_MESSAGE,
        itemId,
        pickUnit({ ...row, unit: null }, match)?.id ?? null,
      );
      continue;
    }
    let taken = quantity;
    let cut = false;
    if (match.allocation_period) {
      if (!left.has(itemId)) left.set(itemId, (await remainingAllocation(db, buyer, itemId, now)) ?? null);
      const remaining = left.get(itemId) ?? null;
      const inUnits = remaining === null ? null : Math.floor(remaining / unit.conversionRate);
      const result = applyAllocation(quantity, inUnits);
      if (result.quantity === 0) {
        refused('no-allocation', NO_ALLOCATION_MESSAGE, itemId, unit.id);
        continue;
      }
      taken = result.quantity;
      cut = result.adjusted;
      if (remaining !== null) left.set(itemId, remaining - taken * unit.conversionRate);
    }
    checked.push({
      line: {
        ...base,
        quantity: taken,
        valid: true,
        reason: cut ? 'allocation-cut' : null,
        message: cut ? ALLOCATION_CUT_MESSAGE : null,
      },
      add: { itemId, unitId: unit.id, quantity },
      itemId,
      unitId: unit.id,
    });
  }
  // The found items as lines (names, units, price, addable), in one statement.
  const shown = checked.flatMap((c, index) =>
    c.itemId !== null && c.unitId !== null
      ? [{ id: index + 1, itemId: c.itemId, unitId: c.unitId, quantity: Math.max(1, c.line.quantity) }]
      : [],
  );
  const items = new Map(
    (await lineItems(db, buyer, listedLineSource(shown))).map((l) => [l.lineId - 1, l] as const),
  );
  return checked.map((c, index) => {
    const item = items.get(index);
    return {
      add: c.add,
      line: {
        ...c.line,
        item: item
          ? { id: item.itemId, ...withoutItemId(lineItemFields(item)), rxLevelId: item.rxLevel }
          : null,
      },
    };
  });
}

const withoutItemId = <T extends { itemId: number }>({ itemId: _itemId, ...rest }: T) => rest;

/** POST quickOrder/check: what each row would do, without touching the cart. */
export async function checkQuickOrder(
  db: Db,
  buyer: Buyer,
  input: QuickOrderRequest,
  now: Date,
): Promise<QuickOrderCheckResponse> {
  const { rows, problems } = rowsOf(input);
  if (problems.some((p) => p.line === 0)) return { lines: [], problems };
  return { lines: (await checkRows(db, buyer, rows, now)).map((c) => c.line), problems };
}

/**
 * POST quickOrder/addToCart: every valid row into the cart in one transaction (each re-checked by
 * the buy rule and the allocation under the cart's lock); the lines say what was added and why not.
 */
export async function addQuickOrder(
  db: Db,
  buyer: Buyer,
  input: QuickOrderRequest,
  now: Date,
): Promise<QuickOrderAddResponse> {
  const { rows, problems } = rowsOf(input);
  if (problems.some((p) => p.line === 0)) {
    const { cart } = await addLinesToCart(db, buyer, [], now);
    return { lines: [], problems, cart };
  }
  const checked = await checkRows(db, buyer, rows, now);
  const toAdd = checked.flatMap((c, index) => (c.add ? [{ index, ...c.add }] : []));
  const { cart, shortfalls } = await addLinesToCart(db, buyer, toAdd, now);
  const lines = checked.map((c) => ({ ...c.line }));
  // What the cart did decides what each row says: taken in full, cut, or refused under the lock.
  const shortOf = new Map(shortfalls.map((s) => [s.index, s]));
  for (const [index, target] of toAdd.entries()) {
    const line = lines[target.index];
    if (!line) continue;
    const short = shortOf.get(index);
    line.quantity = short ? short.quantityAdded : target.quantity;
    line.valid = line.quantity > 0;
    line.reason = short ? short.reason : null;
    line.message = short ? short.message : null;
  }
  return { lines, problems, cart };
}

/**
 * quickOrderProducts?search=: the item search's concrete matches (a term of 3 characters or more),
 * the items this account ordered in the last 180 days first.
 */
export async function quickOrderProducts(
  db: Db,
  buyer: Buyer,
  search: string,
  log: Logger,
  tradeWords?: TradeWords,
): Promise<ItemListMatch[]> {
  // On the primary, as the account's own orders beside it (ADR 0037): part of a buyer's ordering.
  const hits = await getItemList(db, { db, log }, search, viewerOf(buyer), tradeWords);
  const ordered = await q.orderedItemIds(
    db,
    buyer.account.id,
    hits.map((h) => h.id),
    SUGGEST_RECENT_DAYS,
  );
  return [...hits.filter((h) => ordered.has(h.id)), ...hits.filter((h) => !ordered.has(h.id))].slice(
    0,
    ITEM_LIST_SEARCH_LIMIT,
  );
}

// ---------------------------------------------------------------------------------------------
// Easy reorder
// ---------------------------------------------------------------------------------------------

const sourceKind = (source: EasyReorderQuery['source']): q.ReorderSourceKind =>
  source === 'Estimates' ? 'estimates' : 'orders';

/** Reorder lines can go to the cart 500 at a time at most (quick order's limit). */
const REORDER_ADD_ALL_MAX = 500;

/** GET reorder/paginate: one row per item and unit bought in the window, latest first. */
export async function reorder(db: Db, buyer: Buyer, query: EasyReorderQuery): Promise<EasyReorderResponse> {
  const rows = await q.reorderRows(db, {
    kind: sourceKind(query.source),
    accountId: buyer.account.id,
    days: query.days,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const lines = await lineItems(
    db,
    buyer,
    listedLineSource(
      rows.map((r, index) => ({
        id: index + 1,
        itemId: r.item_id,
        unitId: r.unit_id,
        quantity: r.last_quantity,
      })),
    ),
  );
  const total = rows[0]?.total ?? 0;
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: lines.map((line, index) => {
      const row = rows[index];
      if (!row) throw new Error('reorder row and line out of step');
      return {
        key: `${row.item_id}-${row.unit_id}`,
        ...lineItemFields(line),
        rxLevelId: line.rxLevel,
        lastOrderedDate: new Date(row.last_date).toISOString(),
        lastOrderedQuantity: row.last_quantity,
        lastTranId: row.last_tran_id,
        timesOrdered: row.times,
      };
    }),
  };
}

/** POST reorder/addToCart: every line of the window at its last quantity, in one transaction. */
export async function reorderAddAll(
  db: Db,
  buyer: Buyer,
  input: EasyReorderAddAllRequest,
  now: Date,
): Promise<AddItemsResponse> {
  const rows = await q.reorderRows(db, {
    kind: sourceKind(input.source),
    accountId: buyer.account.id,
    days: input.days,
    limit: REORDER_ADD_ALL_MAX,
    offset: 0,
  });
  const { cart, shortfalls } = await addLinesToCart(
    db,
    buyer,
    rows.map((r) => ({ itemId: r.item_id, unitId: r.unit_id, quantity: r.last_quantity })),
    now,
  );
  return { cart, notAdded: shortfalls.map(lineOutcome) };
}

// ---------------------------------------------------------------------------------------------
// Open items
// ---------------------------------------------------------------------------------------------

/** GET openitems/paginate: ordered lines not yet fulfilled, newest order first, 10 a page. */
export async function openItems(
  db: Db,
  buyer: Buyer,
  page: { page: number; limit: number },
): Promise<OpenItemsResponse> {
  const rows = await q.openItemRows(db, buyer.account.id, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  const total = rows[0]?.total ?? 0;
  return {
    limit: page.limit,
    page: page.page,
    pages: pageCount(total, page.limit),
    total,
    results: rows.map((r) => ({
      lineId: r.line_id,
      salesOrderId: r.sales_order_id,
      tranId: r.tran_id,
      orderDate: new Date(r.order_date).toISOString(),
      status: r.status,
      itemId: r.item_id,
      itemName: r.item_name,
      displayName: r.display_name,
      urlComponent: r.url_component,
      unit: r.unit_id,
      unitName: r.unit_name,
      quantity: r.quantity,
      quantityFulfilled: r.quantity_fulfilled,
      quantityOpen: r.quantity_open,
      quantityBackordered: r.quantity_backordered,
      expectedDate: r.quantity_backordered > 0 ? r.restock_expected_on : null,
      rate: centsToDollars(r.unit_price_cents),
      amountOpen: centsToDollars(r.unit_price_cents * r.quantity_open),
    })),
  };
}
