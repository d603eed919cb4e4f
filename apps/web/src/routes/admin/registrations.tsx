// /admin/registrations (issue 20 point 5): accounts applied for on the storefront.
import { AdminPage } from '@/features/admin/components/admin-page';
import { RegistrationsQueue } from '@/features/admin/customers/decisions';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/registrations';

export const meta: Route.MetaFunction = () => adminMeta('Applications');

export default function AdminRegistrationsRoute() {
  return (
    <AdminPage
      title="Applications"
      area="customers"
      description="Accounts applied for on the storefront, waiting for approval."
    >
      <RegistrationsQueue />
    </AdminPage>
  );
}
