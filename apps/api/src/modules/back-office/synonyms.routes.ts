// HTTP of the back office's search tools (issue 29 points 3 and 5, ADR 0039), under /api/admin
// like the other back-office routes: content staff (area 'content') list, add, change and remove
// synonyms, and read the week's searches (top, without results, without a click) to add more.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  SearchAnalyticsQuery,
  SearchAnalyticsResponse,
  SearchSynonym,
  SearchSynonymBody,
  SearchSynonymsResponse,
  adminPaths,
} from '@medsupply/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import { TAGS, errors } from './route-docs.ts';
import { keptTradeWords, searchAnalytics } from '../search/search.service.ts';
import * as synonyms from './synonyms.service.ts';

export async function synonymsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guarded = { onRequest: requireStaff('content') };
  // What a zero-result term finds now is asked as the storefront asks it, with the kept synonyms.
  const tradeWords = keptTradeWords(ctx.changes);

  r.get(
    adminPaths.searchSynonyms,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "The trade's words: every set of phrases search treats as one",
        response: { 200: SearchSynonymsResponse, ...errors },
      },
    },
    async () => synonyms.listSynonyms(db),
  );

  r.post(
    adminPaths.searchSynonyms,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Adds a set of phrases search treats as one; the next search applies it',
        body: SearchSynonymBody,
        response: { 200: SearchSynonym, ...errors },
      },
    },
    async (request) => synonyms.addSynonym(db, staffOf(request), request.body),
  );

  r.get(
    adminPaths.searchAnalytics,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary:
          'Searches by week (the last `weeks`, or one `week`): the top terms, those with no results (and what they find now) and those with no click',
        querystring: SearchAnalyticsQuery,
        response: { 200: SearchAnalyticsResponse, ...errors },
      },
    },
    // The primary: staff read this rarely, and the events are written there (ADR 0037).
    async (request) => {
      const { week, weeks } = request.query;
      return searchAnalytics(db, ctx.searchEvents, week ? { week } : { weeks }, tradeWords);
    },
  );

  r.put(
    adminPaths.searchSynonym,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "Replaces a synonym set's phrases",
        params: AdminIdParams,
        body: SearchSynonymBody,
        response: { 200: SearchSynonym, ...errors },
      },
    },
    async (request) => synonyms.changeSynonym(db, staffOf(request), request.params.id, request.body),
  );

  r.delete(
    adminPaths.searchSynonym,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Removes a synonym set',
        params: AdminIdParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => synonyms.removeSynonym(db, staffOf(request), request.params.id),
  );
}
