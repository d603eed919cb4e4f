// The storefront header (storefront spec §2.4): skip link, slogan strip, logo, search, Resources,
// Support, Login/Register, reorder and cart icons, then the category bar. Below 768 px the links
// move into the slide-in navigation.
import { Suspense } from 'react';
import type { SiteConfigResponse } from '@medsupply/contract';
import { BadgeDollarSign, Headset, RefreshCw, ShoppingCart, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { iconButtonStyles } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';

import { CART_PATH, REORDER_PATH, RESOURCES_LINK, SLOGANS } from '../constants';
import type { NavCategory } from '../constants';

import { CategoryNav } from './category-nav';
import { BRAND_NAME } from '@/lib/brand';

import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { SkipLink } from './skip-link';
import { SupportMenu } from './support-menu';

export interface HeaderProps {
  siteConfig: SiteConfigResponse | undefined;
  siteConfigFailed: boolean;
  categories: NavCategory[];
  categoriesLoading: boolean;
  /** The buyer reaches for a menu of categories (pointer over it, focus, tap): time to load them. */
  onCategoriesWanted?: () => void;
  /** The search form, composed by the app so the header does not own search. */
  search: ReactNode;
  /** The content's alert banner, shown above everything after the skip link (storefront spec §1). */
  banner?: ReactNode;
  cartCount?: number;
  /** The cart icon (badge and popover), composed by the app; default a plain link to the cart. */
  cart?: ReactNode;
  /** The account popover (or Login/Register for visitors), composed by the app; default Login/Register. */
  account?: ReactNode;
  /** The notifications bell, composed by the app for logged-in users. */
  notifications?: ReactNode;
  /** The account part of the mobile slide-in navigation; default Login/Register. */
  mobileAccount?: ReactNode;
  /** Fetches the code of `mobileAccount` when it is loaded apart (MobileNav calls it on intent). */
  preloadMobileAccount?: () => Promise<unknown>;
}

const SLOGAN_ICONS = [BadgeDollarSign, Truck, Headset] as const;

export function SloganStrip() {
  return (
    <div className="bg-navy-900 text-white">
      <Container>
        <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-0.5 py-1.5 text-[11px] font-medium tracking-wide sm:text-xs md:h-9 md:flex-nowrap md:justify-between md:gap-x-8 md:py-0 lg:justify-center lg:gap-x-14">
          {SLOGANS.map((slogan, index) => {
            const Icon = SLOGAN_ICONS[index] ?? Truck;
            return (
              <li key={slogan} className="flex shrink-0 items-center gap-1.5 whitespace-nowrap">
                <Icon className="hidden size-4 text-brand-300 sm:block" aria-hidden="true" />
                {slogan}
              </li>
            );
          })}
        </ul>
      </Container>
    </div>
  );
}

export function CartLink({ count, className }: { count: number; className?: string }) {
  return (
    <Link
      to={CART_PATH}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      title="Cart"
      className={iconButtonStyles(className)}
    >
      <ShoppingCart aria-hidden="true" />
      <CountBadge count={count} />
    </Link>
  );
}

export function Header({
  siteConfig,
  siteConfigFailed,
  categories,
  categoriesLoading,
  onCategoriesWanted,
  search,
  banner,
  cartCount = 0,
  cart,
  account,
  notifications,
  mobileAccount,
  preloadMobileAccount,
}: HeaderProps) {
  return (
    <header className="relative z-30 bg-white shadow-[0_1px_0_rgb(226_232_240)]">
      <SkipLink />
      {banner}
      <SloganStrip />
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-3 py-3 md:gap-x-4 lg:flex-nowrap lg:gap-x-6 lg:py-4">
        <MobileNav
          categories={categories}
          categoriesLoading={categoriesLoading}
          onCategoriesWanted={onCategoriesWanted}
          siteConfig={siteConfig}
          siteConfigFailed={siteConfigFailed}
          cartCount={cartCount}
          account={mobileAccount}
          preloadAccount={preloadMobileAccount}
        />
        {/* Named by its content, not aria-label: the wordmark's words are visible text, and a
            label that does not contain them as read fails WCAG 2.5.3 (label in name). */}
        <Link to="/" className="shrink-0 rounded-md">
          <Logo className="h-9 md:h-10 lg:h-11" title={BRAND_NAME} />
          <span className="sr-only"> home</span>
        </Link>

        {/* The search, the links and menus on the right and the category bar hydrate as slices of
            their own (Suspense boundaries), the one the buyer uses first. */}
        <Suspense fallback={null}>
          <div className="order-last w-full lg:order-none lg:max-w-2xl lg:flex-1">{search}</div>
        </Suspense>

        <Suspense fallback={null}>
          <div className="ml-auto flex items-center gap-1 md:gap-2">
            {/* What shows from md up only: a slice of its own, so a phone does not hydrate it
                before what it shows. */}
            <Suspense fallback={null}>
              <NavLink
                to={RESOURCES_LINK.to}
                className={({ isActive }) =>
                  cn(
                    'hidden h-10 items-center rounded-lg px-2.5 text-sm font-semibold hover:bg-slate-100 md:inline-flex',
                    isActive ? 'text-brand-700' : 'text-navy-900',
                  )
                }
              >
                {RESOURCES_LINK.label}
              </NavLink>
            </Suspense>
            <Suspense fallback={null}>
              <div className="hidden md:block">
                <SupportMenu siteConfig={siteConfig} siteConfigFailed={siteConfigFailed} />
              </div>
            </Suspense>
            <Suspense fallback={null}>
              <div className="hidden items-center gap-2 border-l border-slate-200 pl-3 md:flex">
                {account ?? (
                  <>
                    <Link to="/login" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                      Login
                    </Link>
                    <Link to="/register" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
                      Register
                    </Link>
                  </>
                )}
              </div>
            </Suspense>
            {notifications}
            <Suspense fallback={null}>
              <div className="hidden md:block">
                <Link
                  to={REORDER_PATH}
                  aria-label="Easy Reorder"
                  title="Easy Reorder"
                  className={iconButtonStyles()}
                >
                  <RefreshCw aria-hidden="true" />
                </Link>
              </div>
            </Suspense>
            {cart ?? <CartLink count={cartCount} className="-mr-2 md:mr-0" />}
          </div>
        </Suspense>
      </Container>
      {/* The category bar shows from md up: on a phone it stays markup until the screen widens
          (or it is used), instead of being taken over hidden. */}
      <Suspense fallback={null}>
        <CategoryNav categories={categories} loading={categoriesLoading} onWanted={onCategoriesWanted} />
      </Suspense>
    </header>
  );
}
