// Returns (issue 34 point 3, ADR 0051): the rules and the transaction boundaries. A buyer asks to
// send back delivered units of an order of their account (never more than was delivered and not
// already being returned; controlled substances by the store's rule); staff authorise it under an
// RMA number or refuse it, receive the units (to stock, quarantine or destroyed), and credit them
// through order-to-cash's command, to the invoice or the card. Each step is one transaction with a
// conditional status move, so it happens once however often it is pressed; the buyer hears each
// step on the bell through the outbox.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  AdminReturnView,
  RETURN_MESSAGES,
  type AdminReturnsResponse,
  type ReceiveReturnBody,
  type ReturnableResponse,
  type ReturnRequestBody,
  type ReturnSettings,
  type ReturnView,
} from '@medsupply/contract';
import {
  CONTROLLED_RETURNS_SETTING,
  DEFAULT_CONTROLLED_RETURN_RULE,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  LOT_MESSAGES,
  STORE_TIME_ZONE,
  baseUnitsOf,
  centsToDollars,
  checkDocument,
  formatDate,
  isControlledReturnRule,
  returnStatusesBefore,
  returnableQuantity,
  type ControlledReturnRule,
  type ReturnDisposition,
  type ReturnStatus,
} from '@medsupply/domain';
import type { Actor, Buyer, Staff } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import type { Tx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { putInStock } from '../order-to-cash/fulfilment.service.ts';
import { returnUnitsToLot } from '../order-to-cash/lots.service.ts';
import type { OrderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import {
  creditReturnedUnits,
  recordControlledReturn,
  settleReturnRefunds,
} from '../order-to-cash/returns-credit.service.ts';
import { renderReturnLabel } from './return-label.ts';
import * as q from './returns.queries.ts';

export interface ReturnsDeps extends OrderToCashDeps {
  dataDir: string;
  store: { name: string; address: readonly string[]; supportPhone: string };
}

// ---------------------------------------------------------------------------------------------
// Photos: files under DATA_DIR/return-photos by random key (as licence documents), never served
// by name; staff read them through the back office.
// ---------------------------------------------------------------------------------------------

const PHOTO_KEY = /^[a-f0-9]{32}\.(png|jpg)$/;
const photoDir = (dataDir: string) => path.join(dataDir, 'return-photos');

interface CheckedPhoto {
  bytes: Buffer;
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
}

function checkPhotos(photos: ReturnRequestBody['photos']): CheckedPhoto[] {
  return (photos ?? []).map((photo) => {
    const bytes = Buffer.from(photo.data, 'base64');
    if (bytes.length > RETURN_PHOTO_MAX_BYTES)
      throw refuse('DOCUMENT_INVALID', RETURN_MESSAGES.photoTooLarge);
    const check = checkDocument(bytes);
    if (!check.ok) throw refuse('DOCUMENT_INVALID', check.message);
    if (check.type !== 'image/png' && check.type !== 'image/jpeg') {
      throw refuse('DOCUMENT_INVALID', RETURN_MESSAGES.photoType);
    }
    return { bytes, fileName: photo.fileName, contentType: check.type };
  });
}

async function savePhotos(dataDir: string, photos: readonly CheckedPhoto[]) {
  if (photos.length === 0) return [];
  await mkdir(photoDir(dataDir), { recursive: true, mode: 0o700 });
  const saved: Array<{ key: string; fileName: string; contentType: string }> = [];
  for (const photo of photos) {
    const key = `${randomBytes(16).toString('hex')}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`;
    await writeFile(path.join(photoDir(dataDir), key), photo.bytes, { flag: 'wx', mode: 0o600 });
    saved.push({ key, fileName: photo.fileName, contentType: photo.contentType });
  }
  return saved;
}

async function discardPhotos(dataDir: string, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    if (PHOTO_KEY.test(key)) await rm(path.join(photoDir(dataDir), key), { force: true });
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

async function views(
  deps: Pick<ReturnsDeps, 'db'>,
  rows: readonly q.ReturnRow[],
): Promise<AdminReturnView[]> {
  const ids = rows.map((r) => r.id);
  const [lines, photos] = await Promise.all([q.linesOf(deps.db, ids), q.photosOf(deps.db, ids)]);
  return rows.map((r) => {
    const own = lines.filter((l) => l.return_id === r.id);
    const credited = r.status === 'credited';
    return {
      id: r.id,
      returnNumber: r.return_number,
      rmaNumber: r.rma_number,
      status: r.status,
      reason: r.reason,
      note: r.note,
      staffNote: r.staff_note,
      controlled: r.controlled,
      salesOrderId: r.sales_order_id,
      orderTranId: r.order_tran_id,
      requestedBy: r.requested_by,
      createdAt: r.created_at,
      authorizedAt: r.authorized_at,
      receivedAt: r.received_at,
      refusedAt: r.refused_at,
      creditMemo:
        r.credit_memo_id !== null && r.credit_memo_tran_id !== null
          ? { id: r.credit_memo_id, tranId: r.credit_memo_tran_id }
          : null,
      credit: credited ? centsToDollars(own.reduce((s, l) => s + (l.credit_cents ?? 0), 0)) : null,
      photoCount: r.photo_count,
      recallNumber: r.recall_number,
      lines: own.map((l) => ({
        id: l.id,
        salesOrderLineId: l.sales_order_line_id,
        lineNumber: l.line_number,
        itemName: l.item_name,
        itemNumber: l.item_number,
        unitName: l.unit_name,
        quantity: l.quantity,
        unitPrice: centsToDollars(l.unit_price_cents),
        isControlled: l.is_controlled,
        lotNumber: l.lot_number,
        stockAllowed: !l.lot_recalled && !(l.carries_lots && l.lot_id === null),
        receivedQuantity: l.received_quantity,
        disposition: l.disposition,
        credit: l.credit_cents === null ? null : centsToDollars(l.credit_cents),
      })),
      accountId: r.account_id,
      accountName: r.account_name,
      accountNumber: r.account_number,
      photos: photos.filter((p) => p.return_id === r.id).map((p) => ({ id: p.id, fileName: p.file_name })),
    };
  });
}

/** A buyer's view: without the back office's account fields and photo list. */
function buyerView(view: AdminReturnView): ReturnView {
  const { accountId: _a, accountName: _n, accountNumber: _c, photos: _p, ...rest } = view;
  return rest;
}

async function oneView(deps: Pick<ReturnsDeps, 'db'>, id: number): Promise<AdminReturnView | null> {
  const [view] = await views(deps, await q.returnsWhere(deps.db, sql`r.id = ${id}`, 1));
  return view ?? null;
}

// ---------------------------------------------------------------------------------------------
// The store's rule for controlled substances
// ---------------------------------------------------------------------------------------------

export async function controlledRule(deps: Pick<ReturnsDeps, 'db'>): Promise<ControlledReturnRule> {
  const value = await q.storeSetting(deps.db, CONTROLLED_RETURNS_SETTING);
  return isControlledReturnRule(value) ? value : DEFAULT_CONTROLLED_RETURN_RULE;
}

export async function settings(deps: Pick<ReturnsDeps, 'db'>): Promise<ReturnSettings> {
  return { controlledSubstances: await controlledRule(deps) };
}

export async function saveSettings(
  deps: Pick<ReturnsDeps, 'db'>,
  staff: Staff,
  body: ReturnSettings,
): Promise<ReturnSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await q.storeSetting(tx, CONTROLLED_RETURNS_SETTING);
    await q.setStoreSetting(tx, CONTROLLED_RETURNS_SETTING, body.controlledSubstances, staff.staffId);
    await audit(tx, staff, {
      action: 'returns.settings',
      entityType: 'storeSetting',
      entityId: CONTROLLED_RETURNS_SETTING,
      before: { value: before ?? null },
      after: { value: body.controlledSubstances },
    });
    return { controlledSubstances: body.controlledSubstances };
  });
}

