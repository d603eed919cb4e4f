// The mobile slide-in navigation (storefront spec §2.4, up to 767 px): expandable categories and
// subcategories, the header links, Login and Register, the cart and reorder icons, and support.
// Expansion follows the main-navigation stack of spec §4: depth 0 PRODUCTS, depth 1 a category.
// Loaded by MobileNavButton when first wanted, so desktop visitors never download it.
import type { SiteConfigResponse } from '@medsupply/contract';
import { ChevronDown, LogIn, RefreshCw, ShoppingCart, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/badge';
import { Dialog, SheetContent } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';

import {
  ALL_PRODUCTS_PATH,
  CART_PATH,
  CONTACT_LINK,
  MAIN_NAV_LINKS,
  REORDER_PATH,
  RESOURCES_LINK,
} from '../constants';
import type { NavCategory } from '../constants';
import { BREAKPOINT_QUERIES, useMenuStack } from '../hooks/use-menu-stack';
import type { MenuStackApi } from '../hooks/use-menu-stack';

import { BRAND_NAME } from '@/lib/brand';
import { Logo } from './logo';
import { SupportDetails } from './support-details';

export interface MobileNavProps {
  categories: NavCategory[];
  categoriesLoading: boolean;
  /** The buyer reaches for the menu (pointer, focus, tap): time to load the categories. */
  onCategoriesWanted?: () => void;
  siteConfig: SiteConfigResponse | undefined;
  siteConfigFailed: boolean;
  cartCount: number;
  /** The account section (Account, Logout, switcher), composed by the app; default Login/Register. */
  account?: ReactNode;
  /** Fetches the account section's code when the app loads it apart: with the sheet's, on intent. */
  preloadAccount?: () => Promise<unknown>;
}

export interface MobileNavSheetProps extends MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const PRODUCTS_MENU = 'products';
const rowLink =
  'flex min-h-12 w-full items-center justify-between gap-3 px-5 py-3 text-left text-[15px] font-semibold ' +
  'hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

export default function MobileNavSheet({
  open,
  onOpenChange: setOpen,
  categories,
  categoriesLoading,
  siteConfig,
  siteConfigFailed,
  cartCount,
  account,
}: MobileNavSheetProps) {
  const [menu, containerRef] = useMenuStack<HTMLDivElement>();
  const { close: closeMenus } = menu;

  // The slide-in exists only on mobile: leaving the breakpoint closes it (spec §4 breakpoint rule).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const mobile = window.matchMedia(BREAKPOINT_QUERIES[0]);
    const onChange = () => setOpen(false);
    mobile.addEventListener('change', onChange);
    return () => mobile.removeEventListener('change', onChange);
  }, [open, setOpen]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) closeMenus();
  }

  // Any link inside closes the navigation (spec §4: it closes on a link click), and so does a
  // button marked data-close-menu (logout, account switch: they navigate too), once the link's or
  // button's own click handler has run: in the bubbling phase. Closed in the capture phase, the
  // sheet was gone before the link's router handler ran (React renders between the two phases), so
  // the browser followed the link as a plain one: a whole new document, focus and state lost.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a[href], [data-close-menu]'))
      onOpenChange(false);
  }

  const productsOpen = menu.isActive(0, PRODUCTS_MENU);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Menu"
        header={
          <Link to="/" onClick={() => onOpenChange(false)}>
            <Logo className="h-9" title={BRAND_NAME} />
            <span className="sr-only"> home</span>
          </Link>
        }
      >
        <div ref={containerRef} onClick={onClick} className="flex min-h-full flex-col">
          <nav aria-label="Main" className="border-b border-slate-200 py-2">
            <ul>
              <li>
                <button
                  type="button"
                  aria-expanded={productsOpen}
                  onClick={() => menu.toggle(0, PRODUCTS_MENU)}
                  className={cn(rowLink, 'text-navy-900')}
                >
                  PRODUCTS
                  <ChevronDown
                    className={cn('size-5 text-slate-500 transition-transform', productsOpen && 'rotate-180')}
                    aria-hidden="true"
                  />
                </button>
                {productsOpen && (
                  <div className="bg-slate-50 py-1">
                    {categoriesLoading ? (
                      <LoadingBlock className="px-8 py-3" label="Loading categories" />
                    ) : categories.length === 0 ? (
                      <p className="px-8 py-3 text-sm text-slate-600">
                        Product categories are not available right now.
                      </p>
                    ) : (
                      <ul>
                        {categories.map((category) => (
                          <MobileCategory key={category.id} category={category} menu={menu} />
                        ))}
                      </ul>
                    )}
                    <Link
                      to={ALL_PRODUCTS_PATH}
                      className="block px-8 py-3 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      Browse all products
                    </Link>
                  </div>
                )}
              </li>
              {[...MAIN_NAV_LINKS, RESOURCES_LINK, CONTACT_LINK].map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => cn(rowLink, isActive ? 'text-brand-700' : 'text-navy-900')}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          {account ?? (
            <div className="grid grid-cols-2 gap-3 border-b border-slate-200 p-5">
              <Link to="/login" className={buttonStyles({ variant: 'outline' })}>
                <LogIn aria-hidden="true" />
                Login
              </Link>
              <Link to="/register" className={buttonStyles({ variant: 'primary' })}>
                <UserPlus aria-hidden="true" />
                Register
              </Link>
            </div>
          )}

          <ul className="grid grid-cols-2 gap-3 border-b border-slate-200 p-5">
            <li>
              <Link
                to={CART_PATH}
                aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
                className="flex flex-col items-center gap-1.5 rounded-xl border border-slate-200 py-3 text-sm font-medium text-navy-900 hover:bg-slate-50"
              >
                <span className="relative">
                  <ShoppingCart className="size-6" aria-hidden="true" />
                  <CountBadge count={cartCount} className="-top-2 -right-3" />
                </span>
                Cart
              </Link>
            </li>
            <li>
              <Link
                to={REORDER_PATH}
                className="flex flex-col items-center gap-1.5 rounded-xl border border-slate-200 py-3 text-sm font-medium text-navy-900 hover:bg-slate-50"
              >
                <RefreshCw className="size-6" aria-hidden="true" />
                Easy Reorder
              </Link>
            </li>
          </ul>

          <section aria-labelledby="mobile-support-heading" className="p-5">
            <h2
              id="mobile-support-heading"
              className="mb-3 text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase"
            >
              Customer support
            </h2>
            <SupportDetails siteConfig={siteConfig} siteConfigFailed={siteConfigFailed} />
          </section>
        </div>
      </SheetContent>
    </Dialog>
  );
}

