// / (storefront spec §2.1): the home page. Its editorial content will come from the content
// service; until then a hero, the store's promises and the category tree.
import { ArrowRight, BadgeDollarSign, FileSignature, Headset, Package, Truck } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryPath, useCategories } from '@/features/catalog/api/get-categories';
import { SLOGANS } from '@/features/layout/constants';
import { usePageTitle } from '@/lib/use-page-title';

const PROMISES = [
  {
    icon: BadgeDollarSign,
    title: SLOGANS[0],
    text: 'Competitive account pricing on the supplies you reorder most.',
  },
  { icon: Truck, title: SLOGANS[1], text: 'Fast delivery, so your shelves and exam rooms stay stocked.' },
  { icon: Headset, title: SLOGANS[2], text: 'Real people who know medical supplies, ready to help.' },
] as const;

function CategoryIcon() {
  return (
    <span
      className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      aria-hidden="true"
    >
      <Package className="size-5" />
    </span>
  );
}

export default function HomeRoute() {
  usePageTitle(undefined);
  const categories = useCategories();

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-navy-900 via-navy-800 to-brand-900 text-white">
        <svg
          className="pointer-events-none absolute -top-24 -right-24 size-[520px] text-white/[0.06]"
          viewBox="0 0 200 200"
          aria-hidden="true"
        >
          <circle cx="100" cy="100" r="98" fill="none" stroke="currentColor" strokeWidth="2" />
          <ellipse cx="100" cy="100" rx="50" ry="98" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M2 100h196M100 2v196" stroke="currentColor" strokeWidth="2" />
        </svg>
        <Container className="relative py-14 md:py-20 lg:py-24">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-200 uppercase md:text-sm">
            Medical supplies for healthcare businesses
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight md:text-5xl md:leading-[1.1]">
            Everything your practice orders, from one trusted supplier.
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-7 text-navy-100 md:text-lg">
            Exam room, surgical, lab and pharmacy supplies with your account pricing, easy reorder and people
            who answer the phone.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products/1" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Browse products
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/register" className={buttonStyles({ variant: 'outline-inverse', size: 'lg' })}>
              Open an account
            </Link>
          </div>
        </Container>
      </section>

      <section aria-label="Our promises" className="border-b border-slate-200 bg-white">
        <Container className="grid gap-6 py-8 md:grid-cols-3 md:py-10">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4">
              <div
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                aria-hidden="true"
              >
                <Icon className="size-6" />
              </div>
              <div>
                <h2 className="text-base font-semibold text-navy-900">{title}</h2>
                <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            </div>
          ))}
        </Container>
      </section>

      <Container className="py-12 md:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-navy-900">Shop by category</h2>
            <p className="mt-1 text-slate-600">Find supplies by department.</p>
          </div>
          <Link to="/products/1" className={buttonStyles({ variant: 'link' })}>
            View all products
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-6">
          {categories.isPending ? (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <Skeleton className="h-28 w-full rounded-2xl" />
                </li>
              ))}
            </ul>
          ) : categories.data && categories.data.length > 0 ? (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              {categories.data.map((category) => (
                <li key={category.id}>
                  <Link
                    to={categoryPath(category)}
                    className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                  >
                    {category.imageUrl ? (
                      <Image
                        src={category.imageUrl}
                        alt=""
                        className="h-20 w-full rounded-lg object-contain"
                        fallback={<CategoryIcon />}
                      />
                    ) : (
                      <CategoryIcon />
                    )}
                    <span className="font-semibold text-navy-900 group-hover:text-brand-700">
                      {category.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
              Categories will appear here as the catalogue is published. You can already{' '}
              <Link to="/products/1" className="font-semibold text-brand-700 hover:underline">
                browse all products
              </Link>
              .
            </p>
          )}
        </div>
      </Container>

      <section className="bg-brand-50">
        <Container className="flex flex-col items-start gap-6 py-10 md:flex-row md:items-center md:justify-between md:py-12">
          <div className="flex gap-4">
            <div
              className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm sm:flex"
              aria-hidden="true"
            >
              <FileSignature className="size-6" />
            </div>
            <div>
              <h2 className="text-xl font-bold text-navy-900">New to Meridian?</h2>
              <p className="mt-1 max-w-xl text-slate-700">
                Complete our customer application to set up terms, licences and account pricing for your
                facility.
              </p>
            </div>
          </div>
          <Link to="/customerapplication" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            Start your application
          </Link>
        </Container>
      </section>
    </>
  );
}
