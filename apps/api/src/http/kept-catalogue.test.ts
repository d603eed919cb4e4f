import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Visitor } from '../core/actor.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { keptCatalogue, type KeptCatalogue } from './kept-catalogue.ts';

/** A feed whose stamp the test sets (every topic alike): null while "not listening". */
function fakeFeed(initial: string | null = 'a'): ChangeFeed & { set(stamp: string | null): void } {
  let stamp = initial;
  return {
    heard: async () => undefined,
    stamp: () => stamp,
    close: async () => undefined,
    set: (next) => {
      stamp = next;
    },
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const visitor: Visitor = { kind: 'visitor', ip: '127.0.0.1' };

/** GET /answer/:key answered from `read` through `kept`, for a visitor. */
function serve(kept: KeptCatalogue, read: (key: string) => Promise<unknown>): FastifyInstance {
  app = Fastify();
  app.decorateRequest('actor', { getter: () => visitor });
  app.get<{ Params: { key: string } }>('/answer/:key', (request, reply) =>
    kept.send(request, reply, { key: request.params.key, read: () => read(request.params.key) }),
  );
  return app;
}

const get = async (server: FastifyInstance, key: string) => {
  const res = await server.inject({ method: 'GET', url: `/answer/${key}` });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};

describe('keptCatalogue: whole answers kept per key and audience (ADR 0046)', () => {
  it('reads once per key while the stamps stay, and again once they move', async () => {
    const feed = fakeFeed('a');
    const reads: string[] = [];
    const server = serve(keptCatalogue(feed), async (key) => {
      reads.push(key);
      return { key, read: reads.length };
    });
    expect((await get(server, 'x')).body).toEqual({ key: 'x', read: 1 });
    expect((await get(server, 'y')).body).toEqual({ key: 'y', read: 2 });
    expect((await get(server, 'x')).body).toEqual({ key: 'x', read: 1 });
    feed.set('b');
    expect((await get(server, 'x')).body).toEqual({ key: 'x', read: 3 });
    expect(reads).toEqual(['x', 'y', 'x']);
  });

  it('keeps nothing while the feed cannot tell about changes', async () => {
    const feed = fakeFeed(null);
    let reads = 0;
    const server = serve(keptCatalogue(feed), async () => ({ read: ++reads }));
    expect((await get(server, 'x')).body).toEqual({ read: 1 });
    expect((await get(server, 'x')).body).toEqual({ read: 2 });
  });

  it('does not keep a failed read', async () => {
    const feed = fakeFeed('a');
    let reads = 0;
    const server = serve(keptCatalogue(feed), async () => {
      reads += 1;
      if (reads === 1) throw new Error('database went away');
      return { read: reads };
    });
    expect((await get(server, 'x')).status).toBe(500);
    expect((await get(server, 'x')).body).toEqual({ read: 2 });
    expect((await get(server, 'x')).body).toEqual({ read: 2 });
  });

  it('stays within its bound of bytes, dropping the least recently used first', async () => {
    const feed = fakeFeed('a');
    const kept = keptCatalogue(feed, { maxBytes: 3000 });
    let reads = 0;
    const server = serve(kept, async (key) => ({ key, read: ++reads, filler: 'x'.repeat(900) }));
    await get(server, 'a');
    await get(server, 'b');
    await get(server, 'a'); // a is now the most recently used
    await get(server, 'c');
    await get(server, 'd');
    expect(kept.bytes).toBeLessThanOrEqual(3000);
    expect(kept.size).toBeLessThan(4);
    // b went first; a, used since, is still kept.
    expect((await get(server, 'a')).body.read).toBe(1);
    expect((await get(server, 'b')).body.read).toBe(5);
  });
});
