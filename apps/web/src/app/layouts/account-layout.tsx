// The account area (storefront spec §2.2, §2.3): the account menu beside the page content,
// inside the main layout.
import { Outlet } from 'react-router';

import { Container } from '@/components/ui/container';
import { AccountSidebar } from '@/features/account/components/account-sidebar';
import { useSiteConfig } from '@/features/site/api/get-site-config';

export function AccountLayout() {
  const { data: siteConfig } = useSiteConfig();
  return (
    <Container className="grid gap-6 py-6 md:py-10 lg:grid-cols-[260px_1fr] lg:gap-10">
      <aside>
        <AccountSidebar provider={siteConfig?.provider} />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </Container>
  );
}
