import { afterEach, describe, expect, it } from 'vitest';

import { adoptPunchoutToken } from './punchout-handoff';
import { clearToken, getToken, getTokenExpiry, isPunchout, setPunchout } from './storage';

afterEach(() => {
  clearToken();
  setPunchout(false);
  window.history.replaceState(null, '', '/');
});

describe('adoptPunchoutToken', () => {
  it('keeps the start link token as the session, in punchout mode, and clears the fragment', () => {
    window.history.replaceState(
      null,
      '',
      '/cart?x=1#punchoutToken=abc.def.ghi&expiresAt=2030-01-01T00%3A00%3A00.000Z',
    );
    expect(adoptPunchoutToken(window.location, window.history)).toBe(true);
    expect(getToken()).toBe('abc.def.ghi');
    expect(getTokenExpiry()).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(isPunchout()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/cart?x=1');
  });

  it('leaves everything alone without a punchout token', () => {
    window.history.replaceState(null, '', '/cart#reviews');
    expect(adoptPunchoutToken(window.location, window.history)).toBe(false);
    expect(getToken()).toBeNull();
    expect(isPunchout()).toBe(false);
    expect(window.location.hash).toBe('#reviews');
  });
});
