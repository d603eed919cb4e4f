// /productLookup (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function ProductLookupRoute() {
  return (
    <PageFrame title="Product Lookup" description="Find items quickly by item number or MPN.">
      <ComingSoon>
        Product lookup is on its way. Use the search bar to find items by name, item number or MPN.
      </ComingSoon>
    </PageFrame>
  );
}
