// /admin/billing/accounts/:id (issue 20 point 3): a customer's ledger; record a payment, issue a memo.
import { LedgerPage } from '@/features/admin/billing/components/ledger-page';
import { adminMeta } from '@/features/admin/lib/meta';
import { useParams } from 'react-router';

import type { Route } from './+types/billing-ledger';

export const meta: Route.MetaFunction = () => adminMeta('Customer ledger');

export default function AdminBillingLedgerRoute() {
  const { id = '' } = useParams();
  return <LedgerPage key={id} accountId={Number(id)} />;
}
