// HTTP for item lists (service spec §7 "Item lists", /api/cart/itemList/*): the contract's
// descriptors (endpoints/item-lists.ts) say what each call takes, answers and refuses; here each is
// bound to the service, which decides who may see or change a list.
import type { FastifyInstance } from 'fastify';
import { itemListEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as lists from './item-lists.service.ts';

export async function itemListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, itemListEndpoints, {
    getAllLists: (request) => lists.getAllLists(db, buyerOf(request), request.query.showShared),
    getListDetails: (request) => lists.getListDetails(db, buyerOf(request), request.query.itemListId),
    getListsByItemId: (request) =>
      lists.getListsByItemId(db, buyerOf(request), request.query.itemId, request.query.unit),
    createList: (request) => lists.createList(db, buyerOf(request), request.body),
    editList: (request) => lists.editList(db, buyerOf(request), request.body),
    deleteList: (request) => lists.deleteList(db, buyerOf(request), request.body.id),
    upsertListDetail: (request) => lists.upsertListDetail(db, buyerOf(request), request.body),
    deleteListDetail: (request) => lists.deleteListDetail(db, buyerOf(request), request.body.id),
    deleteListDetailByItemListId: (request) =>
      lists.deleteListDetailByItemListId(db, buyerOf(request), request.body),
  });
}
