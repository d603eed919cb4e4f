// /admin/access-requests (issue 20 point 5): requests from the storefront's form, approved (the
// account, its first contact and the invitation) or declined with a reason.
import { AdminPage } from '@/features/admin/components/admin-page';
import { AccessRequestsQueue } from '@/features/admin/customers/decisions';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/access-requests';

export const meta: Route.MetaFunction = () => adminMeta('Access requests');

export default function AdminAccessRequestsRoute() {
  return (
    <AdminPage
      title="Access requests"
      area="customers"
      description="Approving opens an account at Base Price and invites the requester to choose a password."
    >
      <AccessRequestsQueue />
    </AdminPage>
  );
}
