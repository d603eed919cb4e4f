// /admin/allocations (issue 20 point 4, ADR 0031): allocations per account and period.
import { AllocationsPage } from '@/features/admin/catalogue/allocations-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/allocations';

export const meta: Route.MetaFunction = () => adminMeta('Allocations');

export default function AdminAllocationsRoute() {
  return <AllocationsPage />;
}
