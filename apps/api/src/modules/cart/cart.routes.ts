// HTTP for the cart (service spec §7 "Cart", /api/cart/cart/*) and the allocation call
// (/api/myaccount/allocation/getItemAllocation): validate with the contract's schemas, require a
// login, call the service. Every mutation answers the whole cart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  ErrorResponse,
  ItemAllocationRequest,
  ItemAllocationResponse,
  MoveItemToCartRequest,
  RemoveItemRequest,
  SaveForLaterRequest,
  SaveForLaterResponse,
  SwapLineRequest,
  TaxRateRequest,
  TaxRateResponse,
  paths,
  substitutePaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import * as cart from './cart.service.ts';

const TAGS = ['cart'];
const loginErrors = { 401: ErrorResponse };
const readErrors = { 400: ErrorResponse, ...loginErrors };
/** Calls that name a line, saved entry, item, list or address answer 404 when it is not the caller's. */
const writeErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
/** POST calls without a payload accept an empty body, or none. */
const NoBody = z.object({}).nullish();

export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  // preValidation, so a caller without a login hears 401 before any complaint about its payload.
  const guarded = { preValidation: requireUser };

  r.get(
    paths.cart.getCart,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "The caller's cart with totals",
        response: { 200: Cart, ...loginErrors },
      },
    },
    async (request) => cart.getCart(db, buyerOf(request)),
  );

  // service spec §7 lists emptyCart among the GETs; POST is accepted too, as it changes the cart.
  for (const method of ['get', 'post'] as const) {
    r[method](
      paths.cart.emptyCart,
      {
        ...guarded,
        schema: {
          tags: TAGS,
          summary: 'Removes every line of the cart (saved items stay)',
          response: { 200: Cart, ...loginErrors },
        },
      },
      async (request) => cart.emptyCart(db, buyerOf(request)),
    );
  }

  r.get(
    paths.cart.getSaveForLater,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'The saved-for-later items',
        response: { 200: SaveForLaterResponse, ...loginErrors },
      },
    },
    async (request) => cart.getSaveForLater(db, buyerOf(request)),
  );

  r.post(
    paths.cart.addItem,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary:
          'Adds an item (merging with its line of the same unit); addToCartAdjustment when allocation cut it',
        body: AddItemRequest,
        response: { 200: Cart, ...writeErrors },
      },
    },
    async (request) => cart.addItem(db, buyerOf(request), request.body, ctx.now()),
  );

  r.post(
    paths.cart.editItem,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "Sets a line's quantity and unit (merging into a line of that unit)",
        body: EditItemRequest,
        response: { 200: Cart, ...writeErrors },
      },
    },
    async (request) => cart.editItem(db, buyerOf(request), request.body, ctx.now()),
  );

  r.post(
    paths.cart.removeItem,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Removes a line',
        body: RemoveItemRequest,
        response: { 200: Cart, ...writeErrors },
      },
    },
    async (request) => cart.removeItem(db, buyerOf(request), request.body.detailId),
  );

  r.post(
    substitutePaths.swapLine,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary:
          "Swaps a backordered or recalled line for one of its item's equivalents (Idempotency-Key: a retry answers the first swap)",
        body: SwapLineRequest,
        response: { 200: Cart, ...writeErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) =>
      idempotent(ctx.db, request, reply, () => cart.swapLine(db, buyerOf(request), request.body, ctx.now())),
  );

  r.post(
    paths.cart.saveForLater,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Moves a cart line to save-for-later',
        body: SaveForLaterRequest,
        response: { 200: Cart, ...writeErrors },
      },
    },
    async (request) => cart.saveForLater(db, buyerOf(request), request.body.item.id),
  );

  r.post(
    paths.cart.deleteSaveForLater,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Deletes a saved-for-later entry',
        body: DeleteSaveForLaterRequest,
        response: { 200: Cart, ...writeErrors },
      },
    },
    async (request) => cart.deleteSaveForLater(db, buyerOf(request), request.body.id),
  );

  r.post(
    paths.cart.moveItemToCart,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Moves a saved entry back to the cart under the add-to-cart rules',
        body: MoveItemToCartRequest,
        response: { 200: Cart, ...writeErrors },
      },
    },
    async (request) => cart.moveItemToCart(db, buyerOf(request), request.body, ctx.now()),
  );

  r.post(
    paths.cart.clearNotifications,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "Clears the cart's notifications",
        body: NoBody,
        response: { 200: Cart, ...readErrors },
      },
    },
    async (request) => cart.clearNotifications(db, buyerOf(request)),
  );

  r.post(
    paths.cart.addItemList,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Adds every line of an item list the caller may see; refused lines are reported',
        body: AddItemListRequest,
        response: { 200: AddItemListResponse, ...writeErrors },
      },
    },
    async (request) => cart.addItemList(db, buyerOf(request), request.body.itemListId, ctx.now()),
  );

  r.post(
    paths.cart.getTaxRate,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "Tax rate at one of the account's addresses and which items are taxable there",
        body: TaxRateRequest,
        response: { 200: TaxRateResponse, ...writeErrors },
      },
    },
    async (request) => cart.getTaxRate(db, buyerOf(request), request.body),
  );

  r.post(
    paths.cart.getConvenienceFee,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'The card convenience fee on a total (0 for an exempt account)',
        body: ConvenienceFeeRequest,
        response: { 200: ConvenienceFeeResponse, ...readErrors },
      },
    },
    async (request) =>
      cart.convenienceFee(db, buyerOf(request), config.convenienceFeeRatePercent, request.body.total),
  );

  r.get(
    paths.cart.getConvenienceFeeRate,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'The card convenience fee rate in percent',
        response: { 200: ConvenienceFeeRateResponse, ...loginErrors },
      },
    },
    async () => ({ convenienceFeeRate: config.convenienceFeeRatePercent }),
  );

  r.get(
    paths.cart.getConvFeeExempt,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "Whether the caller's account pays no convenience fee",
        response: { 200: ConvFeeExemptResponse, ...loginErrors },
      },
    },
    async (request) => ({ convFeeExempt: await cart.convFeeExempt(db, buyerOf(request)) }),
  );

  r.post(
    paths.allocation.getItemAllocation,
    {
      ...guarded,
      schema: {
        tags: ['allocation'],
        summary:
          "Base units of an item the caller's account may still add this period; null when not allocated",
        body: ItemAllocationRequest,
        response: { 200: ItemAllocationResponse, ...readErrors, 404: ErrorResponse },
      },
    },
    async (request) => cart.itemAllocation(db, buyerOf(request), request.body.itemId, ctx.now()),
  );
}
