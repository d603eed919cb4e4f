// /myaccount/menu/budgets (issue 33, ADR 0047): Budgets & Approval Rules, for an account's
// administrators and its parent login (checked here, as the spend reports page does; the API
// refuses anyone else anyway). The loader primes the controls of the account the address names
// (ADR 0022); a login the API refuses gets nothing primed.
import { spendControlPaths } from '@medsupply/contract';
import { mayManageSpendControls } from '@medsupply/domain';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { Spinner } from '@/components/ui/spinner';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useRelatedAccounts } from '@/features/auth/api/get-related-accounts';
import { NotPermitted } from '@/features/auth/components/require-permission';
import { spendControlKeys } from '@/features/spend-control/api/spend-controls';
import {
  SpendControlsPage,
  accountFromSearch,
} from '@/features/spend-control/components/spend-controls-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/budgets';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const accountId = accountFromSearch(new URL(request.url).searchParams);
  const controls = api.signedIn
    ? await readCall(api, 'GET', spendControlPaths.controls, { query: { accountId } }).catch(() => null)
    : null;
  return { queries: primed([[spendControlKeys.controls(accountId), controls]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Budgets & Approval Rules') }];

export default function BudgetsRoute({ loaderData }: Route.ComponentProps) {
  const { user } = useCurrentUser();
  // A parent login picks one of its accounts (as on Sales Orders).
  const { relatedAccounts } = useRelatedAccounts();
  if (!user) {
    return (
      <AccountPageFrame page="budgets">
        <div className="flex justify-center py-16">
          <Spinner label="Loading your account" />
        </div>
      </AccountPageFrame>
    );
  }
  if (!mayManageSpendControls(user)) return <NotPermitted />;
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="budgets">
        <SpendControlsPage accounts={relatedAccounts} />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
