import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';
import SwaggerParser from '@apidevtools/swagger-parser';

describe('system endpoints', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t.close());

  it('reports a healthy database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.kind);
    // No DATABASE_REPLICA_URL here: nothing to report (test/read-replica.test.ts has one).
    expect(body.replica).toBeUndefined();
  });

  it('does not tell how long answers took unless SERVER_TIMING is on (issue 16: not in production)', async () => {
    for (const url of ['/api/health', '/api/no-such-call', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['server-timing'], url).toBeUndefined();
    }
  });

  it("tells the server's own handling time on every answer with SERVER_TIMING (for the bench)", async () => {
    const timed = await createTestContext({ env: { SERVER_TIMING: 'true' }, workJobs: false });
    try {
      for (const url of ['/api/health', '/api/shopping/item/topItems', '/api/no-such-call', '/']) {
        const res = await timed.app.inject({ method: 'GET', url });
        expect(String(res.headers['server-timing']), url).toMatch(/^app;dur=\d+\.\d{2}$/);
      }
    } finally {
      await timed.close();
    }
  });

  it('serves the store settings with the support contacts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      storeName: t.config.store.name,
      supportPhone: t.config.store.supportPhone,
      supportEmail: t.config.store.supportEmail,
      supportHours: 'Mon-Fri 9 am to 5 pm EST',
    });
  });

  it('asks for API responses not to be cached or indexed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('lists the operations in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site/config']));
  });

  it("documents the spec's generic routes: /{id} with a whole-number id, and the statement's paginate (ADR 0057)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { parameters?: Array<{ name: string; in: string; schema: { type?: string } }> };
    const doc = res.json<{ paths: Record<string, { get?: Operation }> }>();
    for (const path of [
      '/api/myaccount/salesorders/{id}',
      '/api/myaccount/transaction/invoices/{id}',
      '/api/myaccount/transaction/payments/{id}',
      '/api/myaccount/transaction/creditmemos/{id}',
    ]) {
      const id = doc.paths[path]?.get?.parameters?.find((p) => p.in === 'path' && p.name === 'id');
      expect([path, id?.schema.type]).toEqual([path, expect.stringMatching(/^(integer|number)$/)]);
    }
    const statement = doc.paths['/api/myaccount/transaction/statement/paginate']?.get;
    expect(statement?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['startDate', 'statementDate', 'page', 'limit', 'orderBy', 'search']),
    );
  });

  it('serves an OpenAPI document a well-kept parser validates, every $ref resolving (issue 32)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ components: { schemas: Record<string, unknown> } }>();
    // The category tree refers to itself: it is a component, not a dangling schema0.
    expect(Object.keys(doc.components.schemas)).toContain('CategoryNode');
    expect(res.body).not.toContain('#/components/schemas/schema0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('answers an unknown API path with a JSON 404, not the storefront', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('/api/no-such-thing'),
    });
  });
});
