// /myaccount/menu/{provider}deliveryday (storefront spec §2.2): the delivery-day page's path is the
// provider's name followed by deliveryday, known only once the site config arrives. The router
// sends every other unknown account sub-path here too, and those get the 404 page.
import { useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { deliveryDayPath } from '@/features/account/constants';
import { ErrorView } from '@/features/errors/components/error-view';
import { useSiteConfig } from '@/features/site/api/get-site-config';

export default function DeliveryDayRoute() {
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
  return <AccountPageFrame page="deliveryday" />;
}
