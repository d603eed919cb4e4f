// HTTP for our content service: the website's entries and content pages by path, for everyone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContentPageQuery,
  ContentPageResponse,
  ErrorResponse,
  WebsiteResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { viewerOf } from '../catalog/catalog.service.ts';
import { page, website, type InvalidContent } from './content.service.ts';

const TAGS = ['content'];

/** A malformed content entry is left out of the response and reported in the log, not a 500. */
const reportInvalid =
  (request: FastifyRequest): InvalidContent =>
  (kind, path, problem) =>
    request.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out');

export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.content.website,
    {
      schema: {
        tags: TAGS,
        summary: 'Nav bar, main navigation, dropdowns, home page, footer, alert banner and the page list',
        response: { 200: WebsiteResponse },
      },
    },
    async (request) => website(ctx.db, viewerOf(request.actor), reportInvalid(request)),
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
    async (request) => page(ctx.db, request.query.path, reportInvalid(request)),
  );
}

/** Heads of content pages ('/about', '/promotions', …): title, summary as description, canonical. */
