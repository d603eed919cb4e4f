// /admin/customers (issue 20 point 5): customer accounts by name, number or contact.
import { AdminPage } from '@/features/admin/components/admin-page';
import { CustomersList } from '@/features/admin/customers/customers';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = () => adminMeta('Customers');

export default function AdminCustomersRoute() {
  return (
    <AdminPage
      title="Customers"
      area="customers"
      description="Accounts, their terms, credit and price level."
    >
      <CustomersList />
    </AdminPage>
  );
}
