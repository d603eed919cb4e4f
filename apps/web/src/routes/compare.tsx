// /compare (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function CompareRoute() {
  return (
    <PageFrame title="Compare Products" description="See products side by side before you order.">
      <ComingSoon>Side-by-side product comparison is on its way.</ComingSoon>
    </PageFrame>
  );
}
