// The one way the storefront talks to the API (ARCHITECTURE §5, service spec §7): base '/api',
// bearer token from storage, no caching, JSON in and out, typed errors, and on a session refusal
// (401 UNAUTHORIZED or TOKEN_EXPIRED) one token refresh and one retry before the visitor is sent
// to /login. Errors are read by their code (ADR 0055, lib/refusal.ts), not by their status.
import { authPaths, isSignInCode } from '@medsupply/contract';
import type {
  EndpointAt,
  EndpointInput,
  EndpointOutput,
  EndpointPath,
  ErrorCode,
  HttpMethod,
  RefreshTokenResponse,
} from '@medsupply/contract';

import { loginPath } from './login-path';
import { clearToken, decodeTokenExpiry, getToken, setToken } from './storage';

export const API_BASE = '/api';
export const REFRESH_TOKEN_PATH = authPaths.refreshToken;

/** Anything with a zod-like `parse`; keeps this module free of a schema library. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * An error's code: one of the contract's, or the client's own for an answer that never came
 * (NETWORK_ERROR: the store could not be reached; NO_SESSION: no token, so nothing was asked).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'NO_SESSION';

/**
 * The API's error shape ({ statusCode, error, message, code? }) as a throwable. Decide by `code`
 * (lib/refusal.ts); `status` is the HTTP status, for a document's own status and for logs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  /** The whole error body, for refusals that carry more than a message (returncart's lines). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: ApiErrorCode, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** service spec §7: a call may opt out of the redirect to /login on an unrecoverable 401. */
  skipAuthRedirect?: boolean;
  /** Set by the client on the second send of a call refused for its session. */
  retried?: boolean;
}

type UnauthorizedHandler = (loginUrl: string) => void;

let onUnauthorized: UnauthorizedHandler = (loginUrl) => {
  window.location.assign(loginUrl);
};

/** The router installs a client-side navigation here so a 401 does not reload the app. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const base =
    withSlash === API_BASE || withSlash.startsWith(`${API_BASE}/`) ? withSlash : API_BASE + withSlash;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

function isErrorBody(value: unknown): value is { message: string; code?: unknown; error?: unknown } {
  return (
    typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
  );
}

/**
 * The body's code. The API checks its answers against the contract (ErrorResponse: a code of the
 * closed list) before sending them; the browser does not parse them again (see createApiClient).
 */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? (body.code as ErrorCode) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Who a client calls as (ADR 0060: one factory for the storefront and the back office): the
 * session's token, how the browser sends cookies, and what a sign-in refusal does.
 */
export interface ClientSession {
  token(): string | null;
  credentials: RequestCredentials;
  /**
   * A call was refused for its session (UNAUTHORIZED, TOKEN_EXPIRED). Answers whether to send it
   * once more (a refreshed token); otherwise the session has ended and the caller is sent to sign
   * in, unless the call opted out.
   */
  signInRefused(path: string, options: ApiRequestOptions): Promise<boolean>;
}

async function send(session: ClientSession, path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // service spec §7: responses are asked not to be cached.
    'Cache-Control': 'no-cache',
    ...options.headers,
  };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: session.credentials,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'We could not reach the store. Check your connection and try again.',
      'NETWORK_ERROR',
    );
  }
}

// Several calls may fail with 401 at once (a page loads many queries): they share one refresh.
let refreshInFlight: Promise<boolean> | null = null;

function isTokenBody(value: unknown): value is RefreshTokenResponse {
  return typeof value === 'object' && value !== null && 'token' in value && typeof value.token === 'string';
}

/** The answer's expiresAt (contract: ISO date-time), else the token's own exp claim. */
function expiryOf(body: RefreshTokenResponse): number | null {
  const expiresAt = Date.parse(body.expiresAt);
  return Number.isFinite(expiresAt) ? expiresAt : decodeTokenExpiry(body.token);
}

async function refreshToken(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const response = await send(storefrontSession, REFRESH_TOKEN_PATH, { method: 'GET' });
      if (!response.ok) return false;
      const body = await readBody(response);
      if (!isTokenBody(body)) return false;
      setToken(body.token, expiryOf(body));
      return true;
    } catch {
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * Asks for a new token for the current session before the stored one expires (ADR 0005: a refresh
 * slides the session's end). Resolves false when there is no token or the session has ended.
 */
export async function refreshSession(): Promise<boolean> {
  return getToken() !== null && refreshToken();
}

function redirectToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === '/login') return;
  onUnauthorized(loginPath(here));
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.message, errorCodeOf(body), body);
  }
  return new ApiError(
    response.status,
    response.statusText || `Request failed with status ${response.status}`,
  );
}

