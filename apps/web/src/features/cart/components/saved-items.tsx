// The Saved for later section of /cart (service spec §4, §7): each saved item with its unit and
// quantity, Move to cart (moveItemToCart, under the add-to-cart rules) and Delete.
import type { SavedItem } from '@medsupply/contract';
import { ShoppingCart, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { useDeleteSavedItem } from '../api/delete-save-for-later';
import { useMoveItemToCart } from '../api/move-item-to-cart';
import { CART_TEXTS } from '../constants';

import { LineName, LineThumbnail, MatrixDetails, lineName, unitOf, unitPriceText } from './cart-line-parts';

function SavedItemRow({ item }: { item: SavedItem }) {
  const move = useMoveItemToCart();
  const remove = useDeleteSavedItem();
  const busy = move.isPending || remove.isPending;
  const name = lineName(item);
  const unitName = unitOf(item, item.unit)?.unitName;
  const unitPrice = unitPriceText(item, item.unit);

  return (
    <li aria-label={name} aria-busy={busy} className={cn('flex gap-4 py-4', busy && 'opacity-60')}>
      <LineThumbnail line={item} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{item.manufacturer}</p>
          <LineName line={item} className="line-clamp-2 text-sm leading-5" />
          <p className="mt-1 text-xs text-slate-600">
            Item #: <span className="font-medium text-slate-700">{item.itemName}</span>
            <span aria-hidden="true"> · </span>
            Qty: {item.quantity}
            {unitName && ` · ${unitName}`}
          </p>
          <MatrixDetails details={item.matrixDetails} className="mt-1.5" />
          {unitPrice !== null && (
            <p className="mt-1 text-sm font-semibold text-navy-900">
              {unitPrice}
              {unitName && <span className="font-normal text-slate-600"> / {unitName}</span>}
            </p>
          )}
        </div>
        {/* The two buttons wrap under each other on the narrowest phones rather than overflow. */}
        <div className="flex shrink-0 flex-wrap gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`${CART_TEXTS.moveToCart} ${name}`}
            onClick={() =>
              move.mutate({ id: item.id, itemId: item.itemId, unit: item.unit, quantity: item.quantity })
            }
          >
            <ShoppingCart aria-hidden="true" className="hidden sm:block" />
            {CART_TEXTS.moveToCart}
          </Button>
          <Button
            variant="ghost"
            className="px-2"
            size="sm"
            disabled={busy}
            aria-label={`${CART_TEXTS.delete} ${name}`}
            onClick={() => remove.mutate({ id: item.id })}
          >
            <Trash2 aria-hidden="true" />
            {CART_TEXTS.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}

export function SavedItems({ items }: { items: SavedItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="saved-for-later-heading" className="mt-10">
      <h2 id="saved-for-later-heading" className="text-lg font-semibold text-navy-900">
        {CART_TEXTS.savedForLater} <span className="font-normal text-slate-600">({items.length})</span>
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 md:px-5">
        {items.map((item) => (
          <SavedItemRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
