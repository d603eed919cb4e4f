// The PRODUCTS panel of the category bar (category-nav.tsx): categories on the left, the open
// category's subcategories on the right. Its own chunk, fetched when the PRODUCTS button is
// pointed at or focused (issue 30/31: the listing page's initial JavaScript budget), so it is
// there by the time the button is pressed.
import { ArrowRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { Container } from '@/components/ui/container';
import { LoadingBlock } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';

import { ALL_PRODUCTS_PATH } from '../constants';
import type { NavCategory } from '../constants';
import type { MenuStackApi } from '../hooks/use-menu-stack';

export interface ProductsPanelProps {
  categories: NavCategory[];
  loading: boolean;
  menu: MenuStackApi;
  active: NavCategory | undefined;
}

const categoryRow = 'col-start-1 rounded-lg px-3 py-2 text-sm font-medium';

const Intro = () => (
  <div className="flex h-full flex-col justify-center rounded-xl bg-slate-50 p-8">
    <p className="text-lg font-semibold text-navy-900">Everything your clinic orders, in one place</p>
    <p className="mt-2 max-w-md text-sm text-slate-600">
      Choose a category to see its subcategories, or search by product name, item number or MPN.
    </p>
  </div>
);

/**
 * Categories on the left, the open category's subcategories on the right. The subcategories follow
 * their category's button in the document (the list and its items are display: contents, every
 * row a cell of the panel's grid, and the subcategories span the right column), so Tab goes from
 * an opened category into its subcategories and on to the next category, as the eye reads it.
 */
export default function ProductsPanel({ categories, loading, menu, active }: ProductsPanelProps) {
  const listed = !loading && categories.length > 0;
  // The heading, a row per category (or the one stand-in), the link to all products, and a last
  // row that takes whatever height the right column needs beyond them.
  const rows = 2 + (listed ? categories.length : 1);
  const rightColumn = 'col-start-2 row-span-full min-h-48 border-l border-slate-200 pl-8';
  return (
    <Container
      className="grid grid-cols-[minmax(220px,280px)_1fr] content-start gap-x-6 gap-y-0.5 py-6"
      style={{ gridTemplateRows: `repeat(${rows}, auto) 1fr` }}
    >
      <p className="col-start-1 mb-2.5 text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase">
        Shop by category
      </p>
      {loading ? (
        <LoadingBlock className="col-start-1" label="Loading categories" />
      ) : categories.length === 0 ? (
        <p className="col-start-1 text-sm text-slate-600">Product categories are not available right now.</p>
      ) : (
        <ul className="contents">
          {categories.map((category) => (
            <li key={category.id} className="contents">
              {category.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    aria-expanded={menu.isActive(1, category.id)}
                    onClick={() => menu.toggle(1, category.id)}
                    className={cn(
                      categoryRow,
                      '-mx-3 flex items-center justify-between gap-2 text-left',
                      menu.isActive(1, category.id)
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-800 hover:bg-slate-100 hover:text-navy-900',
                    )}
                  >
                    {category.name}
                    <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </button>
                  {category === active && (
                    <div className={rightColumn}>
                      <SubcategoryPanel category={category} />
                    </div>
                  )}
                </>
              ) : (
                <Link
                  to={category.href}
                  className={cn(
                    categoryRow,
                    '-mx-3 block text-slate-800 hover:bg-slate-100 hover:text-navy-900',
                  )}
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
        className="col-start-1 mt-4 inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        Browse all products
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
      {!active && (
        <div className={rightColumn}>
          <Intro />
        </div>
      )}
    </Container>
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
