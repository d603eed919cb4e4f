// /admin/recalls (issue 34 point 2, ADR 0050): every recall with its acknowledgment progress.
import { adminMeta } from '@/features/admin/lib/meta';
import { RecallsListPage } from '@/features/admin/recalls/recalls-list';

import type { Route } from './+types/recalls';

export const meta: Route.MetaFunction = () => adminMeta('Recalls');

export default function AdminRecallsRoute() {
  return <RecallsListPage />;
}
