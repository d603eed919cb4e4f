// The error mapper's answer when the database cannot be reached (ADR 0037): 503 with Retry-After
// and one sentence, for the errors node-postgres and drizzle really raise (a refused connection is
// made for real, against a port nothing listens on); every other database error stays a 500.
import { createServer } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/availability.ts';
import {
  CANNOT_LOAD_MESSAGE,
  CANNOT_SAVE_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  registerErrorHandling,
  unavailableAnswer,
} from './errors.ts';

/** A port that was free a moment ago: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'postgres' });
  return client.connect().then(
    () => new Error('connected to a closed port'),
    (error: unknown) => error,
  );
}

/** A server error as node-postgres builds it from PostgreSQL's message. */
const serverError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' });

const wrapped = (cause: unknown, params: unknown[] = []) =>
  new DrizzleQueryError('insert into "search_events" ("query") values ($1)', params, cause as Error);

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, bare and as drizzle wraps it', async () => {
    const refused = await refusedConnection();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is shutting down'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
  ])('recognises SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(wrapped(serverError(code, message)))).toBe(true);
  });

  it("recognises node-postgres's lost connection and a reset socket", () => {
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(
      true,
    );
  });

  it('leaves statement errors, and words a caller chose, to the 500 path', () => {
    expect(isDatabaseUnavailable(wrapped(serverError('23505', 'duplicate key value')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(serverError('40001', 'could not serialize access')))).toBe(false);
    // A search for these words that failed for another reason is not an outage.
    expect(isDatabaseUnavailable(wrapped(new Error('syntax error'), ['Connection terminated']))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the 503 answer', () => {
  it('says a change cannot be saved, or a page cannot be loaded, and when to try again', async () => {
    const refused = await refusedConnection();
    expect(unavailableAnswer(refused, 'POST')?.message).toBe(CANNOT_SAVE_MESSAGE);
    expect(unavailableAnswer(refused, 'GET')?.message).toBe(CANNOT_LOAD_MESSAGE);
    expect(unavailableAnswer(new Error('boom'), 'POST')).toBeNull();
  });

  it('answers 503 with Retry-After and no internals through the error handler, and other errors 500', async () => {
    const refused = await refusedConnection();
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/api/test/save', async () => {
      throw wrapped(refused, ['secret-value']);
    });
    app.get('/api/test/broken', async () => {
      throw wrapped(serverError('42P01', 'relation does not exist'));
    });
    const saved = await app.inject({ method: 'POST', url: '/api/test/save' });
    expect(saved.statusCode).toBe(503);
    expect(saved.headers['retry-after']).toBe('30');
    expect(saved.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: CANNOT_SAVE_MESSAGE,
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(saved.body).not.toContain('secret-value');
    const broken = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json().message).toBe(UNEXPECTED_ERROR_MESSAGE);
    await app.close();
  });
});
