// /myaccount/menu/returns (issue 34 point 3; isPriceVisible, which the account layout's gate
// applies, as for the orders the returns come from). The loader primes the account's returns.
import { HydrationBoundary } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { returnsQueryOptions } from '@/features/returns/api/returns';
import { ReturnsPage } from '@/features/returns/components/returns-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/returns';

export async function loader({ context }: Route.LoaderArgs) {
  return { queries: await primeSignedIn(serverApi(context), returnsQueryOptions()) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Returns') }];

export default function ReturnsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="returns">
        <ReturnsPage
          orderHref={(id) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${id}`}
          creditMemoHref={(id) => `${ACCOUNT_MENU_BASE}/creditmemos?id=${id}`}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
