// Shown in the layout while a page's code loads on the first visit: the page's title block and
// body in outline, so the content arriving does not jolt the layout. It keeps at least a screen's
// height: the footer stays below the fold until the page is there (no layout shift when it grows).
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';

export function PageSkeleton() {
  return (
    <Container className="min-h-screen py-8 md:py-12">
      <p role="status" className="sr-only">
        Loading page
      </p>
      <div className="border-b border-slate-200 pb-6">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      </div>
      <Skeleton className="mt-8 h-64 w-full rounded-2xl" />
    </Container>
  );
}
