// Failed sign-ins are counted in auth_failures, so every API process sees the same counts
// (ARCHITECTURE §12: rate limits in PostgreSQL). After a few failures on a username each attempt
// is slowed, wherever it comes from; after many, attempts are refused with 429 and Retry-After
// (issue #4) — but only for one username from one address, so a guesser elsewhere cannot lock the
// owner out (issue 16 point 6). An address's failures across usernames only make its next attempt
// wait a while, longer the more it failed: never the whole window, because an office (or a whole
// store behind a proxy that TRUSTED_PROXIES does not name) is one address (issue 26).
import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyAttemptsMessage } from '@medsupply/contract';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessRefusal } from '../../core/refusals.ts';
import {
  clearFailures,
  clearFailuresOfUsername,
  failureTally,
  insertFailures,
  pruneFailures,
  recentFailures,
  recordSecurityEvent,
} from './auth.queries.ts';

/** Failures count for 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Refused after 10 failures for one username from one address inside the window. */
export const MAX_FAILURES_PER_USERNAME = 10;
/**
 * An address's first 30 failures in the window, across usernames, cost nothing (an office mistypes).
 * Beyond them each attempt from the address waits after its latest failure: 1 s, doubling every 5
 * failures, at most a minute. A guesser there gets about 70 attempts in a first window and 55 in
 * each after, and a colleague's sign-in waits at most a minute, never the window's 15.
 */
export const ADDRESS_FREE_FAILURES = 30;
export const ADDRESS_DELAY_DOUBLES_EVERY = 5;
export const ADDRESS_DELAY_MAX_SECONDS = 60;
/** From the 4th attempt after failures on a username, each attempt waits 200 ms more, up to 2 s. */
export const SLOWDOWN_AFTER_FAILURES = 3;
export const SLOWDOWN_STEP_MS = 200;
export const SLOWDOWN_MAX_MS = 2_000;

export interface LoginAttempt {
  /** Normalized (trimmed, lower-cased) username. */
  username: string;
  ip: string;
}

/** The key of one username tried from one address. */
const pairKey = (attempt: LoginAttempt) => `${attempt.ip} ${attempt.username}`;

export interface AttemptAllowance {
  usernameFailures: number;
  delayMs: number;
}

function retryAfterOf(failures: Array<{ secondsLeft: number }>, limit: number): number | null {
  const oldestCounted = failures[limit - 1];
  return oldestCounted ? Math.max(1, oldestCounted.secondsLeft) : null;
}

/** How long after its latest failure an address may try again, given its failures in the window. */
export function addressDelaySeconds(addressFailures: number): number {
  if (addressFailures <= ADDRESS_FREE_FAILURES) return 0;
  const doublings = Math.floor((addressFailures - ADDRESS_FREE_FAILURES - 1) / ADDRESS_DELAY_DOUBLES_EVERY);
  return Math.min(2 ** doublings, ADDRESS_DELAY_MAX_SECONDS);
}

/** The seconds an address still has to wait, or null when it may try now. */
function addressWaitOf(tally: { count: number; secondsSinceLatest: number | null }): number | null {
  const delay = addressDelaySeconds(tally.count);
  if (delay === 0 || tally.secondsSinceLatest === null) return null;
  const left = Math.ceil(delay - tally.secondsSinceLatest);
  return left > 0 ? left : null;
}

/** The delay before judging an attempt, given the failures already counted for its username. */
export function slowdownMs(usernameFailures: number): number {
  if (usernameFailures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min((usernameFailures - SLOWDOWN_AFTER_FAILURES + 1) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
}

/**
 * Refuses (429 with Retry-After at the edge) when this username has failed too often from this
 * address, or this address failed too recently for its count across usernames. The username's
 * failures from anywhere only slow it down.
 */
export async function checkAttemptAllowed(db: DbOrTx, attempt: LoginAttempt): Promise<AttemptAllowance> {
  const byPair = await recentFailures(
    db,
    'user_ip',
    pairKey(attempt),
    LOGIN_WINDOW_SECONDS,
    MAX_FAILURES_PER_USERNAME,
  );
  const byAddress = await failureTally(db, 'ip', attempt.ip, LOGIN_WINDOW_SECONDS);
  const waits = [retryAfterOf(byPair, MAX_FAILURES_PER_USERNAME), addressWaitOf(byAddress)].filter(
    (s): s is number => s !== null,
  );
  if (waits.length > 0) {
    const retryAfter = Math.max(...waits);
    throw new BusinessRefusal({
      code: 'TOO_MANY_ATTEMPTS',
      message: tooManyAttemptsMessage(retryAfter),
      retryAfterSeconds: retryAfter,
    });
  }
  const byUser = await recentFailures(
    db,
    'user',
    attempt.username,
    LOGIN_WINDOW_SECONDS,
    SLOWDOWN_AFTER_FAILURES + SLOWDOWN_MAX_MS / SLOWDOWN_STEP_MS,
  );
  return { usernameFailures: byPair.length, delayMs: slowdownMs(byUser.length) };
}

/** Waits the slowdown an attempt has earned. */
export async function applySlowdown(allowance: AttemptAllowance): Promise<void> {
  if (allowance.delayMs > 0) await sleep(allowance.delayMs);
}

/** Counts a failed attempt against the pair, the address and the username; notes a lockout when it begins. */
export async function recordFailure(
  db: DbOrTx,
  attempt: LoginAttempt,
  allowance: AttemptAllowance,
  userId: number | null,
): Promise<void> {
  await insertFailures(db, [
    { scope: 'user_ip', key: pairKey(attempt) },
    { scope: 'ip', key: attempt.ip },
    { scope: 'user', key: attempt.username },
  ]);
  await pruneFailures(db, 'user_ip', pairKey(attempt), LOGIN_WINDOW_SECONDS);
  await pruneFailures(db, 'ip', attempt.ip, LOGIN_WINDOW_SECONDS);
  await pruneFailures(db, 'user', attempt.username, LOGIN_WINDOW_SECONDS);
  if (allowance.usernameFailures + 1 === MAX_FAILURES_PER_USERNAME) {
    await recordSecurityEvent(db, {
      kind: 'login_lockout',
      userId,
      ip: attempt.ip,
      detail: { username: attempt.username, failures: MAX_FAILURES_PER_USERNAME },
    });
  }
}

/**
 * A correct password wipes the failures of that username from that address; a new password (reset
 * or change) wipes them from everywhere.
 */
export async function clearUsernameFailures(db: DbOrTx, username: string, ip?: string): Promise<void> {
  if (ip === undefined) {
    await clearFailures(db, 'user', username);
    await clearFailuresOfUsername(db, username);
    return;
  }
  await clearFailures(db, 'user_ip', pairKey({ username, ip }));
  await clearFailures(db, 'user', username);
}
