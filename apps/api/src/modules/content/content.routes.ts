// HTTP for our content service: the website's entries and content pages by path, for everyone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContentPageQuery,
  ContentPageResponse,
  ErrorResponse,
  ShellContentResponse,
  WebsiteResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { latestPurchases } from '../catalog/catalog.service.ts';
import { keptCatalogue } from '../../http/kept-catalogue.ts';
import { sharedJson } from '../../http/shared-json.ts';
import { page, shellContent, website, type InvalidContent } from './content.service.ts';

const TAGS = ['content'];

/** A malformed content entry is left out of the response and reported in the log, not a 500. */
const reportInvalid =
  (request: FastifyRequest): InvalidContent =>
  (kind, path, problem) =>
    request.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out');

export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.get(
    paths.content.website,
    {
      schema: {
        tags: TAGS,
        summary: 'Nav bar, main navigation, dropdowns, home page, footer, alert banner and the page list',
        response: { 200: WebsiteResponse },
      },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'website',
        read: (neutral) => website(readDb, neutral, reportInvalid(request)),
      }),
  );

  r.get(
    paths.content.shell,
    {
      schema: {
        tags: TAGS,
        summary:
          'Ours: the website without the home page (nav bar, navigation, footer, alert banner, page list), the same for everyone',
        response: { 200: ShellContentResponse },
      },
    },
    async (request, reply) => shell.send(request, reply),
  );

  r.get(
    paths.content.page,
    {
      schema: {
        tags: TAGS,
        summary: 'A content page by its path (404 when there is none)',
        querystring: ContentPageQuery,
        response: { 200: ContentPageResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => page(readDb, request.query.path, reportInvalid(request)),
  );
}

/** Heads of content pages ('/about', '/promotions', …): title, summary as description, canonical. */
