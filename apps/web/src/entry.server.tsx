// The server's document render (ADR 0022): React's streaming render of the matched routes, with
// the per-document nonce on every inline script, and the cache rules of storefront documents.
// The API's catch-all (apps/api/src/http/storefront.ts) calls the build's request handler, which
// calls this; `serverApiContext` and `documentNonceContext` are exported for it to fill.
import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, createContext } from 'react-router';
import type { EntryContext, RouterContextProvider } from 'react-router';

import { NonceContext } from '@/app/nonce';
import { serverApiContext } from '@/app/server-api';

export { serverApiContext };

/** The nonce the API put into this document's Content-Security-Policy. */
export const documentNonceContext = createContext<string>('');

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(documentNonceContext);
  const signedIn = loadContext.get(serverApiContext).signedIn;
  // ARCHITECTURE §5: a signed-in buyer's page is never stored by a shared cache; a visitor's page
  // may be kept a little by a CDN (it is the same for every visitor), and revalidated after.
  responseHeaders.set(
    'Cache-Control',
    signedIn ? 'private, no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  );
  responseHeaders.append('Vary', 'Cookie');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Every boundary inline where it stands, however large: React otherwise moves a large
        // finished boundary to the end of the document, revealed by an inline script, which a
        // visitor without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The loaders have read everything before the render starts, so the only thing a boundary
        // can wait for is a lazy module's first load: the answer starts once every boundary is
        // complete, so no part of the page arrives hidden behind an inline script (a visitor
        // without JavaScript, a crawler and the first paint see the whole page), and React's
        // output is still streamed to the socket as it is written.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject above and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
