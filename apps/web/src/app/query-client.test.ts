import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('does not retry client errors, and retries network or server errors twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'Forbidden'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'Oops'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'Offline', 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Down'))).toBe(false);
  });
});
