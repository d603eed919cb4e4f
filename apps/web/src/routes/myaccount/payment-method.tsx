// /myaccount/menu/payment/method (storefront spec §2.2, §2.3): how the payment is made. The
// selection comes from the previous step (sessionStorage), so nothing is read on the server.
import { usePaymentOwner } from '@/app/payment-owner';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { PaymentMethodPage } from '@/features/payments/components/payment-method-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/payment-method';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Make a Payment') }];

export default function PaymentMethodStepRoute() {
  const owner = usePaymentOwner();
  return (
    <AccountPageFrame page="paymentMethod">
      <PaymentMethodPage
        owner={owner}
        createHref={`${ACCOUNT_MENU_BASE}/payment/create`}
        reviewHref={`${ACCOUNT_MENU_BASE}/payment/review`}
      />
    </AccountPageFrame>
  );
}
