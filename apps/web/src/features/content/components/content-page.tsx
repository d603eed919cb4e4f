// A content page from the content API (storefront spec §2.1: /promotions, /updates, /compare,
// /contactus, /resources, /marketsserved, /about, /shop and the pages the content lists).
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
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
      <Container className="min-h-screen py-8 md:py-12" aria-busy="true">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
        <div className="mt-10 max-w-3xl space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </Container>
    );
  }

  if (page.isError) {
    if (isNotFound(page.error) && notFound) return <>{notFound}</>;
    return (
      <PageFrame title={fallbackTitle}>
        <EmptyState
          icon={<FileQuestion />}
          title={isNotFound(page.error) ? 'This page is not published yet' : 'We couldn’t load this page'}
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
