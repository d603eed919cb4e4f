// /infection-control (ours; issue 19 point 7): the items the store keeps for infection control
// (GET getcovidlist, a content-managed list), as product cards. The loader primes the list with the
// document's buyer's view (prices as visible; ADR 0022).
import { INFECTION_CONTROL_TITLE, supportPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';

import { primed, readCall, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from '@/features/catalog/components/product-card';
import { covidListKey, useCovidList } from '@/features/support/api/get-covid-list';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/infection-control';

export async function loader({ context }: Route.LoaderArgs) {
  const list = await readCall(serverApi(context), 'GET', supportPaths.getcovidlist).catch(() => null);
  return { queries: primed([[covidListKey, list]]), title: list?.title ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData.title ?? INFECTION_CONTROL_TITLE) },
];

function InfectionControlList() {
  const list = useCovidList();
  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {list.error.message}
      </p>
    );
  return (
    <PageFrame title={list.data.title} description={list.data.description || undefined}>
      {list.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">
          No items are listed right now. Our team can help by phone or e-mail.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {list.data.items.map((product, index) => (
            <li key={product.id}>
              <Suspense fallback={null}>
                <ProductCard product={product} eager={index < 4} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

export default function InfectionControlRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <InfectionControlList />
    </HydrationBoundary>
  );
}
