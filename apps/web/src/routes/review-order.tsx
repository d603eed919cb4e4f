// /reviewOrder (issue 17 point 2): the choices made on /checkout (sessionStorage, ADR 0023), the
// cart and the totals, and Place order. A placed order refreshes the cart (features/cart) and the
// lists that show orders.
import { checkoutPaths } from '@medsupply/contract';
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { useCart } from '@/features/cart/api/get-cart';
import { cartKeys } from '@/features/cart/api/keys';
import { checkoutKeys } from '@/features/checkout/api/checkout';
import { ReviewOrder } from '@/features/checkout/components/review-order';
import { CHECKOUT_TEXTS } from '@/features/checkout/constants';
import { salesOrderKeys } from '@/features/sales-orders/api/sales-orders';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/review-order';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const data = api.signedIn
    ? await readCall(api, 'GET', checkoutPaths.getCheckoutData, { query: {} }).catch(() => null)
    : null;
  return { queries: primed([[checkoutKeys.data(), data]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle(CHECKOUT_TEXTS.reviewTitle) }];

export default function ReviewOrderRoute({ loaderData }: Route.ComponentProps) {
  const cart = useCart(true);
  const queryClient = useQueryClient();
  const onPlaced = () => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    void queryClient.invalidateQueries({ queryKey: salesOrderKeys.all });
  };
  return (
    <HydrationBoundary state={loaderData.queries}>
      <PageFrame title={CHECKOUT_TEXTS.reviewTitle} description={CHECKOUT_TEXTS.reviewDescription}>
        <ReviewOrder cart={cart.data} onPlaced={onPlaced} />
      </PageFrame>
    </HydrationBoundary>
  );
}