// ---------------------------------------------------------------------------------------------
// The buyer
// ---------------------------------------------------------------------------------------------

/** The order's lines with what may still be returned of each (the request form). */
export async function returnable(
  deps: Pick<ReturnsDeps, 'db'>,
  buyer: Buyer,
  salesOrderId: number,
): Promise<ReturnableResponse> {
  const order = await q.orderOfAccount(deps.db, buyer.account.id, salesOrderId);
  if (!order) throw refuse('ORDER_NOT_FOUND', RETURN_MESSAGES.orderNotFound);
  const [lines, rule] = await Promise.all([q.returnableLines(deps.db, order.id), controlledRule(deps)]);
  return {
    salesOrderId: order.id,
    tranId: order.tran_id,
    controlledRule: rule,
    lines: lines.map((l) => ({
      salesOrderLineId: l.id,
      lineNumber: l.line_number,
      itemName: l.item_name,
      itemNumber: l.item_number,
      unitName: l.unit_name,
      delivered: l.delivered,
      returnable: Math.max(0, l.delivered - l.held),
      isControlled: l.is_controlled,
      lots: l.lots.map(({ held, ...lot }) => ({ ...lot, returnable: Math.max(0, lot.quantity - held) })),
    })),
  };
}

/**
 * Requests a return of delivered units of one of the account's orders. `requestKey` (the request's
 * Idempotency-Key) is kept with the return, so a retry, even after a crash between the commit and
 * the answer, finds this return instead of making another.
 */
