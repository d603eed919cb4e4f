// Lots and expiry in order-to-cash (issue 34 point 1, ADR 0049): receiving records the lots of a
// receipt, shipping draws its units from lots first-expiring-first (or staff's choice) and records
// which lots each fulfilment line shipped, a return puts units of a lot back into stock or
// quarantine. Lot quantities are stock units (the item's base unit). An item's physical stock is
// its quantity_available plus its committed, unshipped units; for an item that carries lots, the
// units on hand of its lots add up to exactly that, because every path that moves one moves the
// other in the same transaction.
import {
  LOT_MESSAGES,
  SHORT_DATING_SETTING,
  STORE_TIME_ZONE,
  isoDayIn,
  lotsNote,
  checkLotOverride,
  lotExpiryProblem,
  lotNumberProblem,
  pickLots,
  shortDatingMonthsOf,
  shortDatingNotice,
  type LotPick,
  type PickableLot,
} from '@medsupply/domain';
import { z } from 'zod';
import { job, type Actor } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { jobKind } from '../../core/jobs.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { DocumentRenderer, PackingSlipModel } from '../documents/documents.service.ts';
import * as lq from './lots.queries.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as oq from './orders.queries.ts';

export interface ReceivedLot {
  lotNumber: string;
  expiresOn: string;
  quantity: number;
}

const staffIdOf = (actor: Actor): number | null => (actor.kind === 'staff' ? actor.staffId : null);

const pickable = (l: lq.LotRow): PickableLot => ({
  id: l.id,
  lotNumber: l.lot_number,
  expiresOn: l.expires_on,
  quantityOnHand: l.quantity_on_hand,
  saleStopped: l.sale_stopped_at !== null,
});

/**
 * The lots of a receipt, checked against the item and the quantity: an item that carries lots
 * needs them (adding up to the quantity, each number once, a real expiry after today); one that
 * does not refuses them. The lot numbers come back trimmed.
 */
export function checkReceivedLots(
  carriesLots: boolean,
  quantity: number,
  lots: readonly ReceivedLot[] | undefined,
  today: string,
): ReceivedLot[] {
  if (!carriesLots) {
    if (lots && lots.length > 0) throw refuse('VALIDATION', LOT_MESSAGES.lotsNotCarried);
    return [];
  }
  if (!lots || lots.length === 0) throw refuse('VALIDATION', LOT_MESSAGES.lotsRequired);
  const seen = new Set<string>();
  const trimmed = lots.map((l) => ({ ...l, lotNumber: l.lotNumber.trim() }));
  for (const lot of trimmed) {
    const problem = lotNumberProblem(lot.lotNumber) ?? lotExpiryProblem(lot.expiresOn, today);
    if (problem) throw refuse('VALIDATION', problem);
    const key = lot.lotNumber.toUpperCase();
    if (seen.has(key)) throw refuse('VALIDATION', LOT_MESSAGES.lotTwice(lot.lotNumber));
    seen.add(key);
  }
  const sum = trimmed.reduce((s, l) => s + l.quantity, 0);
  if (sum !== quantity) throw refuse('VALIDATION', LOT_MESSAGES.lotsSumMismatch(sum, quantity));
  return trimmed;
}

/**
 * Puts a receipt's lots on the shelf, after the item's row lock and its backorders (ADR 0049's
 * lock order): the item's lots are locked by id first, then each lot is found or created and
 * raised by a 'receipt' movement. A lot number already in stock must carry the same expiry.
 */
