// HTTP for the catalogue (service spec §7 "Catalogue", /api/shopping/*): validate with the
// contract's schemas, resolve who is asking, call the service. Every route answers anonymous
// visitors except the personalised groups, which need a login.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlternativeItemsResponse,
  CategoriesResponse,
  CategoryBySubCategoryUrlQuery,
  CategoryDetail,
  CorrelatedItemsResponse,
  ErrorResponse,
  FiltersBody,
  FiltersResponse,
  GetItemListQuery,
  GetItemListResponse,
  ItemDatingQuery,
  ItemDatingResponse,
  ItemDetail,
  ItemIdQuery,
  ItemQuery,
  PaginateItemsBody,
  PaginateItemsQuery,
  PaginateItemsResponse,
  PersonalizedItemsResponse,
  ProductLookupBody,
  ProductLookupResponse,
  RecentUserSearchProductsResponse,
  SellableControlledSubstancesResponse,
  TopItemsResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { keptCatalogue } from '../../http/kept-catalogue.ts';
import { sharedJson } from '../../http/shared-json.ts';
import * as catalog from './catalog.service.ts';
import * as category from './category.service.ts';
import * as listing from './listing.service.ts';
import * as personal from './personal.service.ts';

const TAGS = ['catalogue'];
const errors = { 400: ErrorResponse, 404: ErrorResponse };
const loginErrors = { 401: ErrorResponse };

