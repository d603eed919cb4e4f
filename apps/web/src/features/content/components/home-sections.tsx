// The home page from the content's homePage entry (storefront spec §2.1, §2.6): hero, category
// tiles, product carousels, value propositions and the trust strip. Product carousels are drawn by
// the caller (the catalogue owns product cards), so this feature stays independent of it.
import { Suspense } from 'react';
import type { HomePage, HomeSection } from '@medsupply/contract';
import {
  ArrowRight,
  BadgeDollarSign,
  CircleCheck,
  Clock,
  Headset,
  Package,
  Repeat,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Image, pictureAtWidth } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * A category tile shows its picture in a box at most 128 × 96 px (4:3 at md:h-24): drawn for that
 * width, not the 480 px the category's address asks for (which is drawn at 720 px).
 */
const CATEGORY_TILE_PICTURE_WIDTH = 160;

/** The first section (after the hero) that renders only when near the viewport (index.css). */
const LATER_SECTIONS_FROM = 1;

export type ProductCarouselSection = Extract<HomeSection, { type: 'productCarousel' }>;

/** Icon names the content may use (lucide names); anything else gets a check mark. */
const ICONS: Record<string, LucideIcon> = {
  truck: Truck,
  'badge-dollar-sign': BadgeDollarSign,
  repeat: Repeat,
  headset: Headset,
  'shield-check': ShieldCheck,
  clock: Clock,
  package: Package,
};

function isExternal(href: string) {
  return !href.startsWith('/');
}

function ContentLinkButton({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return isExternal(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

export function HomeHero({ hero }: { hero: HomePage['hero'] }) {
  return (
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
      <Container className="relative grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-200 uppercase md:text-sm">
            Medical supplies for healthcare businesses
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight md:text-5xl md:leading-[1.1]">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-7 text-navy-100 md:text-lg">{hero.subheading}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ContentLinkButton
              href={hero.cta.href}
              className={buttonStyles({ variant: 'accent', size: 'lg' })}
            >
              {hero.cta.label}
              <ArrowRight aria-hidden="true" />
            </ContentLinkButton>
            {hero.secondaryCta && (
              <ContentLinkButton
                href={hero.secondaryCta.href}
                className={buttonStyles({ variant: 'outline-inverse', size: 'lg' })}
              >
                {hero.secondaryCta.label}
              </ContentLinkButton>
            )}
          </div>
        </div>
        <div className="hidden lg:block">
          {/* A missing picture simply leaves the gradient: nothing to say about it to a visitor. */}
          <Image
            src={hero.imageUrl}
            alt={hero.imageAlt}
            width={480}
            height={360}
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl"
            fallback={<span aria-hidden="true" />}
          />
        </div>
      </Container>
    </section>
  );
}

export function HomeHeroSkeleton() {
  return (
    <section aria-hidden="true" className="bg-gradient-to-br from-navy-900 via-navy-800 to-brand-900">
      <Container className="py-12 md:py-16 lg:py-20">
        <Skeleton className="h-4 w-64 bg-white/15" />
        <Skeleton className="mt-4 h-10 w-full max-w-2xl bg-white/15 md:h-14" />
        <Skeleton className="mt-3 h-10 w-2/3 max-w-xl bg-white/15 md:h-14" />
        <Skeleton className="mt-6 h-5 w-full max-w-xl bg-white/10" />
        <Skeleton className="mt-8 h-12 w-48 bg-white/15" />
      </Container>
    </section>
  );
}

function SectionHeading({ heading, link }: { heading: string; link?: { label: string; href: string } }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-2xl font-bold tracking-tight text-navy-900">{heading}</h2>
      {link && (
        <ContentLinkButton href={link.href} className={buttonStyles({ variant: 'link' })}>
          {link.label}
          <ArrowRight aria-hidden="true" />
        </ContentLinkButton>
      )}
    </div>
  );
}

export function HomeSections({
  sections,
  renderCarousel,
}: {
  sections: HomeSection[];
  renderCarousel: (section: ProductCarouselSection) => ReactNode;
}) {
  // Each section is a Suspense boundary of its own: React hydrates the server's sections one by
  // one, the one the buyer touches first (ADR 0022); its markup (links) works meanwhile.
  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        // Below the first screen (index.css): every section after the first one.
        const content = renderSection(
          section,
          key,
          renderCarousel,
          index >= LATER_SECTIONS_FROM ? 'home-section-later' : undefined,
        );
        return (
          content && (
            <Suspense key={key} fallback={null}>
              {content}
            </Suspense>
          )
        );
      })}
    </>
  );
}

function renderSection(
  section: HomeSection,
  key: string,
  renderCarousel: (section: ProductCarouselSection) => ReactNode,
  className: string | undefined,
): ReactElement | null {
  switch (section.type) {
    case 'categoryTiles':
      return (
        <section key={key} className={className}>
          <Container className="py-10 md:py-14">
            <SectionHeading
              heading={section.heading}
              link={{ label: 'View all products', href: '/products/1' }}
            />
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
              {section.categories.map((category) => (
                <li key={category.urlComponent}>
                  <Link
                    to={`/category/${encodeURIComponent(category.urlComponent)}`}
                    className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-center transition hover:border-brand-300 hover:shadow-md md:p-5"
                  >
                    {category.imageUrl ? (
                      <Image
                        src={pictureAtWidth(category.imageUrl, CATEGORY_TILE_PICTURE_WIDTH)}
                        alt=""
                        width={160}
                        height={112}
                        className="h-20 w-full object-contain md:h-24"
                      />
                    ) : (
                      <Package className="size-10 text-brand-700" aria-hidden="true" />
                    )}
                    <span className="text-sm font-semibold text-navy-900 group-hover:text-brand-700 md:text-base">
                      {category.label}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      );
    case 'productCarousel':
      if (section.items.length === 0) return null;
      return (
        <section key={key} className={className}>
          <Container className="py-8 md:py-10">
            <SectionHeading heading={section.heading} link={section.viewAll} />
            {renderCarousel(section)}
          </Container>
        </section>
      );
    case 'valuePropositions':
      return (
        <section key={key} className={cn('my-6 border-y border-slate-200 bg-white', className)}>
          <Container className="py-10 md:py-14">
            <h2 className="text-2xl font-bold tracking-tight text-navy-900">{section.heading}</h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {section.items.map((item) => {
                const Icon = ICONS[item.icon] ?? CircleCheck;
                return (
                  <li key={item.title} className="flex gap-4 lg:flex-col">
                    <span
                      className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                      aria-hidden="true"
                    >
                      <Icon className="size-6" />
                    </span>
                    <div>
                      <h3 className="text-base font-semibold text-navy-900">{item.title}</h3>
                      <p className="mt-1 text-sm leading-6 text-slate-600">{item.body}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Container>
        </section>
      );
    case 'trustStrip':
      return (
        <section
          key={key}
          aria-label="Why clinics trust us"
          className={cn('bg-navy-900 text-white', className)}
        >
          <Container className="grid grid-cols-2 gap-6 py-8 md:grid-cols-4">
            {section.items.map((item) => (
              <div key={item.label}>
                <p className="text-xl font-bold md:text-2xl">{item.label}</p>
                <p className="mt-1 text-sm text-navy-100">{item.detail}</p>
              </div>
            ))}
          </Container>
        </section>
      );
  }
}
