// /beta/issue (storefront spec §2.2, login required; issue 19 point 7): the issue form for a
// signed-in contact, whose name and e-mail come from the login.
import { PageFrame } from '@/components/page-frame';
import { IssueForm } from '@/features/support/components/issue-form';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/beta-issue';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Report an Issue') }];

export default function BetaIssueRoute() {
  return (
    <PageFrame
      title="Report an Issue"
      description="Tell us what went wrong so we can fix it quickly. We reply within one business day."
    >
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <IssueForm signedIn pageUrl="/beta/issue" />
      </div>
    </PageFrame>
  );
}
