// One error mapper for the whole API: expected business outcomes are refusals (core/refusals.ts)
// answered with the status of their code (refusal-status.ts) and a message a person can read; bad
// input is 400 with a message; anything unexpected is logged with the request id and answered as
// 500 without internals (ARCHITECTURE §4).
import { appendFileSync } from 'node:fs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@medsupply/contract';
import { BusinessRefusal } from '../core/refusals.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { REFUSAL_STATUS, refusalHeaders } from './refusal-status.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The code of a client error Fastify raised itself, by its status; any other 4xx is BAD_REQUEST. */
const CLIENT_ERROR_CODES: Readonly<Partial<Record<number, ErrorCode>>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred. Please try again later.';

/** ADR 0037: a change asked for while the primary database cannot be reached (stopped, restarting). */
export const CANNOT_SAVE_MESSAGE =
  'The store cannot save changes right now. Please try again in a few minutes.';
/** The same for a read whose database cannot be reached (the primary for a buyer's own data). */
export const CANNOT_LOAD_MESSAGE = 'The store cannot load this right now. Please try again in a few minutes.';
/** How long a client is asked to wait: about what a PostgreSQL restart or a failover takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * The answer to a request the database could not serve because it could not be reached (ADR 0037):
 * 503 with Retry-After, never a 500, since nothing is wrong with the request and it will succeed
 * once the database is back (the pool connects again by itself). Null for any other error.
 */
export function unavailableAnswer(error: unknown, method: string): AppError | null {
  if (!isDatabaseUnavailable(error)) return null;
  const reading = method === 'GET' || method === 'HEAD';
  return AppError.of('DATABASE_UNAVAILABLE', reading ? CANNOT_LOAD_MESSAGE : CANNOT_SAVE_MESSAGE, {
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
}

/**
 * An answer the HTTP edge itself gives (a missing Idempotency-Key, a rate limit, a replayed error):
 * it has a status because it is about HTTP. Services never see it; they refuse with
 * core/refusals.ts, and lint keeps them out of http/.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    statusCode: number,
    message: string,
    options: { code?: ErrorCode; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.headers = options.headers;
  }

  /** The edge's answer with `code`, at the status the one table gives it (refusal-status.ts). */
  static of(code: ErrorCode, message: string, headers?: Record<string, string>): AppError {
    return new AppError(REFUSAL_STATUS[code], message, headers ? { code, headers } : { code });
  }
}

/** The status, body and headers the error mapper answers a refusal with. */
export function refusalAnswer(error: BusinessRefusal): AppError {
  const { refusal } = error;
  return new AppError(REFUSAL_STATUS[refusal.code], refusal.message, {
    code: refusal.code,
    headers: refusalHeaders(refusal),
  });
}

export function errorBody(statusCode: number, message: string, code?: ErrorCode): ErrorResponse {
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
  };
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Turns zod validation issues into one readable sentence naming the fields. */
function describeValidation(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.slice(0, 5).map((issue) => {
    const fromPath = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const zodPath = issue.params?.issue?.path?.map(String).join('.');
    const field = zodPath || fromPath;
    const message = issue.params?.issue?.message ?? issue.message ?? 'is invalid';
    return field ? `${field}: ${message}` : message;
  });
  return parts.length > 0 ? `Invalid ${where}: ${parts.join('; ')}` : `Invalid ${where}`;
}

/** The driver's code of an error or of its cause (ECONNREFUSED, 57P01…), for the log line. */
function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/**
 * A tool for writing endpoint descriptors' refusal lists (ADR 0060): with REFUSAL_LOG set to a
 * file, each coded refusal a route answers is appended to it as "METHOD url CODE" (a test run then
 * tells which codes each route answers). Off unless set; never set in production.
 */
function recordRefusal(file: string | undefined, request: FastifyRequest, code: string): void {
  if (!file) return;
  appendFileSync(file, `${request.method} ${request.routeOptions.url ?? request.url} ${code}\n`);
}

export function registerErrorHandling(
  app: FastifyInstance,
  options: { refusalLog?: string | undefined } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = error instanceof BusinessRefusal ? refusalAnswer(error) : error;
    if (answer instanceof AppError) {
      if (answer.code) recordRefusal(options.refusalLog, request, answer.code);
      if (answer.headers) void reply.headers(answer.headers);
      return reply.code(answer.statusCode).send(errorBody(answer.statusCode, answer.message, answer.code));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(errorBody(400, describeValidation(error), 'VALIDATION'));
    }
    const unavailable = unavailableAnswer(error, request.method);
    if (unavailable) {
      // An outage, not a defect: one line per request, without the statement.
      request.log.warn({ code: unavailable.code, cause: errorCode(error) }, 'database unavailable');
      if (unavailable.headers) void reply.headers(unavailable.headers);
      return reply.code(503).send(errorBody(503, unavailable.message, unavailable.code));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, UNEXPECTED_ERROR_MESSAGE));
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit…),
    // answered with a code of the contract's list rather than Fastify's internal FST_ERR_ names.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const badJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      const message = badJson ? 'The request body is not valid JSON.' : error.message;
      const code = badJson ? 'INVALID_JSON' : (CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST');
      return reply.code(status).send(errorBody(status, message, code));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, UNEXPECTED_ERROR_MESSAGE));
  });
}
