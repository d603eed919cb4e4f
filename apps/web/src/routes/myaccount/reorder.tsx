// /myaccount/menu/reorder (storefront spec §2.2, §2.3, §9; issue 21 point 1): Easy Reorder, which the
// header's reorder icon leads to. The loader primes the default window (last 90 days of Order
// History, page 1); what is added goes into the cart's cache so the header's count follows.
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { setCart } from '@/features/cart/api/get-cart';
import { reorderQueryOptions } from '@/features/purchasing/api/get-reorder';
import { EasyReorderPage, firstReorderFilters } from '@/features/purchasing/components/easy-reorder-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/reorder';

export async function loader({ context }: Route.LoaderArgs) {
  return { queries: await primeSignedIn(serverApi(context), reorderQueryOptions(firstReorderFilters)) };
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
