// The item-list calls of service spec §7 ("Item lists", /api/cart/itemList/*): lists a contact
// keeps for reordering, shared with the account's other contacts when flagged, and optionally used
// as a subscription (its schedule and checkout come with checkout).
//
// Ownership: a contact sees its own lists and, with showShared, the shared lists of other contacts
// of the same account. Only the owner edits, deletes or changes the lines of a list: another contact
// of the account changing a shared list gets 403; a list of another account, or another contact's
// list that is not shared, answers 404 (it is not revealed to exist).
// Price visibility: line `price`/`lineTotal` are absent without isPriceVisible (see cart.ts).
import { z } from 'zod';
import { Money } from './money.ts';
import { CartQuantity } from './cart.ts';
import { Id, MatrixDetails, UnitDetail } from './catalog.ts';

/** Longest list name accepted (the storefront truncates to 23 characters for display). */
export const ITEM_LIST_NAME_MAX = 100;

export const ItemListName = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, 'Please enter a list name')
  .max(ITEM_LIST_NAME_MAX, `List name must be at most ${ITEM_LIST_NAME_MAX} characters`);

/** An item list (storefront spec §3 "Item list"). */
export const ItemList = z.object({
  id: Id,
  name: z.string(),
  /** The owning contact (user id). */
  contactId: Id,
  /** The owner's name, for shared lists of other contacts. */
  contactName: z.string(),
  /** True when the caller owns the list (only the owner may change it). */
  isOwner: z.boolean(),
  shared: z.boolean(),
  /** True when the list is used as a subscription. */
  subscription: z.boolean(),
  itemListDetailCount: z.number().int(),
  /** ISO 8601 timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItemList = z.infer<typeof ItemList>;

/** GET getAllLists?showShared=true|false (default false: the caller's own lists only). */
export const GetAllListsQuery = z.object({
  showShared: z
    .enum(['true', 'false'], { message: "showShared must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});
export type GetAllListsQuery = z.infer<typeof GetAllListsQuery>;

export const ItemListsResponse = z.array(ItemList);
export type ItemListsResponse = z.infer<typeof ItemListsResponse>;

/** POST createList; answers the new ItemList. */
export const CreateListRequest = z.object({
  name: ItemListName,
  shared: z.boolean().optional(),
});
export type CreateListRequest = z.infer<typeof CreateListRequest>;

/** POST editList: owner only; omitted fields are kept. Answers the ItemList as it now is. */
export const EditListRequest = z.object({
  id: Id,
  name: ItemListName.optional(),
  shared: z.boolean().optional(),
  subscription: z.boolean().optional(),
});
export type EditListRequest = z.infer<typeof EditListRequest>;

/** POST deleteList {id}: owner only; answers UpdatedResponse {updated: true}. */
export const DeleteListRequest = z.object({ id: Id });
export type DeleteListRequest = z.infer<typeof DeleteListRequest>;

/** A line of a list, with what the list page shows of its item. */
export const ItemListDetail = z.object({
  id: Id,
  itemListId: Id,
  itemId: Id,
  /** The unit id. */
  unit: Id,
  quantity: z.number().int().positive(),
  itemName: z.string(),
  displayName: z.string(),
  siteDisplayName: z.string().nullable(),
  urlComponent: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  thumbnailImage: z.string().nullable(),
  matrixDetails: MatrixDetails.nullable(),
  rxLevel: z.number().int(),
  restricted: z.boolean(),
  isAddableToCart: z.boolean(),
  quantityAvailable: z.number().int(),
  units: z.array(UnitDetail),
  price: Money.nullable().optional(),
  lineTotal: Money.nullable().optional(),
});
export type ItemListDetail = z.infer<typeof ItemListDetail>;

/** GET getListDetails?itemListId=. */
/** A positive id in a query string, with messages naming the parameter. */
function queryId(name: string) {
  return z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`);
}

export const GetListDetailsQuery = z.object({ itemListId: queryId('itemListId') });
export type GetListDetailsQuery = z.infer<typeof GetListDetailsQuery>;

export const ListDetailsResponse = z.object({
  list: ItemList,
  details: z.array(ItemListDetail),
});
export type ListDetailsResponse = z.infer<typeof ListDetailsResponse>;

/**
 * POST upsertListDetail {quantity, itemListId, itemId, unit}: sets the quantity of (item, unit) on
 * the list, adding the line when absent. With `id` (the list page's edit) it changes that line's
 * quantity and unit; a unit already on another line of the list merges into it (quantities summed,
 * the answer's `detail` is that surviving line). Matrix parents cannot be listed (422: pick a variant).
 */
export const UpsertListDetailRequest = z.object({
  id: Id.optional(),
  itemListId: Id,
  itemId: Id,
  unit: Id,
  quantity: CartQuantity,
});
export type UpsertListDetailRequest = z.infer<typeof UpsertListDetailRequest>;

export const UpsertListDetailResponse = z.object({
  /** True when an existing line was changed (or merged into), false when a new line was added. */
  updated: z.boolean(),
  detail: ItemListDetail,
});
export type UpsertListDetailResponse = z.infer<typeof UpsertListDetailResponse>;

/** POST deleteListDetail {id}. */
export const DeleteListDetailRequest = z.object({ id: Id });
export type DeleteListDetailRequest = z.infer<typeof DeleteListDetailRequest>;

/** POST deleteListDetailByItemListId {itemListId, itemId, unit}. */
export const DeleteListDetailByItemListIdRequest = z.object({
  itemListId: Id,
  itemId: Id,
  unit: Id,
});
export type DeleteListDetailByItemListIdRequest = z.infer<typeof DeleteListDetailByItemListIdRequest>;

/** Delete answers: the storefront removes the line only when `updated` is true (storefront spec §4). */
export const UpdatedResponse = z.object({ updated: z.boolean() });
export type UpdatedResponse = z.infer<typeof UpdatedResponse>;

/** GET getListsByItemId?itemId=&unit=: the caller's own lists holding that item and unit. */
export const GetListsByItemIdQuery = z.object({
  itemId: queryId('itemId'),
  unit: queryId('unit'),
});
export type GetListsByItemIdQuery = z.infer<typeof GetListsByItemIdQuery>;

export const ListsByItemIdResponse = z.array(
  z.object({ itemListId: Id, detailId: Id, quantity: z.number().int().positive() }),
);
export type ListsByItemIdResponse = z.infer<typeof ListsByItemIdResponse>;
