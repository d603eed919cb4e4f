// /myaccount/menu/statements (storefront spec §2.2, §2.3 'Account Statement'; isPriceVisible, which
// the account layout's gate applies; issue 18 point 6). The loader fixes the store's day, so the
// server and the browser open on the same period, and primes that statement (ADR 0022).

import { HydrationBoundary } from '@tanstack/react-query';

import { primeSignedIn, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { statementQueryOptions } from '@/features/statements/api/statements';
import { StatementsPage, defaultStatementParams } from '@/features/statements/components/statements-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/statements';
import { storeToday } from '@/lib/store-day';

export async function loader({ context }: Route.LoaderArgs) {
  const today = storeToday();
  const queries = await primeSignedIn(
    serverApi(context),
    statementQueryOptions(defaultStatementParams(today)),
  );
  return { today, queries };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Account Statement') }];

export default function StatementsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="statements">
        <StatementsPage today={loaderData.today} />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
