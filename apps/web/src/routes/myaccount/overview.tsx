// /myaccount (storefront spec §2.2, §2.3): the account dashboard, with the latest shipments
// (service spec §7 recentFulfillments).
import { AccountOverview } from '@/features/account/components/account-overview';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { RecentShipments } from '@/features/tracking/components/recent-shipments';

export default function MyAccountRoute() {
  return (
    <AccountPageFrame page="overview">
      <div className="space-y-6">
        <AccountOverview />
        <RecentShipments />
      </div>
    </AccountPageFrame>
  );
}
