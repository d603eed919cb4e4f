// /admin/orders/:id (issue 20): an order, its fulfilments and invoices, and shipping.
import { data } from 'react-router';

import { OrderPage } from '@/features/admin/orders/order-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/order';

export const meta: Route.MetaFunction = () => adminMeta('Order');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return { id };
}

export default function AdminOrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderPage key={loaderData.id} id={loaderData.id} />;
}
