// Serves the storefront (ADR 0022): the browser build's files with long caching, and every other
// GET for a page to React Router's request handler, which runs the matched routes' loaders and
// streams the server's render. `/api/*`, `/media/*` and `/gateway/*` are Fastify routes and never
// reach it. A document's loaders read the API in-process (ServerApi) as the buyer of the request's
// session cookie, resolved by the same token rules as a bearer token, or as a visitor.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider, createRequestHandler } from 'react-router';
import type { RouterContext, ServerBuild } from 'react-router';
import { sessionBuyer, type SessionSources } from './auth.ts';
import { DOCUMENT_ACTOR_HEADER, lendDocumentActor } from './document-actors.ts';
import { pickEncoding } from './encoding.ts';
import { errorBody } from './errors.ts';
import { sessionCookieOf } from './session-cookie.ts';

/** What the web's server entry (apps/web/src/entry.server.tsx) exports for the API to fill. */
interface StorefrontContexts {
  serverApiContext: RouterContext<ServerApi>;
  documentNonceContext: RouterContext<string>;
}

/** The loaders' API (apps/web/src/app/server-api.ts ServerApi). */
export interface ServerApi {
  signedIn: boolean;
  publicUrl: string;
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** Renders a document: the request, its loaders' API and the nonce its inline scripts carry. */
export type RenderDocument = (request: Request, api: ServerApi, nonce: string) => Promise<Response>;

/** Where the storefront comes from: the built files, Vite's dev server, or (tests) a renderer. */
export type StorefrontSource =
  | { kind: 'build'; buildDir: string }
  | { kind: 'dev'; webRoot: string }
  | { kind: 'render'; render: RenderDocument };

/** React Router's request handler over a server build, given the contexts its entry exports. */
function frameworkRenderer(loadBuild: () => Promise<ServerBuild>, mode: string): RenderDocument {
  // One handler per build: making one derives the route table (every route's path compiled and
  // ranked), which cost a document more CPU than its own route matching. Under `npm run dev` a new
  // build object (an edit) gets a new handler.
  let handlerOf: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | null = null;
  return async (request, api, nonce) => {
    const build = await loadBuild();
    if (handlerOf?.build !== build) handlerOf = { build, handle: createRequestHandler(build, mode) };
    const contexts = build.entry.module as unknown as StorefrontContexts;
    const context = new RouterContextProvider();
    context.set(contexts.serverApiContext, api);
    context.set(contexts.documentNonceContext, nonce);
    return handlerOf.handle(request, context);
  };
}

/** Whether a request no route matched is a document the storefront renders (else a 404). */
export function isDocumentRequest(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !/^\/(api|media|gateway)(\/|$)/.test(pathname);
}

export interface StorefrontOptions extends SessionSources {
  source: StorefrontSource;
  publicUrl: string;
  jwtSecret: string;
}

/** A Fetch Request for the page a Fastify request asks for (the origin is the store's own). */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  // A closed connection stops the render (its loaders' work is not wanted any more).
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

/** The page's Content-Security-Policy: the app's, with this document's inline scripts allowed. */
export function documentCsp(policy: string, nonce: string): string {
  return policy.replace(
    /script-src ([^;]*)/,
    (_, sources: string) => `script-src ${sources} 'nonce-${nonce}'`,
  );
}

/** Sends a Fetch Response through the reply, compressed (streamed, flushed) as the client accepts. */
async function sendResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  void reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    void reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  void reply.header('vary', 'accept-encoding, cookie');
  if (!encoding) return reply.send(body);
  // Flushed at each chunk React writes, so the browser gets the shell before the rest.
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: zlibConstants.BROTLI_OPERATION_FLUSH,
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: zlibConstants.Z_SYNC_FLUSH, level: 6 });
  body.on('error', (error) => compressor.destroy(error));
  return reply.header('content-encoding', encoding).send(body.pipe(compressor));
}

