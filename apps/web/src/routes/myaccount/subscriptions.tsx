// /myaccount/menu/subscriptions (storefront spec §2.2; issue 21 point 5): the account's lists ordered
// on a schedule, with their last results; ended here, edited on /subscription, which lands here
// with a success message (?saved=1, so the server's page says it too). The loader primes the list.
import { transactionsPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { subscriptionKeys } from '@/features/subscriptions/api/subscriptions';
import { SubscriptionsPage } from '@/features/subscriptions/components/subscriptions-page';
import {
  SUBSCRIPTION_SAVED_PARAM,
  SUBSCRIPTION_SETUP_PATH,
  SUBSCRIPTION_TEXTS,
} from '@/features/subscriptions/constants';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/subscriptions';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const subscriptions = api.signedIn
    ? await readCall(api, 'GET', transactionsPaths.getSubscriptions).catch(() => null)
    : null;
  return { queries: primed([[subscriptionKeys.list(), subscriptions]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Subscriptions') }];

export default function SubscriptionsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const saved = searchParams.get(SUBSCRIPTION_SAVED_PARAM) === '1';
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="subscriptions">
        <SubscriptionsPage
          listHref={(id) => `${ACCOUNT_MENU_BASE}/itemlists?list=${id}`}
          orderHref={(id) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${id}`}
          editHref={(id) => `${SUBSCRIPTION_SETUP_PATH}?itemListId=${id}`}
          notice={saved ? SUBSCRIPTION_TEXTS.saved : undefined}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
