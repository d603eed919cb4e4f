// HTTP of the back office's search tools (issue 29 points 3 and 5, ADR 0039), under /api/admin
// like the other back-office routes, from the contract's descriptors (endpoints/back-office.ts):
// content staff (area 'content') list, add, change and remove synonyms, and read the week's
// searches (top, without results, without a click) to add more.
import type { FastifyInstance } from 'fastify';
import { adminSearchEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { staffOf } from '../../http/staff-auth.ts';
import { keptTradeWords, searchAnalytics } from '../search/search.service.ts';
import * as synonyms from './synonyms.service.ts';

export async function synonymsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // What a zero-result term finds now is asked as the storefront asks it, with the kept synonyms.
  const tradeWords = keptTradeWords(ctx.changes);

  registerEndpoints(app, ctx, adminSearchEndpoints, {
    searchSynonyms: () => synonyms.listSynonyms(db),
    addSearchSynonym: (request) => synonyms.addSynonym(db, staffOf(request), request.body),
    // The primary: staff read this rarely, and the events are written there (ADR 0037).
    searchAnalytics: (request) => {
      const { week, weeks } = request.query;
      return searchAnalytics(db, ctx.searchEvents, week ? { week } : { weeks }, tradeWords);
    },
    changeSearchSynonym: (request) =>
      synonyms.changeSynonym(db, staffOf(request), request.params.id, request.body),
    removeSearchSynonym: (request) => synonyms.removeSynonym(db, staffOf(request), request.params.id),
  });
}
