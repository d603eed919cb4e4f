// HTTP for the cart (service spec §7 "Cart", /api/cart/cart/*) and the allocation call
// (/api/myaccount/allocation/getItemAllocation): the contract's descriptors (endpoints/cart.ts) say
// what each call takes, answers and refuses; here each is bound to the service.
import type { FastifyInstance } from 'fastify';
import { allocationEndpoints, cartEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as cart from './cart.service.ts';

export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;

  registerEndpoints(app, ctx, cartEndpoints, {
    getCart: (request) => cart.getCart(db, buyerOf(request)),
    emptyCart: (request) => cart.emptyCart(db, buyerOf(request)),
    getSaveForLater: (request) => cart.getSaveForLater(db, buyerOf(request)),
    addItem: (request) => cart.addItem(db, buyerOf(request), request.body, ctx.now()),
    editItem: (request) => cart.editItem(db, buyerOf(request), request.body, ctx.now()),
    removeItem: (request) => cart.removeItem(db, buyerOf(request), request.body.detailId),
    swapLine: (request) => cart.swapLine(db, buyerOf(request), request.body, ctx.now()),
    saveForLater: (request) => cart.saveForLater(db, buyerOf(request), request.body.item.id),
    deleteSaveForLater: (request) => cart.deleteSaveForLater(db, buyerOf(request), request.body.id),
    moveItemToCart: (request) => cart.moveItemToCart(db, buyerOf(request), request.body, ctx.now()),
    clearNotifications: (request) => cart.clearNotifications(db, buyerOf(request)),
    addItemList: (request) => cart.addItemList(db, buyerOf(request), request.body.itemListId, ctx.now()),
    getTaxRate: (request) => cart.getTaxRate(db, buyerOf(request), request.body),
    getConvenienceFee: (request) =>
      cart.convenienceFee(db, buyerOf(request), config.convenienceFeeRatePercent, request.body.total),
    getConvenienceFeeRate: () => ({ convenienceFeeRate: config.convenienceFeeRatePercent }),
    getConvFeeExempt: async (request) => ({ convFeeExempt: await cart.convFeeExempt(db, buyerOf(request)) }),
  });

  registerEndpoints(app, ctx, allocationEndpoints, {
    getItemAllocation: (request) => cart.itemAllocation(db, buyerOf(request), request.body.itemId, ctx.now()),
  });
}