export async function recordReceivedLots(
  tx: Tx,
  actor: Actor,
  itemId: number,
  lots: readonly ReceivedLot[],
  note: string | null,
): Promise<Array<{ lotId: number; lotNumber: string; expiresOn: string; quantity: number }>> {
  if (lots.length === 0) return [];
  await lq.lockLotsOfItems(tx, [itemId]);
  const recorded = [];
  for (const lot of lots) {
    const row = await lq.findOrCreateLot(tx, { itemId, lotNumber: lot.lotNumber, expiresOn: lot.expiresOn });
    if (row.expires_on !== lot.expiresOn) {
      throw refuse('VALIDATION', LOT_MESSAGES.expiryMismatch(lot.lotNumber, row.expires_on));
    }
    if (row.sale_stopped) throw refuse('VALIDATION', LOT_MESSAGES.lotRecalledReceipt(lot.lotNumber));
    await lq.moveLot(tx, {
      lotId: row.id,
      kind: 'receipt',
      onHandDelta: lot.quantity,
      staffMemberId: staffIdOf(actor),
      note,
    });
    recorded.push({ lotId: row.id, ...lot });
  }
  return recorded;
}

/** A shipped line as lot picking needs it: the stock units it ships, and staff's lots if chosen. */
export interface LineToPick {
  lineId: number;
  itemId: number;
  itemName: string;
  carriesLots: boolean;
  stockUnits: number;
  chosen?: readonly LotPick[] | undefined;
}

/**
 * The lots each line ships on `shipDay`: staff's choice when given (checked), else first-expiring
 * first. The items' lots are locked by id first; lines of the same item draw one after the other
 * from what the earlier ones left. Refuses (409/422) rather than ship an expired or stopped lot.
 */
export async function pickShipmentLots(
  tx: Tx,
  lines: readonly LineToPick[],
  shipDay: string,
): Promise<Map<number, LotPick[]>> {
  const picks = new Map<number, LotPick[]>();
  for (const l of lines) {
    if (!l.carriesLots && l.chosen && l.chosen.length > 0) {
      throw refuse('LOT_NOT_SHIPPABLE', LOT_MESSAGES.lotsForLotlessItem(l.itemName));
    }
  }
  const lotLines = lines.filter((l) => l.carriesLots);
  if (lotLines.length === 0) return picks;
  const itemIds = [...new Set(lotLines.map((l) => l.itemId))].sort((a, b) => a - b);
  const rows = await lq.lockLotsOfItems(tx, itemIds);
  const left = new Map(rows.map((r) => [r.id, pickable(r)]));
  const lotsOf = (itemId: number) =>
    rows.filter((r) => r.item_id === itemId).map((r) => left.get(r.id) ?? pickable(r));
  for (const line of lotLines) {
    const lots = lotsOf(line.itemId);
    let chosen: LotPick[];
    if (line.chosen && line.chosen.length > 0) {
      const checked = checkLotOverride(line.itemName, lots, line.chosen, line.stockUnits, shipDay);
      if (!checked.ok) throw refuse('LOT_NOT_SHIPPABLE', checked.message);
      chosen = checked.picks;
    } else {
      const fefo = pickLots(lots, line.stockUnits, shipDay);
      if (!fefo.ok) {
        throw refuse(
          'LOT_STOCK_SHORT',
          LOT_MESSAGES.notEnoughLotStock(line.itemName, line.stockUnits, fefo.sellable),
        );
      }
      chosen = fefo.picks;
    }
    for (const p of chosen) {
      const lot = left.get(p.lotId);
      if (lot) left.set(p.lotId, { ...lot, quantityOnHand: lot.quantityOnHand - p.quantity });
    }
    picks.set(line.lineId, chosen);
  }
  return picks;
}

/**
 * Records what a fulfilment's lines shipped from each lot: a fulfillment_line_lots row and a
 * 'shipment' movement per lot and line, the lot's units lowered (never below zero).
 */
export async function recordShipmentLots(
  tx: Tx,
  actor: Actor,
  fulfillmentId: number,
  picks: ReadonlyMap<number, readonly LotPick[]>,
): Promise<void> {
  if (picks.size === 0) return;
  const fulfillmentLines = await lq.fulfillmentLineIds(tx, fulfillmentId);
  for (const fl of fulfillmentLines) {
    for (const p of picks.get(fl.sales_order_line_id) ?? []) {
      await lq.insertFulfillmentLineLot(tx, {
        fulfillmentLineId: fl.id,
        lotId: p.lotId,
        quantity: p.quantity,
      });
      const moved = await lq.moveLot(tx, {
        lotId: p.lotId,
        kind: 'shipment',
        onHandDelta: -p.quantity,
        fulfillmentLineId: fl.id,
        staffMemberId: staffIdOf(actor),
      });
      // The lots were locked and checked in this transaction: this cannot happen unless a bug does.
      if (!moved) throw new Error(`lot ${p.lotId} holds fewer units than were picked from it`);
    }
  }
}

