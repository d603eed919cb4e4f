// /myaccount/menu/{provider}deliveryday (storefront spec §2.2; issue 19 point 6): the delivery-day
// page's path is the provider's name followed by deliveryday, known only once the site config
// arrives. The router sends every other unknown account sub-path here too, and those get the 404
// page. The loader primes the delivery days, whose answer names the provider too (ADR 0022).
import { accountPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { Spinner } from '@/components/ui/spinner';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { deliveryDayPath } from '@/features/account/constants';
import { companyKeys } from '@/features/company/api/keys';
import { DeliveryDayPage } from '@/features/company/components/delivery-day-page';
import { ErrorView } from '@/features/errors/components/error-view';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/delivery-day';

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = serverApi(context);
  const days = api.signedIn ? await readCall(api, 'GET', accountPaths.deliveryDays).catch(() => null) : null;
  const ours = days !== null && `/${params.accountPage}` === deliveryDayPath(days.provider);
  return { queries: primed(ours ? [[companyKeys.deliveryDays(), days]] : []) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Delivery Day') }];

export default function DeliveryDayRoute({ loaderData }: Route.ComponentProps) {
  const { accountPage } = useParams();
  const siteConfig = useSiteConfig();

  if (siteConfig.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading page" />
      </div>
    );
  }
  if (siteConfig.isError) return <ErrorView status={503} />;
  if (`/${accountPage ?? ''}` !== deliveryDayPath(siteConfig.data.provider))
    return <ErrorView status={404} />;
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="deliveryday">
        <DeliveryDayPage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
