// Browser storage the storefront keeps: the access token with its expiry, and small flags such as
// the browser-notice snooze. Every access is guarded: private modes, disabled cookies and quota
// errors make localStorage throw, and the store must keep working without it.

const TOKEN_KEY = 'token';
const TOKEN_EXPIRY_KEY = 'tokenExpiry';

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeItem(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Expiry (ms since epoch) from a JWT's `exp` claim, or null when the token carries none. */
export function decodeTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    );
    if (typeof json === 'object' && json !== null && 'exp' in json && typeof json.exp === 'number') {
      return json.exp * 1000;
    }
  } catch {
    // Not a JWT we can read: treat as no expiry information.
  }
  return null;
}

export function getToken(): string | null {
  return readItem(TOKEN_KEY);
}

export function getTokenExpiry(): number | null {
  const raw = readItem(TOKEN_EXPIRY_KEY);
  if (raw === null) return null;
  const expiry = Number(raw);
  return Number.isFinite(expiry) ? expiry : null;
}

/** Stores the token; the expiry defaults to the token's own `exp` claim. */
export function setToken(token: string, expiresAt: number | null = decodeTokenExpiry(token)): void {
  writeItem(TOKEN_KEY, token);
  if (expiresAt === null) removeItem(TOKEN_EXPIRY_KEY);
  else writeItem(TOKEN_EXPIRY_KEY, String(expiresAt));
}

export function clearToken(): void {
  removeItem(TOKEN_KEY);
  removeItem(TOKEN_EXPIRY_KEY);
}

/** storefront spec §4: the session counts as valid while the stored token expiry is in the future. */
export function hasValidToken(now: number = Date.now()): boolean {
  const expiry = getTokenExpiry();
  return getToken() !== null && expiry !== null && expiry > now;
}
