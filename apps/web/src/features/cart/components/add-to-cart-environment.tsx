// What the add-to-cart controls need to know about the session and the store, supplied by the app
// (which composes the auth, catalogue and site features) so this feature imports none of them
// (ARCHITECTURE §3). Without a provider the controls behave as for a visitor.
import { createContext, useContext } from 'react';

import type { ItemDetail, RelatedItem } from '@medsupply/contract';

export interface SupportPhoneLink {
  /** As shown: '1-800-555-0142' (storefront spec §9: the support phone is 1-{phone}). */
  display: string;
  href: string;
}

/** A related-items query the interstitial shares with the product page's tabs (same cache entry). */
export interface RelatedItemsQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<RelatedItem[]>;
  staleTime: number;
}

export interface AddToCartEnvironment {
  /** A session exists (storefront spec §6: add-to-cart, price and allocation apply to logged-in users). */
  authenticated: boolean;
  /** The account's rxLevels (service spec §3); null while the current user loads. */
  accountRxLevels: readonly number[] | null;
  /** The store's sellable controlled-substance levels; null while they load. */
  sellableLevels: readonly number[] | null;
  /** Punchout mode hides checkout (storefront spec §6). */
  isPunchout: boolean;
  supportPhone: SupportPhoneLink | null;
  /** GET item for a variant (storefront spec §2.5: choosing a variant loads that variant's item). */
  loadVariant: (id: number) => Promise<ItemDetail>;
  /** Correlated and alternative items of the checkout interstitial (storefront spec §9: up to 3 each). */
  relatedItems: (key: string) => RelatedItemsQuery;
  alternativeItems: (key: string) => RelatedItemsQuery;
}

const visitor: AddToCartEnvironment = {
  authenticated: false,
  accountRxLevels: [],
  sellableLevels: [],
  isPunchout: false,
  supportPhone: null,
  loadVariant: () => Promise.reject(new Error('No add-to-cart environment')),
  relatedItems: (key) => ({
    queryKey: ['cart', 'no-related', key],
    queryFn: () => Promise.resolve([]),
    staleTime: Infinity,
  }),
  alternativeItems: (key) => ({
    queryKey: ['cart', 'no-alternatives', key],
    queryFn: () => Promise.resolve([]),
    staleTime: Infinity,
  }),
};

const AddToCartEnvironmentContext = createContext<AddToCartEnvironment>(visitor);

export const AddToCartEnvironmentProvider = AddToCartEnvironmentContext.Provider;

export function useAddToCartEnvironment(): AddToCartEnvironment {
  return useContext(AddToCartEnvironmentContext);
}
