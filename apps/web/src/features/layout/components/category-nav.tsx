// The desktop and tablet category bar (storefront spec §2.4): a PRODUCTS dropdown of categories,
// then WHO WE SERVE and COMPANY. The dropdown follows the main-navigation rules of spec §4 through
// useMenuStack: depth 0 is the PRODUCTS panel, depth 1 the category whose subcategories show.
import { ArrowRight, ChevronDown, ChevronRight } from 'lucide-react';
import { Link, NavLink } from 'react-router';

import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

import { ALL_PRODUCTS_PATH, MAIN_NAV_LINKS } from '../constants';
import type { NavCategory } from '../constants';
import { useMenuStack } from '../hooks/use-menu-stack';

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
          onPointerEnter={onWanted}
          onFocus={onWanted}
          onClick={() => {
            onWanted?.();
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

      <div
        id={PANEL_ID}
        hidden={!productsOpen}
        className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-popover"
      >
        {productsOpen && (
          <Container className="grid grid-cols-[minmax(220px,280px)_1fr] gap-8 py-6">
            <div className="border-r border-slate-200 pr-6">
              <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase">
                Shop by category
              </p>
              {loading ? (
                <div className="space-y-3" aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((index) => (
                    <Skeleton key={index} className="h-5 w-44" />
                  ))}
                </div>
              ) : categories.length === 0 ? (
                <p className="text-sm text-slate-600">Product categories are not available right now.</p>
              ) : (
                <ul className="-mx-3 max-h-[60vh] space-y-0.5 overflow-y-auto">
                  {categories.map((category) => (
                    <li key={category.id}>
                      {category.children.length > 0 ? (
                        <button
                          type="button"
                          aria-expanded={menu.isActive(1, category.id)}
                          onClick={() => menu.toggle(1, category.id)}
                          className={cn(
                            'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium',
                            menu.isActive(1, category.id)
                              ? 'bg-brand-50 text-brand-800'
                              : 'text-slate-800 hover:bg-slate-100 hover:text-navy-900',
                          )}
                        >
                          {category.name}
                          <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                        </button>
                      ) : (
                        <Link
                          to={category.href}
                          className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-navy-900"
                        >
                          {category.name}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to={ALL_PRODUCTS_PATH}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                Browse all products
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>

            <div className="min-h-48">
              {activeCategory ? (
                <SubcategoryPanel category={activeCategory} />
              ) : (
                <div className="flex h-full flex-col justify-center rounded-xl bg-slate-50 p-8">
                  <p className="text-lg font-semibold text-navy-900">
                    Everything your clinic orders, in one place
                  </p>
                  <p className="mt-2 max-w-md text-sm text-slate-600">
                    Choose a category to see its subcategories, or search by product name, item number or MPN.
                  </p>
                </div>
              )}
            </div>
          </Container>
        )}
      </div>
    </nav>
  );
}

function SubcategoryPanel({ category }: { category: NavCategory }) {
  return (
    <div>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <p className="text-lg font-semibold text-navy-900">{category.name}</p>
        <Link
          to={category.href}
          className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Shop all {category.name}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-x-8 gap-y-5 lg:grid-cols-3">
        {category.children.map((child) => (
          <li key={child.id}>
            <Link
              to={child.href}
              className="text-sm font-semibold text-navy-900 hover:text-brand-700 hover:underline"
            >
              {child.name}
            </Link>
            {child.children.length > 0 && (
              <ul className="mt-2 space-y-1.5">
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <Link
                      to={grandchild.href}
                      className="text-sm text-slate-600 hover:text-brand-700 hover:underline"
                    >
                      {grandchild.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
