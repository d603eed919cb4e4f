// /admin/billing (issue 20 point 3): accounts with open balances, each leading to its ledger.
import { BillingHome } from '@/features/admin/billing/components/billing-home';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/billing';

export const meta: Route.MetaFunction = () => adminMeta('Billing');

export default function AdminBillingRoute() {
  return <BillingHome />;
}
