// /myaccount/menu/quotes (storefront spec §2.2, §2.3; issue 21 point 3): the account's
// quotes (quote requests and priced quotes), 10 a page. The loader primes the first page (ADR 0022).
import { HydrationBoundary } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { estimatesQueryOptions } from '@/features/estimates/api/estimates';
import { EstimatesList } from '@/features/estimates/components/estimates-list';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/quotes';

export async function loader({ context }: Route.LoaderArgs) {
  return { queries: await primeSignedIn(serverApi(context), estimatesQueryOptions('quote', { page: 1 })) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Quotes') }];

export default function QuotesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="quotes">
        <EstimatesList
          kind="quote"
          detailsHref={(id) => `${ACCOUNT_MENU_BASE}/estimatedetails?id=${id}&type=quote`}
          listHref={(other) => `${ACCOUNT_MENU_BASE}/${other === 'quote' ? 'quotes' : 'estimates'}`}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
