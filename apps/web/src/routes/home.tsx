// / (storefront spec §2.1): the home page from the content's homePage entry (hero, category tiles,
// product carousels, value propositions, trust strip), plus the store's top items when the content
// has no top-items carousel of its own.
import { contentPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';

import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, loadFailedMessage } from '@/components/ui/query-view';
import { useTopItems } from '@/features/catalog/api/get-top-items';
import { ProductCarousel } from '@/features/catalog/components/product-carousel';
import { HomeHero, HomeHeroSkeleton, HomeSections } from '@/features/content/components/home-sections';
import { contentKeys, homeContentOf, useHomeContent } from '@/features/content/api/get-website';
import { usePageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/home';

/** The home page's sections (the shell's content comes with the root's data, without them). */
export async function loader({ context }: Route.LoaderArgs) {
  const website = await readCall(serverApi(context), 'GET', contentPaths.website).catch(() => null);
  return { queries: primed([[contentKeys.home(), website && homeContentOf(website)]]) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <HomePage />
    </HydrationBoundary>
  );
}

function HomePage() {
  usePageTitle(undefined);
  const content = useHomeContent();
  const home = content.data?.homePage;
  const hasTopItemsCarousel =
    home?.sections.some((section) => section.type === 'productCarousel' && section.source.kind === 'rule') ??
    true;

  // The page keeps a screen's height while its content loads, so the footer does not jump up and
  // back down (layout shift).
  if (content.isPending) {
    return (
      <div className="min-h-screen">
        <HomeHeroSkeleton />
      </div>
    );
  }
  // The content could not be read: say what failed, with Try again, and still offer the products.
  if (!home && content.isError) {
    return (
      <>
        <Container className="space-y-6 pt-12">
          <LoadFailed
            message={loadFailedMessage('home page', content.error, 'the')}
            onRetry={() => void content.refetch()}
          />
          <Link to="/products/1" className={buttonStyles({ variant: 'primary' })}>
            Browse products
            <ArrowRight aria-hidden="true" />
          </Link>
        </Container>
        <TopItems />
      </>
    );
  }
  if (!home) {
    return (
      <Container className="py-12">
        <EmptyState
          title="Welcome to Meridian Medical Supply"
          actions={
            <Link to="/products/1" className={buttonStyles({ variant: 'primary' })}>
              Browse products
              <ArrowRight aria-hidden="true" />
            </Link>
          }
        >
          <p>Our home page is being refreshed. Every product is already available to browse.</p>
        </EmptyState>
      </Container>
    );
  }

  return (
    <>
      {/* Each section hydrates as a slice of its own (Suspense boundary). */}
      <Suspense fallback={null}>
        <HomeHero hero={home.hero} />
      </Suspense>
      <HomeSections
        sections={home.sections}
        renderCarousel={(section) => <ProductCarousel label={section.heading} products={section.items} />}
      />
      {!hasTopItemsCarousel && <TopItems />}
    </>
  );
}

function TopItems() {
  const topItems = useTopItems();
  // storefront spec §8: a failure to load top items is ignored.
  if (!topItems.data || topItems.data.length === 0) return null;
  return (
    <section>
      <Container className="py-8 md:py-10">
        <h2 className="mb-6 text-2xl font-bold tracking-tight text-navy-900">Top items</h2>
        <ProductCarousel label="Top items" products={topItems.data} />
      </Container>
    </section>
  );
}
