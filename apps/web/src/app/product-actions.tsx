// The cart feature's controls on the catalogue's screens, composed here because they join four
// features: the catalogue exposes the slots (ProductActionsProvider), the cart fills them, and the
// session (auth), the sellable Rx levels (catalogue) and the support phone (site) feed the cart's
// add-to-cart rules (storefront spec §2.5, §2.6, §4, §6). Item lists add their Add to List button
// through `listAction` on the two controls (product-actions-slots.tsx).
//
// The controls are a chunk of their own, loaded for signed-in buyers only (fetched as soon as the
// session is known): a visitor sees prices and login links, which the catalogue draws itself, so
// the first visit's JavaScript does not carry them (ARCHITECTURE §11).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';

import { Skeleton } from '@/components/ui/skeleton';

import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AddToCartEnvironmentProvider } from '@/features/cart/components/add-to-cart-environment';
import type { AddToCartEnvironment } from '@/features/cart/components/add-to-cart-environment';
import { itemQueryOptions } from '@/features/catalog/api/get-item';
import {
  alternativeItemsQueryOptions,
  correlatedItemsQueryOptions,
  getAlternativeItems,
  getCorrelatedItems,
} from '@/features/catalog/api/get-related-items';
import { useSellableRxLevels } from '@/features/catalog/api/get-sellable-controlled-substances';
import { ProductActionsProvider } from '@/features/catalog/components/product-actions';
import type {
  CardActionsProps,
  ProductActions as ProductActionsValue,
  PurchaseAreaProps,
} from '@/features/catalog/components/product-actions';
import { displaySupportPhone, telHref } from '@/features/layout/constants';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { isPunchout } from '@/lib/storage';

const RELATED_STALE_MS = 5 * 60_000;

const loadSlots = () => import('./product-actions-slots');
const PurchaseAreaSlot = lazyWithPreload<PurchaseAreaProps>(() =>
  loadSlots().then((module) => ({ default: module.PurchaseAreaSlot })),
);
const CardActionsSlot = lazyWithPreload<CardActionsProps>(() =>
  loadSlots().then((module) => ({ default: module.CardActionsSlot })),
);

/**
 * Loads the buyer's controls before the page hydrates (entry.client.tsx). Until their code is
 * here React cannot hydrate them, and a press on markup React cannot hydrate is dropped, not
 * replayed: a buyer who tapped a size or Add to cart at once would see nothing happen.
 */
export function preloadBuyerControls(): Promise<unknown> {
  return Promise.all([PurchaseAreaSlot.preload(), CardActionsSlot.preload()]);
}

// While the chunk arrives: the price in place, and room for the controls so nothing jumps.
const buyerSlots: ProductActionsValue = {
  purchaseArea: (props) => (
    <Suspense
      fallback={
        <div>
          {props.renderPrice(props.item)}
          <Skeleton className="mt-4 h-40 w-full rounded-lg" />
        </div>
      }
    >
      <PurchaseAreaSlot {...props} />
    </Suspense>
  ),
  cardActions: (props) => (
    <Suspense
      fallback={
        <div>
          <div className="min-h-7">{props.renderPrice(props.product)}</div>
          <Skeleton className="mt-2 h-20 w-full rounded-lg" />
        </div>
      }
    >
      <CardActionsSlot {...props} />
    </Suspense>
  ),
};

/** Visitors get the catalogue's own price display. */
const visitorSlots: ProductActionsValue = {};

export function ProductActions({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user, loggedIn } = useCurrentUser();
  const sellable = useSellableRxLevels(loggedIn);
  const phone = useSiteConfig().data?.supportPhone;
  const rxLevels = user?.account.rxLevels ?? null;
  // A failed load leaves no level sellable: Rx items then show the licence message.
  const sellableFailed = sellable.isError;
  const sellableData = sellable.data;
  const punchout = loggedIn && isPunchout();

  useEffect(() => {
    if (loggedIn) void PurchaseAreaSlot.preload().catch(() => undefined);
  }, [loggedIn]);

  const environment = useMemo<AddToCartEnvironment>(
    () => ({
      authenticated: loggedIn,
      accountRxLevels: rxLevels,
      sellableLevels: sellableData ?? (sellableFailed ? [] : null),
      isPunchout: punchout,
      supportPhone: phone ? { display: displaySupportPhone(phone), href: telHref(phone) } : null,
      loadVariant: (id) => queryClient.query(itemQueryOptions(String(id))),
      // The product page's tabs ask the same questions: one cache entry serves both.
      relatedItems: (key) => ({
        queryKey: correlatedItemsQueryOptions(key).queryKey,
        queryFn: ({ signal }) => getCorrelatedItems(key, signal),
        staleTime: RELATED_STALE_MS,
      }),
      alternativeItems: (key) => ({
        queryKey: alternativeItemsQueryOptions(key).queryKey,
        queryFn: ({ signal }) => getAlternativeItems(key, signal),
        staleTime: RELATED_STALE_MS,
      }),
    }),
    [loggedIn, rxLevels, sellableData, sellableFailed, punchout, phone, queryClient],
  );

  return (
    <AddToCartEnvironmentProvider value={environment}>
      <ProductActionsProvider value={loggedIn ? buyerSlots : visitorSlots}>{children}</ProductActionsProvider>
    </AddToCartEnvironmentProvider>
  );
}