export async function requestReturn(
  deps: ReturnsDeps,
  buyer: Buyer,
  body: ReturnRequestBody,
  requestKey: string | null,
): Promise<ReturnView> {
  if (requestKey !== null) {
    const done = await q.returnByRequestKey(deps.db, buyer.user.id, requestKey);
    if (done !== null) return buyerViewOf(deps, done);
  }
  // A line comes once, or once per lot when units of several of its lots go back.
  if (new Set(body.lines.map((l) => `${l.salesOrderLineId}:${l.lotId ?? ''}`)).size !== body.lines.length) {
    throw refuse('VALIDATION', RETURN_MESSAGES.duplicateLine);
  }
  const photos = checkPhotos(body.photos);
  const rule = await controlledRule(deps);
  const saved = await savePhotos(deps.dataDir, photos);
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (requestKey !== null) {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${`return-request:${buyer.user.id}:${requestKey}`}, 0))`,
        );
        const done = await q.returnByRequestKey(tx, buyer.user.id, requestKey);
        if (done !== null) return { id: done, fresh: false };
      }
      const order = await q.orderOfAccount(tx, buyer.account.id, body.salesOrderId);
      if (!order) throw refuse('ORDER_NOT_FOUND', RETURN_MESSAGES.orderNotFound);
      await q.lockOrderLines(tx, order.id);
      const lines = await q.returnableLines(tx, order.id);
      let controlled = false;
      const chosen: Array<{
        salesOrderLineId: number;
        quantity: number;
        lotId: number | null;
        itemId: number;
      }> = [];
      const asked = new Map<number, number>();
      for (const wanted of body.lines) {
        const line = lines.find((l) => l.id === wanted.salesOrderLineId);
        if (!line) throw refuse('VALIDATION', RETURN_MESSAGES.lineNotOfOrder(wanted.salesOrderLineId));
        const left = returnableQuantity(line.delivered, [{ status: 'requested', quantity: line.held }]);
        const total = (asked.get(line.id) ?? 0) + wanted.quantity;
        asked.set(line.id, total);
        if (total > left) {
          throw refuse('RETURN_NOT_RETURNABLE', RETURN_MESSAGES.tooMany(line.item_name, left));
        }
        chosen.push({ ...wanted, lotId: returnedLot(line, wanted), itemId: line.item_id });
        if (line.is_controlled) {
          if (rule === 'refused')
            throw refuse('CONTROLLED_RETURN_REFUSED', RETURN_MESSAGES.controlledRefused);
          controlled = true;
        }
      }
      const created = await q.insertReturn(tx, {
        accountId: order.account_id,
        salesOrderId: order.id,
        userId: buyer.user.id,
        reason: body.reason,
        note: body.note === undefined || body.note === '' ? null : body.note,
        controlled: controlled ? 'handledApart' : 'none',
        requestKey,
        // A return for a recall answers to the published recall of what it sends back.
        recallId: body.reason === 'recall' ? await q.recallCovering(tx, order.account_id, chosen) : null,
      });
      await q.insertReturnLines(tx, created.id, chosen);
      await q.insertReturnPhotos(tx, created.id, saved);
      for (const wanted of body.lines) {
        const line = lines.find((l) => l.id === wanted.salesOrderLineId);
        if (!line?.is_controlled) continue;
        await recordControlledReturn(tx, {
          salesOrderLineId: line.id,
          quantity: wanted.quantity,
          userId: buyer.user.id,
          note: `Return ${created.return_number} requested; handled apart by the store's rule`,
        });
      }
      return { id: created.id, fresh: true };
    });
    if (!id.fresh)
      await discardPhotos(
        deps.dataDir,
        saved.map((p) => p.key),
      );
    return await buyerViewOf(deps, id.id);
  } catch (error) {
    await discardPhotos(
      deps.dataDir,
      saved.map((p) => p.key),
    );
    throw error;
  }
}

