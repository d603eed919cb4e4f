// Each API call is described once (issue 32, ADR 0060): every route of the API is registered from
// a descriptor of the contract (packages/contract src/endpoints), and every descriptor has its
// route, with the descriptor's methods, once.
import { endpointGroups } from '@medsupply/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

/** Routes that are no call of the API: the OpenAPI document's own pages (@fastify/swagger-ui). */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

describe('endpoint descriptors', () => {
  it('registers every route of the API from a descriptor', () => {
    const undescribed = t.app.routeTable
      .filter((route) => route.method !== 'HEAD' && isApiCall(route.url) && route.endpoint === undefined)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    // A new route without a descriptor fails here: describe it in packages/contract/src/endpoints.
    expect(undescribed).toEqual([]);
  });

  it('registers every descriptor once, with each of its methods', () => {
    const registered = new Map<string, string[]>();
    for (const route of t.app.routeTable) {
      if (route.endpoint === undefined || route.method === 'HEAD') continue;
      registered.set(route.endpoint, [...(registered.get(route.endpoint) ?? []), route.method]);
    }
    const expected = new Map<string, string[]>();
    for (const group of endpointGroups) {
      for (const endpoint of Object.values(group.endpoints)) {
        const name = `${endpoint.method} ${endpoint.path}`;
        expect(expected.has(name), `${name} is described twice`).toBe(false);
        expected.set(name, [endpoint.method, ...('alsoMethods' in endpoint ? endpoint.alsoMethods : [])]);
      }
    }
    expect(Object.fromEntries(registered)).toEqual(Object.fromEntries(expected));
  });
});
