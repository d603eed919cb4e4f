// Failed sign-ins are counted in auth_failures, so every API process sees the same counts
// (ARCHITECTURE §12: rate limits in PostgreSQL). After a few failures on a username each attempt
// is slowed, wherever it comes from; after many, attempts are refused with 429 and Retry-After
// (issue #4) — but only for one username from one address, and for one address across usernames,
// so a guesser elsewhere cannot lock the owner out (issue 16 point 6).
import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyAttemptsMessage } from '@medsupply/contract';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessRefusal } from '../../core/refusals.ts';
import {
  clearFailures,
  clearFailuresOfUsername,
  insertFailures,
  pruneFailures,
  recentFailures,
  recordSecurityEvent,
} from './auth.queries.ts';

/** Failures count for 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Refused after 10 failures for one username from one address inside the window… */
export const MAX_FAILURES_PER_USERNAME = 10;
/** …or 30 from one address across usernames (an office shares one address; a guesser tries many). */
export const MAX_FAILURES_PER_IP = 30;
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

/** The delay before judging an attempt, given the failures already counted for its username. */
export function slowdownMs(usernameFailures: number): number {
  if (usernameFailures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min((usernameFailures - SLOWDOWN_AFTER_FAILURES + 1) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
}

/**
 * Refuses (429 with Retry-After at the edge) when this username has failed too often from this
 * address, or this address too often across usernames. The username's failures from anywhere only
 * slow it down.
 */
export async function checkAttemptAllowed(db: DbOrTx, attempt: LoginAttempt): Promise<AttemptAllowance> {
  const byPair = await recentFailures(
    db,
    'user_ip',
    pairKey(attempt),
    LOGIN_WINDOW_SECONDS,
    MAX_FAILURES_PER_USERNAME,
  );
  const byIp = await recentFailures(db, 'ip', attempt.ip, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_IP);
  const waits = [
    retryAfterOf(byPair, MAX_FAILURES_PER_USERNAME),
    retryAfterOf(byIp, MAX_FAILURES_PER_IP),
  ].filter((s): s is number => s !== null);
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
