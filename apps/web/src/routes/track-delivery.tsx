// /tracking (issue 19 point 9): "Track a Delivery" from the footer leads here, to the tracking
// number form that opens /tracking/{trackingNumber}.
import { PageFrame } from '@/components/page-frame';
import { TrackDeliveryForm } from '@/features/support/components/track-delivery-form';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/track-delivery';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Track a Delivery') }];

export default function TrackDeliveryRoute() {
  return (
    <PageFrame title="Track a Delivery" description="Where your order is now, and when it arrives.">
      <TrackDeliveryForm />
    </PageFrame>
  );
}