function MobileCategory({ category, menu }: { category: NavCategory; menu: MenuStackApi }) {
  if (category.children.length === 0) {
    return (
      <li>
        <Link to={category.href} className="block px-8 py-3 text-[15px] text-slate-800 hover:bg-slate-100">
          {category.name}
        </Link>
      </li>
    );
  }
  const expanded = menu.isActive(1, category.id);
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => menu.toggle(1, category.id)}
        className="flex w-full items-center justify-between gap-3 px-8 py-3 text-left text-[15px] text-slate-800 hover:bg-slate-100"
      >
        {category.name}
        <ChevronDown
          className={cn('size-4 text-slate-500 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {expanded && (
        <ul className="border-l-2 border-brand-200 py-1 ml-8">
          <li>
            <Link
              to={category.href}
              className="block px-4 py-2.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              Shop all {category.name}
            </Link>
          </li>
          {category.children.flatMap((child) => [
            <li key={child.id}>
              <Link to={child.href} className="block px-4 py-2.5 text-sm text-slate-800 hover:bg-slate-100">
                {child.name}
              </Link>
            </li>,
            ...child.children.map((grandchild) => (
              <li key={`${child.id}/${grandchild.id}`}>
                <Link
                  to={grandchild.href}
                  className="block py-2 pr-4 pl-8 text-sm text-slate-600 hover:bg-slate-100"
                >
                  {grandchild.name}
                </Link>
              </li>
            )),
          ])}
        </ul>
      )}
    </li>
  );
}
