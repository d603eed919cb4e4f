// The service spec's generic routes of a resource (§7: "GET /api/{route}/paginate with query
// parameters; GET /api{route}/{id}"), registered from one descriptor (ADR 0057): its page, and its
// details both as the generic `/{id}` and as the `byId?id=` the storefront calls, with the same
// guard, the same service call and so the same answer, refusals included (another account's id is
// the same not-found as an unknown one, so ids cannot be probed).
//
// The `{id}` segment is constrained to digits in the router: it never takes a static sub-path of
// the resource (`/paginate`, `/byId`, a POST-only `/reorder` asked with GET), whichever method or
// registration order, and a segment that is no number names no record (the JSON 404 of an unknown
// path). Create, edit and delete are not described: the resources paged so far are append-only
// records (ARCHITECTURE §6); a resource that has them adds them here when it moves on.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { ErrorResponse } from '@medsupply/contract';

const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** `find-my-way`'s constraint on the id segment: one or more digits, nothing else. */
export const NUMERIC_ID = '(^\\d+$)';

/** `/api/…/invoices/:id` as the router registers it: the `:id` segment accepts digits only. */
export function numericIdPath(path: string): string {
  if (!path.endsWith('/:id')) throw new Error(`a resource's id path ends with /:id: ${path}`);
  return `${path}${NUMERIC_ID}`;
}

/** The id a details call reads, from the query (`byId?id=`) or the path (`/{id}`) alike. */
type IdSchema = z.ZodType<{ id: number }, Record<string, unknown>>;

export interface ResourcePage<Query extends z.ZodType, Answer extends z.ZodType> {
  path: string;
  /** Who may read the page. */
  guard: preValidationAsyncHookHandler;
  summary: string;
  query: Query;
  answer: Answer;
  read: (request: FastifyRequest, query: z.output<Query>) => Promise<z.input<Answer>>;
}

export interface ResourceDetails<Answer extends z.ZodType> {
  /** The `byId?id=` alias (service spec §7 "invoices/byId with id"). */
  byIdPath: string;
  /** The generic `/{id}`, declared `…/:id` in the contract. */
  idPath: string;
  /** Who may read one record: the same guard on both forms, so neither opens more than the other. */
  guard: preValidationAsyncHookHandler;
  summary: string;
  /** The schema of `id`, the same for the query and the path, so both refuse alike. */
  id: IdSchema;
  answer: Answer;
  read: (request: FastifyRequest, id: number) => Promise<z.input<Answer>>;
}

export interface ResourceDescriptor<
  PageQuery extends z.ZodType,
  PageAnswer extends z.ZodType,
  DetailsAnswer extends z.ZodType,
> {
  tags: string[];
  page: ResourcePage<PageQuery, PageAnswer>;
  /** Absent for a resource without ids (the statement). */
  details?: ResourceDetails<DetailsAnswer>;
}

/** Registers the resource's generic routes (and the byId alias) on the app. */
export function registerResource<
  PageQuery extends z.ZodType,
  PageAnswer extends z.ZodType,
  DetailsAnswer extends z.ZodType,
>(app: FastifyInstance, resource: ResourceDescriptor<PageQuery, PageAnswer, DetailsAnswer>): void {
  // The plain instance, not the zod type provider's: the provider cannot follow a schema that is a
  // type parameter. The descriptor types each `read` instead, and the schemas validate the request
  // (so the casts below say what validation made true) and serialize the answer.
  const { tags, page, details } = resource;

  app.get(
    page.path,
    {
      preValidation: page.guard,
      schema: {
        tags,
        summary: page.summary,
        querystring: page.query,
        response: { 200: page.answer, ...readErrors },
      },
    },
    async (request) => page.read(request, request.query as z.output<PageQuery>),
  );

  if (!details) return;
  app.get(
    details.byIdPath,
    {
      preValidation: details.guard,
      schema: {
        tags,
        summary: details.summary,
        querystring: details.id,
        response: { 200: details.answer, ...readErrors },
      },
    },
    async (request) => details.read(request, (request.query as { id: number }).id),
  );
  app.get(
    numericIdPath(details.idPath),
    {
      preValidation: details.guard,
      schema: {
        tags,
        summary: `${details.summary} (the generic {id} form of byId, the same answer)`,
        params: details.id,
        response: { 200: details.answer, ...readErrors },
      },
    },
    async (request) => details.read(request, (request.params as { id: number }).id),
  );
}
