import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/changes.ts';
import { sharedJson } from './shared-json.ts';

/** A feed whose stamp the test sets: null while "not listening". */
function fakeFeed(initial: string | null = 'a'): ChangeFeed & { set(stamp: string | null): void } {
  let stamp = initial;
  return {
    heard: async () => undefined,
    stamp: (topic) => (topic === 'categories' ? stamp : 'other'),
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

/** An app answering GET /tree from `read`, kept by sharedJson under the feed's 'categories' stamp. */
function serve(feed: ChangeFeed, read: () => Promise<unknown>): FastifyInstance {
  const shared = sharedJson(feed, 'categories', read);
  app = Fastify();
  app.get('/tree', (request, reply) => shared.send(request, reply));
  return app;
}

const get = (server: FastifyInstance, acceptEncoding?: string) =>
  server.inject({
    method: 'GET',
    url: '/tree',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('sharedJson: one answer for everyone, kept until its data changes (ADR 0013)', () => {
  it('reads once while the stamp stays, and again once it moves', async () => {
    const feed = fakeFeed('a');
    let reads = 0;
    const server = serve(feed, async () => ({ version: ++reads }));
    expect((await get(server)).json()).toEqual({ version: 1 });
    expect((await get(server)).json()).toEqual({ version: 1 });
    feed.set('b');
    expect((await get(server)).json()).toEqual({ version: 2 });
    expect((await get(server)).json()).toEqual({ version: 2 });
    expect(reads).toBe(2);
  });

  it('keeps nothing while the feed cannot tell about changes', async () => {
    const feed = fakeFeed(null);
    let reads = 0;
    const server = serve(feed, async () => ({ version: ++reads }));
    expect((await get(server)).json()).toEqual({ version: 1 });
    expect((await get(server)).json()).toEqual({ version: 2 });
    feed.set('a');
    expect((await get(server)).json()).toEqual({ version: 3 });
    expect((await get(server)).json()).toEqual({ version: 3 });
  });

  it('reads again after a change made while a read was running', async () => {
    const feed = fakeFeed('a');
    let reads = 0;
    const server = serve(feed, async () => {
      reads += 1;
      // The change commits while the first read runs: that read may hold the old data.
      if (reads === 1) feed.set('b');
      return { version: reads };
    });
    expect((await get(server)).json()).toEqual({ version: 1 });
    expect((await get(server)).json()).toEqual({ version: 2 });
    expect((await get(server)).json()).toEqual({ version: 2 });
  });

  it('shares one read among requests that arrive together', async () => {
    const feed = fakeFeed('a');
    let reads = 0;
    const server = serve(feed, async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { version: reads };
    });
    const answers = await Promise.all([get(server), get(server, 'br'), get(server, 'gzip')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const feed = fakeFeed('a');
    let reads = 0;
    const server = serve(feed, async () => {
      reads += 1;
      if (reads === 1) throw new Error('database unavailable');
      return { version: reads };
    });
    expect((await get(server)).statusCode).toBe(500);
    expect((await get(server)).json()).toEqual({ version: 2 });
  });

  it('answers JSON, brotli or gzip as the client accepts, each the same JSON', async () => {
    const value = { categories: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Category ${i}` })) };
    const server = serve(fakeFeed('a'), async () => value);
    const plain = await get(server);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.body).toBe(JSON.stringify(value));

    const br = await get(server, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JSON.stringify(value));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get(server, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(JSON.stringify(value));
  });
});
