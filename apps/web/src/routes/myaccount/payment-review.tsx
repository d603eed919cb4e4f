// /myaccount/menu/payment/review (storefront spec §2.2, §2.3): the payment before it is submitted.
// It lives in sessionStorage (the earlier steps), so nothing is read on the server.
import { usePaymentOwner } from '@/app/payment-owner';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { PaymentReviewPage } from '@/features/payments/components/payment-review-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/payment-review';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Make a Payment') }];

export default function PaymentReviewRoute() {
  const owner = usePaymentOwner();
  return (
    <AccountPageFrame page="paymentReview">
      <PaymentReviewPage
        owner={owner}
        createHref={`${ACCOUNT_MENU_BASE}/payment/create`}
        methodHref={`${ACCOUNT_MENU_BASE}/payment/method`}
        confirmationHref={`${ACCOUNT_MENU_BASE}/payment/confirmation`}
      />
    </AccountPageFrame>
  );
}
