// /orderError (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function OrderErrorRoute() {
  return (
    <PageFrame
      title="We Couldn’t Place Your Order"
      description="Nothing has been charged. Please review your order or contact us."
    >
      <ComingSoon>Details about the problem will be shown here.</ComingSoon>
    </PageFrame>
  );
}
