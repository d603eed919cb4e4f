// The recall notice a clinic downloads (ADR 0050): read with the buyer's token and saved under the
// name the API gives, by a saver loaded on the press (the product page's banner offers it).
import { recallsPaths } from '@medsupply/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockApi } from '@/test/mock-api';
import { setToken } from '@/lib/storage';

import { downloadRecallNotice } from './recalls';

afterEach(() => vi.restoreAllMocks());

describe('downloadRecallNotice', () => {
  it('saves the notice under its name, read as the buyer', async () => {
    setToken('token-3', Date.now() + 60_000);
    const { requests } = mockApi({
      [`GET ${recallsPaths.notice}`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="manufacturer-notice.pdf"',
          },
        }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:notice');
    URL.revokeObjectURL = vi.fn();

    await downloadRecallNotice(12, 'notice.pdf');
    expect(requests[0]?.url).toContain('id=12');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-3');
    expect(saved).toEqual(['manufacturer-notice.pdf']);
  });

  it("says a refused download in the page's words", async () => {
    mockApi({ [`GET ${recallsPaths.notice}`]: () => apiError(404, 'Recall not found') });
    await expect(downloadRecallNotice(99, 'notice.pdf')).rejects.toThrow(
      'The notice could not be opened. Please try again.',
    );
  });
});
