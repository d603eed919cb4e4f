// /myaccount (storefront spec §2.2, §2.3): the account dashboard, with the latest shipments
// (service spec §7 recentFulfillments). The loader primes both (ADR 0022), so the server's page is
// the dashboard itself: rendered in the browser after its data arrived, the whole dashboard was one
// long synchronous render (issue 15: /myaccount's total blocking time).
import { accountPaths, transactionsPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { accountKeys } from '@/features/account/api/get-overview';
import { AccountOverview } from '@/features/account/components/account-overview';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { trackingKeys } from '@/features/tracking/api/get-tracking-data';
import { RecentShipments } from '@/features/tracking/components/recent-shipments';

import type { Route } from './+types/overview';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  if (!api.signedIn) return { queries: primed([]) };
  const [overview, recent] = await Promise.all([
    readCall(api, 'GET', accountPaths.getOverViewData).catch(() => null),
    readCall(api, 'GET', transactionsPaths.recentFulfillments, { query: {} }).catch(() => null),
  ]);
  return {
    queries: primed([
      [accountKeys.overview(), overview],
      [trackingKeys.recent(), recent],
    ]),
  };
}

export default function MyAccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="overview">
        <div className="space-y-6">
          <AccountOverview />
          <RecentShipments />
        </div>
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
