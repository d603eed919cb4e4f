// /admin/orders/:id/cancel (issue 20 point 2): cancel an order's lines; the billed part is credited.
import { CancelLinePage } from '@/features/admin/billing/components/cancel-line-page';
import { adminMeta } from '@/features/admin/lib/meta';
import { useParams } from 'react-router';

import type { Route } from './+types/order-cancel';

export const meta: Route.MetaFunction = () => adminMeta('Cancel order lines');

export default function AdminOrderCancelRoute() {
  const { id = '' } = useParams();
  return <CancelLinePage key={id} orderId={Number(id)} />;
}
