// The checkout interstitial (storefront spec §2.6, §9): after an add on the product page, a dialog
// with the added item ('Added: {n}'), up to 3 related and 3 alternative items, and View Cart,
// Continue Shopping and (unless punchout, storefront spec §6) Checkout. Cards are at most 255 px
// wide. Code-split: it loads when the buyer shows intent to add, not with the product page.
import type { RelatedItem } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { ItemThumbnail } from '@/components/ui/image';

import { useAddToCartEnvironment } from './add-to-cart-environment';
import {
  ADD_TO_CART_TEXTS,
  CART_PAGE_PATH,
  CHECKOUT_PAGE_PATH,
  INTERSTITIAL_CARD_MAX_WIDTH_PX,
  UPSELL_ITEMS_PER_SECTION,
  addedNote,
} from './add-to-cart-texts';

export interface InterstitialItem {
  name: string;
  thumbnailImage: string | null;
  manufacturer: string;
  unitName: string | null;
  /** The quantity added. */
  quantity: number;
  /** Price of one chosen unit in dollars, when visible. */
  unitPrice?: number | null;
}

export interface CheckoutInterstitialProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: InterstitialItem;
  /** The product's id or urlComponent (the related calls take it). */
  itemKey: string;
}

const cardStyle = { maxWidth: INTERSTITIAL_CARD_MAX_WIDTH_PX };

function productHref(item: { id: number; urlComponent: string }): string {
  return `/product/${encodeURIComponent(item.urlComponent || String(item.id))}`;
}

function price(dollars: number | null | undefined): string | null {
  if (dollars === undefined) return null;
  return dollars === null ? 'N/A' : formatUsd(dollarsToCents(dollars));
}

export default function CheckoutInterstitial({
  open,
  onOpenChange,
  item,
  itemKey,
}: CheckoutInterstitialProps) {
  const environment = useAddToCartEnvironment();
  const related = useQuery(environment.relatedItems(itemKey));
  const alternatives = useQuery(environment.alternativeItems(itemKey));

  const close = () => onOpenChange(false);
  const shownPrice = price(item.unitPrice);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={ADD_TO_CART_TEXTS.interstitialTitle}
        className="max-h-[calc(100dvh-32px)] overflow-y-auto md:max-w-2xl"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <article
            className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
            style={cardStyle}
          >
            <ItemThumbnail src={item.thumbnailImage} size={72} className="size-18 shrink-0" />
            <div className="min-w-0">
              <p className="truncate text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {item.manufacturer}
              </p>
              <h3 className="line-clamp-2 text-sm font-semibold text-navy-900">{item.name}</h3>
              <p className="mt-1 flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-emerald-800">
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                {addedNote(item.quantity)}
              </p>
              {item.unitName && <p className="truncate text-sm text-slate-700">{item.unitName}</p>}
              {shownPrice && <p className="text-sm text-slate-700">{shownPrice} each</p>}
            </div>
          </article>
          <div className="flex flex-1 flex-col gap-2 sm:items-end">
            <Link
              to={CART_PAGE_PATH}
              onClick={close}
              className={buttonStyles({ variant: 'outline', className: 'w-full sm:w-48' })}
            >
              {ADD_TO_CART_TEXTS.viewCart}
            </Link>
            {!environment.isPunchout && (
              <Link
                to={CHECKOUT_PAGE_PATH}
                onClick={close}
                className={buttonStyles({ className: 'w-full sm:w-48' })}
              >
                {ADD_TO_CART_TEXTS.checkout}
              </Link>
            )}
            <DialogClose className={buttonStyles({ variant: 'ghost', className: 'w-full sm:w-48' })}>
              {ADD_TO_CART_TEXTS.continueShopping}
            </DialogClose>
          </div>
        </div>
        <UpsellSection title={ADD_TO_CART_TEXTS.relatedProducts} items={related.data} onNavigate={close} />
        <UpsellSection
          title={ADD_TO_CART_TEXTS.alternativeProducts}
          items={alternatives.data}
          onNavigate={close}
        />
      </DialogContent>
    </Dialog>
  );
}

function UpsellSection({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: RelatedItem[] | undefined;
  onNavigate: () => void;
}) {
  const shown = items?.slice(0, UPSELL_ITEMS_PER_SECTION) ?? [];
  if (shown.length === 0) return null;
  return (
    <section className="mt-6">
      <h3 className="mb-3 text-base font-bold text-navy-900">{title}</h3>
      <ul className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {shown.map((entry) => {
          const entryPrice = price(entry.price);
          return (
            <li key={entry.id} style={cardStyle} className="w-full">
              <article className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-col sm:items-stretch sm:gap-2">
                <ItemThumbnail
                  src={entry.thumbnailImage}
                  size={120}
                  loading="eager"
                  className="size-16 shrink-0 sm:mx-auto sm:size-28"
                />
                <div className="flex min-w-0 flex-1 flex-col">
                  <p className="truncate text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {entry.manufacturer}
                  </p>
                  <h4 className="mt-0.5 line-clamp-2 text-sm font-semibold text-navy-900">
                    <Link
                      to={productHref(entry)}
                      onClick={onNavigate}
                      className="hover:text-brand-700 hover:underline"
                    >
                      {entry.displayName}
                    </Link>
                  </h4>
                  {entryPrice && <p className="mt-auto pt-1 text-sm font-bold text-navy-900">{entryPrice}</p>}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
