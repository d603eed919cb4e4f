// /checkout (storefront spec §2, §2.4; issue 17 point 2), in the minimal checkout header. The loader
// primes the checkout data (the root loader primes the cart); the page composes features/checkout
// with the cart (features/cart) and the session's punchout mode (storefront spec §6: no checkout).
import { paths } from '@medsupply/contract';
import type { CheckoutDataResponse } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { usePunchoutMode } from '@/app/layouts/cart-slots';
import { primed, read, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { useCart } from '@/features/cart/api/get-cart';
import { checkoutKeys } from '@/features/checkout/api/checkout';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { CHECKOUT_TEXTS } from '@/features/checkout/constants';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/checkout';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const data = api.signedIn
    ? await read<CheckoutDataResponse>(api, paths.checkout.getCheckoutData).catch(() => null)
    : null;
  return { queries: primed([[checkoutKeys.data(), data]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle(CHECKOUT_TEXTS.checkoutTitle) }];

/** The checkout screen; /subscription renders the same (routes/subscription.tsx; its own part: issue 21). */
export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const cart = useCart(true);
  const punchout = usePunchoutMode();
  return (
    <HydrationBoundary state={loaderData.queries}>
      <PageFrame title={CHECKOUT_TEXTS.checkoutTitle} description={CHECKOUT_TEXTS.checkoutDescription}>
        <CheckoutPage cart={cart.data} cartError={cart.error} punchout={punchout} />
      </PageFrame>
    </HydrationBoundary>
  );
}
