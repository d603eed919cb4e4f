// The staff session in the browser (issue 20, ADR 0028): the back-office token, its expiry and the
// member it names, kept under a key of its own. The customer's api-client reads only `token`, so a
// staff token is never sent to a customer route, and a buyer's token never to /api/admin.
import type { StaffMember } from '@medsupply/contract';

import { readItem, removeItem, writeItem } from '@/lib/storage';

export const STAFF_SESSION_KEY = 'staffSession';

export interface StaffSession {
  token: string;
  /** ms since epoch. */
  expiresAt: number;
  staff: StaffMember;
}

function isStaffSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<StaffSession>;
  return (
    typeof session.token === 'string' &&
    typeof session.expiresAt === 'number' &&
    typeof session.staff === 'object' &&
    Array.isArray((session.staff as { areas?: unknown } | null)?.areas)
  );
}

// useSyncExternalStore needs the same object while nothing changed: parsed once per stored string.
let cachedRaw: string | null = null;
let cachedSession: StaffSession | null = null;

/** The stored session, expired or not (null when none or unreadable). */
export function readStaffSession(): StaffSession | null {
  const raw = readItem(STAFF_SESSION_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedSession = isStaffSession(parsed) ? parsed : null;
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

/** The stored session while it lasts; an expired one counts as none. */
export function liveStaffSession(now: number = Date.now()): StaffSession | null {
  const session = readStaffSession();
  return session && session.expiresAt > now ? session : null;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STAFF_SESSION_KEY) notify();
}

/** Follows sign-in and sign-out, here and in other tabs. */
export function subscribeToStaffSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

export function saveStaffSession(session: StaffSession): void {
  writeItem(STAFF_SESSION_KEY, JSON.stringify(session));
  notify();
}

/** Keeps the token, with the member as the API describes them now (roles may have changed). */
export function updateStaffMember(staff: StaffMember): void {
  const session = readStaffSession();
  if (!session) return;
  if (JSON.stringify(session.staff) === JSON.stringify(staff)) return;
  saveStaffSession({ ...session, staff });
}

export function clearStaffSession(): void {
  if (readItem(STAFF_SESSION_KEY) === null) return;
  removeItem(STAFF_SESSION_KEY);
  notify();
}

/** Where sign-in returns to: a back-office path only (never another site, never the storefront). */
export function safeAdminReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/admin') || value.startsWith('/admin/login')) return '/admin';
  if (value.startsWith('//') || value.includes('\\')) return '/admin';
  return /^\/admin(?:[/?#]|$)/.test(value) ? value : '/admin';
}

export function adminLoginPath(returnTo?: string): string {
  if (!returnTo) return '/admin/login';
  return `/admin/login?returnTo=${encodeURIComponent(safeAdminReturnTo(returnTo))}`;
}
