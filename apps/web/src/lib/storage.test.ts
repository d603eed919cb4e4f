import { describe, expect, it, vi } from 'vitest';

import {
  clearToken,
  decodeTokenExpiry,
  getToken,
  hasValidToken,
  readItem,
  setToken,
  writeItem,
} from './storage';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

describe('token storage', () => {
  it('reads the expiry from the token exp claim', () => {
    expect(decodeTokenExpiry(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    expect(decodeTokenExpiry('not-a-jwt')).toBeNull();
    expect(decodeTokenExpiry(jwt({ sub: 'no-exp' }))).toBeNull();
  });

  it('counts a session as valid only while the stored expiry is in the future (spec §4)', () => {
    const now = 1_800_000_000_000;
    setToken(jwt({ exp: now / 1000 + 60 }));
    expect(hasValidToken(now)).toBe(true);
    expect(hasValidToken(now + 61_000)).toBe(false);
    clearToken();
    expect(getToken()).toBeNull();
    expect(hasValidToken(now)).toBe(false);
  });

  it('treats a token without expiry as not valid', () => {
    setToken('opaque', null);
    expect(getToken()).toBe('opaque');
    expect(hasValidToken()).toBe(false);
  });

  it('keeps working when localStorage throws (private mode, blocked storage)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeItem('key', 'value')).not.toThrow();
    expect(readItem('key')).toBeNull();
    expect(() => setToken('token', Date.now() + 1000)).not.toThrow();
    expect(hasValidToken()).toBe(false);
  });
});
