// The purchasing tools (issue 21): quick order's suggestions, check and add; easy reorder (service
// spec §9: 15-180 days, Order History or Estimates, 100 a page) and its add-all; open items; and
// several lines into the cart at once (reorder's one, several or all lines, quick order). Every call
// needs a login and acts for the session's account only; reorder, quick order and lists are granted
// to every contact (service spec §6). Lines a buy rule refuses are reported in the answer, each with
// its reason, not refused.
import { endpoint, endpointGroup } from '../endpoint.ts';
import { purchasingPaths } from '../paths/purchasing.ts';
import { transactionsPaths } from '../paths/transactions.ts';
import {
  AddItemsRequest,
  AddItemsResponse,
  EasyReorderAddAllRequest,
  EasyReorderQuery,
  EasyReorderResponse,
  OpenItemsQuery,
  OpenItemsResponse,
  QuickOrderAddResponse,
  QuickOrderCheckResponse,
  QuickOrderProductsQuery,
  QuickOrderRequest,
} from '../purchasing.ts';
import { GetItemListResponse } from '../catalog.ts';

export const addItemsEndpoints = endpointGroup('purchasing', {
  quickOrderProducts: endpoint({
    method: 'GET',
    path: transactionsPaths.quickOrderProducts,
    auth: 'buyer',
    summary: "Quick order's suggestions for a row: items the account ordered lately first",
    query: QuickOrderProductsQuery,
    response: GetItemListResponse,
    refusals: [],
  }),
  quickOrderCheck: endpoint({
    method: 'POST',
    path: purchasingPaths.quickOrderCheck,
    auth: 'buyer',
    summary: 'Checks quick order rows (typed, pasted or a CSV) with the buy rule, each with its reason',
    body: QuickOrderRequest,
    response: QuickOrderCheckResponse,
    refusals: [],
  }),
  quickOrderAddToCart: endpoint({
    method: 'POST',
    path: purchasingPaths.quickOrderAddToCart,
    auth: 'buyer',
    summary: 'Adds every valid quick order row to the cart in one transaction',
    body: QuickOrderRequest,
    response: QuickOrderAddResponse,
    refusals: [],
  }),
  reorderPaginate: endpoint({
    method: 'GET',
    path: purchasingPaths.reorderPaginate,
    auth: 'buyer',
    summary: 'What the account bought by item and unit over a window, latest first (easy reorder)',
    query: EasyReorderQuery,
    response: EasyReorderResponse,
    refusals: [],
  }),
  reorderAddToCart: endpoint({
    method: 'POST',
    path: purchasingPaths.reorderAddToCart,
    auth: 'buyer',
    summary: 'Adds every reorder line of the window to the cart at its last quantity',
    body: EasyReorderAddAllRequest,
    response: AddItemsResponse,
    refusals: [],
  }),
  openItemsPaginate: endpoint({
    method: 'GET',
    path: purchasingPaths.openItemsPaginate,
    auth: 'buyer',
    summary: "The account's ordered lines not yet fulfilled, with backorders' expected dates",
    query: OpenItemsQuery,
    response: OpenItemsResponse,
    refusals: [],
  }),
  addItems: endpoint({
    method: 'POST',
    path: purchasingPaths.addItems,
    auth: 'buyer',
    summary: 'Adds several lines (item, unit, quantity) to the cart in one transaction',
    body: AddItemsRequest,
    response: AddItemsResponse,
    refusals: [],
  }),
});
