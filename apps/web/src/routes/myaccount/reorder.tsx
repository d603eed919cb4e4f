// /myaccount/menu/reorder (storefront spec §2.2, §2.3, §9; issue 21 point 1): Easy Reorder, which the
// header's reorder icon leads to. The loader primes the default window (last 90 days of Order
// History, page 1); what is added goes into the cart's cache so the header's count follows.
import { purchasingPaths } from '@medsupply/contract';
import type { EasyReorderResponse } from '@medsupply/contract';
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';

import { primed, read, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { setCart } from '@/features/cart/api/get-cart';
import { purchasingKeys } from '@/features/purchasing/api/keys';
import { EasyReorderPage, firstReorderFilters } from '@/features/purchasing/components/easy-reorder-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/reorder';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const first = api.signedIn
    ? await read<EasyReorderResponse>(api, purchasingPaths.reorderPaginate, {
        query: { ...firstReorderFilters },
      }).catch(() => null)
    : null;
  return { queries: primed([[purchasingKeys.reorder(firstReorderFilters), first]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Easy Reorder') }];

export default function ReorderRoute({ loaderData }: Route.ComponentProps) {
  const queryClient = useQueryClient();
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="reorder">
        <EasyReorderPage onCart={(answer) => setCart(queryClient, answer.cart)} />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
