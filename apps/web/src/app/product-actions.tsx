// The cart feature's controls on the catalogue's screens, composed here because they join four
// features: the catalogue exposes the slots (ProductActionsProvider), the cart fills them, and the
// session (auth), the sellable Rx levels (catalogue) and the support phone (site) feed the cart's
// add-to-cart rules (storefront spec §2.5, §2.6, §4, §6). Item lists add their Add to List button
// through `listAction` on the two controls.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';

import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AddToCartCardActions } from '@/features/cart/components/add-to-cart-card-actions';
import { AddToCartEnvironmentProvider } from '@/features/cart/components/add-to-cart-environment';
import type { AddToCartEnvironment } from '@/features/cart/components/add-to-cart-environment';
import { AddToCartPurchaseArea } from '@/features/cart/components/add-to-cart-purchase-area';
import { itemQueryOptions } from '@/features/catalog/api/get-item';
import {
  alternativeItemsQueryOptions,
  correlatedItemsQueryOptions,
  getAlternativeItems,
  getCorrelatedItems,
} from '@/features/catalog/api/get-related-items';
import { useSellableRxLevels } from '@/features/catalog/api/get-sellable-controlled-substances';
import { ProductActionsProvider } from '@/features/catalog/components/product-actions';
import type { ProductActions as ProductActionsValue } from '@/features/catalog/components/product-actions';
import { displaySupportPhone, telHref } from '@/features/layout/constants';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { isPunchout } from '@/lib/storage';

import { cardListAction, productListAction } from './item-list-actions';

const RELATED_STALE_MS = 5 * 60_000;

const slots: ProductActionsValue = {
  purchaseArea: (props) => <AddToCartPurchaseArea {...props} listAction={productListAction(props.item)} />,
  cardActions: (props) => <AddToCartCardActions {...props} listAction={cardListAction(props.product)} />,
};

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
      <ProductActionsProvider value={slots}>{children}</ProductActionsProvider>
    </AddToCartEnvironmentProvider>
  );
}
