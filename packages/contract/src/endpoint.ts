// Endpoint descriptors (issue 32, ADR 0060): one call of the API described once, by its method,
// path, payloads, answer, the refusal codes it may answer, who may call it and whether it takes an
// Idempotency-Key. The API registers its routes from them (apps/api http/endpoint-routes.ts, which
// also builds the OpenAPI operation), and the storefront's `api` client types each call from the
// same descriptor by its method and path (apps/web lib/api-client.ts), so a body or a field the
// descriptor does not have does not compile on either side.
//
// Descriptors hold zod schemas: the storefront imports their *types* only (`Endpoint`), and calls
// with the light path constants of `paths/*.ts`, so no schema reaches a page's JavaScript.
import type { z } from 'zod';
import type { GatedPermissions, StaffArea } from '@medsupply/domain';
import type { ErrorCode } from './refusal-codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A media type a route answers with other than JSON. */
export type MediaType = 'application/pdf' | 'text/csv' | 'image/*' | 'text/html';

/**
 * Who may call. The API turns each into the guard that enforces it (http/endpoint-routes.ts), and
 * the OpenAPI document states the guard's security (http/openapi-security.ts).
 * - `public`: anyone; a signed-in buyer may get a different answer (their prices), never more.
 * - `token`: a bearer token, even an expired one (refresh, logout); the service judges the rest.
 * - `buyer`: a signed-in buyer; `buyer:<permission>` one whose permission holds (service spec §6).
 * - `staff`: a signed-in staff member; `staff:<area>` one whose roles open the area.
 * - `staff-sign-in`: anyone but a customer's token (the back office's sign-in).
 * - `own`: the route's credentials are in the request itself (a cXML shared secret, OCI's user and
 *   password, a signed document link); the route states its guard (apps/api, `guard` option).
 */
export type EndpointAuth =
  | 'public'
  | 'token'
  | 'buyer'
  | `buyer:${keyof GatedPermissions}`
  | 'staff'
  | `staff:${StaffArea}`
  | 'staff-sign-in'
  | 'own';

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Further methods the same route answers (the spec's emptyCart is a GET; POST is accepted too). */
  readonly alsoMethods?: readonly HttpMethod[];
  /** The path constant of `paths/*.ts`; `:name` segments are path parameters. */
  readonly path: string;
  readonly summary: string;
  readonly auth: EndpointAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 200 answer; absent for an answer that is no JSON (a PDF, a CSV, a redirect). */
  readonly response?: z.ZodType;
  /**
   * The media type of a 200 answer that is no JSON (a PDF, a CSV), or the types it may be (an
   * uploaded document: a PDF or a picture): the handler sends the bytes or the text itself, and the
   * OpenAPI document states the type. With `response`, another answer of the same call for another
   * caller: punchout's returncart answers the storefront's call as JSON and a browser's form post
   * as a page (text/html).
   */
  readonly produces?: MediaType | readonly MediaType[];
  /**
   * Answers other than the 200 and the refusals that carry a body of their own (health's 503 is the
   * same report as its 200, saying what is down).
   */
  readonly alsoAnswers?: Readonly<Record<number, z.ZodType>>;
  /**
   * The business refusals the call may answer, beyond those every call may (validation of its
   * input, its guard's, rate limits, an outage: `IMPLIED_CODES` in the API). The API refuses, in
   * tests, to answer a code a descriptor does not list.
   */
  readonly refusals: readonly ErrorCode[];
  /** `required`: refused without an Idempotency-Key; `optional`: a key makes a retry safe. */
  readonly idempotency?: 'required' | 'optional';
}

/** One endpoint; the literal types of its method and path are kept for the client's lookup. */
export function endpoint<const Spec extends EndpointSpec>(spec: Spec): Spec {
  return spec;
}

/** A group of endpoints under one OpenAPI tag. */
export interface EndpointGroup<
  Endpoints extends Record<string, EndpointSpec> = Record<string, EndpointSpec>,
> {
  readonly tag: string;
  readonly endpoints: Endpoints;
}

export function endpointGroup<const Endpoints extends Record<string, EndpointSpec>>(
  tag: string,
  endpoints: Endpoints,
): EndpointGroup<Endpoints> {
  return { tag, endpoints };
}

// ---- what a client sends and reads -------------------------------------------------------------

type Schema<E, K extends 'params' | 'query' | 'body' | 'response'> = E extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What a caller sends: the body, query and path parameters as the schemas accept them. */
export type EndpointInput<E> = ([Schema<E, 'body'>] extends [never]
  ? { body?: undefined }
  : { body: z.input<Schema<E, 'body'>> }) &
  ([Schema<E, 'query'>] extends [never] ? { query?: undefined } : { query: z.input<Schema<E, 'query'>> }) &
  ([Schema<E, 'params'>] extends [never] ? { params?: undefined } : { params: z.input<Schema<E, 'params'>> });

/** What a caller reads: the 200 answer as the API sends it (unknown for an answer that is no JSON). */
export type EndpointOutput<E> = [Schema<E, 'response'>] extends [never]
  ? unknown
  : z.output<Schema<E, 'response'>>;
