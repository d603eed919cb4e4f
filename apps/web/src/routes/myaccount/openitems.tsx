// /myaccount/menu/openitems (storefront spec §2.2, §2.3; issue 21 point 4): ordered lines not yet
// fulfilled, by order. The loader primes the first page (ADR 0022).
import { purchasingPaths } from '@medsupply/contract';
import type { OpenItemsResponse } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, read, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { purchasingKeys } from '@/features/purchasing/api/keys';
import { OpenItemsPage } from '@/features/purchasing/components/open-items-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/openitems';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const first = api.signedIn
    ? await read<OpenItemsResponse>(api, purchasingPaths.openItemsPaginate, { query: { page: 1 } }).catch(
        () => null,
      )
    : null;
  return { queries: primed([[purchasingKeys.openItems(1), first]]) };
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
