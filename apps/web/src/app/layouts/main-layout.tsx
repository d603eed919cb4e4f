// The storefront layout (a route module, routes.ts): header, main content, lazily loaded footer
// (storefront spec §1, §2.4).
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';

import { AccountMenu } from '@/features/auth/components/account-menu';
import { useShellContent } from '@/features/content/api/get-website';
import { AlertBanner } from '@/features/content/components/alert-banner';
import { Header } from '@/features/layout/components/header';
import { MAIN_CONTENT_ID } from '@/features/layout/components/skip-link';
import { shouldShowBrowserNotice } from '@/features/layout/browser-support';
import { SearchForm } from '@/features/search/components/search-form';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIsLoggedIn } from '@/lib/use-is-logged-in';

import { ProductActions } from '../product-actions';

import { HeaderNotifications } from './account-slots';
import { HeaderCart, useHeaderCartCount } from './cart-slots';
import { NavigationProgress } from './navigation-progress';
import { useNavCategories, useShellData } from './use-shell-data';

const Footer = lazyWithPreload(() => import('@/features/layout/components/footer'));

// Shown inside the mobile navigation only, which is itself loaded when first wanted: its code
// (account switcher, logout, their icons) stays out of a page's first load (issue 15), fetched
// with the navigation's on intent.
const MobileAccountSection = lazyWithPreload<object>(() =>
  import('@/features/auth/components/mobile-account-section').then((module) => ({
    default: module.MobileAccountSection,
  })),
);

const BrowserSupportNotice = lazy(() => import('@/features/layout/components/browser-support-notice'));

/** The header with the data it shows (site config, content, cart count; categories on demand). */
function ShellHeader() {
  const shell = useShellData();
  const content = useShellContent();
  const cartCount = useHeaderCartCount();
  const [menusWanted, setMenusWanted] = useState(false);
  const nav = useNavCategories(menusWanted);
  return (
    <Header
      siteConfig={shell.siteConfig}
      siteConfigFailed={shell.siteConfigFailed}
      categories={nav.categories}
      categoriesLoading={nav.loading}
      onCategoriesWanted={() => setMenusWanted(true)}
      search={<SearchForm />}
      banner={<AlertBanner banner={content.data?.alertBanner} />}
      account={<AccountMenu provider={shell.siteConfig?.provider} />}
      notifications={<HeaderNotifications />}
      cartCount={cartCount}
      cart={<HeaderCart className="-mr-2 md:mr-0" />}
      mobileAccount={<MobileAccountSection />}
      preloadMobileAccount={MobileAccountSection.preload}
    />
  );
}

/** The footer with its data. */
function ShellFooter() {
  const siteConfig = useSiteConfig();
  const content = useShellContent();
  const signedIn = useIsLoggedIn();
  return <Footer siteConfig={siteConfig.data} content={content.data?.footer} signedIn={signedIn} />;
}

const noSubscription = () => () => undefined;

export default function MainLayout() {
  // No notice in the server's render: it has no browser to judge; the browser shows it after
  // hydrating, so both renders agree first.
  const showBrowserNotice = useSyncExternalStore(
    noSubscription,
    () => shouldShowBrowserNotice(navigator.userAgent),
    () => false,
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      {/* Suspense boundaries: React hydrates the header, the page and the footer each on its own,
          the one the buyer touches first (ADR 0022). */}
      <Suspense fallback={null}>
        <ShellHeader />
      </Suspense>
      <Suspense fallback={null}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <ProductActions>
            <Outlet />
          </ProductActions>
        </main>
      </Suspense>
      {/* The footer's code is its own chunk: the server streams it whole (its links work without
          JavaScript); the browser keeps that markup until the chunk has arrived and hydrates it. */}
      <Suspense fallback={<footer className="h-96 bg-navy-950" aria-hidden="true" />}>
        <ShellFooter />
      </Suspense>
      {showBrowserNotice && (
        <Suspense fallback={null}>
          <BrowserSupportNotice />
        </Suspense>
      )}
    </div>
  );
}
