// /myaccount/menu/recalls (issue 34 point 2, ADR 0050): the account's product recalls and their
// acknowledgment, for every contact of the account. The loader primes the list (ADR 0022).
import { recallsPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { recallKeys } from '@/features/recalls/api/recalls';
import { RecallsPage } from '@/features/recalls/components/recalls-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/recalls';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const recalls = api.signedIn ? await readCall(api, 'GET', recallsPaths.list).catch(() => null) : null;
  return { queries: primed([[recallKeys.list(), recalls]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Recalls') }];

export default function RecallsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="recalls">
        <RecallsPage
          returnHref={(salesOrderId) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${salesOrderId}&return=recall`}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
