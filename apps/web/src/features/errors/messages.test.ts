import { describe, expect, it } from 'vitest';

import { errorMessage, parseStatusCode } from './messages';

describe('error page messages', () => {
  it('reads the status from /error/{statusCode}, treating anything else as 404', () => {
    expect(parseStatusCode('500')).toBe(500);
    expect(parseStatusCode('403')).toBe(403);
    expect(parseStatusCode('200')).toBe(404);
    expect(parseStatusCode('abc')).toBe(404);
    expect(parseStatusCode(undefined)).toBe(404);
  });

  it('has specific wording for common statuses and a fallback for the rest', () => {
    expect(errorMessage(404).title).toBe('We can’t find that page');
    expect(errorMessage(502).title).toBe(errorMessage(500).title);
    expect(errorMessage(418).title).toBe('Something went wrong');
  });
});
