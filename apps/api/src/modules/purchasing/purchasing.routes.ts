// HTTP for the purchasing tools (issue 21): the contract's descriptors (endpoints/add-items.ts) say
// what each call takes, answers and refuses; here each is bound to the service.
import type { FastifyInstance } from 'fastify';
import { addItemsEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { addItems } from '../cart/cart.service.ts';
import { keptTradeWords } from '../search/search.service.ts';
import * as purchasing from './purchasing.service.ts';

export async function purchasingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // The trade's words quick order's search is forgiven with, kept until the synonyms change.
  const tradeWords = keptTradeWords(ctx.changes);

  registerEndpoints(app, ctx, addItemsEndpoints, {
    quickOrderProducts: (request) =>
      purchasing.quickOrderProducts(db, buyerOf(request), request.query.search, request.log, tradeWords),
    quickOrderCheck: (request) => purchasing.checkQuickOrder(db, buyerOf(request), request.body, ctx.now()),
    quickOrderAddToCart: (request) => purchasing.addQuickOrder(db, buyerOf(request), request.body, ctx.now()),
    reorderPaginate: (request) => purchasing.reorder(db, buyerOf(request), request.query),
    reorderAddToCart: (request) => purchasing.reorderAddAll(db, buyerOf(request), request.body, ctx.now()),
    openItemsPaginate: (request) => purchasing.openItems(db, buyerOf(request), request.query),
    addItems: (request) => addItems(db, buyerOf(request), request.body.lines, ctx.now()),
  });
}
