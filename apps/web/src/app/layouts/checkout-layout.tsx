// Checkout screens (storefront spec §2.4): no navbar; a minimal header with the logo linking to
// /cart and the fixed toll-free checkout phone number.
import { Lock, Phone } from 'lucide-react';
import { Link, Outlet } from 'react-router';

import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { Logo } from '@/features/layout/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/features/layout/components/skip-link';
import { displaySupportPhone, telHref } from '@/features/layout/constants';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { BRAND_NAME } from '@/lib/brand';

import { NavigationProgress } from './navigation-progress';

export default function CheckoutLayout() {
  const { data: siteConfig } = useSiteConfig();
  const storeName = siteConfig?.storeName ?? BRAND_NAME;

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <SkipLink />
        <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
          {/* Named by its content (the wordmark, then where it goes): WCAG 2.5.3, label in name. */}
          <Link to="/cart" className="rounded-md">
            <Logo className="h-9 md:h-10" title={BRAND_NAME} />
            <span className="sr-only">, back to cart</span>
          </Link>
          <div className="flex items-center gap-4 md:gap-6">
            <span className="hidden items-center gap-1.5 text-sm font-medium text-slate-600 md:inline-flex">
              <Lock className="size-4 text-brand-700" aria-hidden="true" />
              Secure checkout
            </span>
            <div className="text-right">
              <p className="text-xs text-slate-600">Questions? Call toll-free</p>
              {siteConfig ? (
                <a
                  href={telHref(siteConfig.checkoutPhone)}
                  className="inline-flex items-center gap-1.5 text-base font-bold text-navy-900 hover:text-brand-700"
                >
                  <Phone className="size-4 text-brand-700" aria-hidden="true" />
                  {displaySupportPhone(siteConfig.checkoutPhone)}
                </a>
              ) : (
                <Skeleton className="mt-1 ml-auto h-5 w-32" />
              )}
            </div>
          </div>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <Container className="py-5 text-xs text-slate-600">
          &copy; {new Date().getFullYear()} {storeName}. All rights reserved.
        </Container>
      </footer>
    </div>
  );
}
