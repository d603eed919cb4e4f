// /myaccount (storefront spec §2.2, §2.3): the account dashboard.
import { AccountOverview } from '@/features/account/components/account-overview';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';

export default function MyAccountRoute() {
  return (
    <AccountPageFrame page="overview">
      <AccountOverview />
    </AccountPageFrame>
  );
}
