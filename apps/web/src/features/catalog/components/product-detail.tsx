// The product detail page (storefront spec §2.5): name, manufacturer, item number, MPN, stock,
// rx icon, gallery, price (or 'Login to View Price' for visitors), the units of measure, the
// unavailable and allocation messages, Have Questions and Share, and the tabbed sections. The
// purchase controls (unit, variant, quantity, add to cart) arrive with the cart issue; until then
// the units are listed read-only, with ?uom= marking the preselected one.
import type { ItemDetail } from '@medsupply/contract';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

import { MESSAGES } from '../constants';
import { isInStock, isUnavailable, productName, productPath } from '../lib/product-rules';

import { PriceDisplay } from './price-display';
import { HaveQuestionsDialog, ShareDialog } from './product-dialogs';
import type { SupportPhone } from './product-dialogs';
import { ProductGallery } from './product-gallery';
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

/** allocationMax arrives with the cart issue's allocation call; shown when the field is present. */
function allocationMaxOf(item: ItemDetail): number | null {
  const value: unknown = (item as ItemDetail & { allocationMax?: unknown }).allocationMax;
  return typeof value === 'number' ? value : null;
}

export function ProductDetail({ item, itemKey, preselectedUnitId, supportPhone }: ProductDetailProps) {
  const name = productName(item);
  const priceVisible = 'price' in item && item.price !== undefined;
  const unavailable = isUnavailable(item);
  const allocationMax = allocationMaxOf(item);
  const units = item.unit.details;
  const selectedUnitId =
    units.find((unit) => unit.id === preselectedUnitId)?.id ??
    item.unit.defaultUnitId ??
    units.find((unit) => unit.baseUnit)?.id;
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

  return (
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
        <ProductGallery item={item} name={name} />

        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{item.manufacturer}</p>
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
            {item.rxLevel > 0 && (
              <span className="inline-flex items-center gap-2 text-sm text-slate-700">
                <RxIcon />
                Medical license required
              </span>
            )}
          </div>

          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
            <PriceDisplay item={item} loginLabel={MESSAGES.loginToViewPrice} size="lg" />
            {priceVisible && !unavailable && selectedUnitId !== undefined && (
              <p className="mt-1 text-sm text-slate-600">
                per {units.find((unit) => unit.id === selectedUnitId)?.unitName ?? 'Each'}
              </p>
            )}
            {unavailable && (
              <p
                className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
                role="status"
              >
                {MESSAGES.unavailable}
              </p>
            )}
            {allocationMax === 0 && (
              <p
                className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
                role="status"
              >
                {MESSAGES.noAllocation}
              </p>
            )}
            {units.length > 0 && (
              <div className="mt-4">
                <h2 className="text-sm font-semibold text-navy-900">Units of measure</h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {units.map((unit) => (
                    <li key={unit.id}>
                      <Badge
                        tone={unit.id === selectedUnitId ? 'brand' : 'neutral'}
                        className={cn('px-3 py-1 text-sm', unit.id === selectedUnitId && 'ring-2')}
                      >
                        {unit.unitName}
                        {unit.id === selectedUnitId && <span className="sr-only"> (selected)</span>}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {item.children.length > 0 && (
              <div className="mt-4">
                <h2 className="text-sm font-semibold text-navy-900">
                  {Object.keys(item.children[0]?.matrixDetails ?? {})[0] ?? 'Options'}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={productPath(child)}
                        className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-navy-900 hover:border-brand-600 hover:text-brand-700"
                      >
                        {Object.values(child.matrixDetails ?? {})[0] ?? child.itemName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          <div className="mt-4 flex flex-wrap gap-2">
            <HaveQuestionsDialog phone={supportPhone} />
            <ShareDialog url={shareUrl} title={name} />
          </div>
        </div>
      </div>

      <div className="mt-12">
        <ProductTabs item={item} itemKey={itemKey} />
      </div>
    </div>
  );
}
