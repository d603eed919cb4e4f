// The dashboard's notice of licences near or past their expiry (issue 19 point 3): each verified
// licence within 60, 30 or 7 days of expiry, or expired, that no renewal replaces yet, most urgent
// first, with the way to renew it on the Addresses page.
import type { OverviewResponse } from '@medsupply/contract';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

import { ACCOUNT_MENU_BASE } from '../constants';

export function LicenceNotices({ notices }: { notices: OverviewResponse['licenceNotices'] }) {
  if (notices.length === 0) return null;
  const expired = notices.some((notice) => notice.state === 'expired' || notice.daysLeft <= 7);
  return (
    <section
      aria-labelledby="licence-notices-heading"
      className={
        expired
          ? 'rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900'
          : 'rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950'
      }
    >
      <h2 id="licence-notices-heading" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        Licenses to renew
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {notices.map((notice) => (
          <li key={notice.licenceId}>
            {notice.notice} ({notice.addressLabel})
          </li>
        ))}
      </ul>
      <Link
        to={`${ACCOUNT_MENU_BASE}/addresses`}
        className="mt-3 inline-block text-sm font-semibold underline underline-offset-4"
      >
        Upload a renewal on Addresses
      </Link>
    </section>
  );
}