/**
 * The name a file answer gives itself (RFC 6266): the UTF-8 original of `filename*` when sent (a
 * licence scanned as 'Zulassung-Müller.pdf'), else the ASCII `filename`, else `fallback`.
 */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the ASCII name below still names the file.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * An API client for a session: `request` sends one request and returns the parsed JSON body;
 * `call` is the typed form (below). The API validates its responses against the contract's zod
 * schemas before sending them, so the browser does not parse them again (that would put zod on
 * every page's critical path); a request can still pass `schema` where it wants the check.
 */
export function createApiClient(session: ClientSession) {
  /** One request as the session, answered (a refusal thrown as ApiError). */
  async function exchange(path: string, options: ApiRequestOptions): Promise<Response> {
    let response = await send(session, path, options);
    let failure = response.ok ? null : await toApiError(response);
    // service spec §4: a call refused for its session may be sent once more (a refreshed token);
    // then, still refused, the session has ended (the session's own handling).
    if (failure && isSignInCode(failure.code) && (await session.signInRefused(path, options))) {
      response = await send(session, path, options);
      failure = response.ok ? null : await toApiError(response);
      if (failure && isSignInCode(failure.code))
        await session.signInRefused(path, { ...options, retried: true });
    }
    if (failure) throw failure;
    return response;
  }

  async function request<T = unknown>(
    path: string,
    options: ApiRequestOptions & { schema?: ResponseSchema<T> } = {},
  ): Promise<T> {
    const body = await readBody(await exchange(path, options));
    // The one place a response body meets its contract type (see above).
    return (options.schema ? options.schema.parse(body) : body) as T;
  }

  /**
   * A file the API answers (a PDF, a CSV, a picture), read as the session (a plain link would carry
   * no token): its bytes and the name the API gives it, else `fallbackName`.
   */
  async function file(
    path: string,
    options: Pick<ApiRequestOptions, 'query' | 'signal'> & { accept?: string; fallbackName: string },
  ): Promise<{ blob: Blob; name: string }> {
    const response = await exchange(path, {
      query: options.query,
      signal: options.signal,
      headers: { Accept: options.accept ?? '*/*' },
    });
    return { blob: await response.blob(), name: fileNameOf(response, options.fallbackName) };
  }

  /**
   * Calls `method path` of the contract (ADR 0060): the input and the answer are typed by its
   * descriptor, so a body or a field the descriptor does not have does not compile.
   */
  function call<M extends HttpMethod, P extends EndpointPath<M>>(
    method: M,
    path: P,
    ...[input]: CallArgs<M, P>
  ): Promise<EndpointOutput<EndpointAt<M, P>>> {
    const given = (input ?? {}) as {
      body?: unknown;
      query?: ApiRequestOptions['query'];
      params?: Record<string, string | number | boolean>;
    } & EndpointCallOptions;
    return request(fillPath(path, given.params), {
      method,
      body: given.body,
      query: given.query,
      signal: given.signal,
      skipAuthRedirect: given.skipAuthRedirect,
      headers: given.idempotencyKey ? { 'Idempotency-Key': given.idempotencyKey } : undefined,
    });
  }

  return { request, call, file };
}

/**
 * The storefront's session: the buyer's token from storage and the session cookie. service spec
 * §4: a call refused for its session (401: none, or ended) is retried once after a token refresh;
 * if the refresh fails the token is cleared and the user goes to /login. Without a token there is
 * nothing to refresh. Wrong credentials at login (INVALID_CREDENTIALS) are the form's answer, not
 * the session's.
 */
const storefrontSession: ClientSession = {
  token: getToken,
  credentials: 'same-origin',
  async signInRefused(path, options) {
    if (path === REFRESH_TOKEN_PATH) return false;
    if (!options.retried && getToken() !== null && (await refreshToken())) return true;
    clearToken();
    if (!options.skipAuthRedirect) redirectToLogin();
    return false;
  },
};

/** The storefront's client (the buyer's session). */
export const api = createApiClient(storefrontSession);
export const call = api.call;
/** A file the API answers to the buyer (lib/files.ts saves or opens it). */
export const apiFile = api.file;

// ---- calls typed by the contract's endpoint descriptors (ADR 0060) ------------------------------

/** What a call sends besides its input: an abort signal, an Idempotency-Key, the 401 redirect. */
export interface EndpointCallOptions {
  signal?: AbortSignal;
  /** For a descriptor that takes one: the same key on every retry of one press. */
  idempotencyKey?: string;
  skipAuthRedirect?: boolean;
}

type InputOf<M extends HttpMethod, P extends string> = EndpointInput<EndpointAt<M, P>> & EndpointCallOptions;

/** The input argument: optional when the call takes no body, query or path parameters. */
export type CallArgs<M extends HttpMethod, P extends string> =
  Record<string, never> extends EndpointInput<EndpointAt<M, P>>
    ? [input?: InputOf<M, P>]
    : [input: InputOf<M, P>];

/** `/api/x/:id` with `{ id: 3 }`: each `:name` segment filled, encoded. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number | boolean>> | undefined,
): string {
  return path.replace(/:([A-Za-z_]\w*)(\([^)]*\))?/g, (_, name: string) => {
    const value: string | number | boolean | undefined = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
