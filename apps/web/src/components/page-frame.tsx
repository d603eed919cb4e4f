// The frame of a storefront page (container, header block, body), and the state shown by pages
// whose feature is still being built, so visitors see where they are instead of a blank page.
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { PageHeaderProps } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';

export interface PageFrameProps extends PageHeaderProps {
  children?: ReactNode;
  /** Account pages sit inside the account layout's own container. */
  bare?: boolean;
}

export function PageFrame({ children, bare = false, ...header }: PageFrameProps) {
  usePageTitle(header.title);
  const body = (
    <>
      <PageHeader {...header} />
      <div className="mt-8">{children}</div>
    </>
  );
  return bare ? body : <Container className="py-8 md:py-12">{body}</Container>;
}

export interface ComingSoonProps {
  /** What this page will let the buyer do, in one sentence. */
  children: ReactNode;
  actions?: ReactNode;
}

export function ComingSoon({ children, actions }: ComingSoonProps) {
  return (
    <EmptyState
      icon={<Construction />}
      title="Coming soon"
      actions={
        actions ?? (
          <>
            <Link to="/products/1" className={buttonStyles({ variant: 'primary' })}>
              Browse products
            </Link>
            <Link to="/contactus" className={buttonStyles({ variant: 'outline' })}>
              Contact us
            </Link>
          </>
        )
      }
    >
      {children}
    </EmptyState>
  );
}
