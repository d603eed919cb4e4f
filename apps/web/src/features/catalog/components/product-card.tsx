// The product card of listings and the home carousels (storefront spec §2.6): image link,
// manufacturer, name clamped to two lines, unit label, first matrix attribute, stock badge, price
// or 'Login to see price', licence and allocation icons, MPN and Item # lines. The price of the
// chosen unit with the quantity, variant, unit and Add to cart controls comes from the
// ProductActions slot (filled by the app with the cart feature's card controls); ?uom= preselects
// a unit there.
import type { ProductCard as ProductCardData } from '@medsupply/contract';
import { Link, useSearchParams } from 'react-router';

import { ItemThumbnail } from '@/components/ui/image';
import { cn } from '@/lib/cn';

import { firstMatrixAttribute, isInStock, productName, productPath, unitLabel } from '../lib/product-rules';

import { PriceDisplay } from './price-display';
import type { RenderPrice } from './product-actions';
import { useProductActions } from './product-actions';
import { AllocationIcon, RxIcon, StockBadge } from './product-badges';

export interface ProductCardProps {
  product: ProductCardData;
  className?: string;
  /** Called when the buyer opens the product (search click analytics). */
  onOpen?: () => void;
  /** Above-the-fold cards load their image eagerly. */
  eager?: boolean;
}

const renderCardPrice: RenderPrice = (priced) => <PriceDisplay item={priced} />;

/** storefront spec §2.6: the query parameter uom preselects a unit. */
function useUomParam(): number | null {
  const [searchParams] = useSearchParams();
  const uom = searchParams.get('uom');
  return uom && /^\d+$/.test(uom) ? Number(uom) : null;
}

export function ProductCard({ product, className, onOpen, eager = false }: ProductCardProps) {
  const name = productName(product);
  const href = productPath(product);
  const iconCount = (product.rxLevel > 0 ? 1 : 0) + (product.allocationPeriod ? 1 : 0);
  const unit = unitLabel(product.unit);
  const attribute = firstMatrixAttribute(product);
  const { cardActions } = useProductActions();
  const preselectedUnitId = useUomParam();

  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:shadow-md',
        className,
      )}
    >
      <Link to={href} onClick={onOpen} tabIndex={-1} aria-hidden="true" className="block">
        <ItemThumbnail
          src={product.thumbnailImage}
          size={160}
          loading={eager ? 'eager' : 'lazy'}
          className="mx-auto aspect-square w-full max-w-40"
        />
      </Link>
      {/* The licence and allocation icons sit on the picture's corner, so the maker's name has the
          card's whole width: it wraps at a space (never '…' mid-word) in a box of two lines (a size smaller on phones, where
          two cards share a row and 'PHARMACEUTICALS' must fit one), and
          the names of a row of cards still line up. Out of the flow, they cannot shift the layout. */}
      {iconCount > 0 && (
        <div className="absolute top-3 right-3 flex gap-1">
          {product.rxLevel > 0 && <RxIcon />}
          {product.allocationPeriod && <AllocationIcon period={product.allocationPeriod} />}
        </div>
      )}
      <p className="mt-3 min-h-8 text-[0.6875rem] leading-4 font-semibold text-pretty text-slate-600 uppercase sm:text-xs sm:tracking-wide">
        {product.manufacturer}
      </p>
      <h3 className="mt-1 line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-navy-900">
        <Link to={href} onClick={onOpen} className="hover:text-brand-700 hover:underline">
          {name}
        </Link>
      </h3>
      {(unit || attribute) && (
        <p className="mt-1 text-xs text-pretty text-slate-600">
          {[unit, attribute].filter(Boolean).join(' · ')}
        </p>
      )}
      <div className="mt-auto pt-3">
        <StockBadge inStock={isInStock(product)} />
        {cardActions ? (
          <div className="mt-2">
            {cardActions({ product, preselectedUnitId, renderPrice: renderCardPrice })}
          </div>
        ) : (
          <div className="mt-2 min-h-7">{renderCardPrice(product)}</div>
        )}
        <dl className="mt-2 space-y-0.5 text-xs text-slate-600">
          <div className="flex gap-1">
            <dt>MPN:</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-700">{product.mpn}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Item #:</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-700">
              {product.itemName}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4" aria-hidden="true">
      <span className="mx-auto block aspect-square w-full max-w-40 animate-pulse rounded-lg bg-slate-200" />
      <span className="mt-3 block h-3 w-20 animate-pulse rounded bg-slate-200" />
      <span className="mt-2 block h-4 w-full animate-pulse rounded bg-slate-200" />
      <span className="mt-1 block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      <span className="mt-4 block h-5 w-16 animate-pulse rounded-full bg-slate-200" />
      <span className="mt-3 block h-4 w-24 animate-pulse rounded bg-slate-200" />
    </div>
  );
}
