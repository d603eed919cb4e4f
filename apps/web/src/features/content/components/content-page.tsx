// A content page from the content API (storefront spec §2.1: /promotions, /updates, /compare,
// /contactus, /resources, /marketsserved, /about, /shop and the pages the content lists).
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { isNotFound } from '@/lib/refusal';
import { usePageTitle } from '@/lib/use-page-title';

import { useContentPage } from '../api/get-content-page';

import { RichText, proseStyles } from './rich-text';

export interface ContentPageProps {
  path: string;
  /** The page's name while it loads (and its title if the store has not published it). */
  fallbackTitle: string;
  /** What the route adds under the content (a form, a listing). */
  children?: ReactNode;
  /** Shown when the error is a 404 (an unknown content path). */
  notFound?: ReactNode;
}

export function ContentPage({ path, fallbackTitle, children, notFound }: ContentPageProps) {
  const page = useContentPage(path);
  usePageTitle(page.data?.title ?? fallbackTitle);

  if (page.isPending) {
    return (
      <Container className="min-h-screen py-8 md:py-12">
        <LoadingBlock label={`Loading ${fallbackTitle}`} shape="panel" />
      </Container>
    );
  }

  if (page.isError) {
    if (isNotFound(page.error) && notFound) return <>{notFound}</>;
    // A page the store has not published is a page-sized empty; any other failure can be tried again.
    if (!isNotFound(page.error))
      return (
        <PageFrame title={fallbackTitle}>
          <LoadFailed
            message={loadFailedMessage('page', page.error, 'the')}
            onRetry={() => void page.refetch()}
          />
          {children}
        </PageFrame>
      );
    return (
      <PageFrame title={fallbackTitle}>
        <EmptyState
          icon={<FileQuestion />}
          title="This page is not published yet"
          actions={
            <Link to="/products/1" className={buttonStyles({ variant: 'primary' })}>
              Browse products
            </Link>
          }
        >
          <p>Please try again later, or contact our team if you need this information now.</p>
        </EmptyState>
        {children}
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={page.data.heading}
      description={page.data.summary}
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: page.data.title }]}
    >
      <RichText html={page.data.html} className={proseStyles} />
      {children}
    </PageFrame>
  );
}
