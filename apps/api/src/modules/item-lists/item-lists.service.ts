// Item-list rules (service spec §3 "Item list", §7 "Item lists"; storefront spec §3, §4, §5): lists
// belong to a contact of an account; the owner sees and changes them, the account's other contacts
// see them when shared (read only). Lines are (item, unit, quantity), one per item and unit.
//
// Who may do what, answered the same way by every call:
//  - own list: read and change;
//  - shared list of another contact of the same account: read; a change answers 403;
//  - anything else (another account's list, another contact's unshared list, no such list): 404,
//    so the caller cannot learn that it exists.
// The account is the session's current one, so a parent login acting for a child account sees the
// lists it keeps there, not those of its own account.
import { UNAVAILABLE_MESSAGE, normalizeAddQuantity } from '@medsupply/domain';
import type {
  CreateListRequest,
  DeleteListDetailByItemListIdRequest,
  EditListRequest,
  ItemList,
  ItemListDetail,
  ListDetailsResponse,
  ListsByItemIdResponse,
  UpdatedResponse,
  UpsertListDetailRequest,
  UpsertListDetailResponse,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { ITEM_NOT_FOUND_MESSAGE } from '../../core/buy-rule.ts';
import { lineItemFields, lineItems, type LineItem } from '../../core/line-item.ts';
import { readPart, rowsPart, type ReadPart } from '../../core/read-parts.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as q from './item-lists.queries.ts';

export const LIST_NOT_FOUND = 'Item list not found';
export const LIST_LINE_NOT_FOUND = 'Item list line not found';
export const NOT_LIST_OWNER = 'Only the contact who created this list can change it.';
export const VARIANT_REQUIRED = 'Please choose a size or variant before adding this item to a list.';
export const UNIT_NOT_OF_ITEM = 'unit: this unit of measure is not sold for this item';
export const ITEM_MISMATCH = 'itemId: the line being edited holds another item';

/** The contract's largest quantity (CartQuantity); a merge of two lines never goes past it. */
const MAX_LINE_QUANTITY = 1_000_000;

const keyOf = (buyer: Buyer): q.ListOwnerKey => ({
  accountId: buyer.account.id,
  contactId: buyer.user.id,
});

const iso = (value: Date | string) => new Date(value).toISOString();

function toItemList(row: q.ListRow, buyer: Buyer): ItemList {
  return {
    id: row.id,
    name: row.name,
    contactId: row.contact_id,
    contactName: row.contact_name,
    isOwner: row.contact_id === buyer.user.id,
    shared: row.shared,
    subscription: row.is_subscription,
    itemListDetailCount: row.detail_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A list line as the contract shows it: the line model (core/line-item.ts) in the list's names. */
const toDetail = (line: LineItem, listId: number): ItemListDetail => ({
  id: line.lineId,
  itemListId: listId,
  ...lineItemFields(line),
  rxLevel: line.rxLevel,
  restricted: line.restricted,
});

const listNotFound = () => refuse('ITEM_LIST_NOT_FOUND', LIST_NOT_FOUND);

/** Locks the list for a change by its owner: 404 when not visible, 403 when visible but not owned. */
async function lockOwnList(tx: DbOrTx, listId: number, buyer: Buyer): Promise<number> {
  const list = await q.lockVisibleList(tx, listId, keyOf(buyer));
  if (!list) throw listNotFound();
  if (list.contact_id !== buyer.user.id) throw refuse('NOT_LIST_OWNER', NOT_LIST_OWNER);
  return list.id;
}

/**
 * Refuses as an unknown list unless the buyer may read the list (own, or shared within the
 * account): the rule above, for another module that reads a list's lines (checkout's /subscription).
 */
export async function assertListReadable(db: DbOrTx, buyer: Buyer, listId: number): Promise<void> {
  if (!(await q.visibleListRow(db, listId, keyOf(buyer)))) throw listNotFound();
}

async function listOf(db: DbOrTx, listId: number, buyer: Buyer): Promise<ItemList> {
  const row = await q.visibleListRow(db, listId, keyOf(buyer));
  if (!row) throw listNotFound();
  return toItemList(row, buyer);
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/** The contact's own lists; with showShared also the account's lists other contacts share. */
/** The contact's own lists, then with `showShared` the account's shared ones (a part of one read). */
export function allListsPart(buyer: Buyer, showShared: boolean): ReadPart<ItemList[]> {
  return rowsPart(q.listRowsQuery(keyOf(buyer), showShared), (rows: q.ListRow[]) =>
    rows.map((row) => toItemList(row, buyer)),
  );
}

export async function getAllLists(db: Db, buyer: Buyer, showShared: boolean): Promise<ItemList[]> {
  return readPart(db, allListsPart(buyer, showShared));
}

export async function createList(db: Db, buyer: Buyer, input: CreateListRequest): Promise<ItemList> {
  // The name arrives trimmed and checked by the contract (ItemListName).
  const id = await q.insertList(db, keyOf(buyer), { name: input.name, shared: input.shared ?? false });
  return listOf(db, id, buyer);
}

export async function editList(db: Db, buyer: Buyer, input: EditListRequest): Promise<ItemList> {
  await db.transaction(async (tx) => {
    const listId = await lockOwnList(tx, input.id, buyer);
    await q.updateList(tx, listId, {
      name: input.name,
      shared: input.shared,
      subscription: input.subscription,
    });
    // A list that stops being a subscription must not be ordered again by its schedule.
    if (input.subscription === false) await q.deactivateSubscription(tx, listId);
  });
  return listOf(db, input.id, buyer);
}

export async function deleteList(db: Db, buyer: Buyer, listId: number): Promise<UpdatedResponse> {
  return db.transaction(async (tx) => {
    await lockOwnList(tx, listId, buyer);
    return { updated: await q.deleteList(tx, listId) };
  });
}

export async function getListDetails(db: Db, buyer: Buyer, listId: number): Promise<ListDetailsResponse> {
  const list = await listOf(db, listId, buyer);
  const lines = await lineItems(db, buyer, q.listLineSource({ listId }));
  return { list, details: lines.map((line) => toDetail(line, listId)) };
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** The item may go on a list in this unit: it exists, is a concrete item, active, sold in the unit. */
async function checkListable(tx: DbOrTx, itemId: number, unitId: number): Promise<void> {
  const item = await q.listableItem(tx, itemId, unitId);
  if (!item) throw refuse('ITEM_NOT_FOUND', ITEM_NOT_FOUND_MESSAGE);
  // A matrix parent is a family, not something one can order: a variant must be chosen.
  if (item.is_matrix_parent) throw refuse('VARIANT_REQUIRED', VARIANT_REQUIRED);
  if (item.inactive) throw refuse('ITEM_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  if (!item.unit_ok) throw refuse('INVALID_UNIT', UNIT_NOT_OF_ITEM);
}

/**
 * Without `id`: sets the quantity of (item, unit) on the list, adding the line when absent. With
 * `id`: changes that line's quantity and unit; when another line already holds the new unit, the
 * edited line merges into it (quantities summed, as the cart merges lines) and that line is answered.
 */
export async function upsertListDetail(
  db: Db,
  buyer: Buyer,
  input: UpsertListDetailRequest,
): Promise<UpsertListDetailResponse> {
  // service spec §5: the quantity is floored to a whole number and is at least 1.
  const quantity = normalizeAddQuantity(input.quantity);
  return db.transaction(async (tx) => {
    const listId = await lockOwnList(tx, input.itemListId, buyer);
    await checkListable(tx, input.itemId, input.unit);
    let detailId: number;
    let updated: boolean;
    if (input.id === undefined) {
      const written = await q.upsertDetail(tx, {
        listId,
        itemId: input.itemId,
        unitId: input.unit,
        quantity,
      });
      detailId = written.id;
      updated = !written.inserted;
    } else {
      detailId = await editLine(tx, listId, input.id, { itemId: input.itemId, unitId: input.unit, quantity });
      updated = true;
    }
    await q.touchList(tx, listId);
    const [line] = await lineItems(tx, buyer, q.listLineSource({ listId, detailId }));
    if (!line) throw new Error(`item list line ${String(detailId)} vanished inside its transaction`);
    return { updated, detail: toDetail(line, listId) };
  });
}

/** The list page's edit of one line; answers the id of the line that now holds it. */
async function editLine(
  tx: DbOrTx,
  listId: number,
  detailId: number,
  change: { itemId: number; unitId: number; quantity: number },
): Promise<number> {
  const line = await q.detailInList(tx, detailId, listId);
  if (!line) throw refuse('ITEM_LIST_LINE_NOT_FOUND', LIST_LINE_NOT_FOUND);
  if (line.item_id !== change.itemId) throw refuse('ITEM_MISMATCH', ITEM_MISMATCH);
  const other =
    line.unit_id === change.unitId
      ? null
      : await q.detailByKey(tx, { listId, itemId: change.itemId, unitId: change.unitId });
  if (!other) {
    await q.setDetail(tx, line.id, { unitId: change.unitId, quantity: change.quantity });
    return line.id;
  }
  await q.deleteDetail(tx, line.id);
  await q.setDetail(tx, other.id, {
    unitId: other.unit_id,
    quantity: Math.min(MAX_LINE_QUANTITY, other.quantity + change.quantity),
  });
  return other.id;
}

/**
 * Deletes a line of one of the caller's own lists. A line that is not there (already deleted, or in
 * a list the caller cannot see) answers updated: false (storefront spec §4: the page then keeps it).
 */
export async function deleteListDetail(db: Db, buyer: Buyer, detailId: number): Promise<UpdatedResponse> {
  return db.transaction(async (tx) => {
    const list = await q.lockVisibleListOfDetail(tx, detailId, keyOf(buyer));
    if (!list) return { updated: false };
    if (list.contact_id !== buyer.user.id) throw refuse('NOT_LIST_OWNER', NOT_LIST_OWNER);
    const deleted = await q.deleteDetail(tx, detailId);
    if (deleted) await q.touchList(tx, list.id);
    return { updated: deleted };
  });
}

/** Deletes the (item, unit) line of one of the caller's own lists; updated: false when it had none. */
export async function deleteListDetailByItemListId(
  db: Db,
  buyer: Buyer,
  input: DeleteListDetailByItemListIdRequest,
): Promise<UpdatedResponse> {
  return db.transaction(async (tx) => {
    const listId = await lockOwnList(tx, input.itemListId, buyer);
    const deleted = await q.deleteDetailByKey(tx, { listId, itemId: input.itemId, unitId: input.unit });
    if (deleted) await q.touchList(tx, listId);
    return { updated: deleted };
  });
}

/** storefront spec §5: the Add To List checkboxes show only lists the contact owns. */
export async function getListsByItemId(
  db: Db,
  buyer: Buyer,
  itemId: number,
  unitId: number,
): Promise<ListsByItemIdResponse> {
  const rows = await q.ownListsHolding(db, keyOf(buyer), itemId, unitId);
  return rows.map((row) => ({
    itemListId: row.item_list_id,
    detailId: row.detail_id,
    quantity: row.quantity,
  }));
}
