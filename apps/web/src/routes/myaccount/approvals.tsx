// /myaccount/menu/approvals (storefront spec §2.2, §2.3; isAdmin, which the account layout's gate
// applies): Approve Orders. The loader primes the pending and rejected orders (ADR 0022); a login
// the API refuses (not an administrator) gets nothing primed and the page's gate answers.
import { approvalsPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { approvalKeys } from '@/features/approvals/api/approvals';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { ApprovalsPage } from '@/features/approvals/components/approvals-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/approvals';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const approvals = api.signedIn
    ? await readCall(api, 'GET', approvalsPaths.getApprovals).catch(() => null)
    : null;
  return { queries: primed([[approvalKeys.list(), approvals]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Approve Orders') }];

export default function ApprovalsRoute({ loaderData }: Route.ComponentProps) {
  // A parent login's approvals hold its accounts' orders: those of another account say whose.
  const accountName = useCurrentUser().user?.account.accountName;
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="approvals">
        <ApprovalsPage currentAccountName={accountName} />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
