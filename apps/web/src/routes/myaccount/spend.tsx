// /myaccount/menu/spend (issue 33 point 3): spend reports, for an account administrator or a parent
// login who sees prices (the account layout's gate applies isPriceVisible; the rest is checked
// here, and the API refuses anyone else anyway). The loader fixes the store's day, so the server
// and the browser open on the same 12 months; the report itself loads in the browser, and its
// charts (recharts) are a chunk only this page fetches.
import { mayReadSpendReports } from '@medsupply/domain';

import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useRelatedAccounts } from '@/features/auth/api/get-related-accounts';
import { NotPermitted } from '@/features/auth/components/require-permission';
import { SpendReportPage } from '@/features/spend-report/components/spend-report-page';
import { Spinner } from '@/components/ui/spinner';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/spend';
import { storeToday } from '@/lib/store-day';

export function loader() {
  return { today: storeToday() };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Spend Reports') }];

export default function SpendRoute({ loaderData }: Route.ComponentProps) {
  const { user } = useCurrentUser();
  const { relatedAccounts } = useRelatedAccounts();
  if (!user) {
    return (
      <AccountPageFrame page="spend">
        <div className="flex justify-center py-16">
          <Spinner label="Loading your account" />
        </div>
      </AccountPageFrame>
    );
  }
  if (!mayReadSpendReports(user)) return <NotPermitted />;
  return (
    <AccountPageFrame page="spend">
      <SpendReportPage
        // A parent login's report opens on all its accounts; another's on its own account.
        key={`${user.account.id}-${String(user.isParentLogin)}`}
        today={loaderData.today}
        isParentLogin={user.isParentLogin}
        accounts={relatedAccounts.map((account) => ({ id: account.id, accountName: account.accountName }))}
      />
    </AccountPageFrame>
  );
}