/**
 * The lot a return line sends back: the one the buyer names, among those delivered on the line, or
 * the only one delivered; none for an item shipped without lots. Returned units go back to their
 * lot (ADR 0049: the lots sum to the item's stock), so a line delivered from several lots must say
 * which one.
 */
function returnedLot(
  line: q.ReturnableRow,
  wanted: { quantity: number; lotId?: number | undefined },
): number | null {
  if (line.lots.length === 0) {
    if (wanted.lotId !== undefined) throw refuse('VALIDATION', RETURN_MESSAGES.lotNotOfLine(line.item_name));
    return null;
  }
  const lot =
    wanted.lotId === undefined
      ? line.lots.length === 1
        ? line.lots[0]
        : undefined
      : line.lots.find((l) => l.lotId === wanted.lotId);
  if (!lot) {
    throw refuse(
      'VALIDATION',
      wanted.lotId === undefined
        ? RETURN_MESSAGES.chooseLot(line.item_name)
        : RETURN_MESSAGES.lotNotOfLine(line.item_name),
    );
  }
  // What of the lot live returns do not already hold: two returns never send back one lot twice.
  const left = Math.max(0, lot.quantity - lot.held);
  if (wanted.quantity > left) {
    throw refuse('RETURN_NOT_RETURNABLE', RETURN_MESSAGES.tooManyOfLot(line.item_name, lot.lotNumber, left));
  }
  return lot.lotId;
}

async function buyerViewOf(deps: Pick<ReturnsDeps, 'db'>, id: number): Promise<ReturnView> {
  const view = await oneView(deps, id);
  if (!view) throw new Error(`return ${id} vanished`);
  return buyerView(view);
}

/** The account's returns, newest first (another account's are never among them). */
export async function listReturns(
  deps: Pick<ReturnsDeps, 'db'>,
  buyer: Buyer,
): Promise<{ returns: ReturnView[] }> {
  const rows = await q.returnsWhere(deps.db, sql`r.account_id = ${buyer.account.id}`);
  return { returns: (await views(deps, rows)).map(buyerView) };
}

