// The /myaccount/menu page body: the three groups of storefront spec §2.3 as cards, each entry
// shown only with its permission.
import type { GatedPermissions } from '@medsupply/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';

import { ACCOUNT_MENU_BASE, visibleAccountMenuGroups } from '../constants';

export function AccountMenuGroups({
  provider,
  permissions,
  isParentLogin = false,
}: {
  provider: string | undefined;
  permissions: GatedPermissions;
  isParentLogin?: boolean;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {visibleAccountMenuGroups(provider, permissions, isParentLogin).map((group) => (
        <section key={group.title} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-base font-semibold text-navy-900">{group.title}</h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {group.entries.map((entry) => (
              <li key={entry.label}>
                {entry.path ? (
                  <Link
                    to={`${ACCOUNT_MENU_BASE}${entry.path}`}
                    className="flex items-center justify-between py-2.5 text-sm text-slate-700 hover:text-brand-700"
                  >
                    {entry.label}
                    <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
                  </Link>
                ) : (
                  <span className="flex items-center justify-between py-2.5 text-sm text-slate-600">
                    {entry.label}
                    <Badge>Soon</Badge>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
