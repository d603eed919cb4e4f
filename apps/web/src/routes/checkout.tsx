// /checkout (storefront spec §2, §2.4; issue 17 point 2), in the minimal checkout header. The loader
// primes the checkout data and the totals of the choices the page starts with (the root loader
// primes the cart); the page composes features/checkout with the cart (features/cart) and the
// session's punchout mode (storefront spec §6: no checkout).
import { cartPaths, checkoutPaths } from '@medsupply/contract';
import type { Cart, CheckoutDataResponse } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

import { usePunchoutMode } from '@/app/layouts/cart-slots';
import { primed, readCall, serverApi } from '@/app/server-api';
import type { ServerApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { useCart } from '@/features/cart/api/get-cart';
import { checkoutKeys } from '@/features/checkout/api/checkout';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { CHECKOUT_TEXTS } from '@/features/checkout/constants';
import { startingTotals } from '@/features/checkout/lib/first-totals';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/checkout';

/**
 * The tax at the starting ship-to and, for a card, its fee: with them the server's markup shows the
 * totals and an enabled Continue to review, so a press on it before the code arrives is held and
 * made (issue 31 point 4, ADR 0054). Without them the button was disabled ('Calculating…') until
 * the browser had asked, and a press on it did nothing.
 */
async function startingTotalsOf(
  api: ServerApi,
  checkout: CheckoutDataResponse,
  cart: Cart,
): Promise<Array<readonly [QueryKey, unknown]>> {
  const start = startingTotals(checkout, cart);
  if (!start) return [];
  const { shipAddressId: addressId, itemIds } = start;
  const rate = await readCall(api, 'POST', cartPaths.getTaxRate, {
    body: { addressId, itemIds: [...itemIds] },
  }).catch(() => null);
  if (!rate) return [];
  const feeBase = start.feeBase(rate);
  const fee =
    feeBase === undefined
      ? null
      : await readCall(api, 'POST', cartPaths.getConvenienceFee, { body: { total: feeBase } }).catch(
          () => null,
        );
  return [
    [checkoutKeys.taxRate(addressId, itemIds), rate],
    ...(feeBase === undefined ? [] : [[checkoutKeys.fee(feeBase), fee] as const]),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  if (!api.signedIn) return { queries: primed([]) };
  const [data, cart] = await Promise.all([
    readCall(api, 'GET', checkoutPaths.getCheckoutData, { query: {} }).catch(() => null),
    readCall(api, 'GET', cartPaths.getCart).catch(() => null),
  ]);
  const totals = data && cart ? await startingTotalsOf(api, data, cart) : [];
  return { queries: primed([[checkoutKeys.data(), data], ...totals]) };
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