/** What quarantining lots did: units held apart, and units sent to backorder. */
export interface LotsQuarantined {
  quarantined: Array<{ lotId: number; itemId: number; units: number }>;
  backordered: Array<{ salesOrderLineId: number; salesOrderId: number; tranId: string; quantity: number }>;
}

/** Why lots leave the stock: a published recall stopped their sale, or they expired on the shelf. */
export type QuarantineCause = { kind: 'recall'; recallNumber: string } | { kind: 'expiry'; today: string };

const quarantines = (lot: lq.LotRow, cause: QuarantineCause): boolean =>
  cause.kind === 'recall' ? lot.sale_stopped_at !== null : lot.expires_on <= cause.today;

/**
 * Takes the units on hand of lots that can never ship (a recall stopped their sale, issue 34, or
 * they have expired) out of the item's stock, so the store neither sells nor promises a unit it
 * cannot ship: each lot's units move to quarantine (a 'quarantine' movement), the item's
 * quantity_available falls by as many, and where that leaves less than the open orders have
 * committed, the newest orders' committed units go back to backorder (older orders keep theirs)
 * and each placer is told. Stock and committed units then still add up to the lots' units on hand.
 * Lock order: the items by id, then their lots (ADR 0049), then the lines, as a receipt takes them.
 * Inside the caller's transaction.
 */
export async function quarantineLots(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'outbox'>,
  actor: Actor,
  input: { lotIds: readonly number[]; cause: QuarantineCause },
): Promise<LotsQuarantined> {
  const done: LotsQuarantined = { quarantined: [], backordered: [] };
  if (input.lotIds.length === 0) return done;
  const { cause } = input;
  const wanted = new Set(input.lotIds);
  for (const itemId of await lq.itemsOfLots(tx, input.lotIds)) {
    const item = await oq.lockItemStock(tx, itemId);
    if (!item) continue;
    let units = 0;
    for (const lot of await lq.lockLotsOfItems(tx, [itemId])) {
      if (!wanted.has(lot.id) || !quarantines(lot, cause) || lot.quantity_on_hand <= 0) continue;
      const moved = await lq.moveLot(tx, {
        lotId: lot.id,
        kind: 'quarantine',
        onHandDelta: -lot.quantity_on_hand,
        quarantinedDelta: lot.quantity_on_hand,
        staffMemberId: staffIdOf(actor),
        note: cause.kind === 'recall' ? `Recall ${cause.recallNumber}` : `Expired ${lot.expires_on}`,
      });
      // Locked and read in this transaction: this cannot happen unless a bug does.
      if (!moved) throw new Error(`lot ${lot.id} could not be quarantined`);
      units += lot.quantity_on_hand;
      done.quarantined.push({ lotId: lot.id, itemId, units: lot.quantity_on_hand });
    }
    if (units === 0) continue;
    let available = item.quantity_available - units;
    if (available < 0) {
      for (const line of await oq.committedLinesNewestFirst(tx, itemId)) {
        if (available >= 0) break;
        // The line's own units (a box of 100) that cover what is missing, the last one whole.
        const take = Math.min(line.committed, Math.ceil(-available / line.conversion_rate));
        if (!(await oq.backorderCommitted(tx, line.id, take))) continue;
        available += Math.round(take * line.conversion_rate);
        done.backordered.push({
          salesOrderLineId: line.id,
          salesOrderId: line.sales_order_id,
          tranId: line.tran_id,
          quantity: take,
        });
        await deps.outbox.notify(tx, {
          type: 'lineBackordered',
          salesOrderLineId: line.id,
          quantity: take,
          cause: cause.kind === 'recall' ? cause.recallNumber : `expired:${cause.today}`,
        });
      }
    }
    await oq.setStock(tx, itemId, available);
  }
  return done;
}

