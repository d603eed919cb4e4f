import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverDuration } from '../../../../bench/paced.ts';
import { registerServerTiming, serverTimingValue } from './server-timing.ts';

describe('Server-Timing', () => {
  it('formats the handling time as app;dur in milliseconds', () => {
    expect(serverTimingValue(3.14159)).toBe('app;dur=3.14');
  });

  it("reports the server's handling time on answers of routes registered in child scopes", async () => {
    const app = Fastify();
    registerServerTiming(app);
    await app.register(async (scope) => {
      scope.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 25));
        return { ok: true };
      });
    });
    const res = await app.inject({ method: 'GET', url: '/slow' });
    expect(res.statusCode).toBe(200);
    const match = /^app;dur=(\d+\.\d{2})$/.exec(String(res.headers['server-timing']));
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(20);
    await app.close();
  });

  it('is set on errors and not-found answers too', async () => {
    const app = Fastify();
    registerServerTiming(app);
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['server-timing']).toMatch(/^app;dur=/);
    await app.close();
  });

  it('is read back by the bench (bench/paced.ts) as the server-side duration', async () => {
    const app = Fastify();
    registerServerTiming(app);
    app.get('/x', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    const ms = serverDuration(String(res.headers['server-timing']));
    expect(ms).not.toBeNull();
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(serverDuration('db;dur=3, app;desc="handler";dur=7.25')).toBe(7.25);
    expect(serverDuration(undefined)).toBeNull();
    expect(serverDuration('db;dur=3')).toBeNull();
    await app.close();
  });
});
