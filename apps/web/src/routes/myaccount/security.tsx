// /myaccount/menu/security (storefront spec §2.2, §2.3; issue 19 point 2). The loader primes the
// signed-in sessions (ADR 0022).
import { authPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { companyKeys } from '@/features/company/api/keys';
import { SecurityPage } from '@/features/company/components/security-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/security';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const sessions = api.signedIn ? await readCall(api, 'GET', authPaths.sessions).catch(() => null) : null;
  return { queries: primed([[companyKeys.sessions(), sessions]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Security') }];

export default function SecurityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="security">
        <SecurityPage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
