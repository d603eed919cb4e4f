// /myaccount/menu/paymentdetails?id=… (storefront spec §2.2, §2.3; issue 18 point 4). The loader
// primes the payment (ADR 0022); a missing or foreign payment is a 404; with no id the page points
// to Payment History.
import { transactionPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Link, data, useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { paymentKeys } from '@/features/payments/api/payments';
import { PaymentDetails } from '@/features/payments/components/payment-details';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/paymentdetails';

function paymentId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = paymentId(new URL(request.url).searchParams.get('id'));
  if (id === null) return { queries: primed([]) };
  const api = serverApi(context);
  const payment = api.signedIn
    ? await readCall(api, 'GET', transactionPaths.paymentsById, { query: { id } }).catch(() => undefined)
    : undefined;
  if (payment === null) throw data(null, { status: 404 });
  return { queries: primed([[paymentKeys.detail(id), payment]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Payment Details') }];

export default function PaymentDetailsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const id = paymentId(searchParams.get('id'));
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="paymentdetails">
        {id === null ? (
          <p className="text-sm text-slate-700">
            No payment chosen.{' '}
            <Link className="text-brand-700 underline" to={`${ACCOUNT_MENU_BASE}/paymenthistory`}>
              See your payments
            </Link>
            .
          </p>
        ) : (
          <PaymentDetails
            key={id}
            id={id}
            invoiceHref={(invoiceId) => `${ACCOUNT_MENU_BASE}/invoicedetails?id=${invoiceId}`}
          />
        )}
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
