// Files the API answers (issue 32 point 3: one client): read through the session like every call,
// named as the API names them, and a refusal said in the page's words.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockApi } from '@/test/mock-api';

import { ApiError, apiFile } from './api-client';
import { saveFile } from './files';
import { setToken } from './storage';

const LABEL = '/api/myaccount/returns/7/label';

afterEach(() => vi.restoreAllMocks());

describe('apiFile and saveFile', () => {
  it("reads with the buyer's token and saves under the name the API gives", async () => {
    setToken('token-9', Date.now() + 60_000);
    const { requests } = mockApi({
      [`GET ${LABEL}`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="RMA-7.pdf"',
          },
        }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:label');
    URL.revokeObjectURL = vi.fn();

    await saveFile(apiFile(LABEL, { fallbackName: 'label.pdf', accept: 'application/pdf' }), 'No label.');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-9');
    expect(requests[0]?.headers.get('Accept')).toBe('application/pdf');
    expect(clicked).toEqual(['RMA-7.pdf']);
  });

  it('keeps a name the API sends in UTF-8 (filename*), and falls back when none is sent', async () => {
    setToken('token-9', Date.now() + 60_000);
    let answered = 0;
    mockApi({
      [`GET ${LABEL}`]: () =>
        ++answered === 1
          ? new Response('%PDF-1.7', {
              headers: {
                'content-disposition': `attachment; filename="Zulassung-M_ller.pdf"; filename*=UTF-8''${encodeURIComponent('Zulassung-Müller.pdf')}`,
              },
            })
          : new Response('%PDF-1.7'),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:label');
    URL.revokeObjectURL = vi.fn();

    await saveFile(apiFile(LABEL, { fallbackName: 'license.pdf' }), 'No document.');
    await saveFile(apiFile(LABEL, { fallbackName: 'license.pdf' }), 'No document.');
    expect(clicked).toEqual(['Zulassung-Müller.pdf', 'license.pdf']);
  });

  it("says a refusal in the page's words and keeps its code", async () => {
    setToken('token-9', Date.now() + 60_000);
    mockApi({ [`GET ${LABEL}`]: () => apiError(404, 'Return not found', 'NOT_FOUND') });
    const error = await saveFile(
      apiFile(LABEL, { fallbackName: 'label.pdf' }),
      'The return label could not be opened.',
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The return label could not be opened.', code: 'NOT_FOUND' });
  });
});
