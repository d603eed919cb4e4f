// /orderError (issue 17 point 2): why the order was not placed (a decline or a refusal, kept in
// sessionStorage by the review), and the ways back to checkout and to the cart, which is kept.
import { PageFrame } from '@/components/page-frame';
import { OrderError } from '@/features/checkout/components/order-error';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/order-error';

const TITLE = 'We Couldn’t Place Your Order';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function OrderErrorRoute() {
  return (
    <PageFrame title={TITLE} description="Nothing has been charged. Check the reason below and try again.">
      <OrderError />
    </PageFrame>
  );
}
