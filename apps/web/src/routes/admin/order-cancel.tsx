// /admin/orders/:id/cancel (issue 20 point 2): cancel an order's lines; the billed part is credited.
// An id that is not a positive whole number is a missing page, as on the order's own page.
import { data } from 'react-router';

import { CancelLinePage } from '@/features/admin/billing/components/cancel-line-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/order-cancel';

export const meta: Route.MetaFunction = () => adminMeta('Cancel order lines');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return { id };
}

export default function AdminOrderCancelRoute({ loaderData }: Route.ComponentProps) {
  return <CancelLinePage key={loaderData.id} orderId={loaderData.id} />;
}