export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const { source, publicUrl, jwtSecret } = options;
  const origin = new URL(publicUrl).origin;
  let render: RenderDocument | null = null;

  if (source.kind === 'build') {
    const clientDir = path.join(source.buildDir, 'client');
    const serverFile = path.join(source.buildDir, 'server', 'index.js');
    if (existsSync(clientDir) && existsSync(serverFile)) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // Routes for the files that exist at start: page paths fall through to the documents.
        wildcard: false,
        index: false,
        // The build writes a .br and a .gz beside each asset (apps/web/precompress.ts, ADR 0014).
        preCompressed: true,
        // Hashed file names under /assets never change; everything else is revalidated.
        setHeaders: (res, filePath) => {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300',
          );
        },
      });
      // The server build (React, the routes, ~2 MB) loads once the store listens, not before
      // (ADR 0044): the API answers meanwhile, and a document that comes first waits for it.
      const serverUrl = pathToFileURL(serverFile).href;
      let loading: Promise<ServerBuild> | undefined;
      const loadBuild = () => (loading ??= import(serverUrl) as Promise<ServerBuild>);
      render = frameworkRenderer(loadBuild, 'production');
      app.addHook('onListen', (done) => {
        setImmediate(() => {
          loadBuild().catch((error: unknown) =>
            app.log.error({ err: error }, 'the storefront build failed to load'),
          );
        });
        done();
      });
    } else {
      app.log.warn({ buildDir: source.buildDir }, 'No storefront build: run `npm run build` to serve pages');
    }
  } else if (source.kind === 'render') {
    render = source.render;
  } else {
    // Vite in middleware mode: modules, styles and React Refresh's updates (scripts/dev.ts).
    const { createServer } = await import('vite');
    // React Refresh's updates travel on the API's own port (an upgrade of its HTTP server), not on
    // Vite's default 24678: two dev stores (or a journey's) would fight over that one.
    const vite = await createServer({
      root: source.webRoot,
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    app.addHook('onClose', () => vite.close());
    app.addHook('onRequest', async (request, reply) => {
      if (/^\/(api|media|gateway)(\/|$)/.test(request.url)) return;
      const handled = await new Promise<boolean>((resolve) => {
        const onFinish = () => resolve(true);
        reply.raw.once('finish', onFinish);
        vite.middlewares(request.raw, reply.raw, () => {
          reply.raw.off('finish', onFinish);
          resolve(false);
        });
      });
      if (handled) reply.hijack();
    });
    render = frameworkRenderer(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    );
  }

  /** The document's API, and what to do when its response closes. */
  async function serverApiOf(request: FastifyRequest): Promise<{ api: ServerApi; release: () => void }> {
    const token = sessionCookieOf(request);
    // The session cookie is read as the API reads a bearer token: the replica when the primary is down.
    const found = token ? await sessionBuyer(options, jwtSecret, token, request.ip) : null;
    const lent = found && 'buyer' in found ? lendDocumentActor(found.buyer) : null;
    const headers = lent ? { [DOCUMENT_ACTOR_HEADER]: lent.key } : {};
    const api: ServerApi = {
      signedIn: lent !== null,
      publicUrl,
      async call(method, url, body) {
        const res = await app.inject({
          method,
          url,
          // The page's own request id: its API calls' log lines carry it too (issue 27).
          headers: { ...headers, 'x-request-id': request.id },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        let parsed: unknown;
        try {
          parsed = res.body ? JSON.parse(res.body) : null;
        } catch {
          parsed = null;
        }
        return { status: res.statusCode, body: parsed };
      },
    };
    return { api, release: () => lent?.release() };
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isDocumentRequest(request.method, pathname) || !render) {
      return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}`, 'NOT_FOUND'));
    }
    const nonce = randomBytes(16).toString('base64');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') void reply.header('content-security-policy', documentCsp(policy, nonce));
    const { api, release } = await serverApiOf(request);
    reply.raw.once('close', release);
    const response = await render(toFetchRequest(request, reply, origin), api, nonce);
    return sendResponse(request, reply, response);
  });
}
