// /admin (issue 20): the back office's dashboard.
import { AdminDashboard } from '@/features/admin/components/dashboard';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
