// /myaccount/menu/invoices (storefront spec §2.2, §3 Billing; isPriceVisible, which the account
// layout's gate applies). The loader primes the page the address names (ADR 0022); a login the API refuses
// (no session, no isPriceVisible) gets nothing primed and the page's gate or query answers.
import { HydrationBoundary } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { invoiceFiltersFromSearch, invoicesQueryOptions } from '@/features/invoices/api/invoices';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/invoices';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = invoiceFiltersFromSearch(new URL(request.url).searchParams);
  return { queries: await primeSignedIn(serverApi(context), invoicesQueryOptions(filters)) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Invoices') }];

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="invoices">
        <InvoicesPage
          invoiceHref={(id) => `${ACCOUNT_MENU_BASE}/invoicedetails?id=${id}`}
          payHref={`${ACCOUNT_MENU_BASE}/payment/create`}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
