// The storefront layout: header, main content, lazily loaded footer (storefront spec §1, §2.4).
import { Suspense, lazy, useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { AccountMenu } from '@/features/auth/components/account-menu';
import { MobileAccountSection } from '@/features/auth/components/mobile-account-section';
import { useWebsite } from '@/features/content/api/get-website';
import { AlertBanner } from '@/features/content/components/alert-banner';
import { Header } from '@/features/layout/components/header';
import { MAIN_CONTENT_ID } from '@/features/layout/components/skip-link';
import { shouldShowBrowserNotice } from '@/features/layout/browser-support';
import { SearchForm } from '@/features/search/components/search-form';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { AfterFirstRender, Deferred } from '@/lib/deferred-render';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { ProductActions } from '../product-actions';

import { HeaderNotifications } from './account-slots';
import { HeaderCart, useHeaderCartCount } from './cart-slots';
import { NavigationProgress } from './navigation-progress';
import { useShellData } from './use-shell-data';

const Footer = lazyWithPreload(() => import('@/features/layout/components/footer'));
/** The code the server needs loaded before it renders a page (entry-server.tsx). */
export function loadServerRenderedCode(): Promise<unknown> {
  return Footer.preload();
}

const BrowserSupportNotice = lazy(() => import('@/features/layout/components/browser-support-notice'));

/**
 * The header with the data it shows. Its hooks (site config, categories, website, cart count) run
 * when the header is rendered, so over a server-rendered page they run in the header's own task,
 * not in the layout frame's (lib/deferred-render.tsx).
 */
function ShellHeader() {
  const shell = useShellData();
  const website = useWebsite();
  const cartCount = useHeaderCartCount();
  return (
    <Header
      siteConfig={shell.siteConfig}
      siteConfigFailed={shell.siteConfigFailed}
      categories={shell.categories}
      categoriesLoading={shell.categoriesLoading}
      search={<SearchForm />}
      banner={<AlertBanner banner={website.data?.alertBanner} />}
      account={<AccountMenu provider={shell.siteConfig?.provider} />}
      notifications={<HeaderNotifications />}
      cartCount={cartCount}
      cart={<HeaderCart className="-mr-2 md:mr-0" />}
      mobileAccount={<MobileAccountSection />}
    />
  );
}

/** The footer with its data; like the header's, its hooks run when it is rendered. */
function ShellFooter() {
  const siteConfig = useSiteConfig();
  const website = useWebsite();
  const footer = <Footer siteConfig={siteConfig.data} content={website.data?.footer} />;
  return Footer.isLoaded() ? (
    footer
  ) : (
    <Suspense fallback={<footer className="h-96 bg-navy-950" aria-hidden="true" />}>{footer}</Suspense>
  );
}

export function MainLayout() {
  // No notice in the server's render (ADR 0012): it has no browser to judge.
  const showBrowserNotice = useMemo(
    () => typeof navigator !== 'undefined' && shouldShowBrowserNotice(navigator.userAgent),
    [],
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      {/* On a server-rendered page the header is taken over in a task of its own, and its search,
          links and category bar in theirs (lib/deferred-render.tsx). */}
      <Deferred>
        <ShellHeader />
      </Deferred>
      {/* The page's own content is taken over in a task after the frame's (and its parts after it). */}
      <Deferred>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <ProductActions>
            <Outlet />
          </ProductActions>
        </main>
      </Deferred>
      {/* The server renders the footer itself (entry-server.tsx loads its code first); the
          browser asks for its code and takes it over when it comes near the viewport or is used
          (its links work as markup meanwhile; deferred-render.tsx). Where the browser renders the
          page alone (a signed-in buyer), a stand-in holds the footer's place until the code
          arrives; it is a footer element too, which the footer then fills. */}
      <Deferred ready={Footer.preload} nearView>
        <ShellFooter />
      </Deferred>
      {showBrowserNotice && (
        <Suspense fallback={null}>
          <BrowserSupportNotice />
        </Suspense>
      )}
      {/* No markup of its own: over a server-rendered page it starts after the first render. */}
      <AfterFirstRender>
        <ScrollRestoration />
      </AfterFirstRender>
    </div>
  );
}
