// HTTP of punchout (issue 28, ADR 0038): the cXML endpoints a procurement system posts to
// (/punchout/cxml/setup, /punchout/cxml/order), the start link a buyer's browser opens
// (/punchout/start/:token) and returncart (/api/checkout/checkout/returncart). The cXML scope reads
// only text/xml and application/xml up to CXML_BODY_LIMIT_BYTES and answers every outcome, refusals
// and errors alike, as a cXML Response with a Status code. No rules here.
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETURN_CART_MESSAGES, punchoutEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { BusinessRefusal } from '../../core/refusals.ts';
import { buyerOf, sessionBuyer, type SessionSources } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { REFUSAL_STATUS } from '../../http/refusal-status.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { CXML_BODY_LIMIT_BYTES, CxmlReadError, escapeXml, readCxml, statusResponse } from './cxml.ts';
import { readOciEntry } from './oci.ts';
import {
  AUTO_POST_SCRIPT,
  ociStart,
  orderRequest,
  returnCart,
  setup,
  start,
  type PunchoutDeps,
  type PunchoutStart,
} from './punchout.service.ts';

const tags = ['punchout'];
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A returncart form carries one token: a few KiB at most. */
const RETURN_FORM_BODY_LIMIT_BYTES = 8 * 1024;
const XML_TYPE = 'text/xml; charset=utf-8';
const scriptHash = `'sha256-${createHash('sha256').update(AUTO_POST_SCRIPT).digest('base64')}'`;

/** The cXML Status of any outcome: refusals by the one status table, bad documents 400. */
function cxmlStatusOf(error: unknown): { code: number; text: string } {
  if (error instanceof BusinessRefusal) {
    return { code: REFUSAL_STATUS[error.refusal.code], text: error.refusal.message };
  }
  if (error instanceof CxmlReadError) return { code: 400, text: error.message };
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const text =
      status === 413
        ? `The cXML document is larger than ${CXML_BODY_LIMIT_BYTES} bytes.`
        : status === 415
          ? 'Post the cXML document as text/xml or application/xml.'
          : 'The request could not be read as a cXML document.';
    return { code: status, text };
  }
  return { code: 500, text: 'The request could not be processed. Please try again later.' };
}

function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);
}

/**
 * preValidation of returncart posted as a form: its body's token signs it in, as a bearer token
 * would (a form cannot send an Authorization header). A token that is not live gets a page saying
 * so, since the browser shows the answer.
 */
function formSession(sessions: SessionSources & { jwtSecret: string }) {
  return async function returnCartFormSession(request: FastifyRequest, reply: FastifyReply) {
    if (!isForm(request) || request.actor.kind === 'buyer') return;
    const token = (request.body as { token?: unknown } | undefined)?.token;
    const found =
      typeof token === 'string' && token.length > 0 && token.length <= 4096
        ? await sessionBuyer(sessions, sessions.jwtSecret, token, request.ip)
        : null;
    if (found && 'buyer' in found) {
      request.actor = found.buyer;
      return;
    }
    await htmlPage(reply, 401, RETURN_CART_MESSAGES.sessionEnded, []);
  };
}

