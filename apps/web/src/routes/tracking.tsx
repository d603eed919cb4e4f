// /tracking/{trackingNumber} (storefront spec §2.1): delivery tracking; the parameter is also
// called workwaveId in notification links. A shipment belongs to an account, so a visitor is asked
// to sign in (ADR 0026); the loader primes a signed-in buyer's shipment, and an unknown number (or
// another account's) is answered 404 with the page saying so.
import { transactionsPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Link, data, useParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { trackingKeys } from '@/features/tracking/api/get-tracking-data';
import { TrackingDetails } from '@/features/tracking/components/tracking-details';
import { TRACKING_TEXTS } from '@/features/tracking/constants';
import { loginPath } from '@/lib/login-path';
import { useIsLoggedIn } from '@/lib/use-is-logged-in';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/tracking';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const trackingNumber = params.trackingNumber.trim();
  if (!api.signedIn || trackingNumber === '') return { queries: primed([]) };
  // A refused session renders as the page's own query would answer it: nothing is primed.
  const shipment = await readCall(api, 'GET', transactionsPaths.trackingData, {
    query: { trackingNumber },
  }).catch(() => undefined);
  if (shipment === undefined) return { queries: primed([]) };
  if (shipment === null) return data({ queries: primed([]) }, { status: 404 });
  return { queries: primed([[trackingKeys.shipment(trackingNumber), shipment]]) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle(TRACKING_TEXTS.title) }];

export default function TrackingRoute({ loaderData }: Route.ComponentProps) {
  const { trackingNumber = '' } = useParams();
  const loggedIn = useIsLoggedIn();
  const number = trackingNumber.trim();
  return (
    <HydrationBoundary state={loaderData.queries}>
      <PageFrame title={TRACKING_TEXTS.title} description={`Tracking number ${number}`}>
        {loggedIn ? (
          <TrackingDetails
            key={number}
            trackingNumber={number}
            orderHref={(id) => `${ACCOUNT_MENU_BASE}/orderdetails?id=${id}`}
          />
        ) : (
          <EmptyState
            title={TRACKING_TEXTS.signIn}
            actions={
              <Link
                to={loginPath(`/tracking/${encodeURIComponent(number)}`)}
                className={buttonStyles({ variant: 'primary' })}
              >
                Sign in
              </Link>
            }
          >
            Deliveries are shown to the account that ordered them.
          </EmptyState>
        )}
      </PageFrame>
    </HydrationBoundary>
  );
}
