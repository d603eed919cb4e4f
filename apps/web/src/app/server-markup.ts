// The browser's side of server rendering (ADR 0012, entry-server.tsx). The server sends the
// anonymous first render of public pages inside #root[data-ssr]. Before the app renders over it:
// - a signed-in buyer's browser drops it (it shows no prices and a Login link) and renders its own
//   page, as on any page without markup;
// - a visitor's browser loads the page's lazy route code first, so the router starts on the page
//   itself instead of its loading fallback, and the first render matches the markup.
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/** Awaits the lazy route modules of the routes a location matches and puts them in place. */
export async function loadMatchedRoutes(routes: RouteObject[], location: string | Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Prepares #root for the first render; resolves when the app may render, with true when the app
 * should hydrate the server's markup and false when it renders into an empty #root. `loggedIn` is
 * whether the browser holds a valid session (its pages are not the server's anonymous ones).
 */
export async function adoptServerMarkup(
  container: HTMLElement,
  routes: RouteObject[],
  loggedIn: boolean,
): Promise<boolean> {
  if (!container.hasAttribute('data-ssr')) return false;
  if (loggedIn) container.replaceChildren();
  else await loadMatchedRoutes(routes, window.location);
  container.removeAttribute('data-ssr');
  return !loggedIn;
}
