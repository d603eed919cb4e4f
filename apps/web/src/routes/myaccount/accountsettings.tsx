// /myaccount/menu/accountsettings (storefront spec §2.2, §2.3: isAdmin, which the account layout's
// gate applies; issue 19 point 5). The loader primes the settings (ADR 0022).
import { accountPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { companyKeys } from '@/features/company/api/keys';
import { SettingsPage } from '@/features/company/components/settings-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/accountsettings';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const settings = api.signedIn
    ? await readCall(api, 'GET', accountPaths.getSettings).catch(() => null)
    : null;
  return { queries: primed([[companyKeys.settings(), settings]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Settings') }];

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="accountsettings">
        <SettingsPage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
