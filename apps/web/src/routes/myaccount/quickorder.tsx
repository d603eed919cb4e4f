// /myaccount/menu/quickorder (storefront spec §2.3 "Quick Order", which names no path; ADR 0026):
// order by item number or MPN, typed, pasted or uploaded. Needs a login only, as Easy Reorder.
// What is added goes into the cart's cache so the header's count follows.
import { useQueryClient } from '@tanstack/react-query';

import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { setCart } from '@/features/cart/api/get-cart';
import { QuickOrderPage } from '@/features/purchasing/components/quick-order-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/quickorder';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Quick Order') }];

export default function QuickOrderRoute() {
  const queryClient = useQueryClient();
  return (
    <AccountPageFrame page="quickorder">
      <QuickOrderPage onCart={(answer) => setCart(queryClient, answer.cart)} />
    </AccountPageFrame>
  );
}
