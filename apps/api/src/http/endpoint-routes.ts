// Routes from the contract's endpoint descriptors (issue 32, ADR 0060): a group of descriptors is
// registered with one handler per descriptor (the compiler asks for each), and everything else a
// route needs comes from its descriptor: the schemas that validate the request and serialize the
// answer, the guard its `auth` names (so the OpenAPI security follows, http/openapi-security.ts),
// the statuses of its refusals in the OpenAPI document, and the Idempotency-Key handling.
//
// A descriptor lists the business refusals its call may answer; the codes every call may answer
// (its input's validation, its guard's, the edge's) are implied. Under test, a route that answers a
// code its descriptor does not list fails with 500 and says which, so a list cannot fall behind
// what the service does.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDGE_CODES,
  ErrorResponse,
  SIGN_IN_CODES,
  type EndpointAuth,
  type EndpointGroup,
  type EndpointSpec,
  type ErrorCode,
} from '@medsupply/contract';
import type { GatedPermissions, StaffArea } from '@medsupply/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { BusinessRefusal } from '../core/refusals.ts';
import { requirePermission, requireToken, requireUser } from './auth.ts';
import { AppError } from './errors.ts';
import { idempotent } from './idempotency.ts';
import { REFUSAL_STATUS } from './refusal-status.ts';
import { refuseCustomers, requireStaff } from './staff-auth.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
type Input<S> = S extends z.ZodType ? z.input<S> : unknown;
type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;

/** The request a handler gets: its body, query and params as the descriptor's schemas parsed them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Body: Output<Field<E, 'body'>>;
  Querystring: Output<Field<E, 'query'>>;
  Params: Output<Field<E, 'params'>>;
}>;

/** What a handler answers: the 200 answer before serialization (anything for an answer that is no JSON). */
export type EndpointAnswer<E extends EndpointSpec> =
  Field<E, 'response'> extends z.ZodType ? Input<Field<E, 'response'>> : unknown;

/**
 * A handler answers its 200, or sends the answer itself and returns the reply (a catalogue answer
 * kept as ready bytes, http/kept-catalogue.ts; a CSV): Fastify then sends nothing more. Its bytes
 * are the 200 the descriptor describes; no serializer checks them again.
 */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;

/** A handler with what its descriptor cannot say: the transport's details of this one route. */
export interface EndpointRoute<E extends EndpointSpec> {
  handler: EndpointHandler<E>;
  /** The route's own guard, for `auth: 'own'` (its credentials are in the request itself). */
  guard?: preValidationAsyncHookHandler;
  /**
   * Signs the request in from its parsed body before `auth`'s guard runs: returncart posted as an
   * HTML form carries the session's token in a field, since a form cannot send a header.
   */
  signIn?: preValidationAsyncHookHandler;
  /** idempotent()'s lock, for a route whose effect is keyed in its own transaction. */
  lockSeconds?: number;
  /** Fastify options the descriptor has no word for (config, bodyLimit, a content parser's hooks). */
  options?: Omit<RouteShorthandOptions, 'schema' | 'handler'>;
  /**
   * The router's path when it constrains a segment of the descriptor's (a resource's `/:id` that
   * takes digits only: http/resource-routes.ts numericIdPath); the descriptor's path otherwise.
   */
  url?: string;
}

export type EndpointHandlers<G extends Record<string, EndpointSpec>> = {
  [K in keyof G]: EndpointHandler<G[K]> | EndpointRoute<G[K]>;
};

/** The guard that enforces `auth`, at the hook it must run in (both before validation). */
export function guardOf(auth: EndpointAuth): {
  onRequest?: onRequestAsyncHookHandler;
  preValidation?: preValidationAsyncHookHandler;
} {
  if (auth === 'public' || auth === 'own') return {};
  if (auth === 'token') return { preValidation: requireToken };
  if (auth === 'buyer') return { preValidation: requireUser };
  if (auth === 'staff') return { onRequest: requireStaff(null) };
  if (auth === 'staff-sign-in') return { onRequest: refuseCustomers };
  const [kind, detail] = auth.split(':') as [string, string];
  if (kind === 'buyer') return { preValidation: requirePermission(detail as keyof GatedPermissions) };
  return { onRequest: requireStaff(detail as StaffArea) };
}

/** The codes a call may answer without listing them: its guard's and the edge's. */
export function impliedCodes(endpoint: EndpointSpec): readonly ErrorCode[] {
  const guardCodes: ErrorCode[] =
    endpoint.auth === 'public'
      ? []
      : endpoint.auth === 'staff-sign-in'
        ? ['FORBIDDEN']
        : endpoint.auth === 'buyer' || endpoint.auth === 'token'
          ? [...SIGN_IN_CODES]
          : endpoint.auth === 'own'
            ? ['UNAUTHORIZED', 'FORBIDDEN']
            : [...SIGN_IN_CODES, 'FORBIDDEN'];
  return ['VALIDATION', ...EDGE_CODES, ...guardCodes];
}

const ERROR_SCHEMAS = new Map<string, z.ZodType>();
/** The error answer of one status, described by the codes it carries (one schema object per list). */
function errorSchema(codes: readonly ErrorCode[]): z.ZodType {
  const description = `Refused: ${codes.join(', ')}`;
  let schema = ERROR_SCHEMAS.get(description);
  if (!schema) {
    schema = ErrorResponse.describe(description);
    ERROR_SCHEMAS.set(description, schema);
  }
  return schema;
}

