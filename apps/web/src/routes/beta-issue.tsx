// /beta/issue (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function BetaIssueRoute() {
  return (
    <PageFrame title="Report an Issue" description="Tell us what went wrong so we can fix it quickly.">
      <ComingSoon>
        The issue form is on its way. Please contact customer service to report a problem.
      </ComingSoon>
    </PageFrame>
  );
}
