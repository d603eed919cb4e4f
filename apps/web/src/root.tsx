// The document (ADR 0022): <html> with the head every page shares, the providers, and the shell's
// data. Its loader reads what the header and footer show (site config, the site's shell content)
// and, for a signed-in buyer (session cookie), the user, cart, lists, bell and Rx levels, all in one
// in-process read (ADR 0043); the query cache is primed with them, so the server's HTML is the page
// the buyer will use.
import { HydrationBoundary } from '@tanstack/react-query';
import { storefrontPaths } from '@medsupply/contract';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate } from 'react-router';

import { useNonce } from '@/app/nonce';
import { pressCaptureScript } from '@/app/press-capture';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { RouteError } from '@/app/route-error';
import { primed, readCall, serverApi } from '@/app/server-api';
import { notificationKeys } from '@/features/account/api/get-user-notifications';
import { authKeys } from '@/features/auth/api/keys';
import { ServerSessionContext } from '@/lib/use-is-logged-in';
import { cartKeys } from '@/features/cart/api/keys';
import { sellableControlledSubstancesQueryOptions } from '@/features/catalog/api/get-sellable-controlled-substances';
import { contentKeys } from '@/features/content/api/get-website';
import { itemListKeys } from '@/features/item-lists/api/keys';
import { siteKeys } from '@/features/site/api/get-site-config';
import { MAIN_CONTENT_ID } from '@/features/layout/components/skip-link';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useFocusAfterNavigation } from '@/lib/use-focus-after-navigation';
import { HOME_TITLE } from '@/lib/use-page-title';
import stylesheet from '@/index.css?url';

import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  // precedence: React 19 then sends the stylesheet before the module preloads it hoists into the
  // head (without it the page's one render-blocking file queued behind ~15 scripts on HTTP/1.1).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/favicon-32.png' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** The default head; pages with their own (product, category, content pages) replace it. */
export const meta: Route.MetaFunction = () => [
  { title: HOME_TITLE },
  {
    name: 'description',
    content:
      'Meridian Medical Supply: exam gloves, syringes, wound care, diagnostics and prescription supplies for clinics, practices and surgery centers, on company accounts.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  // One in-process read for the whole shell (issue 30, ADR 0043): the site config and shell content,
  // and for a signed-in buyer their part, read by the API in one statement. Each entry is the
  // answer of the route the browser asks for it, primed under that route's query key, so nothing
  // is asked again on hydration. Without it (an error) nothing is primed and the browser asks.
  const shell = await readCall(serverApi(context), 'GET', storefrontPaths.shell).catch(() => null);
  const buyer = shell?.buyer ?? null;
  return {
    signedIn: buyer?.currentUser != null,
    queries: primed([
      [siteKeys.config(), shell?.siteConfig],
      // Not the category tree: the header shows it only in menus a click opens, so the browser asks
      // for it after hydrating; the pages whose server render shows it (the listing) prime it.
      [contentKeys.shell(), shell?.content],
      [authKeys.currentUser(), buyer?.currentUser],
      [cartKeys.cart(), buyer?.cart],
      // The session watcher asks for the contact's lists as soon as the app starts; primed here, its
      // answer is already in the cache when the page's slices hydrate. Unprimed, a slice that showed
      // the lists (My Lists) hydrated with or without them depending on which came first (React
      // error 418 in the lists journey).
      [itemListKeys.allLists(false), buyer?.itemLists],
      // The bell's unread count is part of the header the server renders: primed, the browser
      // hydrates with the same count (the bell asks again when the path changes).
      [notificationKeys.list(), buyer?.notifications],
      // The add-to-cart controls of every card and product page read the Rx levels the store may
      // sell, which the session watcher asks for as the app starts: unprimed, a slice of cards
      // hydrated with or without them depending on which came first (React error 418 after login).
      [sellableControlledSubstancesQueryOptions().queryKey, buyer?.sellableControlledSubstances],
      // A parent login's accounts: the header's switcher and Sales Orders' account picker read them.
      [authKeys.relatedAccounts(), buyer?.relatedAccounts],
    ]),
  };
}

// The shell's data changes with content edits, not with navigation: read once per document.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        {/* A press made before the code that answers it has arrived is held and made again once it
            has (ADR 0045). The server inlines it; the browser's bundle does not carry it (it runs
            once, from the document), so the client renders it empty, as the framework's own
            context script. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? pressCaptureScript() : '' }}
        />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'), and with the framework's document nonce
            the server's <link nonce="…"> met the browser's hidden nonce (""): React's dev build
            reports a mismatch on every hydration. An empty nonce is the same on both sides. */}
        <Links nonce="" />
        {/* Chromium may paint a page it has parsed only in part, and a part that a later element
            then pushes aside is a layout shift: the first paint waits for the end of the body. */}
        <link rel="expect" href="#page-end" blocking="render" />
      </head>
      <body>
        <noscript>
          <p className="bg-amber-50 px-4 py-2 text-center text-sm text-navy-900">
            Search, the cart and ordering need JavaScript. Please enable it in your browser settings, or call
            us and we will take your order by phone.
          </p>
        </noscript>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Old Internet Explorer does not run module scripts; it runs this plain ES5 notice instead. */}
        <script noModule src="/legacy-browser.js" />
        <div id="page-end" hidden />
      </body>
    </html>
  );
}

/** An unrecoverable 401 clears the cached server state of the old session and goes to /login. */
function useUnauthorizedNavigation(clear: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((loginUrl) => {
      clear();
      void navigate(loginUrl, { replace: true });
    });
  }, [navigate, clear]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One cache per document on the server, one per tab in the browser.
  const [queryClient] = useState(createQueryClient);
  const [clear] = useState(() => () => queryClient.clear());
  useUnauthorizedNavigation(clear);
  // Here, above every layout: a navigation from the store into checkout or the back office
  // changes layouts, and the focus is lost all the same.
  useFocusAfterNavigation(MAIN_CONTENT_ID);
  useEffect(() => {
    // The page answers clicks from here on (browser journeys wait for this before they act).
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <ServerSessionContext value={loaderData.signedIn}>
      <AppProviders queryClient={queryClient}>
        <HydrationBoundary state={loaderData.queries}>
          <Outlet />
        </HydrationBoundary>
      </AppProviders>
    </ServerSessionContext>
  );
}

/** An error above the pages' own boundaries (the layout itself): the error page, on its own cache. */
export function ErrorBoundary() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouteError />
    </AppProviders>
  );
}
