// Browser storage the storefront keeps: the access token with its expiry, the punchout flag, the
// search click entries cleared at logout, and small flags such as the browser-notice snooze. Every access is guarded: private modes, disabled cookies and quota
// errors make localStorage throw, and the store must keep working without it.

const TOKEN_KEY = 'token';
const TOKEN_EXPIRY_KEY = 'tokenExpiry';
const PUNCHOUT_KEY = 'isPunchout';
/**
 * storefront spec §4: logout clears the stored "itemclick" entries. Whatever stores search click
 * entries keys them with this prefix (local or session storage), so logout finds them all.
 */
export const ITEM_CLICK_KEY_PREFIX = 'itemclick';

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

// Components follow the session through useSyncExternalStore: every change of the stored token
// (here, or in another tab through the 'storage' event) tells the subscribers.
const tokenListeners = new Set<() => void>();

function notifyTokenListeners(): void {
  for (const listener of tokenListeners) listener();
}

function onStorageEvent(event: StorageEvent): void {
  if (event.key === null || event.key === TOKEN_KEY || event.key === TOKEN_EXPIRY_KEY) notifyTokenListeners();
}

/** Calls `listener` whenever the token is stored or cleared; returns the unsubscribe function. */
export function subscribeToToken(listener: () => void): () => void {
  if (tokenListeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', onStorageEvent);
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
    if (tokenListeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorageEvent);
  };
}

/** Stores the token; the expiry defaults to the token's own `exp` claim. */
export function setToken(token: string, expiresAt: number | null = decodeTokenExpiry(token)): void {
  writeItem(TOKEN_KEY, token);
  if (expiresAt === null) removeItem(TOKEN_EXPIRY_KEY);
  else writeItem(TOKEN_EXPIRY_KEY, String(expiresAt));
  notifyTokenListeners();
}

export function clearToken(): void {
  const had = readItem(TOKEN_KEY) !== null || readItem(TOKEN_EXPIRY_KEY) !== null;
  removeItem(TOKEN_KEY);
  removeItem(TOKEN_EXPIRY_KEY);
  if (had) notifyTokenListeners();
}

/** True when a token is stored whose expiry has passed (spec §9: it is removed, the page reloads). */
export function hasExpiredToken(now: number = Date.now()): boolean {
  const expiry = getTokenExpiry();
  return getToken() !== null && (expiry === null || expiry <= now);
}

/** storefront spec §4: the punchout flag from the login answer is stored and can be switched. */
export function setPunchout(isPunchout: boolean): void {
  if (isPunchout) writeItem(PUNCHOUT_KEY, 'true');
  else removeItem(PUNCHOUT_KEY);
}

export function isPunchout(): boolean {
  return readItem(PUNCHOUT_KEY) === 'true';
}

/** storefront spec §4: logout clears the itemclick entries, in local and session storage. */
export function clearItemClicks(): void {
  const stores: Array<Storage | null> = [localStore()];
  try {
    stores.push(typeof window === 'undefined' ? null : window.sessionStorage);
  } catch {
    // Session storage blocked: nothing was stored there.
  }
  for (const store of stores) {
    if (!store) continue;
    try {
      const keys: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(ITEM_CLICK_KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {
      // Blocked storage holds no entries.
    }
  }
}

/** storefront spec §4: the session counts as valid while the stored token expiry is in the future. */
export function hasValidToken(now: number = Date.now()): boolean {
  const expiry = getTokenExpiry();
  return getToken() !== null && expiry !== null && expiry > now;
}
