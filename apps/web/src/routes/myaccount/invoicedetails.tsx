// /myaccount/menu/invoicedetails?id=… (storefront spec §2.2, §3 Billing; isPriceVisible, which the
// account layout's gate applies). The loader primes the invoice (ADR 0022); a missing or foreign
// invoice is a 404; with no id the page points to Invoices.
import { transactionPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Link, data, useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { invoiceKeys } from '@/features/invoices/api/invoices';
import { InvoiceDetails } from '@/features/invoices/components/invoice-details';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/invoicedetails';

function invoiceId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = invoiceId(new URL(request.url).searchParams.get('id'));
  if (id === null) return { queries: primed([]) };
  const api = serverApi(context);
  const invoice = api.signedIn
    ? await readCall(api, 'GET', transactionPaths.invoicesById, { query: { id } }).catch(() => undefined)
    : undefined;
  if (invoice === null) throw data(null, { status: 404 });
  return { queries: primed([[invoiceKeys.detail(id), invoice]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Invoice Details') }];

export default function InvoiceDetailsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const id = invoiceId(searchParams.get('id'));
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="invoicedetails">
        {id === null ? (
          <p className="text-sm text-slate-700">
            No invoice chosen.{' '}
            <Link className="text-brand-700 underline" to={`${ACCOUNT_MENU_BASE}/invoices`}>
              See your invoices
            </Link>
            .
          </p>
        ) : (
          <InvoiceDetails
            key={id}
            id={id}
            orderHref={(orderId) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${orderId}`}
            payHref={(invoiceId) => `${ACCOUNT_MENU_BASE}/payment/create?invoice=${invoiceId}`}
          />
        )}
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
