// /about (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function AboutRoute() {
  return (
    <PageFrame title="About Us" description="A medical supply partner built for clinical purchasing teams.">
      <ComingSoon>Our company story will be published here.</ComingSoon>
    </PageFrame>
  );
}
