// /marketsserved (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function MarketsServedRoute() {
  return (
    <PageFrame
      title="Who We Serve"
      description="Physician practices, surgery centers, long-term care, labs and more."
    >
      <ComingSoon>Stories and solutions for the markets we serve will be published here.</ComingSoon>
    </PageFrame>
  );
}
