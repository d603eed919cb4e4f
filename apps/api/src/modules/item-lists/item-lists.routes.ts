// HTTP for item lists (service spec §7 "Item lists", /api/cart/itemList/*): every call needs a
// login; bodies and queries are validated with the contract's schemas; the service decides who may
// see or change a list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateListRequest,
  DeleteListDetailByItemListIdRequest,
  DeleteListDetailRequest,
  DeleteListRequest,
  EditListRequest,
  ErrorResponse,
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
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as lists from './item-lists.service.ts';

const TAGS = ['item lists'];
const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...readErrors, 403: ErrorResponse };

export async function itemListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    paths.itemList.getAllLists,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The contact's own lists; with showShared=true also the account's shared lists",
        querystring: GetAllListsQuery,
        response: { 200: ItemListsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => lists.getAllLists(db, buyerOf(request), request.query.showShared),
  );

  r.get(
    paths.itemList.getListDetails,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'A list (own, or shared within the account) with its lines',
        querystring: GetListDetailsQuery,
        response: { 200: ListDetailsResponse, ...readErrors },
      },
    },
    async (request) => lists.getListDetails(db, buyerOf(request), request.query.itemListId),
  );

  r.get(
    paths.itemList.getListsByItemId,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The contact's own lists holding an item in a unit",
        querystring: GetListsByItemIdQuery,
        response: { 200: ListsByItemIdResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => lists.getListsByItemId(db, buyerOf(request), request.query.itemId, request.query.unit),
  );

  r.post(
    paths.itemList.createList,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Create a list owned by the calling contact',
        body: CreateListRequest,
        response: { 200: ItemList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => lists.createList(db, buyerOf(request), request.body),
  );

  r.post(
    paths.itemList.editList,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Rename a list, share it or use it as a subscription (owner only)',
        body: EditListRequest,
        response: { 200: ItemList, ...writeErrors },
      },
    },
    async (request) => lists.editList(db, buyerOf(request), request.body),
  );

  r.post(
    paths.itemList.deleteList,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Delete a list with its lines and subscription (owner only)',
        body: DeleteListRequest,
        response: { 200: UpdatedResponse, ...writeErrors },
      },
    },
    async (request) => lists.deleteList(db, buyerOf(request), request.body.id),
  );

  r.post(
    paths.itemList.upsertListDetail,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Set the quantity of an item and unit on a list, or edit a line (owner only)',
        body: UpsertListDetailRequest,
        response: { 200: UpsertListDetailResponse, ...writeErrors, 422: ErrorResponse },
      },
    },
    async (request) => lists.upsertListDetail(db, buyerOf(request), request.body),
  );

  r.post(
    paths.itemList.deleteListDetail,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Delete a line of an own list; updated is false when there was no such line',
        body: DeleteListDetailRequest,
        response: { 200: UpdatedResponse, ...writeErrors },
      },
    },
    async (request) => lists.deleteListDetail(db, buyerOf(request), request.body.id),
  );

  r.post(
    paths.itemList.deleteListDetailByItemListId,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Delete the line of an item and unit from an own list',
        body: DeleteListDetailByItemListIdRequest,
        response: { 200: UpdatedResponse, ...writeErrors },
      },
    },
    async (request) => lists.deleteListDetailByItemListId(db, buyerOf(request), request.body),
  );
}
