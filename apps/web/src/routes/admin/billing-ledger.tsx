// /admin/billing/accounts/:id (issue 20 point 3): a customer's ledger; record a payment, issue a memo.
import { LedgerPage } from '@/features/admin/billing/components/ledger-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/billing-ledger';

export const meta: Route.MetaFunction = () => adminMeta('Customer ledger');

export default function AdminBillingLedgerRoute({ params }: Route.ComponentProps) {
  return <LedgerPage key={params.id} accountId={Number(params.id)} />;
}
