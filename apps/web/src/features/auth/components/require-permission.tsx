// A page gated by a permission (storefront spec §2.3, §6): while the user loads a spinner, then the
// page, or a clear "not permitted" state for a login without the permission. The server refuses the
// data anyway (403); this only tells the buyer why.
import { isAllowed } from '@medsupply/domain';
import type { MenuPermission } from '@medsupply/domain';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';

import { useCurrentUser } from '../api/get-current-user';

export const NOT_PERMITTED_TITLE = 'This page is not available to your login';

export function NotPermitted() {
  usePageTitle(NOT_PERMITTED_TITLE);
  return (
    <>
      <PageHeader title="Not permitted" description="Your login cannot open this page." />
      <EmptyState
        className="mt-8"
        icon={<Lock />}
        title={NOT_PERMITTED_TITLE}
        actions={
          <>
            <Link to="/myaccount" className={buttonStyles({ variant: 'primary' })}>
              Back to My Account
            </Link>
            <Link to="/contactus" className={buttonStyles({ variant: 'outline' })}>
              Contact us
            </Link>
          </>
        }
      >
        Your login does not include access to this page. Your company’s account administrator can change what
        your login may see.
      </EmptyState>
    </>
  );
}

export function RequirePermission({ gate, children }: { gate: MenuPermission; children: ReactNode }) {
  const { user, isError } = useCurrentUser();
  if (gate === null) return children;
  if (!user) {
    // A failed load ends the session and RequireAuth takes the visitor to /login.
    return isError ? null : (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  return isAllowed(user.permissions, gate) ? children : <NotPermitted />;
}
