// /myaccount/menu/paymentmethod (storefront spec §2.2, §2.3 Payment Methods; every login; issue 18
// point 7). The loader primes the saved methods (ADR 0022).
import { paymentMethodPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { paymentMethodKeys } from '@/features/payments/api/payment-methods';
import { PaymentMethodsPage } from '@/features/payments/components/payment-methods-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/paymentmethod';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const methods = api.signedIn
    ? await readCall(api, 'GET', paymentMethodPaths.getAll).catch(() => null)
    : null;
  return { queries: primed([[paymentMethodKeys.list(), methods]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Payment Methods') }];

export default function PaymentMethodsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="paymentmethod">
        <PaymentMethodsPage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
