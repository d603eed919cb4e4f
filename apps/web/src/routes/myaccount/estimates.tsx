// /myaccount/menu/estimates (storefront spec §2.2, §2.3; issue 21 point 3): the account's
// estimates, 10 a page. The loader primes the first page (ADR 0022).
import { estimatesPaths } from '@medsupply/contract';
import type { EstimatesResponse } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, read, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { estimateKeys } from '@/features/estimates/api/estimates';
import { EstimatesList } from '@/features/estimates/components/estimates-list';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/estimates';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const first = api.signedIn
    ? await read<EstimatesResponse>(api, estimatesPaths.paginate, { query: { page: 1 } }).catch(() => null)
    : null;
  return { queries: primed([[estimateKeys.list('estimate', { page: 1 }), first]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Estimates') }];

export default function EstimatesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="estimates">
        <EstimatesList
          kind="estimate"
          detailsHref={(id) => `${ACCOUNT_MENU_BASE}/estimatedetails?id=${id}`}
          listHref={(other) => `${ACCOUNT_MENU_BASE}/${other === 'quote' ? 'quotes' : 'estimates'}`}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
