// /myaccount/menu/payment/create (storefront spec §2.2, §2.3 'Select invoices you would like to
// pay'; isPriceVisible, which the account layout's gate applies). The loader primes the open
// invoices and the credits (ADR 0022); `?creditMemo=` or `?invoice=` starts with that one selected.
import { paymentsPaths, transactionPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { usePaymentOwner } from '@/app/payment-owner';
import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { OPEN_INVOICES_QUERY, paymentKeys } from '@/features/payments/api/payments';
import { PaymentCreatePage } from '@/features/payments/components/payment-create-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/payment-create';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  if (!api.signedIn) return { queries: primed([]) };
  const [invoices, credits] = await Promise.all([
    readCall(api, 'GET', transactionPaths.invoicesPaginate, { query: OPEN_INVOICES_QUERY }).catch(() => null),
    readCall(api, 'GET', paymentsPaths.getCreditInfo).catch(() => null),
  ]);
  return {
    queries: primed([
      [paymentKeys.openInvoices(), invoices],
      [paymentKeys.creditInfo(), credits],
    ]),
  };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Make a Payment') }];

const idParam = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

export default function PaymentCreateRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const owner = usePaymentOwner();
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="paymentCreate">
        <PaymentCreatePage
          owner={owner}
          methodHref={`${ACCOUNT_MENU_BASE}/payment/method`}
          reviewHref={`${ACCOUNT_MENU_BASE}/payment/review`}
          preselect={{
            creditMemoId: idParam(searchParams.get('creditMemo')),
            invoiceId: idParam(searchParams.get('invoice')),
          }}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
