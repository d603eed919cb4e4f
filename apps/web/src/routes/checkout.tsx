// /checkout (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function CheckoutRoute() {
  return (
    <PageFrame title="Checkout" description="Shipping, payment and review, step by step.">
      <ComingSoon>Online checkout is on its way. Call us and we will place your order.</ComingSoon>
    </PageFrame>
  );
}
