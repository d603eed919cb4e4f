// /myaccount/menu/estimatedetails?id=… (storefront spec §2.2; issue 21 point 3), also a quote's
// details with &type=quote. The loader primes it (ADR 0022); a missing or foreign one is a 404.
// Converting puts the answered cart in the cart's cache so the header's count follows.
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { Link, data, useSearchParams } from 'react-router';

import { primed, readQuery, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { setCart } from '@/features/cart/api/get-cart';
import { estimateDetailsQueryOptions, estimateKeys } from '@/features/estimates/api/estimates';
import type { EstimateKind } from '@/features/estimates/api/estimates';
import { EstimateDetails } from '@/features/estimates/components/estimate-details';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/estimatedetails';

function target(params: URLSearchParams): { id: number; kind: EstimateKind } | null {
  const value = params.get('id');
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) return null;
  return { id: Number(value), kind: params.get('type') === 'quote' ? 'quote' : 'estimate' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const chosen = target(new URL(request.url).searchParams);
  if (chosen === null) return { queries: primed([]) };
  const api = serverApi(context);
  const estimate = api.signedIn
    ? await readQuery(api, estimateDetailsQueryOptions(chosen.kind, chosen.id)).catch(() => undefined)
    : undefined;
  if (estimate === null) throw data(null, { status: 404 });
  return { queries: primed([[estimateKeys.detail(chosen.kind, chosen.id), estimate]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Estimates') }];

export default function EstimateDetailsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const chosen = target(searchParams);
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page={chosen?.kind === 'quote' ? 'quotes' : 'estimatedetails'}>
        {chosen === null ? (
          <p className="text-sm text-slate-700">
            No estimate chosen.{' '}
            <Link className="text-brand-700 underline" to={`${ACCOUNT_MENU_BASE}/estimates`}>
              See your estimates
            </Link>
            .
          </p>
        ) : (
          <EstimateDetails
            key={`${chosen.kind}-${chosen.id}`}
            kind={chosen.kind}
            id={chosen.id}
            onConverted={(answer) => setCart(queryClient, answer.cart)}
          />
        )}
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
