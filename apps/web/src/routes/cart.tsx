// /cart (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function CartRoute() {
  return (
    <PageFrame title="Your Cart" description="Review your items before checkout.">
      <ComingSoon>Your cart will be shown here.</ComingSoon>
    </PageFrame>
  );
}
