// The punchout start link's hand-off (issue 28, ADR 0038): /punchout/start/:token signs the
// procurement contact in and redirects here with the session's token in the URL fragment, which
// the browser never sends to a server. The storefront keeps the token as a login's (bearer token,
// punchout flag on) and takes the fragment out of the address bar and the history at once.
import { setPunchout, setToken } from './storage';

/** Adopts a punchout token from `location`'s fragment; true when there was one. */
export function adoptPunchoutToken(location: Location, history: History): boolean {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = params.get('punchoutToken');
  if (!token) return false;
  const expiresAt = Date.parse(params.get('expiresAt') ?? '');
  setToken(token, Number.isFinite(expiresAt) ? expiresAt : undefined);
  setPunchout(true);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return true;
}
