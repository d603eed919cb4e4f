// /myaccount/menu/openitems (storefront spec §2.2, §2.3; issue 21 point 4): ordered lines not yet
// fulfilled, by order. The loader primes the first page (ADR 0022).
import { HydrationBoundary } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { openItemsQueryOptions } from '@/features/purchasing/api/get-open-items';
import { OpenItemsPage } from '@/features/purchasing/components/open-items-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/openitems';

export async function loader({ context }: Route.LoaderArgs) {
  return { queries: await primeSignedIn(serverApi(context), openItemsQueryOptions(1)) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Open Items') }];

export default function OpenItemsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="openitems">
        <OpenItemsPage orderHref={(id) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${id}`} />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
