// /reviewOrder (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function ReviewOrderRoute() {
  return (
    <PageFrame title="Review Your Order" description="Check everything before you place the order.">
      <ComingSoon>Order review is on its way.</ComingSoon>
    </PageFrame>
  );
}
