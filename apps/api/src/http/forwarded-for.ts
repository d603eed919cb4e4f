// X-Forwarded-For is believed only from the proxies TRUSTED_PROXIES names (issue 16 point 6).
// Arriving from any other peer it is ignored, and every client behind that peer shares the peer's
// address: failed sign-ins from a whole office, or from the whole store behind a proxy nobody
// listed, are counted as one client's (issue 26). The log says so the first time it happens and at
// most once an hour after, with what to set. The hour is kept per process: it only spaces out log
// lines, nothing a request's answer depends on (ARCHITECTURE §1).
import type { FastifyInstance } from 'fastify';

export const FORWARDED_FOR_WARNING_INTERVAL_MS = 60 * 60 * 1000;

export function forwardedForWarning(peer: string, trustedProxies: readonly string[]): string {
  const configured =
    trustedProxies.length === 0
      ? 'TRUSTED_PROXIES is unset'
      : `TRUSTED_PROXIES is ${trustedProxies.join(', ')}`;
  return (
    `X-Forwarded-For from ${peer} was ignored: ${configured}, so every client behind ${peer} counts ` +
    `as one address (failed-login limits, session addresses). If the store is behind a proxy or load ` +
    `balancer, set TRUSTED_PROXIES to its addresses or CIDR ranges, comma-separated. ` +
    `(Logged at most once an hour.)`
  );
}

/** Warns when a request carries X-Forwarded-For from a peer that is not a trusted proxy. */
export function warnOfUntrustedForwarding(
  app: FastifyInstance,
  options: { trustedProxies: readonly string[]; now?: () => number },
): void {
  const now = options.now ?? Date.now;
  let warnedAt: number | null = null;
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    // With trusted proxies Fastify lists the peer and the addresses it vouches for; an untrusted
    // peer is listed alone (and without TRUSTED_PROXIES there is no list at all).
    if ((request.ips?.length ?? 0) > 1) return;
    const at = now();
    if (warnedAt !== null && at - warnedAt < FORWARDED_FOR_WARNING_INTERVAL_MS) return;
    warnedAt = at;
    const peer = request.socket.remoteAddress ?? 'the peer';
    request.log.warn(forwardedForWarning(peer, options.trustedProxies));
  });
}
