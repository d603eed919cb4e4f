// /myaccount/menu/addresses (storefront spec §2.2, §2.3; issue 19 point 3). The loader primes the
// addresses and their licences (ADR 0022).
import { addressPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { companyKeys } from '@/features/company/api/keys';
import { AddressesPage } from '@/features/company/components/addresses-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/addresses';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const addresses = api.signedIn ? await readCall(api, 'GET', addressPaths.getAll).catch(() => null) : null;
  return { queries: primed([[companyKeys.addresses(), addresses]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Addresses') }];

export default function AddressesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="addresses">
        <AddressesPage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
