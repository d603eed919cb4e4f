// The cart's calls (service spec §7 "Cart", /api/cart/cart/*) and the allocation call. Every
// mutation answers the whole cart.
import { z } from 'zod';
import {
  AddItemListRequest,
  AddItemListResponse,
  AddItemRequest,
  Cart,
  ConvenienceFeeRateResponse,
  ConvenienceFeeRequest,
  ConvenienceFeeResponse,
  ConvFeeExemptResponse,
  DeleteSaveForLaterRequest,
  EditItemRequest,
  ItemAllocationRequest,
  ItemAllocationResponse,
  MoveItemToCartRequest,
  RemoveItemRequest,
  SaveForLaterRequest,
  SaveForLaterResponse,
  TaxRateRequest,
  TaxRateResponse,
} from '../cart.ts';
import { SwapLineRequest } from '../substitutes.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { allocationPaths } from '../paths/allocation.ts';
import { cartPaths } from '../paths/cart.ts';
import { substitutePaths } from '../substitute-paths.ts';

/** POST calls without a payload accept an empty body, or none. */
const NoBody = z.object({}).nullish();

/** What the buy rules refuse for an item (service spec §5): adding it to the cart, or ordering it. */
export const BUY_RULE_REFUSALS = [
  'INVALID_UNIT',
  'ITEM_INACTIVE',
  'ITEM_UNAVAILABLE',
  'ITEM_RESTRICTED',
  'LICENSE_REQUIRED',
  'NOT_SELLABLE',
  'VARIANT_REQUIRED',
  'NO_ALLOCATION',
] as const;

/** What the add-to-cart rules refuse, for every call that puts an item in the cart. */
const ADD_REFUSALS = ['NOT_FOUND', 'ITEM_NOT_FOUND', ...BUY_RULE_REFUSALS] as const;

export const cartEndpoints = endpointGroup('cart', {
  getCart: endpoint({
    method: 'GET',
    path: cartPaths.getCart,
    auth: 'buyer',
    summary: "The caller's cart with totals",
    response: Cart,
    refusals: [],
  }),
  emptyCart: endpoint({
    // service spec §7 lists emptyCart among the GETs; POST is accepted too, as it changes the cart.
    method: 'GET',
    alsoMethods: ['POST'],
    path: cartPaths.emptyCart,
    auth: 'buyer',
    summary: 'Removes every line of the cart (saved items stay)',
    response: Cart,
    refusals: [],
  }),
  getSaveForLater: endpoint({
    method: 'GET',
    path: cartPaths.getSaveForLater,
    auth: 'buyer',
    summary: 'The saved-for-later items',
    response: SaveForLaterResponse,
    refusals: [],
  }),
  addItem: endpoint({
    method: 'POST',
    path: cartPaths.addItem,
    auth: 'buyer',
    summary:
      'Adds an item (merging with its line of the same unit); addToCartAdjustment when allocation cut it',
    body: AddItemRequest,
    response: Cart,
    refusals: ADD_REFUSALS,
  }),
  editItem: endpoint({
    method: 'POST',
    path: cartPaths.editItem,
    auth: 'buyer',
    summary: "Sets a line's quantity and unit (merging into a line of that unit)",
    body: EditItemRequest,
    response: Cart,
    refusals: ['NOT_FOUND', ...ADD_REFUSALS],
  }),
  removeItem: endpoint({
    method: 'POST',
    path: cartPaths.removeItem,
    auth: 'buyer',
    summary: 'Removes a line',
    body: RemoveItemRequest,
    response: Cart,
    refusals: ['NOT_FOUND'],
  }),
  swapLine: endpoint({
    method: 'POST',
    path: substitutePaths.swapLine,
    auth: 'buyer',
    summary:
      "Swaps a backordered or recalled line for one of its item's equivalents (Idempotency-Key: a retry answers the first swap)",
    body: SwapLineRequest,
    response: Cart,
    refusals: ['NOT_FOUND', 'CART_LINE_CHANGED', 'NOT_A_SUBSTITUTE', 'SUBSTITUTE_RECALLED', ...ADD_REFUSALS],
    idempotency: 'optional',
  }),
  saveForLater: endpoint({
    method: 'POST',
    path: cartPaths.saveForLater,
    auth: 'buyer',
    summary: 'Moves a cart line to save-for-later',
    body: SaveForLaterRequest,
    response: Cart,
    refusals: ['NOT_FOUND', 'ITEM_NOT_FOUND'],
  }),
  deleteSaveForLater: endpoint({
    method: 'POST',
    path: cartPaths.deleteSaveForLater,
    auth: 'buyer',
    summary: 'Deletes a saved-for-later entry',
    body: DeleteSaveForLaterRequest,
    response: Cart,
    refusals: ['NOT_FOUND'],
  }),
  moveItemToCart: endpoint({
    method: 'POST',
    path: cartPaths.moveItemToCart,
    auth: 'buyer',
    summary: 'Moves a saved entry back to the cart under the add-to-cart rules',
    body: MoveItemToCartRequest,
    response: Cart,
    refusals: ['NOT_FOUND', ...ADD_REFUSALS],
  }),
  clearNotifications: endpoint({
    method: 'POST',
    path: cartPaths.clearNotifications,
    auth: 'buyer',
    summary: "Clears the cart's notifications",
    body: NoBody,
    response: Cart,
    refusals: [],
  }),
  addItemList: endpoint({
    method: 'POST',
    path: cartPaths.addItemList,
    auth: 'buyer',
    summary: 'Adds every line of an item list the caller may see; refused lines are reported',
    body: AddItemListRequest,
    response: AddItemListResponse,
    refusals: ['NOT_FOUND', 'ITEM_LIST_NOT_FOUND', ...ADD_REFUSALS],
  }),
  getTaxRate: endpoint({
    method: 'POST',
    path: cartPaths.getTaxRate,
    auth: 'buyer',
    summary: "Tax rate at one of the account's addresses and which items are taxable there",
    body: TaxRateRequest,
    response: TaxRateResponse,
    refusals: ['NOT_FOUND', 'ITEM_NOT_FOUND', 'TAX_RATE_UNAVAILABLE'],
  }),
  getConvenienceFee: endpoint({
    method: 'POST',
    path: cartPaths.getConvenienceFee,
    auth: 'buyer',
    summary: 'The card convenience fee on a total (0 for an exempt account)',
    body: ConvenienceFeeRequest,
    response: ConvenienceFeeResponse,
    refusals: [],
  }),
  getConvenienceFeeRate: endpoint({
    method: 'GET',
    path: cartPaths.getConvenienceFeeRate,
    auth: 'buyer',
    summary: 'The card convenience fee rate in percent',
    response: ConvenienceFeeRateResponse,
    refusals: [],
  }),
  getConvFeeExempt: endpoint({
    method: 'GET',
    path: cartPaths.getConvFeeExempt,
    auth: 'buyer',
    summary: "Whether the caller's account pays no convenience fee",
    response: ConvFeeExemptResponse,
    refusals: [],
  }),
});

export const allocationEndpoints = endpointGroup('allocation', {
  getItemAllocation: endpoint({
    method: 'POST',
    path: allocationPaths.getItemAllocation,
    auth: 'buyer',
    summary: "Base units of an item the caller's account may still add this period; null when not allocated",
    body: ItemAllocationRequest,
    response: ItemAllocationResponse,
    refusals: ['NOT_FOUND', 'ITEM_NOT_FOUND'],
  }),
});
