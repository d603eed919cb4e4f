// Any path without a route of its own (storefront spec §2.1, §8): a content page when the content
// lists one at this path (content pages are registered from the content API), else the error page.
import { useLocation } from 'react-router';

import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useShellContent } from '@/features/content/api/get-website';
import { ContentPage } from '@/features/content/components/content-page';
import { ErrorView } from '@/features/errors/components/error-view';
import { SearchForm } from '@/features/search/components/search-form';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const content = useShellContent();
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = content.data?.pages.find((entry) => entry.path === path);
  const notFound = <ErrorView status={404} search={<SearchForm />} />;

  if (content.isPending) {
    return (
      <Container className="py-12" aria-busy="true">
        <Skeleton className="h-9 w-72" />
      </Container>
    );
  }
  if (!page) return notFound;
  return <ContentPage key={page.path} path={page.path} fallbackTitle={page.title} notFound={notFound} />;
}
