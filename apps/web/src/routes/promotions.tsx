// /promotions (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function PromotionsRoute() {
  return (
    <PageFrame title="Promotions" description="Current offers on the supplies you order most.">
      <ComingSoon>
        This season’s promotions will be published here. Ask our team about volume pricing in the meantime.
      </ComingSoon>
    </PageFrame>
  );
}
