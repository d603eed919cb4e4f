// /myaccount/menu/paymenthistory (storefront spec §2.2, §2.3; issue 18 point 4). The loader primes
// the first page (ADR 0022).
import { transactionPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { paymentKeys } from '@/features/payments/api/payments';
import { PaymentHistoryPage } from '@/features/payments/components/payment-history-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/paymenthistory';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const first = api.signedIn
    ? await readCall(api, 'GET', transactionPaths.paymentsPaginate, { query: { page: 1 } }).catch(() => null)
    : null;
  return { queries: primed([[paymentKeys.list(1), first]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Payment History') }];

export default function PaymentHistoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="paymenthistory">
        <PaymentHistoryPage paymentHref={(id) => `${ACCOUNT_MENU_BASE}/paymentdetails?id=${id}`} />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
