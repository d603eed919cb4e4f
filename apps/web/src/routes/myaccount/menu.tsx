// /myaccount/menu (storefront spec §2.2, §2.3): every account page, grouped as in the side menu.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE, accountMenuGroups } from '@/features/account/constants';
import { useSiteConfig } from '@/features/site/api/get-site-config';

export default function AccountMenuRoute() {
  const { data: siteConfig } = useSiteConfig();
  return (
    <AccountPageFrame page="menu">
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {accountMenuGroups(siteConfig?.provider).map((group) => (
          <section key={group.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="text-base font-semibold text-navy-900">{group.title}</h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {group.entries
                .filter((entry) => entry.path !== null)
                .map((entry) => (
                  <li key={entry.label}>
                    <Link
                      to={`${ACCOUNT_MENU_BASE}${entry.path ?? ''}`}
                      className="flex items-center justify-between py-2.5 text-sm text-slate-700 hover:text-brand-700"
                    >
                      {entry.label}
                      <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </AccountPageFrame>
  );
}
