// /admin/audit (issue 20 point 1): the audit log, searched.
import { AuditPage } from '@/features/admin/catalogue/audit-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => adminMeta('Audit log');

export default function AdminAuditRoute() {
  return <AuditPage />;
}
