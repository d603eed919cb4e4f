// A value a multi-step form keeps in sessionStorage between its pages (checkout's choices and
// refusal, Make a payment's selection and result): a reload or Back keeps it, another tab or a
// later visit does not, and it never leaves the browser except in the request it is made for.
// Every access is guarded: private modes and quota errors make storage throw, and the steps keep
// working without it (a reload then starts over).
//
// Read through useSyncExternalStore with an `undefined` server snapshot: the server and the first
// render of a hydrating page say "not known yet", then the browser's value arrives without a
// hydration mismatch and without a "nothing stored" state flashing before it.
import { useSyncExternalStore } from 'react';

export interface SessionDraft<T> {
  /** The stored value, or null when there is none or it is not of the expected shape. */
  read: () => T | null;
  /** Stores `value` (null removes it) and tells every reader. */
  write: (value: T | null) => void;
  /** The stored value in a component: undefined on the server and before hydration. */
  use: () => T | null | undefined;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft kept under `key`; `valid` checks what is read back (it may be old or edited). */
export function sessionDraft<T>(key: string, valid: (value: unknown) => value is T): SessionDraft<T> {
  // useSyncExternalStore needs the same object for the same stored text.
  let cached: { raw: string | null; value: T | null } | null = null;

  function read(): T | null {
    let raw: string | null;
    try {
      raw = sessionStore()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (cached && cached.raw === raw) return cached.value;
    let value: T | null = null;
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        value = valid(parsed) ? parsed : null;
      } catch {
        value = null;
      }
    }
    cached = { raw, value };
    return value;
  }

  function write(value: T | null): void {
    try {
      const store = sessionStore();
      if (value === null) store?.removeItem(key);
      else store?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage blocked or full: only a reload forgets the value.
    }
    for (const listener of listeners) listener();
  }

  function use(): T | null | undefined {
    return useSyncExternalStore(subscribe, read, () => undefined);
  }

  return { read, write, use };
}

/** A plain object, for the shape checks of drafts. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