const viewer = (request: FastifyRequest) => catalog.viewerOf(request.actor);

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // ADR 0037: the catalogue reads the replica (`readDb`), which may be a moment behind; the
  // personalised groups read the primary (`db`): they are the account's own orders and searches,
  // which the buyer expects to see the moment after placing an order or searching. A product
  // card's latestPurchase is read with the card, from the replica: it is shown, never decided by.
  const { db, readDb } = ctx;
  // A search's events are the primary's, whichever database the search reads.
  const events = (request: FastifyRequest) => ({ db, log: request.log });
  // The same tree for everyone, kept as bytes until the categories change (ADR 0013); checked
  // against the contract once per read, as the response schema would check each answer.
  const categories = sharedJson(ctx.changes, 'categories', async () =>
    CategoriesResponse.parse(await category.getCategories(readDb)),
  );
  // A search's facet counts, kept until a listed item or an Rx level changes (ADR 0011, session 9),
  // and the trade's words searches are forgiven with, until the synonyms change (issue 29).
  const kept = listing.keptListing(ctx.changes);
  // Whole answers, as bytes, per request and audience until a catalogue table changes (issue 30,
  // ADR 0046); a buyer's latest purchases are laid over per request.
  const answers = keptCatalogue(ctx.changes, {
    latestPurchases: (accountId, ids) => catalog.latestPurchases(readDb, accountId, ids),
  });

  /** A listing page (POST paginate or its GET form): kept, with the search's query id and event per request. */
  const sendListing = async (request: FastifyRequest, reply: FastifyReply, input: listing.ListingInput) => {
    const who = viewer(request);
    const term = await listing.listingTerm(events(request), input.searchTerm, who, 'paginate');
    return answers.send(request, reply, {
      key: `paginate ${JSON.stringify({ ...input, searchTerm: term?.text ?? null })}`,
      read: (neutral) => listing.paginate(readDb, input, term, neutral, kept),
      after: (page) => listing.searched(ctx.searchEvents, request.log, who, term, input.page, page),
    });
  };

  r.get(
    paths.catalog.getCategories,
    {
      schema: {
        tags: TAGS,
        summary: 'The category tree, three levels',
        response: { 200: CategoriesResponse },
      },
    },
    async (request, reply) => categories.send(request, reply),
  );

  r.get(
    paths.catalog.getCategoryBySubCategoryUrl,
    {
      schema: {
        tags: TAGS,
        summary: 'A category (by urlComponent or id) with its parent, breadcrumbs and children',
        querystring: CategoryBySubCategoryUrlQuery,
        response: { 200: CategoryDetail, ...errors },
      },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: `category ${request.query.urlComponent}`,
        read: () => category.getCategoryDetail(readDb, request.query.urlComponent),
      }),
  );

  r.get(
    paths.catalog.item,
    {
      schema: {
        tags: TAGS,
        summary: 'The product entity by id or urlComponent (prices only for price-visible callers)',
        querystring: ItemQuery,
        response: { 200: ItemDetail, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.query.id ?? request.query.urlComponent ?? '';
      return answers.send(request, reply, {
        key: `item ${key}`,
        read: (neutral) => catalog.getItem(readDb, key, neutral),
      });
    },
  );

  r.get(
    paths.catalog.itemDating,
    {
      schema: {
        tags: TAGS,
        summary: 'The short-dating notice of an item that carries lots ("Ships with 5 months\' dating")',
        querystring: ItemDatingQuery,
        response: { 200: ItemDatingResponse, ...errors },
      },
    },
    async (request) => ({ datingNotice: await catalog.datingNotice(readDb, request.query.id, new Date()) }),
  );

  r.get(
    paths.catalog.alternativeItem,
    {
      schema: {
        tags: TAGS,
        summary: 'Alternative products of an item',
        querystring: ItemIdQuery,
        response: { 200: AlternativeItemsResponse, ...errors },
      },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: `alternatives ${request.query.id}`,
        read: (neutral) => catalog.getAlternatives(readDb, request.query.id, neutral),
      }),
  );

  r.get(
    paths.catalog.correlatedItems,
    {
      schema: {
        tags: TAGS,
        summary: 'Related products of an item, each wrapped in correlatedItem',
        querystring: ItemIdQuery,
        response: { 200: CorrelatedItemsResponse, ...errors },
      },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: `correlated ${request.query.id}`,
        read: (neutral) => catalog.getCorrelated(readDb, request.query.id, neutral),
      }),
  );

  r.get(
    paths.catalog.getItemList,
    {
      schema: {
        tags: TAGS,
        summary: 'Quick-order item search: up to 10 orderable items for a term of 3 or more characters',
        querystring: GetItemListQuery,
        response: { 200: GetItemListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const term = await catalog.itemListTerm(events(request), request.query.search, viewer(request));
      return answers.send(request, reply, {
        key: `item list ${term?.text ?? ''}`,
        read: (neutral) => catalog.itemListFor(readDb, term, neutral, kept.tradeWords),
      });
    },
  );

  r.post(
    paths.catalog.filters,
    {
      schema: {
        tags: TAGS,
        summary: 'Facets with counts for a search and/or category',
        body: FiltersBody,
        response: { 200: FiltersResponse, ...errors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const term = await listing.listingTerm(events(request), input.searchTerm, viewer(request), 'filters');
      return answers.send(request, reply, {
        key: `filters ${JSON.stringify({ ...input, searchTerm: term?.text ?? null })}`,
        read: () => listing.filters(readDb, input, term, kept),
      });
    },
  );

  r.post(
    paths.catalog.paginate,
    {
      schema: {
        tags: TAGS,
        summary: 'A page of product cards for a search and/or category, with facet counts',
        body: PaginateItemsBody,
        response: { 200: PaginateItemsResponse, ...errors },
      },
    },
    async (request, reply) => sendListing(request, reply, request.body),
  );

  // service spec §7 generic `GET /api/{route}/paginate`: the same listing from query parameters.
  r.get(
    paths.catalog.paginate,
    {
      schema: {
        tags: TAGS,
        summary: 'The listing of POST paginate, from query parameters',
        querystring: PaginateItemsQuery,
        response: { 200: PaginateItemsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendListing(request, reply, {
        page: q.page,
        limit: q.limit,
        searchTerm: q.searchTerm,
        category: q.category,
        facets: { manufacturer: q.manufacturer, rxLevel: q.rxLevel, availability: q.availability },
        sort: q.sort,
      });
    },
  );

  r.get(
    paths.catalog.topItems,
    {
      schema: { tags: TAGS, summary: 'The most ordered items', response: { 200: TopItemsResponse } },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'top items',
        read: (neutral) => personal.topItems(readDb, neutral),
      }),
  );

  r.get(
    paths.catalog.getSellableControlledSubstances,
    {
      schema: {
        tags: TAGS,
        summary: 'The Rx / controlled-substance levels the store may sell',
        response: { 200: SellableControlledSubstancesResponse },
      },
    },
    async () => personal.sellableControlledSubstances(readDb),
  );

  r.post(
    paths.catalog.lookup,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Look up many item numbers or MPNs at once: the item, availability, price when visible, and whether this account may buy it (and why not)',
        body: ProductLookupBody,
        response: { 200: ProductLookupResponse, 400: ErrorResponse, ...loginErrors },
      },
    },
    // Informational: adding to the cart checks the buy rule again, on the primary.
    async (request) => catalog.lookupItems(readDb, buyerOf(request), request.body.numbers),
  );

  const personalised = [
    [paths.catalog.purchaseAgain, 'Items the account bought, most recent first', personal.purchaseAgain],
    [
      paths.catalog.industrySuggestions,
      'What accounts of the same business type buy that this one does not',
      personal.industrySuggestions,
    ],
    [paths.catalog.userItems, 'Purchase-again merged with industry suggestions', personal.userItems],
    [paths.catalog.timeToReorder, 'Items whose usual reorder interval has elapsed', personal.timeToReorder],
  ] as const;
  for (const [path, summary, load] of personalised) {
    r.get(
      path,
      {
        preValidation: requireUser,
        schema: {
          tags: TAGS,
          summary,
          response: { 200: PersonalizedItemsResponse, ...loginErrors },
        },
      },
      async (request) => load(db, viewer(request)),
    );
  }

  r.get(
    paths.catalog.recentUserSearchProducts,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The user's recent searches and the items opened from search results",
        response: { 200: RecentUserSearchProductsResponse, ...loginErrors },
      },
    },
    async (request) => personal.recentUserSearchProducts(db, ctx.searchEvents, viewer(request)),
  );
}
