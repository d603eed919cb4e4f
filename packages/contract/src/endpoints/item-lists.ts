// The item lists' calls (service spec §7 "Item lists", /api/cart/itemList/*): every call needs a
// login; the service decides who may see a list (own, or shared within the account) and who may
// change it (its owner).
import {
  CreateListRequest,
  DeleteListDetailByItemListIdRequest,
  DeleteListDetailRequest,
  DeleteListRequest,
  EditListRequest,
  GetAllListsQuery,
  GetListDetailsQuery,
  GetListsByItemIdQuery,
  ItemList,
  ItemListsResponse,
  ListDetailsResponse,
  ListsByItemIdResponse,
  UpdatedResponse,
  UpsertListDetailRequest,
  UpsertListDetailResponse,
} from '../item-lists.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { itemListPaths } from '../paths/item-list.ts';

/** A change to a list: refused when the caller cannot see it, or sees it without owning it. */
const OWN_LIST_REFUSALS = ['ITEM_LIST_NOT_FOUND', 'NOT_LIST_OWNER'] as const;

export const itemListEndpoints = endpointGroup('item lists', {
  getAllLists: endpoint({
    method: 'GET',
    path: itemListPaths.getAllLists,
    auth: 'buyer',
    summary: "The contact's own lists; with showShared=true also the account's shared lists",
    query: GetAllListsQuery,
    response: ItemListsResponse,
    refusals: [],
  }),
  getListDetails: endpoint({
    method: 'GET',
    path: itemListPaths.getListDetails,
    auth: 'buyer',
    summary: 'A list (own, or shared within the account) with its lines',
    query: GetListDetailsQuery,
    response: ListDetailsResponse,
    refusals: ['ITEM_LIST_NOT_FOUND'],
  }),
  getListsByItemId: endpoint({
    method: 'GET',
    path: itemListPaths.getListsByItemId,
    auth: 'buyer',
    summary: "The contact's own lists holding an item in a unit",
    query: GetListsByItemIdQuery,
    response: ListsByItemIdResponse,
    refusals: [],
  }),
  createList: endpoint({
    method: 'POST',
    path: itemListPaths.createList,
    auth: 'buyer',
    summary: 'Create a list owned by the calling contact',
    body: CreateListRequest,
    response: ItemList,
    refusals: [],
  }),
  editList: endpoint({
    method: 'POST',
    path: itemListPaths.editList,
    auth: 'buyer',
    summary: 'Rename a list, share it or use it as a subscription (owner only)',
    body: EditListRequest,
    response: ItemList,
    refusals: OWN_LIST_REFUSALS,
  }),
  deleteList: endpoint({
    method: 'POST',
    path: itemListPaths.deleteList,
    auth: 'buyer',
    summary: 'Delete a list with its lines and subscription (owner only)',
    body: DeleteListRequest,
    response: UpdatedResponse,
    refusals: OWN_LIST_REFUSALS,
  }),
  upsertListDetail: endpoint({
    method: 'POST',
    path: itemListPaths.upsertListDetail,
    auth: 'buyer',
    summary: 'Set the quantity of an item and unit on a list, or edit a line (owner only)',
    body: UpsertListDetailRequest,
    response: UpsertListDetailResponse,
    refusals: [
      ...OWN_LIST_REFUSALS,
      'ITEM_NOT_FOUND',
      'VARIANT_REQUIRED',
      'ITEM_UNAVAILABLE',
      'INVALID_UNIT',
      'ITEM_LIST_LINE_NOT_FOUND',
      'ITEM_MISMATCH',
    ],
  }),
  deleteListDetail: endpoint({
    method: 'POST',
    path: itemListPaths.deleteListDetail,
    auth: 'buyer',
    summary: 'Delete a line of an own list; updated is false when there was no such line',
    body: DeleteListDetailRequest,
    response: UpdatedResponse,
    refusals: ['NOT_LIST_OWNER'],
  }),
  deleteListDetailByItemListId: endpoint({
    method: 'POST',
    path: itemListPaths.deleteListDetailByItemListId,
    auth: 'buyer',
    summary: 'Delete the line of an item and unit from an own list',
    body: DeleteListDetailByItemListIdRequest,
    response: UpdatedResponse,
    refusals: OWN_LIST_REFUSALS,
  }),
});