async function labelOf(deps: ReturnsDeps, view: AdminReturnView): Promise<Uint8Array> {
  if (view.rmaNumber === null || view.authorizedAt === null) {
    throw refuse('RETURN_STATE_CHANGED', RETURN_MESSAGES.labelNotReady);
  }
  const ship = (await q.orderShipAddress(deps.db, view.salesOrderId)) as AddressSnapshot | null;
  return renderReturnLabel({
    store: { name: deps.store.name, address: deps.store.address, phone: deps.store.supportPhone },
    account: { name: view.accountName, number: view.accountNumber },
    shipFrom: ship
      ? [
          ship.attention ? `Attn: ${ship.attention}` : null,
          ship.line1,
          ship.line2 ?? null,
          `${ship.city}, ${ship.state} ${ship.zip}`,
        ].filter((l): l is string => l !== null && l !== '')
      : [],
    rmaNumber: view.rmaNumber,
    returnNumber: view.returnNumber,
    orderTranId: view.orderTranId,
    authorizedOn: formatDate(view.authorizedAt, STORE_TIME_ZONE),
    reasonLabel: RETURN_REASON_LABELS[view.reason],
    handledApart: view.controlled === 'handledApart',
    lines: view.lines.map((l) => ({
      lineNumber: l.lineNumber,
      itemNumber: l.itemNumber,
      itemName: l.itemName,
      unitName: l.unitName,
      quantity: l.quantity,
    })),
  });
}

/** The return label of one of the account's authorised returns. */
export async function buyerLabel(deps: ReturnsDeps, buyer: Buyer, id: number) {
  const view = await oneView(deps, id);
  if (!view || view.accountId !== buyer.account.id)
    throw refuse('RETURN_NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  return { bytes: await labelOf(deps, view), fileName: `${view.rmaNumber ?? view.returnNumber}.pdf` };
}

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------

/** The back office's queue: open returns (requested, authorized, received) by default. */
export async function queue(
  deps: Pick<ReturnsDeps, 'db'>,
  status: ReturnStatus | 'open' | undefined,
): Promise<AdminReturnsResponse> {
  const where =
    status === undefined || status === 'open'
      ? sql`r.status IN ('requested', 'authorized', 'received')`
      : sql`r.status = ${status}`;
  return { returns: await views(deps, await q.returnsWhere(deps.db, where)) };
}

export async function staffReturn(deps: Pick<ReturnsDeps, 'db'>, id: number): Promise<AdminReturnView> {
  const view = await oneView(deps, id);
  if (!view) throw refuse('RETURN_NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  return view;
}

export async function staffLabel(deps: ReturnsDeps, id: number) {
  const view = await staffReturn(deps, id);
  return { bytes: await labelOf(deps, view), fileName: `${view.rmaNumber ?? view.returnNumber}.pdf` };
}

export async function staffPhoto(deps: ReturnsDeps, id: number, photoId: number) {
  const photo = (await q.photosOf(deps.db, [id])).find((p) => p.id === photoId);
  if (!photo || !PHOTO_KEY.test(photo.document_key)) throw refuse('NOT_FOUND', 'Photo not found.');
  return {
    bytes: await readFile(path.join(photoDir(deps.dataDir), photo.document_key)),
    contentType: photo.content_type,
  };
}

/** Locks the return and refuses it unless it may move to `to`. */
async function lockFor(
  tx: Tx,
  id: number,
  to: ReturnStatus,
  message: (statusLabel: string) => string,
): Promise<NonNullable<Awaited<ReturnType<typeof q.lockReturn>>>> {
  const row = await q.lockReturn(tx, id);
  if (!row) throw refuse('RETURN_NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  if (!returnStatusesBefore(to).includes(row.status)) {
    throw refuse('RETURN_STATE_CHANGED', message(RETURN_STATUS_LABELS[row.status].toLowerCase()));
  }
  return row;
}

/** Moves it, or refuses when another staff member moved it between the lock and now. */
async function move(tx: Tx, id: number, to: ReturnStatus, set: ReturnType<typeof sql>, message: string) {
  if (!(await q.moveReturn(tx, id, returnStatusesBefore(to), to, set))) {
    throw refuse('RETURN_STATE_CHANGED', message);
  }
}

/** Authorises a requested return: its RMA number (from its id) and the label become available. */
export async function authorizeReturn(
  deps: ReturnsDeps,
  staff: Staff,
  id: number,
  note: string | undefined,
): Promise<AdminReturnView> {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, 'authorized', RETURN_MESSAGES.notAuthorizable);
    await move(
      tx,
      id,
      'authorized',
      sql`rma_number = 'RMA-' || (100000 + id), authorized_at = ${deps.now()}, authorized_by_staff_id = ${staff.staffId},
        staff_note = coalesce(${note === undefined || note === '' ? null : note}, staff_note)`,
      RETURN_MESSAGES.notAuthorizable('no longer requested'),
    );
    await deps.outbox.notify(tx, { type: 'returnProgress', returnId: id, status: 'authorized' });
    await audit(tx, staff, {
      action: 'return.authorize',
      entityType: 'return',
      entityId: id,
      before: { status: row.status },
      after: { status: 'authorized', note: note ?? null },
    });
  });
  return staffReturn(deps, id);
}

