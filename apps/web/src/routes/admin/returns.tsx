// /admin/returns (issue 34): the returns desk's queue.
import { adminMeta } from '@/features/admin/lib/meta';
import { ReturnsQueue } from '@/features/admin/returns/returns-queue';

import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = () => adminMeta('Returns');

export default function AdminReturnsRoute() {
  return <ReturnsQueue />;
}
