// /contactus (storefront spec §2.1; issue 19 point 7): the content page (support phone, e-mail and
// hours from the content API), then the issue form; a visitor gives a name and an e-mail.
import { useSearchParams } from 'react-router';

import { ContentPage } from '@/features/content/components/content-page';
import { IssueForm } from '@/features/support/components/issue-form';
import { useIsLoggedIn } from '@/lib/use-is-logged-in';

export default function ContactUsRoute() {
  const signedIn = useIsLoggedIn();
  // A listing that found nothing links here with the search as the subject (issue 29 §4).
  const [params] = useSearchParams();
  const subject = params.get('subject') ?? undefined;
  return (
    <ContentPage path="/contactus" fallbackTitle="Contact Us">
      <section
        aria-labelledby="issue-form-heading"
        className="mt-10 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="issue-form-heading" className="text-lg font-semibold text-navy-900">
          Report an issue
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          A missing or damaged delivery, a billing question, a problem with the website: tell us and we reply
          within one business day.
        </p>
        <IssueForm signedIn={signedIn} pageUrl="/contactus" subject={subject} />
      </section>
    </ContentPage>
  );
}
