// One error mapper for the whole API: expected business outcomes are refusals (core/refusals.ts)
// answered with the status of their code (refusal-status.ts) and a message a person can read; bad
// input is 400 with a message; anything unexpected is logged with the request id and answered as
// 500 without internals (ARCHITECTURE §4).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@medsupply/contract';
import { BusinessRefusal } from '../core/refusals.ts';
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

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred. Please try again later.';

/**
 * An answer the HTTP edge itself gives (a missing Idempotency-Key, a rate limit, a replayed error):
 * it has a status because it is about HTTP. Services never see it; they refuse with
 * core/refusals.ts, and lint keeps them out of http/.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    statusCode: number,
    message: string,
    options: { code?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.headers = options.headers;
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

export function errorBody(statusCode: number, message: string, code?: string): ErrorResponse {
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = error instanceof BusinessRefusal ? refusalAnswer(error) : error;
    if (answer instanceof AppError) {
      if (answer.headers) void reply.headers(answer.headers);
      return reply.code(answer.statusCode).send(errorBody(answer.statusCode, answer.message, answer.code));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(errorBody(400, describeValidation(error), 'VALIDATION'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, UNEXPECTED_ERROR_MESSAGE));
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit…).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.code(status).send(errorBody(status, message, error.code));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, UNEXPECTED_ERROR_MESSAGE));
  });
}
