// /tracking/{trackingNumber} (storefront spec §2.1): delivery tracking; the parameter is also
// called workwaveId in notification links.
import { useParams } from 'react-router';

import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function TrackingRoute() {
  const { trackingNumber = '' } = useParams();
  return (
    <PageFrame title="Track Your Delivery" description={`Tracking number ${trackingNumber}`}>
      <ComingSoon>
        Live delivery status is on its way. Call us and we will check on this delivery for you.
      </ComingSoon>
    </PageFrame>
  );
}
