// /subscription (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function SubscriptionRoute() {
  return (
    <PageFrame title="Subscription Checkout" description="Set up a recurring order from an item list.">
      <ComingSoon>
        Subscription checkout is on its way. Call us and we will set up your recurring order.
      </ComingSoon>
    </PageFrame>
  );
}
