// The product detail page (storefront spec §2.5): name, manufacturer, item number, MPN, stock,
// rx icon, gallery, the purchase area, Have Questions and Share, and the tabbed sections. The
// purchase area (price of the chosen unit, units, variants, quantity, add to cart and its
// messages) comes from the ProductActions slot, which the app fills with the cart feature's
// controls; without it the page shows the price (or 'Login to View Price') and the unavailable
// message.
import { Suspense } from 'react';
import type { ItemDetail } from '@medsupply/contract';
import { Link } from 'react-router';

import { MESSAGES } from '../constants';
import { isInStock, isUnavailable, productName, productPath } from '../lib/product-rules';

import { PriceDisplay } from './price-display';
import type { RenderPrice } from './product-actions';
import { useProductActions } from './product-actions';
import { LazyHaveQuestionsDialog, LazyShareDialog } from './lazy-product-dialogs';
import type { SupportPhone } from './product-dialogs';
import { ProductGallery } from './product-gallery';
import { DatingNotice } from './dating-notice';
import { RxIcon, StockBadge } from './product-badges';
import { ProductTabs } from './product-tabs';

export interface ProductDetailProps {
  item: ItemDetail;
  /** The id or urlComponent from the URL (related and alternative calls use it). */
  itemKey: string;
  /** ?uom=: the unit of measure to preselect, by id. */
  preselectedUnitId: number | null;
  supportPhone: SupportPhone | undefined;
}

const renderPagePrice: RenderPrice = (priced) => (
  <PriceDisplay item={priced} loginLabel={MESSAGES.loginToViewPrice} size="lg" />
);

export function ProductDetail({ item, itemKey, preselectedUnitId, supportPhone }: ProductDetailProps) {
  const name = productName(item);
  const { purchaseArea } = useProductActions();
  const shareUrl =
    typeof window === 'undefined'
      ? productPath(item)
      : new URL(productPath(item), window.location.origin).href;
  const breadcrumbs = [
    { label: 'Home', to: '/' },
    ...(item.category?.parent
      ? [
          {
            label: item.category.parent.name,
            to: `/category/${encodeURIComponent(item.category.parent.urlComponent || String(item.category.parent.id))}`,
          },
        ]
      : []),
    ...(item.category
      ? [
          {
            label: item.category.name,
            to: `/products/1?${new URLSearchParams({ category: item.category.urlComponent || String(item.category.id) }).toString()}`,
          },
        ]
      : []),
  ];

  // Suspense boundaries: React hydrates the product, its gallery and its tabs each as a slice of
  // its own, the one the buyer presses first.
  return (
    <Suspense fallback={null}>
      <div>
        <nav aria-label="Breadcrumb" className="mb-6">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
            {breadcrumbs.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1.5">
                <Link to={crumb.to} className="rounded hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              </li>
            ))}
            <li aria-current="page" className="line-clamp-1 font-medium text-slate-800">
              {name}
            </li>
          </ol>
        </nav>

        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <Suspense fallback={null}>
            <ProductGallery item={item} name={name} />
          </Suspense>

          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {item.manufacturer}
            </p>
            <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-navy-900 md:text-3xl">
              {name}
            </h1>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
              <div className="flex gap-1.5">
                <dt>Item #:</dt>
                <dd className="font-semibold text-navy-900">{item.itemName}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt>MPN:</dt>
                <dd className="font-semibold text-navy-900">{item.mpn}</dd>
              </div>
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <StockBadge inStock={isInStock(item)} />
              <DatingNotice itemId={item.id} />
              {item.rxLevel > 0 && (
                <span className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <RxIcon />
                  Medical license required
                </span>
              )}
            </div>

            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
              {purchaseArea ? (
                purchaseArea({ item, itemKey, preselectedUnitId, renderPrice: renderPagePrice })
              ) : (
                <>
                  {renderPagePrice(item)}
                  {isUnavailable(item) && (
                    <p
                      className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
                      role="status"
                    >
                      {MESSAGES.unavailable}
                    </p>
                  )}
                </>
              )}
            </div>

            <div className="mt-4 flex flex-wrap gap-2">
              <LazyHaveQuestionsDialog phone={supportPhone} />
              <LazyShareDialog url={shareUrl} title={name} />
            </div>
          </div>
        </div>

        <Suspense fallback={null}>
          <div className="mt-12">
            <ProductTabs item={item} itemKey={itemKey} />
          </div>
        </Suspense>
      </div>
    </Suspense>
  );
}
