// /admin/licences (issue 20 point 5): licences waiting for verification first; verify with the
// expiry read on the document, or reject with a reason.
import { AdminPage } from '@/features/admin/components/admin-page';
import { LicencesQueue } from '@/features/admin/customers/decisions';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/licences';

export const meta: Route.MetaFunction = () => adminMeta('Licenses');

export default function AdminLicencesRoute() {
  return (
    <AdminPage
      title="Licenses"
      area="licences"
      description="A verified license lets its ship-to receive the Rx and scheduled items it covers."
    >
      <LicencesQueue />
    </AdminPage>
  );
}