export async function refuseReturn(
  deps: ReturnsDeps,
  staff: Staff,
  id: number,
  note: string,
): Promise<AdminReturnView> {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, 'refused', RETURN_MESSAGES.notRefusable);
    await move(
      tx,
      id,
      'refused',
      sql`refused_at = ${deps.now()}, staff_note = ${note}`,
      RETURN_MESSAGES.notRefusable('already decided'),
    );
    await deps.outbox.notify(tx, { type: 'returnProgress', returnId: id, status: 'refused' });
    await audit(tx, staff, {
      action: 'return.refuse',
      entityType: 'return',
      entityId: id,
      before: { status: row.status },
      after: { status: 'refused', note },
    });
  });
  return staffReturn(deps, id);
}

/**
 * Returned units back where staff put them (issue 34): on a line without a lot, 'stock' puts them
 * back in the item's stock (filling backorders first, as a receipt does) and quarantine or
 * destroyed leave the stock as it is; on a line with a lot, the lot gets them on hand or in
 * quarantine with a 'return' movement (and, on hand, the item's stock too, which the lots sum to).
 * The one place returned units go back: the lots work routes lot lines through its own code here.
 */
export async function restockReturnedUnits(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'outbox'>,
  actor: Actor,
  line: {
    returnLineId: number;
    itemId: number;
    conversionRate: number;
    lotId: number | null;
    returnNumber: string;
  },
  receivedQuantity: number,
  disposition: ReturnDisposition,
): Promise<void> {
  const units = baseUnitsOf(receivedQuantity, line.conversionRate);
  if (units <= 0 || disposition === 'destroyed') return;
  // The item's stock first (its lock, then its backordered lines), then the lot (lock order of
  // ADR 0049): the lots' own bookkeeping belongs to order-to-cash.
  if (disposition === 'stock') await putInStock(tx, deps, line.itemId, units, `return:${line.returnLineId}`);
  if (line.lotId !== null) {
    await returnUnitsToLot(tx, {
      lotId: line.lotId,
      quantity: units,
      disposition,
      returnLineId: line.returnLineId,
      staffMemberId: actor.kind === 'staff' ? actor.staffId : null,
      note: `Return ${line.returnNumber}`,
    });
  }
}

