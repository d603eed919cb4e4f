import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { createQueryClient, shouldRetry } from './query-client';

describe('query retries', () => {
  it('does not retry refusals, and retries network failures, outages or server errors twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found', 'ITEM_NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'Forbidden', 'FORBIDDEN'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'Too many', 'TOO_MANY_REQUESTS'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'Oops'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'Offline', 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Down', 'DATABASE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Down', 'DATABASE_UNAVAILABLE'))).toBe(false);
  });
});

describe('query cache lifetime', () => {
  it('sets no collection timer for a server render, and collects unused queries after five minutes in the browser', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('window', undefined);
      const server = createQueryClient();
      server.setQueryData(['document', 'data'], { large: 'answer' });
      // A timer per query kept every document's cache alive for five minutes (issue 15).
      expect(vi.getTimerCount()).toBe(0);
      vi.unstubAllGlobals();

      const browser = createQueryClient();
      browser.setQueryData(['page', 'data'], { large: 'answer' });
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(5 * 60_000);
      expect(browser.getQueryData(['page', 'data'])).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
