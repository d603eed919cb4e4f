// /myaccount/menu/payment/confirmation (storefront spec §2.2, §2.3): what the payment did, as
// createPayment answered it (kept in sessionStorage by the review step).
import { usePaymentOwner } from '@/app/payment-owner';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { PaymentConfirmationPage } from '@/features/payments/components/payment-confirmation-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/payment-confirmation';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Make a Payment') }];

export default function PaymentConfirmationRoute() {
  const owner = usePaymentOwner();
  return (
    <AccountPageFrame page="paymentConfirmation">
      <PaymentConfirmationPage
        owner={owner}
        createHref={`${ACCOUNT_MENU_BASE}/payment/create`}
        invoicesHref={`${ACCOUNT_MENU_BASE}/invoices`}
        paymentHref={(id) => `${ACCOUNT_MENU_BASE}/paymentdetails?id=${id}`}
      />
    </AccountPageFrame>
  );
}
