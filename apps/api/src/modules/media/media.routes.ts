// Generated media: product illustrations, category tiles and PDF documents. Each response is a pure
// function of its URL (and, for pictures, of whether the browser takes WebP), so it is cacheable for
// a year and immutable; nothing is read from disk or the database, and a name that does not parse is
// a 404 (a typo must not render a picture).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderDocumentPdf } from './document-pdf.ts';
import { parseCategoryImageKey, parseDocumentName, parseItemImageKey } from './media-keys.ts';
import { renderCategoryTile, renderProductImage } from '../../db/seed/product-image.ts';
import { acceptsWebp, webpPicture } from './raster.ts';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface KeyParams {
  key: string;
}

interface NameParams {
  name: string;
}

interface WidthQuery {
  w?: string;
}

/** ?w=480: the rendered width in pixels (clamped by the renderer); anything else means the default. */
function widthOf(query: WidthQuery): number | undefined {
  return query.w !== undefined && /^\d{1,4}$/.test(query.w) ? Number(query.w) : undefined;
}

function notFound(reply: FastifyReply, what: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode: 404, error: 'Not Found', message: `No such ${what}` });
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return (
    reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('vary', 'Accept')
      // An SVG opened directly must not run anything: ours holds no script, and this says so.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg)
  );
}

/**
 * A picture: drawn into a WebP for a browser that takes it (an SVG <img> costs the page's main
 * thread milliseconds each, raster.ts), else the SVG itself. Both are the same art.
 */
async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  /** What determines the picture: its kind, key and width. */
  id: string,
  render: () => string,
) {
  if (acceptsWebp(request.headers.accept)) {
    const picture = await webpPicture(id, render);
    if (picture) {
      return reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('vary', 'Accept')
        .type('image/webp')
        .send(picture);
    }
  }
  return sendSvg(reply, render());
}

const mediaSchema = (summary: string) => ({ tags: ['media'], summary });

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: KeyParams; Querystring: WidthQuery }>(
    '/media/items/:key.svg',
    { schema: mediaSchema('Product illustration for an item image key: WebP where accepted, else SVG') },
    async (request, reply) => {
      const key = parseItemImageKey(request.params.key);
      if (!key) return notFound(reply, 'product image');
      const width = widthOf(request.query);
      return sendPicture(request, reply, `item:${request.params.key}:${width}`, () =>
        renderProductImage(key, width),
      );
    },
  );

  app.get<{ Params: KeyParams; Querystring: WidthQuery }>(
    '/media/categories/:key.svg',
    { schema: mediaSchema('Category tile: WebP where accepted, else SVG') },
    async (request, reply) => {
      const key = parseCategoryImageKey(request.params.key);
      if (!key) return notFound(reply, 'category image');
      const width = widthOf(request.query);
      return sendPicture(request, reply, `category:${request.params.key}:${width}`, () =>
        renderCategoryTile(key, width),
      );
    },
  );

  app.get<{ Params: NameParams }>(
    '/media/files/:name.pdf',
    {
      schema: mediaSchema('Product document (one-page PDF): spec sheet, SDS, instructions, brochure, insert'),
    },
    async (request, reply) => {
      const name = parseDocumentName(request.params.name);
      if (!name) return notFound(reply, 'document');
      return reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('content-disposition', `inline; filename="${request.params.name}.pdf"`)
        .type('application/pdf')
        .send(await renderDocumentPdf(name));
    },
  );
}
