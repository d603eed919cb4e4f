// HTTP for the catalogue (service spec §7 "Catalogue", /api/shopping/*): the contract's descriptors
// (endpoints/catalog.ts) say what each call takes, answers and refuses, and who may call it; here
// each is bound to the service. Most reads are kept as ready bytes and sent by the handler itself
// (kept-catalogue.ts, shared-json.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CategoriesResponse, catalogueEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { keptCatalogue } from '../../http/kept-catalogue.ts';
import { sharedJson } from '../../http/shared-json.ts';
import * as catalog from './catalog.service.ts';
import * as category from './category.service.ts';
import * as listing from './listing.service.ts';
import * as personal from './personal.service.ts';

const viewer = (request: FastifyRequest) => catalog.viewerOf(request.actor);

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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

  registerEndpoints(app, ctx, catalogueEndpoints, {
    getCategories: (request, reply) => categories.send(request, reply),
    getCategoryBySubCategoryUrl: (request, reply) =>
      answers.send(request, reply, {
        key: `category ${request.query.urlComponent}`,
        read: () => category.getCategoryDetail(readDb, request.query.urlComponent),
      }),
    item: (request, reply) => {
      const key = request.query.id ?? request.query.urlComponent ?? '';
      return answers.send(request, reply, {
        key: `item ${key}`,
        read: (neutral) => catalog.getItem(readDb, key, neutral),
      });
    },
    itemDating: async (request) => ({
      datingNotice: await catalog.datingNotice(readDb, request.query.id, new Date()),
    }),
    alternativeItem: (request, reply) =>
      answers.send(request, reply, {
        key: `alternatives ${request.query.id}`,
        read: (neutral) => catalog.getAlternatives(readDb, request.query.id, neutral),
      }),
    correlatedItems: (request, reply) =>
      answers.send(request, reply, {
        key: `correlated ${request.query.id}`,
        read: (neutral) => catalog.getCorrelated(readDb, request.query.id, neutral),
      }),
    getItemList: async (request, reply) => {
      const term = await catalog.itemListTerm(events(request), request.query.search, viewer(request));
      return answers.send(request, reply, {
        key: `item list ${term?.text ?? ''}`,
        read: (neutral) => catalog.itemListFor(readDb, term, neutral, kept.tradeWords),
      });
    },
    filters: async (request, reply) => {
      const input = request.body;
      const term = await listing.listingTerm(events(request), input.searchTerm, viewer(request), 'filters');
      return answers.send(request, reply, {
        key: `filters ${JSON.stringify({ ...input, searchTerm: term?.text ?? null })}`,
        read: () => listing.filters(readDb, input, term, kept),
      });
    },
    paginate: (request, reply) => sendListing(request, reply, request.body),
    paginateByQuery: (request, reply) => {
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
    topItems: (request, reply) =>
      answers.send(request, reply, {
        key: 'top items',
        read: (neutral) => personal.topItems(readDb, neutral),
      }),
    getSellableControlledSubstances: () => personal.sellableControlledSubstances(readDb),
    // Informational: adding to the cart checks the buy rule again, on the primary.
    lookup: (request) => catalog.lookupItems(readDb, buyerOf(request), request.body.numbers),
    purchaseAgain: (request) => personal.purchaseAgain(db, viewer(request)),
    industrySuggestions: (request) => personal.industrySuggestions(db, viewer(request)),
    userItems: (request) => personal.userItems(db, viewer(request)),
    timeToReorder: (request) => personal.timeToReorder(db, viewer(request)),
    recentUserSearchProducts: (request) =>
      personal.recentUserSearchProducts(db, ctx.searchEvents, viewer(request)),
  });
}
