// /admin/orders (issue 20): the order desk's queue.
import { OrdersQueue } from '@/features/admin/orders/orders-queue';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => adminMeta('Orders');

export default function AdminOrdersRoute() {
  return <OrdersQueue />;
}
