// The desktop and tablet category bar (storefront spec §2.4): a PRODUCTS dropdown of categories,
// then WHO WE SERVE and COMPANY. The dropdown follows the main-navigation rules of spec §4 through
// useMenuStack: depth 0 is the PRODUCTS panel, depth 1 the category whose subcategories show.
// Keyboard order follows what the eye reads: PRODUCTS, its panel, an opened category's
// subcategories right after it, then WHO WE SERVE and COMPANY.
import { ChevronDown } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink } from 'react-router';

import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { MAIN_NAV_LINKS } from '../constants';
import type { NavCategory } from '../constants';
import { useMenuStack } from '../hooks/use-menu-stack';

import type { ProductsPanelProps } from './products-panel';

// The panel's own chunk (the listing page's initial JavaScript budget): fetched when PRODUCTS is
// pointed at or focused, so it has arrived by the press; a press before it shows a stand-in.
const ProductsPanel = lazyWithPreload<ProductsPanelProps>(() => import('./products-panel'));
const wantPanel = () => void ProductsPanel.preload();

const PanelStandIn = () => (
  <Container className="space-y-3 py-6" aria-hidden="true">
    {[0, 1, 2, 3, 4].map((index) => (
      <Skeleton key={index} className="h-5 w-44" />
    ))}
  </Container>
);

const PRODUCTS_MENU = 'products';
const PANEL_ID = 'products-menu-panel';

export interface CategoryNavProps {
  categories: NavCategory[];
  loading: boolean;
  /** The pointer is over PRODUCTS, it has the focus or it was pressed: time to load the categories. */
  onWanted?: () => void;
}

const barItem =
  'relative inline-flex h-full items-center gap-1.5 px-4 text-[13px] font-bold tracking-[0.08em] transition-colors ' +
  'hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ' +
  'after:absolute after:inset-x-4 after:bottom-0 after:h-[3px] after:rounded-t';

const barItemState = (active: boolean) =>
  active ? 'text-brand-700 after:bg-brand-700' : 'text-navy-900 after:bg-transparent';

export function CategoryNav({ categories, loading, onWanted }: CategoryNavProps) {
  const [menu, containerRef] = useMenuStack();
  const productsOpen = menu.isActive(0, PRODUCTS_MENU);
  const activeCategory = categories.find((category) => menu.isActive(1, category.id));

  return (
    <nav
      ref={containerRef}
      aria-label="Main"
      className="relative hidden border-t border-slate-200 bg-white md:block"
    >
      <Container className="flex h-12 items-stretch">
        <button
          type="button"
          aria-expanded={productsOpen}
          aria-controls={PANEL_ID}
          onPointerEnter={() => {
            onWanted?.();
            wantPanel();
          }}
          onFocus={() => {
            onWanted?.();
            wantPanel();
          }}
          onClick={() => {
            onWanted?.();
            wantPanel();
            menu.toggle(0, PRODUCTS_MENU);
          }}
          className={cn(barItem, '-ml-4', barItemState(productsOpen))}
        >
          PRODUCTS
          <ChevronDown
            className={cn('size-4 transition-transform', productsOpen && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        {/* The panel comes right after its button in the document, though it shows below the whole
            bar (positioned against the nav): the next Tab after opening it goes into it, not to WHO
            WE SERVE and COMPANY first. */}
        <div
          id={PANEL_ID}
          hidden={!productsOpen}
          className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-popover"
        >
          {productsOpen && (
            <Suspense fallback={<PanelStandIn />}>
              <ProductsPanel categories={categories} loading={loading} menu={menu} active={activeCategory} />
            </Suspense>
          )}
        </div>
        {MAIN_NAV_LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) => cn(barItem, barItemState(isActive))}
          >
            {link.label}
          </NavLink>
        ))}
      </Container>
    </nav>
  );
}
