// /resources (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function ResourcesRoute() {
  return (
    <PageFrame title="Resources" description="Guides, product documentation and ordering help.">
      <ComingSoon>Guides and downloads will be published here.</ComingSoon>
    </PageFrame>
  );
}
