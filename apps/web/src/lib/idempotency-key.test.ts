import { afterEach, describe, expect, it, vi } from 'vitest';

import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('newIdempotencyKey', () => {
  it('answers a new UUID v4 each time, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(random).not.toHaveBeenCalled();
  });

  it('outside a secure context (plain http) makes one from crypto.getRandomValues', () => {
    vi.stubGlobal('isSecureContext', false);
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    const random = vi.spyOn(Math, 'random');
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(randomUUID).not.toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
  });
});
