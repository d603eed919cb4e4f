// /myaccount/menu/salesorders (storefront spec §2.2, §3 Transactions; isPriceVisible, which the
// account layout's gate applies). The loader primes the list the address asks for (ADR 0022); a login the API
// refuses (no session, no isPriceVisible) gets nothing primed and the page's gate or query answers.
import { HydrationBoundary } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { useRelatedAccounts } from '@/features/auth/api/get-related-accounts';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { filtersFromSearch, salesOrdersQueryOptions } from '@/features/sales-orders/api/sales-orders';
import { SalesOrdersPage } from '@/features/sales-orders/components/sales-orders-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/salesorders';

export async function loader({ request, context }: Route.LoaderArgs) {
  // The filters are in the address (?page&fromDate&…): the first render shows that list.
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  return { queries: await primeSignedIn(serverApi(context), salesOrdersQueryOptions(filters)) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Sales Orders') }];

export default function SalesOrdersRoute({ loaderData }: Route.ComponentProps) {
  // A parent login picks one of its accounts or all of them (salesordersForParent).
  const { relatedAccounts } = useRelatedAccounts();
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="salesorders">
        <SalesOrdersPage
          orderHref={(id) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${id}`}
          accounts={relatedAccounts}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
