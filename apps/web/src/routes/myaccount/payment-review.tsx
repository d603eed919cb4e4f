// /myaccount/menu/payment/review (storefront spec §2.2, §2.3).
import { AccountPageFrame } from '@/features/account/components/account-page-frame';

export default function PaymentReviewRoute() {
  return <AccountPageFrame page="paymentReview" />;
}
