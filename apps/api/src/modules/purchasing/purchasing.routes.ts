// HTTP for the purchasing tools (issue 21): quick order's suggestions, check and add; easy reorder
// (service spec §9: 15-180 days, Order History or Estimates, 100 a page) and its add-all; open
// items; several lines into the cart at once. Every call needs a login and acts for the session's
// account only; reorder, quick order and lists are granted to every contact (service spec §6).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddItemsResponse,
  ErrorResponse,
  GetItemListResponse,
  OpenItemsQuery,
  OpenItemsResponse,
  QuickOrderAddResponse,
  QuickOrderCheckResponse,
  QuickOrderProductsQuery,
  QuickOrderRequest,
  EasyReorderAddAllRequest,
  EasyReorderQuery,
  EasyReorderResponse,
  addItemsEndpoints,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { addItems } from '../cart/cart.service.ts';
import { keptTradeWords } from '../search/search.service.ts';
import * as purchasing from './purchasing.service.ts';

const TAGS = ['purchasing'];
const errors = { 400: ErrorResponse, 401: ErrorResponse };

export async function purchasingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // The trade's words quick order's search is forgiven with, kept until the synonyms change.
  const tradeWords = keptTradeWords(ctx.changes);

  r.get(
    paths.transactions.quickOrderProducts,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "Quick order's suggestions for a row: items the account ordered lately first",
        querystring: QuickOrderProductsQuery,
        response: { 200: GetItemListResponse, ...errors },
      },
    },
    async (request) =>
      purchasing.quickOrderProducts(db, buyerOf(request), request.query.search, request.log, tradeWords),
  );

  r.post(
    paths.purchasing.quickOrderCheck,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Checks quick order rows (typed, pasted or a CSV) with the buy rule, each with its reason',
        body: QuickOrderRequest,
        response: { 200: QuickOrderCheckResponse, ...errors },
      },
    },
    async (request) => purchasing.checkQuickOrder(db, buyerOf(request), request.body, ctx.now()),
  );

  r.post(
    paths.purchasing.quickOrderAddToCart,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Adds every valid quick order row to the cart in one transaction',
        body: QuickOrderRequest,
        response: { 200: QuickOrderAddResponse, ...errors },
      },
    },
    async (request) => purchasing.addQuickOrder(db, buyerOf(request), request.body, ctx.now()),
  );

  r.get(
    paths.purchasing.reorderPaginate,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'What the account bought by item and unit over a window, latest first (easy reorder)',
        querystring: EasyReorderQuery,
        response: { 200: EasyReorderResponse, ...errors },
      },
    },
    async (request) => purchasing.reorder(db, buyerOf(request), request.query),
  );

  r.post(
    paths.purchasing.reorderAddToCart,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Adds every reorder line of the window to the cart at its last quantity',
        body: EasyReorderAddAllRequest,
        response: { 200: AddItemsResponse, ...errors },
      },
    },
    async (request) => purchasing.reorderAddAll(db, buyerOf(request), request.body, ctx.now()),
  );

  r.get(
    paths.purchasing.openItemsPaginate,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The account's ordered lines not yet fulfilled, with backorders' expected dates",
        querystring: OpenItemsQuery,
        response: { 200: OpenItemsResponse, ...errors },
      },
    },
    async (request) => purchasing.openItems(db, buyerOf(request), request.query),
  );

  registerEndpoints(app, ctx, addItemsEndpoints, {
    addItems: (request) => addItems(db, buyerOf(request), request.body.lines, ctx.now()),
  });
}
