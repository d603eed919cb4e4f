// The sandbox gateway's own HTTP surface (ARCHITECTURE §9, ADR 0021), outside /api as a hosted
// gateway would be on its own host: the hosted fields page and its script and stylesheet, and the
// tokenize endpoint the page posts the numbers to. Nothing here keeps or logs a number: the
// endpoint checks the card or bank account with the domain rules and answers a signed token.
//
// Framing: every page of the store is sent with `frame-ancestors 'none'`; the fields page alone
// may be framed, by the store's own origin (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, HOSTED_FIELDS_KINDS, hostedFieldsPaths } from '@medsupply/contract';
import { CARD_TYPES, checkBankAccount, checkCard } from '@medsupply/domain';
import type { AppContext } from '../../../context.ts';
import { countRequest, type RateLimit } from '../../../core/rate-limits.ts';
import { AppError, errorBody } from '../../../http/errors.ts';
import { renderHostedFieldsPage } from './hosted-fields-page.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENT_ENTRY = path.join(here, 'hosted-fields', 'fields.client.ts');
const STYLESHEET = path.join(here, 'hosted-fields', 'fields.css');

/**
 * Tokenize requests per client address and minute: a person needs a few; a card tester, thousands.
 * Counted in PostgreSQL (core/rate-limits.ts) like every other limit, so N API processes allow 30
 * a minute, not N times 30 (issue 27).
 */
export const TOKENIZE_RATE_LIMIT: RateLimit = { bucket: 'tokenize:ip', max: 30, windowSeconds: 60 };

/**
 * Body fields that carry card or bank-account data, for the logger's redact list (app.ts): should
 * anything ever log a tokenize request's body, these are censored. (A logged request object needs
 * no entry: Fastify's serializer keeps its method, URL and addresses, not its body.)
 */
export const PAYMENT_FIELDS_REDACT_PATHS = [
  'body.number',
  'body.cvc',
  'body.expiry',
  'body.routingNumber',
  'body.accountNumber',
];

// Generous bounds: the domain rules give the precise message; these only keep absurd input
// (megabytes of digits, numbers instead of text) away from them.
const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, { error: `must have at most ${max} characters` });

export const TokenizeCardBody = z.strictObject({
  kind: z.literal('card'),
  number: text(40),
  /** As typed, 'MM/YY'. */
  expiry: text(20),
  cvc: text(10),
  holderName: text(200),
});
export const TokenizeBankAccountBody = z.strictObject({
  kind: z.literal('ach'),
  routingNumber: text(40),
  accountNumber: text(40),
  holderName: text(200),
  accountType: text(20),
});
export const TokenizeBody = z.discriminatedUnion('kind', [TokenizeCardBody, TokenizeBankAccountBody], {
  error: "kind must be 'card' or 'ach'",
});

export const TokenizeResponse = z.object({
  token: z.string(),
  kind: z.enum(HOSTED_FIELDS_KINDS),
  brand: z.enum(CARD_TYPES),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export const TokenizeRefusal = ErrorResponse.extend({ fields: z.record(z.string(), z.string()).optional() });

const FieldsQuery = z.strictObject({
  kind: z.enum(HOSTED_FIELDS_KINDS, { error: "kind must be 'card' or 'ach'" }),
  origin: z.string().max(200).optional(),
});

/**
 * The origin the fields page may talk to: the store's own (the page's, or PUBLIC_URL's), given as a
 * bare origin; null for anything else. Only a page of that origin can frame it anyway.
 */
function parentOriginOf(
  requested: string | undefined,
  request: FastifyRequest,
  publicUrl: string,
): string | null {
  const own = `${request.protocol}://${request.host}`;
  if (requested === undefined) return own;
  let origin: string;
  try {
    origin = new URL(requested).origin;
  } catch {
    return null;
  }
  if (origin !== requested) return null;
  return origin === own || origin === new URL(publicUrl).origin ? origin : null;
}

/** The CSP helmet set for every page, with frame-ancestors 'self' in place of 'none'. */
function allowFramingBySameOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('content-security-policy');
  const directives = (typeof current === 'string' ? current.split(';') : [])
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !directive.toLowerCase().startsWith('frame-ancestors'));
  directives.push("frame-ancestors 'self'");
  void reply.header('content-security-policy', directives.join(';'));
  void reply.header('x-frame-options', 'SAMEORIGIN');
}

