// /admin/recalls/new (issue 34 point 2, ADR 0050): drafting a recall.
import { adminMeta } from '@/features/admin/lib/meta';
import { NewRecallPage } from '@/features/admin/recalls/recall-page';

import type { Route } from './+types/recall-new';

export const meta: Route.MetaFunction = () => adminMeta('New recall');

export default function AdminNewRecallRoute() {
  return <NewRecallPage />;
}
