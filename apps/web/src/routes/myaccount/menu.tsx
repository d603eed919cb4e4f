// /myaccount/menu (storefront spec §2.2, §2.3): the account menu's groups, each entry shown only
// with its permission.
import { AccountMenuGroups } from '@/features/account/components/account-menu-groups';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSiteConfig } from '@/features/site/api/get-site-config';

import { Spinner } from '@/components/ui/spinner';

export default function AccountMenuRoute() {
  const { data: siteConfig } = useSiteConfig();
  const { user } = useCurrentUser();
  return (
    <AccountPageFrame page="menu">
      {user ? (
        <AccountMenuGroups
          provider={siteConfig?.provider}
          permissions={user.permissions}
          isParentLogin={user.isParentLogin}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your account" />
        </div>
      )}
    </AccountPageFrame>
  );
}
