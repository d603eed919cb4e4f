// /admin/customers/:id (issue 20 point 5): an account, its settings form, contacts, addresses with
// licences, and its recent orders, invoices and payments.
import { useParams } from 'react-router';

import { AdminPage } from '@/features/admin/components/admin-page';
import { useMayUse } from '@/features/admin/components/staff-context';
import { useCustomer } from '@/features/admin/customers/api';
import { CustomerDetails } from '@/features/admin/customers/customers';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/customer';

export const meta: Route.MetaFunction = () => adminMeta('Customer');

export default function AdminCustomerRoute() {
  const id = Number(useParams().id);
  const customer = useCustomer(id, useMayUse('customers'));
  const name = customer.data?.accountName ?? 'Customer';
  return (
    <AdminPage
      title={name}
      area="customers"
      breadcrumbs={[{ label: 'Customers', to: '/admin/customers' }, { label: name }]}
    >
      <CustomerDetails id={id} />
    </AdminPage>
  );
}
