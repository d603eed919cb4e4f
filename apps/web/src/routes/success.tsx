// /success (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function SuccessRoute() {
  return (
    <PageFrame title="Thank You" description="We have received your request.">
      <ComingSoon>Confirmation details will be shown here.</ComingSoon>
    </PageFrame>
  );
}