/** The OpenAPI answers of a route: its 200, and an error answer per status its codes take. */
function responsesOf(endpoint: EndpointSpec): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  const implied = impliedCodes(endpoint).filter(
    // The edge's codes of an input the route has no schema for, or of a key it takes none of, are
    // not documented for it (Fastify's own client errors are answered for every route alike).
    (code) => code === 'VALIDATION' || !(EDGE_CODES as readonly string[]).includes(code),
  );
  for (const code of [...endpoint.refusals, ...implied]) {
    const status = REFUSAL_STATUS[code];
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  const responses: Record<number, z.ZodType> = {};
  const asIs = endpoint.produces ? sentAsIs([endpoint.produces].flat().join(' or ')) : undefined;
  // Both: JSON for one caller, a document for another (returncart's form post gets a page).
  if (endpoint.response) responses[200] = asIs ? z.union([endpoint.response, asIs]) : endpoint.response;
  else if (asIs) responses[200] = asIs;
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
    responses[status] = errorSchema(codes);
  for (const [status, schema] of Object.entries(endpoint.alsoAnswers ?? {}))
    responses[Number(status)] = schema;
  return responses;
}

const SENT_AS_IS = new Map<string, z.ZodType>();
/**
 * The 200 answer of a route that sends bytes or text (a PDF, a CSV): Fastify sends a Buffer or a
 * string as it is (no serializer runs), and the document names the media type.
 */
function sentAsIs(mediaType: string): z.ZodType {
  let schema = SENT_AS_IS.get(mediaType);
  if (!schema) {
    schema = z
      .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string', mediaType)
      .describe(`The ${mediaType} document itself`);
    SENT_AS_IS.set(mediaType, schema);
  }
  return schema;
}

function codeOf(error: unknown): ErrorCode | undefined {
  if (error instanceof BusinessRefusal) return error.refusal.code;
  if (error instanceof AppError) return error.code;
  return undefined;
}

/**
 * Under test (config CHECK_REFUSALS), a refusal a descriptor does not list is a defect of the
 * descriptor (see the top): the route fails with 500 and the error says which code.
 */
function checked<E extends EndpointSpec>(
  endpoint: E,
  handler: EndpointHandler<E>,
  check: boolean,
): EndpointHandler<E> {
  if (!check) return handler;
  const allowed = new Set<string>([...endpoint.refusals, ...impliedCodes(endpoint)]);
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      const code = codeOf(error);
      if (code !== undefined && !allowed.has(code)) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} answered ${code}, which its descriptor does not list ` +
            '(packages/contract endpoints: add it to `refusals`)',
          { cause: error },
        );
      }
      throw error;
    }
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** "METHOD path" of the descriptor the route was registered from (the coverage test reads it). */
    endpoint?: string;
  }
}

/** What registering needs of the app: where Idempotency-Key records live, and the refusal check. */
export interface EndpointContext {
  db: Db;
  config: Pick<Config, 'checkRefusals'>;
}

/** Registers one route per descriptor of the group. */
export function registerEndpoints<G extends Record<string, EndpointSpec>>(
  app: FastifyInstance,
  { db, config }: EndpointContext,
  group: EndpointGroup<G>,
  handlers: EndpointHandlers<G>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, endpoint] of Object.entries(group.endpoints) as [
    keyof G & string,
    G[keyof G & string],
  ][]) {
    const given = handlers[name];
    const route: EndpointRoute<G[typeof name]> = typeof given === 'function' ? { handler: given } : given;
    const guards = endpoint.auth === 'own' ? { preValidation: route.guard } : guardOf(endpoint.auth);
    if (endpoint.auth === 'own' && !route.guard) {
      throw new Error(`${endpoint.method} ${endpoint.path}: auth 'own' needs the route's guard`);
    }
    const idempotency = endpoint.idempotency;
    const run = checked(endpoint, route.handler, config.checkRefusals);
    const handler: EndpointHandler<G[typeof name]> = idempotency
      ? (request, reply) =>
          idempotent(db, request, reply, async () => run(request, reply), {
            required: idempotency === 'required',
            ...(route.lockSeconds === undefined ? {} : { lockSeconds: route.lockSeconds }),
          })
      : run;
    const schema: FastifySchema = {
      tags: [group.tag],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint),
    };
    const options = route.options ?? {};
    // The guard first, then the route's own hooks of the same stage (a rate limit, say).
    const hooks = (guard: unknown, own: unknown) => [guard ?? [], own ?? []].flat();
    // One route per method: each is its own OpenAPI operation, with its own operationId.
    for (const method of [endpoint.method, ...(endpoint.alsoMethods ?? [])]) {
      r.route({
        ...options,
        onRequest: hooks(guards.onRequest, options.onRequest) as onRequestAsyncHookHandler[],
        preValidation: [
          route.signIn ?? [],
          hooks(guards.preValidation, options.preValidation),
        ].flat() as preValidationAsyncHookHandler[],
        method,
        url: route.url ?? endpoint.path,
        schema,
        config: { ...options.config, endpoint: `${endpoint.method} ${endpoint.path}` },
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    }
  }
}
