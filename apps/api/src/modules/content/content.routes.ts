// HTTP for our content service: the website's entries and content pages by path, for everyone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ShellContentResponse, contentEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { latestPurchases } from '../catalog/catalog.service.ts';
import { keptCatalogue } from '../../http/kept-catalogue.ts';
import { sharedJson } from '../../http/shared-json.ts';
import { page, shellContent, website, type InvalidContent } from './content.service.ts';

/** A malformed content entry is left out of the response and reported in the log, not a 500. */
const reportInvalid =
  (request: FastifyRequest): InvalidContent =>
  (kind, path, problem) =>
    request.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out');

/**
 * A handler's answer that its reply has sent already (JSON kept as bytes): Fastify sends nothing
 * more for a handler that resolves to its reply.
 */
const sent = (sending: Promise<FastifyReply>): Promise<never> => sending as Promise<never>;

export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Content is the same for everyone and edited rarely: read from the replica (ADR 0037).
  const { readDb } = ctx;
  // Every document's frame reads it: kept as bytes until the content changes (ADR 0013), checked
  // against the contract once per read.
  const shell = sharedJson(ctx.changes, 'content_entries', async () =>
    ShellContentResponse.parse(
      await shellContent(readDb, (kind, path, problem) =>
        app.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out'),
      ),
    ),
  );

  // The home page's sections hold product cards: kept per audience like the catalogue's answers
  // (issue 30, ADR 0046), a buyer's latest purchases laid over per request.
  const answers = keptCatalogue(ctx.changes, {
    latestPurchases: (accountId, ids) => latestPurchases(readDb, accountId, ids),
    maxBytes: 8 * 1024 * 1024,
  });

  registerEndpoints(app, ctx, contentEndpoints, {
    // Both send JSON kept as bytes (kept-catalogue.ts, shared-json.ts): the reply is sent by then.
    website: (request, reply) =>
      sent(
        answers.send(request, reply, {
          key: 'website',
          read: (neutral) => website(readDb, neutral, reportInvalid(request)),
        }),
      ),
    shell: (request, reply) => sent(shell.send(request, reply)),
    page: (request) => page(readDb, request.query.path, reportInvalid(request)),
  });
}

/** Heads of content pages ('/about', '/promotions', …): title, summary as description, canonical. */
