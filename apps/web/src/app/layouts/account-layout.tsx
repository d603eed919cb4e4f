// The account area (storefront spec §2.2, §2.3): the account menu beside the page content, inside
// the main layout. Pages gated by a permission (domain ACCOUNT_PAGE_GATES) show the "not permitted"
// state to a login without it; the gate is read from the path so the menu and the pages agree.
import { ACCOUNT_MENU_PREFIX, accountPageGate } from '@medsupply/domain';
import { Outlet, useLocation } from 'react-router';

import { Container } from '@/components/ui/container';
import { AccountSidebar } from '@/features/account/components/account-sidebar';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { RequirePermission } from '@/features/auth/components/require-permission';
import { useSiteConfig } from '@/features/site/api/get-site-config';

export default function AccountLayout() {
  const { data: siteConfig } = useSiteConfig();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const subPath = pathname.startsWith(`${ACCOUNT_MENU_PREFIX}/`)
    ? pathname.slice(ACCOUNT_MENU_PREFIX.length + 1)
    : '';

  return (
    <Container className="grid gap-4 py-4 md:gap-6 md:py-10 lg:grid-cols-[260px_1fr] lg:gap-10">
      <aside>
        <AccountSidebar
          provider={siteConfig?.provider}
          user={
            user
              ? {
                  firstName: user.firstName,
                  accountName: user.account.accountName,
                  permissions: user.permissions,
                  isParentLogin: user.isParentLogin,
                }
              : undefined
          }
        />
      </aside>
      {/* Below 768 px the page's title block (PageFrame's header and the body after it) is
          tighter, so the title and the first results come sooner on a phone (issue 31). Set here
          rather than in PageHeader: the account pages' own chunk carries the classes, not every
          public page's first load (ARCHITECTURE §11 budget). */}
      <div className="min-w-0 max-md:[&>header]:gap-3 max-md:[&>header]:pb-4 max-md:[&>header_nav]:mb-2 max-md:[&>header_p]:mt-1 max-md:[&>header_p]:text-sm max-md:[&>header+div]:mt-5">
        <RequirePermission gate={accountPageGate(subPath)}>
          <Outlet />
        </RequirePermission>
      </div>
    </Container>
  );
}