/** The daily sweep's job (registered in index.ts, scheduled just after the store's midnight). */
export const quarantineExpiredLotsJob = jobKind('lots.quarantine-expired', z.object({}).strict(), {
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/**
 * The daily sweep (issue 34): lots expired on the shelf leave the stock as a recall's do, one item
 * at a time (each its own transaction), so an item whose every unit has expired shows out of stock
 * and its open orders wait for new stock. A rerun finds nothing left to move.
 */
export async function quarantineExpiredLots(
  db: Db,
  deps: Pick<OrderToCashDeps, 'outbox'>,
  now: Date,
): Promise<LotsQuarantined> {
  const today = isoDayIn(now, STORE_TIME_ZONE);
  const all: LotsQuarantined = { quarantined: [], backordered: [] };
  const byItem = new Map<number, number[]>();
  for (const lot of await lq.expiredLotsOnHand(db, today)) {
    byItem.set(lot.item_id, [...(byItem.get(lot.item_id) ?? []), lot.id]);
  }
  for (const lotIds of byItem.values()) {
    const done = await db.transaction((tx) =>
      quarantineLots(tx, deps, job('lots.quarantine-expired'), { lotIds, cause: { kind: 'expiry', today } }),
    );
    all.quarantined.push(...done.quarantined);
    all.backordered.push(...done.backordered);
  }
  return all;
}

export const RETURN_MESSAGES = {
  lotNotFound: 'Lot not found.',
  quantity: 'A return puts back a whole number of units above 0.',
} as const;

/**
 * Puts returned units of a lot back (issue 34 point 3): into stock (the lot's units on hand rise;
 * the caller puts the same units in the item's stock with putInStock first, which fills backorders)
 * or into quarantine (held apart; the item's stock does not change). Writes a 'return' movement
 * naming the return line. Call it inside the return's receiving transaction; it locks the item,
 * then the lot.
 */
export async function returnUnitsToLot(
  tx: Tx,
  input: {
    lotId: number;
    quantity: number;
    disposition: 'stock' | 'quarantine';
    returnLineId: number | null;
    staffMemberId: number | null;
    note?: string | null;
  },
): Promise<void> {
  if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0) {
    throw refuse('VALIDATION', RETURN_MESSAGES.quantity);
  }
  const itemId = await lq.itemOfLot(tx, input.lotId);
  if (itemId === null) throw refuse('NOT_FOUND', RETURN_MESSAGES.lotNotFound);
  await lq.lockItem(tx, itemId);
  const lot = await lq.lockLot(tx, input.lotId);
  const toStock = input.disposition === 'stock';
  // A recalled lot's units are never sold again: back on the shelf they would count as stock.
  if (toStock && lot?.sale_stopped)
    throw refuse('VALIDATION', LOT_MESSAGES.lotRecalledReturn(lot.lot_number));
  await lq.moveLot(tx, {
    lotId: input.lotId,
    kind: 'return',
    onHandDelta: toStock ? input.quantity : 0,
    quarantinedDelta: toStock ? 0 : input.quantity,
    returnLineId: input.returnLineId,
    staffMemberId: input.staffMemberId,
    note: input.note ?? null,
  });
}

// ---------------------------------------------------------------------------------------------
// Reads: the product page's dating, the back office's lots, the threshold
// ---------------------------------------------------------------------------------------------

/** The store's dating threshold in whole months (store_settings, else the domain's default). */
export async function shortDatingMonths(db: DbOrTx): Promise<number> {
  return shortDatingMonthsOf(await lq.storeSetting(db, SHORT_DATING_SETTING));
}

/** Changes the threshold (administrator or compliance staff), audited. */
export async function setShortDatingMonths(db: Db, actor: Actor, months: number): Promise<number> {
  if (shortDatingMonthsOf(months) !== months) throw refuse('VALIDATION', LOT_MESSAGES.thresholdRange);
  return db.transaction(async (tx) => {
    const before = await shortDatingMonths(tx);
    await lq.saveStoreSetting(tx, {
      key: SHORT_DATING_SETTING,
      value: months,
      staffMemberId: staffIdOf(actor),
    });
    await audit(tx, actor, {
      action: 'settings.update',
      entityType: 'storeSetting',
      entityId: SHORT_DATING_SETTING,
      before: { months: before },
      after: { months },
    });
    return months;
  });
}

/** "Ships with N months' dating" for each item whose first lot to ship is under the threshold. */
export async function datingNotices(
  db: DbOrTx,
  itemIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  const notices = new Map<number, string>();
  if (itemIds.length === 0) return notices;
  const [rows, threshold] = await Promise.all([lq.lotsOfItems(db, itemIds), shortDatingMonths(db)]);
  for (const itemId of itemIds) {
    const notice = shortDatingNotice(
      rows.filter((r) => r.item_id === itemId).map(pickable),
      today,
      threshold,
    );
    if (notice) notices.set(itemId, notice);
  }
  return notices;
}

export interface ItemLot {
  id: number;
  lotNumber: string;
  expiresOn: string;
  quantityOnHand: number;
  quantityQuarantined: number;
  saleStoppedAt: string | null;
}

/** An item's lots, first-expiring first (the back office's item page). */
export async function lotsOfItem(db: DbOrTx, itemId: number): Promise<ItemLot[]> {
  return (await lq.lotsOfItems(db, [itemId])).map((r) => ({
    id: r.id,
    lotNumber: r.lot_number,
    expiresOn: r.expires_on,
    quantityOnHand: r.quantity_on_hand,
    quantityQuarantined: r.quantity_quarantined,
    saleStoppedAt: r.sale_stopped_at === null ? null : new Date(r.sale_stopped_at).toISOString(),
  }));
}

/**
 * The lots with units on hand of the items, first-expiring first, by item (the back office's ship
 * form; it leaves out those that may not ship on its chosen day, as picking does).
 */
export async function shipLotsOfItems(
  db: DbOrTx,
  itemIds: readonly number[],
): Promise<Map<number, PickableLot[]>> {
  const byItem = new Map<number, PickableLot[]>();
  for (const r of await lq.lotsOfItems(db, [...new Set(itemIds)])) {
    if (r.quantity_on_hand <= 0) continue;
    const lots = byItem.get(r.item_id) ?? [];
    lots.push(pickable(r));
    byItem.set(r.item_id, lots);
  }
  return byItem;
}

export const PACKING_SLIP_MESSAGES = { notFound: 'Fulfillment not found.' } as const;

/** The packing slip of a fulfilment as PDF bytes, with its file name (back office). */
export async function packingSlipPdf(
  db: DbOrTx,
  renderer: DocumentRenderer,
  fulfillmentId: number,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const found = await lq.packingSlipOf(db, fulfillmentId);
  if (!found) throw refuse('FULFILLMENT_NOT_FOUND', PACKING_SLIP_MESSAGES.notFound);
  const { head, lines } = found;
  const model: PackingSlipModel = {
    kind: 'packing-slip',
    number: head.tran_id,
    date: isoDayIn(head.shipped_at, STORE_TIME_ZONE),
    account: { name: head.account_name, number: head.account_number },
    shipTo: head.ship_address,
    salesOrderNumber: head.order_tran_id,
    poNumber: head.po_number,
    carrier: head.carrier,
    trackingNumber: head.tracking_number,
    lines: lines.map((l) => ({
      itemNumber: l.item_name,
      description: l.display_name,
      unit: l.unit_name,
      quantityOrdered: l.ordered,
      quantityShipped: l.shipped,
      ...(l.lots.length > 0 ? { lots: lotsNote(l.lots) } : {}),
    })),
  };
  return { fileName: `packing-slip-${head.tran_id}.pdf`, bytes: await renderer.render(model) };
}
