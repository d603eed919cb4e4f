// Substitutes (issue 34 point 4, ADR 0053): the equivalents of the cart's backordered or recalled
// lines, and the one-press swap of a line (POST swapLine with an Idempotency-Key per press, kept
// for a retry of that press: a double click swaps once).
import { substitutePaths } from '@medsupply/contract';
import type { Cart, SwapLineRequest } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { isRefusal } from '@/lib/refusal';
import { toast } from '@/lib/toast';

import { cartMutationKey } from './cart-mutation';
import { setCart } from './get-cart';
import { cartKeys } from './keys';

export const substituteKeys = {
  cart: (lines = '') => [...cartKeys.all, 'substitutes', 'cart', lines] as const,
};

/** The offers under the cart's backordered or recalled lines; `lines` names them, so a change reads again. */
export function useCartSubstitutes(enabled: boolean, lines: string) {
  return useQuery({
    queryKey: substituteKeys.cart(lines),
    queryFn: ({ signal }) => call('GET', substitutePaths.forCart, { signal }),
    enabled,
  });
}

export const SWAP_FAILED_MESSAGE = 'We could not swap this item. Please try again.';
export const SWAPPED_MESSAGE = 'Swapped in your cart.';

export function swapCartLine(body: SwapLineRequest, idempotencyKey: string): Promise<Cart> {
  return call('POST', substitutePaths.swapLine, { body, idempotencyKey });
}

/**
 * Swaps a line; the answer replaces the cached cart and a toast says so. A refusal (the substitute cannot be bought,
 * the line changed meanwhile) is told in the server's words, and the cart and offers are read again.
 */
export function useSwapCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: ({ body, key }: { body: SwapLineRequest; key: string; substituteName: string }) =>
      swapCartLine(body, key),
    // Here rather than in the press's own callbacks: the offer unmounts as soon as the cart holds
    // the swapped line, and those would not run.
    onSuccess: (cart, { substituteName }) => {
      setCart(queryClient, cart);
      toast.success(`${substituteName}: ${SWAPPED_MESSAGE}`);
    },
    onError: (error) => {
      toast.error(isRefusal(error) && error.message ? error.message : SWAP_FAILED_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...cartKeys.all, 'substitutes', 'cart'] }),
  });
}
