// The frame every account page shares: breadcrumb bar with title and description (storefront
// spec §2.3), then the page body. Pages still to be built show the coming-soon state.
import type { ReactNode } from 'react';

import { ComingSoon, PageFrame } from '@/components/page-frame';

import { ACCOUNT_HOME, ACCOUNT_PAGES } from '../constants';
import type { AccountPageKey } from '../constants';

export function AccountPageFrame({ page, children }: { page: AccountPageKey; children?: ReactNode }) {
  const { title, description } = ACCOUNT_PAGES[page];
  return (
    <PageFrame
      bare
      title={title}
      description={description}
      breadcrumbs={
        page === 'overview' ? undefined : [{ label: 'My Account', to: ACCOUNT_HOME }, { label: title }]
      }
    >
      {children ?? (
        <ComingSoon>{`${title} will be available here soon. In the meantime, our team can help by phone or e-mail.`}</ComingSoon>
      )}
    </PageFrame>
  );
}
