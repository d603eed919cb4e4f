// /orderConfirmation?id=… (issue 17 point 2): the placed order, primed by the loader from the
// order itself (a reload shows it again); an order of another account or none is a 404.
import { salesOrdersPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Link, data, useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { placedOrderQueryOptions } from '@/features/checkout/api/checkout';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { CHECKOUT_PATHS, CHECKOUT_TEXTS } from '@/features/checkout/constants';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/order-confirmation';

function orderId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = orderId(new URL(request.url).searchParams.get('id'));
  if (id === null) return { queries: primed([]) };
  const api = serverApi(context);
  const order = api.signedIn
    ? await readCall(api, 'GET', salesOrdersPaths.byId, { query: { id } }).catch(() => undefined)
    : undefined;
  if (order === null) throw data(null, { status: 404 });
  return { queries: primed([[placedOrderQueryOptions(id).queryKey, order]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle(CHECKOUT_TEXTS.confirmationTitle) }];

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const id = orderId(searchParams.get('id'));
  return (
    <HydrationBoundary state={loaderData.queries}>
      <PageFrame title={CHECKOUT_TEXTS.confirmationTitle}>
        {id === null ? (
          <p className="text-sm text-slate-700">
            No order chosen.{' '}
            <Link className="text-brand-700 underline" to={CHECKOUT_PATHS.salesOrders}>
              See your sales orders
            </Link>
            .
          </p>
        ) : (
          <OrderConfirmation key={id} id={id} />
        )}
      </PageFrame>
    </HydrationBoundary>
  );
}
