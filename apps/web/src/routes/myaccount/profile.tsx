// /myaccount/menu/profile (storefront spec §2.2, §2.3; issue 19 point 1). The loader primes the
// profile (ADR 0022).
import { accountPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { companyKeys } from '@/features/company/api/keys';
import { ProfilePage } from '@/features/company/components/profile-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/profile';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const profile = api.signedIn ? await readCall(api, 'GET', accountPaths.getProfile).catch(() => null) : null;
  return { queries: primed([[companyKeys.profile(), profile]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Profile') }];

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="profile">
        <ProfilePage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
