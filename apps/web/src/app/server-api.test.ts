// A loader reads through the page's own query options (issue 32 point 1): the same call, as the
// document's buyer, primed under the same key the component's useQuery reads.
import { QueryClient, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { invoicesQueryOptions } from '@/features/invoices/api/invoices';

import { primeSignedIn, readQuery } from './server-api';
import type { ServerApi, ServerApiAnswer } from './server-api';

function fakeApi(signedIn: boolean, answer: ServerApiAnswer) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const api: ServerApi = {
    signedIn,
    publicUrl: 'http://store.test',
    call(method, url, body) {
      calls.push({ method, url, body });
      return Promise.resolve(answer);
    },
  };
  return { api, calls };
}

const page = { results: [], totalResults: 0 };

describe('a loader reading through query options', () => {
  it('replays the call of the options, with their query', async () => {
    const { api, calls } = fakeApi(true, { status: 200, body: page });
    const options = invoicesQueryOptions({ page: 2, status: 'open', search: ' bandage ' });
    await expect(readQuery(api, options)).resolves.toEqual(page);
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/api/myaccount/transaction/invoices/paginate?page=2&status.value=open&search=bandage',
        body: undefined,
      },
    ]);
  });

  it("primes the answer under the options' key for a signed-in buyer", async () => {
    const { api } = fakeApi(true, { status: 200, body: page });
    const options = invoicesQueryOptions({ page: 1 });
    const client = new QueryClient();
    hydrate(client, await primeSignedIn(api, options));
    expect(client.getQueryData(options.queryKey)).toEqual(page);
  });

  it('primes nothing for a visitor, and nothing for a refused read', async () => {
    const visitor = fakeApi(false, { status: 200, body: page });
    expect((await primeSignedIn(visitor.api, invoicesQueryOptions({ page: 1 }))).queries).toEqual([]);
    expect(visitor.calls).toEqual([]);
    const refused = fakeApi(true, {
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'No.' },
    });
    expect((await primeSignedIn(refused.api, invoicesQueryOptions({ page: 1 }))).queries).toEqual([]);
  });
});
