// /myaccount/menu/orderdetails?id=… (storefront spec §2.2; isPriceVisible, which the account
// layout's gate applies). The loader primes the order (ADR 0022); a missing or foreign order is a
// 404; with no id the page points to Sales Orders.
// Reorder refreshes the cart (features/cart) so the header's count follows; Request a return
// (features/returns, issue 34) sends delivered lines back.
import { salesOrdersPaths } from '@medsupply/contract';
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { Link, data, useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { OrderRecallBanner } from '@/features/recalls/components/recall-banner';
import { salesOrderKeys } from '@/features/sales-orders/api/sales-orders';
import { RequestReturn } from '@/features/returns/components/request-return';
import { OrderDetails } from '@/features/sales-orders/components/order-details';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/orderdetails';

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
  return { queries: primed([[salesOrderKeys.detail(id), order]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Order Details') }];

export default function OrderDetailsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const id = orderId(searchParams.get('id'));
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="orderdetails">
        {id === null ? (
          <p className="text-sm text-slate-700">
            No order chosen.{' '}
            <Link className="text-brand-700 underline" to={`${ACCOUNT_MENU_BASE}/salesorders`}>
              See your sales orders
            </Link>
            .
          </p>
        ) : (
          <>
            <OrderRecallBanner salesOrderId={id} className="mb-4" />
            <OrderDetails
              key={id}
              id={id}
              onReordered={() =>
                void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey })
              }
              invoiceHref={(invoiceId) => `${ACCOUNT_MENU_BASE}/invoicedetails?id=${invoiceId}`}
              actions={
                <RequestReturn
                  salesOrderId={id}
                  returnsHref={`${ACCOUNT_MENU_BASE}/returns`}
                  // From a recall's page (?return=recall): the form opens, its reason the recall.
                  startWith={searchParams.get('return') === 'recall' ? 'recall' : null}
                />
              }
            />
          </>
        )}
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
