// /myaccount/menu/creditmemos (storefront spec §2.2, §2.3; hasCreditMemoAccess, which the account
// layout's gate applies; issue 18 point 5). The loader primes the first page and, with `?id=`, that
// memo (ADR 0022); Apply leads into Make a Payment with the memo selected.
import { transactionPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { creditMemoKeys, creditMemoQuery } from '@/features/credit-memos/api/credit-memos';
import { CreditMemosPage } from '@/features/credit-memos/components/credit-memos-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/creditmemos';

const memoId = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  if (!api.signedIn) return { queries: primed([]) };
  const id = memoId(new URL(request.url).searchParams.get('id'));
  const query = creditMemoQuery(1, 'all');
  const [list, memo] = await Promise.all([
    readCall(api, 'GET', transactionPaths.creditMemosPaginate, { query }).catch(() => null),
    id === null
      ? null
      : readCall(api, 'GET', transactionPaths.creditMemosById, { query: { id } }).catch(() => null),
  ]);
  return {
    queries: primed([
      [creditMemoKeys.list(query), list],
      ...(id === null ? [] : ([[creditMemoKeys.detail(id), memo]] as const)),
    ]),
  };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Credit Memos') }];

export default function CreditMemosRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="creditmemos">
        <CreditMemosPage
          selectedId={memoId(searchParams.get('id'))}
          memoHref={(id) => `${ACCOUNT_MENU_BASE}/creditmemos?id=${id}`}
          invoiceHref={(id) => `${ACCOUNT_MENU_BASE}/invoicedetails?id=${id}`}
          applyHref={(id) => `${ACCOUNT_MENU_BASE}/payment/create?creditMemo=${id}`}
        />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
