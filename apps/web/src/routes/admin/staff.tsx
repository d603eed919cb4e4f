// /admin/staff (issue 20 point 1, ADR 0031): staff accounts, administrator only.
import { StaffPage } from '@/features/admin/catalogue/staff-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = () => adminMeta('Staff');

export default function AdminStaffRoute() {
  return <StaffPage />;
}
