// HTTP for our search (replacing the hosted search service): type-ahead suggestions for everyone,
// 'Product Clicked' events for logged-in users. The full search is POST /api/shopping/item/paginate.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { whoOf } from '../../core/actor.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { keptCatalogue } from '../../http/kept-catalogue.ts';
import {
  keptTradeWords,
  recordClick,
  suggestionsFor,
  suggestionsTerm,
  withSuggestionsQueryId,
  type Searcher,
} from './search.service.ts';

const searcher = (request: FastifyRequest): Searcher => whoOf(request.actor);

export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tradeWords = keptTradeWords(ctx.changes);
  // The type-ahead's answers kept per term until the catalogue changes (issue 30, ADR 0046); they
  // carry no prices and no buyer's purchases, so every audience's copy is alike.
  const answers = keptCatalogue(ctx.changes, { maxBytes: 8 * 1024 * 1024 });

  registerEndpoints(app, ctx, searchEndpoints, {
    // The replica's (ADR 0037): the type-ahead is the busiest catalogue read; its security event,
    // if any, goes to the primary.
    suggestions: async (request, reply) => {
      const term = await suggestionsTerm(
        { db: ctx.db, log: request.log },
        request.query.q,
        searcher(request),
      );
      return answers.send(request, reply, {
        key: `suggestions ${term?.text ?? ''}`,
        read: () => suggestionsFor(ctx.readDb, term, tradeWords),
        after: (answer) => withSuggestionsQueryId(term, answer),
      });
    },
    click: (request) => {
      const buyer = buyerOf(request);
      return recordClick(ctx.db, { ...searcher(request), userId: buyer.user.id }, request.body);
    },
  });
}
