import { afterEach, describe, expect, it } from 'vitest';

import { clearToken, setToken } from '@/lib/storage';
import { json, mockApi } from '@/test/mock-api';

import { getCurrentUser } from './get-current-user';

afterEach(() => clearToken());

describe('getCurrentUser', () => {
  it('does not call the API without a token (a load starting mid-logout fails quietly)', async () => {
    const { requests } = mockApi({ 'GET /api/auth/currentUser': () => json({ user: null }) });
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401, code: 'NO_SESSION' });
    expect(requests).toHaveLength(0);
  });

  it('loads the user with a token', async () => {
    setToken('a-token', Date.now() + 60_000);
    const { requests } = mockApi({ 'GET /api/auth/currentUser': () => json({ user: { id: 7 } }) });
    await expect(getCurrentUser()).resolves.toEqual({ user: { id: 7 } });
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer a-token']);
  });
});