/** The page a browser shows when its returncart form was refused: why, and the way back. */
function htmlPage(
  reply: FastifyReply,
  status: number,
  message: string,
  lines: ReadonlyArray<{ itemName: string; message: string }>,
): FastifyReply {
  const list =
    lines.length === 0
      ? ''
      : `<ul>${lines.map((l) => `<li><strong>${escapeXml(l.itemName)}</strong>: ${escapeXml(l.message)}</li>`).join('')}</ul>`;
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(RETURN_CART_MESSAGES.notReturned)}</title></head><body><h1>${escapeXml(RETURN_CART_MESSAGES.notReturned)}</h1><p>${escapeXml(message)}</p>${list}<p><a href="/cart">${escapeXml(RETURN_CART_MESSAGES.backToCart)}</a></p></body></html>`,
    );
}

export async function punchoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: PunchoutDeps = {
    db: ctx.db,
    auth: { db: ctx.db, config: ctx.config, jobs: ctx.jobs, outbox: ctx.outbox },
    orderToCash: orderToCashDeps(ctx, ctx.jobs),
    now: ctx.now,
    store: { name: ctx.config.store.name, publicUrl: ctx.config.store.publicUrl },
  };
  const host = new URL(ctx.config.store.publicUrl).host;
  const secureCookie = ctx.config.store.publicUrl.startsWith('https:');
  const sessions = { db: ctx.db, readDb: ctx.readDb, jwtSecret: ctx.config.jwtSecret };

  await app.register(async (scope) => {
    // The storefront posts returncart as a real HTML form (see ReturnCartRequest): read such a body
    // here only, small, as a record of its fields.
    scope.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: RETURN_FORM_BODY_LIMIT_BYTES },
      (_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerEndpoints(scope, ctx, punchoutEndpoints, {
      returnCart: {
        signIn: formSession(sessions),
        handler: async (request, reply) => {
          const asForm = isForm(request);
          let result;
          try {
            result = await returnCart(deps, buyerOf(request), { check: request.body?.check === true });
          } catch (error) {
            if (!asForm || !(error instanceof BusinessRefusal)) throw error;
            return htmlPage(reply, REFUSAL_STATUS[error.refusal.code], error.refusal.message, []);
          }
          if (result.kind === 'refused') {
            if (asForm) return htmlPage(reply, 400, RETURN_CART_MESSAGES.linesRefused, result.lines);
            return reply.code(400).send({
              statusCode: 400,
              error: 'Bad Request',
              message: RETURN_CART_MESSAGES.linesRefused,
              code: 'CART_LINES_REFUSED' as const,
              lines: result.lines,
            });
          }
          if (result.kind === 'ready') {
            reply.header('cache-control', 'no-store');
            return { ready: true as const, lineCount: result.lineCount };
          }
          // The form may post only to the procurement system, and only our one script may run.
          return reply
            .code(200)
            .headers({
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
              'referrer-policy': 'no-referrer',
              'content-security-policy': `default-src 'none'; script-src ${scriptHash}; form-action ${result.formOrigin}; frame-ancestors 'none'; base-uri 'none'`,
            })
            .send(result.html);
        },
      },
    });

    // SAP OCI 4.0's catalog call (oci.ts): GET with a query, or POST as a form.
    const ociSchema = {
      tags,
      summary:
        'SAP OCI 4.0 catalog call (USERNAME, PASSWORD, HOOK_URL, ~OkCode, ~target, ~caller): signs the procurement contact in, in punchout mode',
    };
    // The fields OCI names, each listed for the OpenAPI document (a bare record became two bogus
    // query parameters, 'type' and 'additionalProperties'); any other field passes through.
    const OciValue = z.union([z.string(), z.array(z.string())]);
    const OciFields = z
      .object(
        Object.fromEntries(
          [
            'USERNAME',
            'PASSWORD',
            'HOOK_URL',
            'FUNCTION',
            '~target',
            '~TARGET',
            '~OkCode',
            '~OKCODE',
            '~caller',
            '~CALLER',
          ].map((name) => [name, OciValue.optional()]),
        ),
      )
      .catchall(OciValue);
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get('/punchout/oci', { schema: { ...ociSchema, querystring: OciFields } }, async (request, reply) =>
        openSession(request, reply, (client) => ociStart(deps, readOciEntry(request.query), client)),
      );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/punchout/oci',
        { schema: { ...ociSchema, consumes: [FORM_TYPE], body: OciFields } },
        async (request, reply) =>
          openSession(request, reply, (client) => ociStart(deps, readOciEntry(request.body), client)),
      );
  });

  /** Signs the browser in as a start link or an OCI call opened it, or says why not (a page). */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    open: (client: { ip: string; userAgent: string | null }) => Promise<PunchoutStart>,
  ): Promise<FastifyReply> {
    try {
      const userAgent = request.headers['user-agent'];
      const started = await open({ ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 500) : null });
      setSessionCookie(reply, started.token, started.expiresAt, secureCookie);
      // The storefront keeps its bearer token in browser storage: it takes it from the fragment,
      // which the browser never sends to a server or in a Referer.
      const fragment = new URLSearchParams({ punchoutToken: started.token, expiresAt: started.expiresAt });
      return await reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${started.redirectTo}#${fragment.toString()}`, 303);
    } catch (error) {
      const status =
        error instanceof BusinessRefusal
          ? { code: REFUSAL_STATUS[error.refusal.code], text: error.refusal.message }
          : error instanceof CxmlReadError
            ? { code: 400, text: error.message }
            : null;
      if (!status) throw error;
      return reply
        .code(status.code)
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Punchout</title></head><body><p>${escapeXml(status.text)}</p></body></html>`,
        );
    }
  }

  r.get(
    '/punchout/start/:token',
    {
      schema: {
        tags,
        summary: 'Opens a punchout start link once: signs the procurement contact in and goes to the store',
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) =>
      openSession(request, reply, (client) => start(deps, request.params.token, client)),
  );

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: CXML_BODY_LIMIT_BYTES },
      (_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) =>
        done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );
    scope.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const status = cxmlStatusOf(error);
      if (status.code >= 500) request.log.error({ err: error }, 'cXML request failed');
      return reply
        .code(status.code)
        .type(XML_TYPE)
        .send(statusResponse(status.code, status.text, { now: ctx.now(), host }));
    });
    const body = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
    const cxmlRoute = (url: string, summary: string, answer: (request: FastifyRequest) => Promise<string>) =>
      scope.post(
        url,
        { schema: { tags, summary, consumes: ['text/xml', 'application/xml'] } },
        async (request, reply) =>
          reply
            .code(200)
            .type(XML_TYPE)
            .send(await answer(request)),
      );

    cxmlRoute(
      '/punchout/cxml/setup',
      'cXML PunchOutSetupRequest: answers a PunchOutSetupResponse with a one-time start URL',
      async (request) => setup(deps, readCxml(body(request)), request.ip),
    );
    cxmlRoute(
      '/punchout/cxml/order',
      'cXML OrderRequest: places the order once per payloadID; answers a cXML Response',
      async (request) => {
        const placed = await orderRequest(deps, readCxml(body(request)), request.ip);
        return statusResponse(200, `Order ${placed.orderNumber} accepted.`, { now: ctx.now(), host });
      },
    );
  });
}