/** Receives an authorised return: per line, how many came back and where they went. */
export async function receiveReturn(
  deps: ReturnsDeps,
  staff: Staff,
  id: number,
  body: ReceiveReturnBody,
): Promise<AdminReturnView> {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, 'received', RETURN_MESSAGES.notReceivable);
    const lines = await q.linesOf(tx, [id]);
    const given = new Map(body.lines.map((l) => [l.returnLineId, l]));
    if (
      given.size !== body.lines.length ||
      given.size !== lines.length ||
      lines.some((l) => !given.has(l.id))
    ) {
      throw refuse('VALIDATION', RETURN_MESSAGES.receiveEveryLine);
    }
    for (const line of lines) {
      const got = given.get(line.id);
      if (got && got.receivedQuantity > line.quantity) {
        throw refuse('VALIDATION', RETURN_MESSAGES.receivedTooMany(line.item_name, line.quantity));
      }
      // Units of an item that carries lots go back to stock only through their lot (the lots sum
      // to the stock); a return line without one (delivered before lots were recorded) cannot.
      if (
        got &&
        got.receivedQuantity > 0 &&
        got.disposition === 'stock' &&
        line.carries_lots &&
        line.lot_id === null
      ) {
        throw refuse('VALIDATION', RETURN_MESSAGES.lotlessToStock(line.item_name));
      }
      if (got && got.receivedQuantity > 0 && got.disposition === 'stock' && line.lot_recalled) {
        throw refuse('VALIDATION', LOT_MESSAGES.lotRecalledReturn(line.lot_number ?? ''));
      }
    }
    if (body.lines.every((l) => l.receivedQuantity === 0))
      throw refuse('VALIDATION', RETURN_MESSAGES.nothingReceived);
    await move(
      tx,
      id,
      'received',
      sql`received_at = ${deps.now()}, received_by_staff_id = ${staff.staffId}`,
      RETURN_MESSAGES.notReceivable('no longer authorized'),
    );
    for (const line of lines) {
      const got = given.get(line.id);
      if (!got) continue;
      await q.setReceivedLine(tx, line.id, got.receivedQuantity, got.disposition);
      await restockReturnedUnits(
        tx,
        deps,
        staff,
        {
          returnLineId: line.id,
          itemId: line.item_id,
          conversionRate: Number(line.conversion_rate),
          lotId: line.lot_id,
          returnNumber: row.return_number,
        },
        got.receivedQuantity,
        got.disposition,
      );
    }
    await deps.outbox.notify(tx, { type: 'returnProgress', returnId: id, status: 'received' });
    await audit(tx, staff, {
      action: 'return.receive',
      entityType: 'return',
      entityId: id,
      before: { status: row.status },
      after: { status: 'received', lines: body.lines },
    });
  });
  return staffReturn(deps, id);
}

/**
 * Credits a received return once: the received units through order-to-cash (memos against the
 * invoices, applied to them or refunded to the card), the return credited in the same transaction
 * under its row lock; a second press, or a second staff member at the same moment, is refused. A
 * refund is asked of the gateway after the commit (its backstop job retries).
 */
export async function creditReturn(deps: ReturnsDeps, staff: Staff, id: number): Promise<AdminReturnView> {
  const refunds = await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, 'credited', RETURN_MESSAGES.notCreditable);
    const lines = (await q.linesOf(tx, [id])).filter((l) => (l.received_quantity ?? 0) > 0);
    const credited = await creditReturnedUnits(tx, deps, staff, {
      accountId: row.account_id,
      salesOrderId: row.sales_order_id,
      reason: `Return ${row.return_number}${row.rma_number ? ` (${row.rma_number})` : ''}`,
      units: lines.map((l) => ({
        salesOrderLineId: l.sales_order_line_id,
        itemId: l.item_id,
        unitId: l.unit_id,
        itemName: l.item_name,
        quantity: l.received_quantity ?? 0,
      })),
    });
    const first = credited.memos[0];
    await move(
      tx,
      id,
      'credited',
      sql`credit_memo_id = ${first?.id ?? null}`,
      RETURN_MESSAGES.notCreditable('already credited'),
    );
    for (const line of lines) {
      await q.setLineCredit(tx, line.id, credited.creditCentsByLine.get(line.sales_order_line_id) ?? 0);
    }
    await deps.outbox.notify(tx, { type: 'returnProgress', returnId: id, status: 'credited' });
    await audit(tx, staff, {
      action: 'return.credit',
      entityType: 'return',
      entityId: id,
      before: { status: row.status },
      after: { status: 'credited', memos: credited.memos },
    });
    return credited.refunds;
  });
  await settleReturnRefunds(deps, refunds);
  return staffReturn(deps, id);
}
