// What every cart change shares (service spec §4: each change answers the whole cart and updates
// the totals): the answer replaces the cached cart, a server-side quantity cut shows the warning
// toast (storefront spec §8), and a refusal is told to the buyer (or only logged, where the spec
// says so) before the cart is fetched again, so the screen never shows a state the server lacks.
import { CART_ERROR_CODES } from '@medsupply/contract';
import type { Cart } from '@medsupply/contract';
import { NO_ALLOCATION_MESSAGE, QUANTITY_ADJUSTED_MESSAGE } from '@medsupply/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';

import { ApiError } from '@/lib/api-client';

import { setCart } from './get-cart';
import { cartKeys } from './keys';

/** Every cart mutation carries this key, so totals can show 'Calculating...' while one runs. */
export const cartMutationKey = [...cartKeys.all, 'mutation'] as const;

// contract CART_ERROR_CODES: refusals of an add (inactive, restricted, licence, not sellable) are
// logged without a message to the user (storefront spec §8).
const SILENT_CODES: ReadonlySet<string> = new Set([
  CART_ERROR_CODES.itemInactive,
  CART_ERROR_CODES.itemRestricted,
  CART_ERROR_CODES.licenseRequired,
  CART_ERROR_CODES.notSellable,
]);

/**
 * The message a failed cart change shows, or null when the spec wants it only logged: the
 * allocation refusal in the spec's words, a client error's own message from the server, otherwise
 * our fallback (network and server errors carry nothing a buyer can act on).
 */
export function cartFailureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) {
    if (error.code === CART_ERROR_CODES.noAllocation) return NO_ALLOCATION_MESSAGE;
    if (error.code !== undefined && SILENT_CODES.has(error.code)) return null;
    if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.message)
      return error.message;
  }
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
