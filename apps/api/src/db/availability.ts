// Whether an error says the database could not be reached, rather than that a statement was wrong
// (ADR 0037): the primary stopped or restarting, a connection cut, or a server that only reads (a
// standby). Such a failure is the store's, passing, and is answered 503 with Retry-After
// (http/errors.ts); a reader that may use the replica instead (the session lookup, http/auth.ts)
// falls back to it; an event that only feeds statistics is dropped with a warning.

/** Node's codes for a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of an unreachable or unwritable server: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting or stopping), 25006 read_only_sql_transaction (a standby).
 * Class 08 (connection exceptions) is matched by its prefix.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '25006']);

/** node-postgres's own messages when a connection ends under a query or while it is opened. */
const LOST_CONNECTION = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** The error and its causes (drizzle wraps the driver's error in a DrizzleQueryError). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as Record<string, unknown>;
    yield fields;
    current = fields['cause'];
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const fields of chain(error)) {
    const code = fields['code'];
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    // AggregateError (a host with several addresses, all refused) carries its codes in `errors`.
    const errors = fields['errors'];
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    // Only the driver's own message: drizzle's quotes the statement's parameters, and a database's
    // error (it has a severity) may quote a value, either of which a caller could have chosen.
    const message = fields['message'];
    const ownMessage = !('params' in fields) && !('severity' in fields);
    if (ownMessage && typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}
