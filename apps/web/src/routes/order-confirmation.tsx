// /orderConfirmation (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function OrderConfirmationRoute() {
  return (
    <PageFrame title="Order Confirmation" description="Thank you for your order.">
      <ComingSoon>Your order confirmation will be shown here.</ComingSoon>
    </PageFrame>
  );
}
