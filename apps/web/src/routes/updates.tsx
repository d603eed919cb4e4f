// /updates (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function UpdatesRoute() {
  return (
    <PageFrame title="Updates" description="News about products, availability and our service.">
      <ComingSoon>Product and service updates will be published here.</ComingSoon>
    </PageFrame>
  );
}
