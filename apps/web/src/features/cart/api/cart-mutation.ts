// What every cart change shares (service spec §4: each change answers the whole cart and updates
// the totals): the answer replaces the cached cart, a server-side quantity cut shows the warning
// toast (storefront spec §8), and a refusal is told to the buyer (or only logged, where the spec
// says so) before the cart is fetched again, so the screen never shows a state the server lacks.
import { LOGGED_ONLY_CART_CODES } from '@medsupply/contract';
import type { Cart } from '@medsupply/contract';
import { QUANTITY_ADJUSTED_MESSAGE } from '@medsupply/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';

import { isRefusal, isRefused, isSignInRequired } from '@/lib/refusal';

import { setCart } from './get-cart';
import { cartKeys } from './keys';

/** Every cart mutation carries this key, so totals can show 'Calculating...' while one runs. */
export const cartMutationKey = [...cartKeys.all, 'mutation'] as const;

/**
 * The message a failed cart change shows, or null when the spec wants it only logged (contract
 * LOGGED_ONLY_CART_CODES, storefront spec §8): a refusal's own message from the server (the
 * allocation refusal's is the spec's 'You have no more allocation on this product.'), otherwise
 * our fallback (a network failure, an outage, a server error or an ended session carry nothing a
 * buyer can act on here).
 */
export function cartFailureMessage(error: unknown, fallback: string): string | null {
  if (isRefused(error, ...LOGGED_ONLY_CART_CODES)) return null;
  if (isRefusal(error) && !isSignInRequired(error) && error.message) return error.message;
  return fallback;
}

export interface CartMutationOptions {
  /** Shown when the change fails without a message of its own. */
  failureMessage: string;
}

export function useCartMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Cart>,
  { failureMessage }: CartMutationOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn,
    onSuccess: (cart) => {
      setCart(queryClient, cart);
      // storefront spec §8: 'Item quantites are limited and has been adjusted in your cart'.
      if (cart.addToCartAdjustment) toast.warning(QUANTITY_ADJUSTED_MESSAGE);
    },
    onError: (error) => {
      const message = cartFailureMessage(error, failureMessage);
      if (message === null) console.warn('Cart change refused', error);
      else toast.error(message);
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
    },
  });
}