// The fields script is the domain rules and the page's code bundled once per process: it is
// derived from the code, not from data, so every process builds the same bytes.
let clientScript: Promise<string> | undefined;
function fieldsScript(): Promise<string> {
  clientScript ??= build({
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
    .then((result) => {
      const output = result.outputFiles[0];
      if (!output) throw new Error('esbuild produced no fields script');
      return output.text;
    })
    .catch((error: unknown) => {
      clientScript = undefined; // try again on the next request
      throw error;
    });
  return clientScript;
}

function firstMessage(
  order: readonly string[],
  errors: Readonly<Record<string, string | undefined>>,
): string {
  for (const field of order) {
    const message = errors[field];
    if (message !== undefined) return message;
  }
  return 'Check the payment details.';
}

function refusal(
  code: 'INVALID_CARD' | 'INVALID_BANK_ACCOUNT',
  order: readonly string[],
  errors: Record<string, string>,
): z.infer<typeof TokenizeRefusal> {
  return { ...errorBody(400, firstMessage(order, errors), code), fields: errors };
}

export async function sandboxGatewayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gateway = new SandboxGateway({ secret: ctx.config.jwtSecret });

  const limitTokenize = async (request: FastifyRequest): Promise<void> => {
    const verdict = await countRequest(ctx.db, [{ limit: TOKENIZE_RATE_LIMIT, key: request.ip }]);
    if (verdict.allowed) return;
    const seconds = verdict.retryAfterSeconds;
    throw AppError.of(
      'TOO_MANY_REQUESTS',
      `Too many attempts. Please wait ${seconds} seconds and try again.`,
      {
        'retry-after': String(seconds),
      },
    );
  };

  r.get(
    hostedFieldsPaths.page,
    {
      schema: { hide: true, querystring: FieldsQuery },
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) allowFramingBySameOrigin(reply);
        return payload;
      },
    },
    async (request, reply) => {
      const parentOrigin = parentOriginOf(request.query.origin, request, ctx.config.store.publicUrl);
      if (parentOrigin === null) {
        throw AppError.of(
          'INVALID_ORIGIN',
          "origin must be this store's own origin, such as https://shop.example.com",
        );
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderHostedFieldsPage(request.query.kind, parentOrigin));
    },
  );

  r.get(hostedFieldsPaths.script, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await fieldsScript()),
  );

  r.get(hostedFieldsPaths.styles, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(STYLESHEET, 'utf8')),
  );

  r.post(
    hostedFieldsPaths.tokens,
    {
      schema: { hide: true, body: TokenizeBody, response: { 201: TokenizeResponse, 400: TokenizeRefusal } },
      preHandler: limitTokenize,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const body = request.body;
      if (body.kind === 'card') {
        const check = checkCard(body, new Date());
        if (!check.ok) {
          return reply
            .code(400)
            .send(refusal('INVALID_CARD', ['number', 'expiry', 'cvc', 'holderName'], check.errors));
        }
        const { card } = check;
        return reply.code(201).send({
          token: gateway.issueCardToken(card),
          kind: 'card',
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        });
      }
      const check = checkBankAccount(body);
      if (!check.ok) {
        const order = ['holderName', 'routingNumber', 'accountNumber', 'accountType'];
        return reply.code(400).send(refusal('INVALID_BANK_ACCOUNT', order, check.errors));
      }
      const { account } = check;
      return reply.code(201).send({
        token: gateway.issueBankAccountToken(account),
        kind: 'ach',
        brand: 'ach',
        last4: account.last4,
        expMonth: null,
        expYear: null,
      });
    },
  );
}
