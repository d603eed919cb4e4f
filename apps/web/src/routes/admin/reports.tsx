// /admin/reports (issue 20 point 7): sales, receivables aging and the controlled-substance record.
import { ReportsPage } from '@/features/admin/billing/components/reports-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/reports';

export const meta: Route.MetaFunction = () => adminMeta('Reports');

export default function AdminReportsRoute() {
  return <ReportsPage />;
}
