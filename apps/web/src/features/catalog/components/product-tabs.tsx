// The product page's sections as tabs (storefront spec §2.5): details, Downloads, Related Products
// and Alternative Products; the last three are carousels whose items per view follow the width.
// A hash of #pd, #rp or #ap selects the details, related or alternative section.
import type { ItemDetail, RelatedItem } from '@medsupply/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { ItemThumbnail } from '@/components/ui/image';
import { EmptyLine, QueryView } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';

import { useAlternativeItems, useCorrelatedItems } from '../api/get-related-items';
import {
  ALTERNATIVES_PER_VIEW_MAX,
  DOWNLOADS_PER_VIEW_MAX,
  MESSAGES,
  RELATED_PER_VIEW_MAX,
} from '../constants';
import { detailCarouselSteps, usePerView } from '../hooks/use-per-view';
import { stripListWrappers } from '../lib/description';
import { productPath } from '../lib/product-rules';

import { LazyCarousel as Carousel } from './lazy-carousel';
import { PriceDisplay } from './price-display';

type TabId = 'details' | 'downloads' | 'related' | 'alternatives';

const TABS: ReadonlyArray<{ id: TabId; label: string; hash?: string }> = [
  { id: 'details', label: 'Product Details', hash: 'pd' },
  { id: 'downloads', label: 'Downloads' },
  { id: 'related', label: 'Related Products', hash: 'rp' },
  { id: 'alternatives', label: 'Alternative Products', hash: 'ap' },
];

/** storefront spec §2.5: #pd, #rp, #ap select a section; anything else shows the details. */
export function tabFromHash(hash: string): TabId | null {
  const key = hash.replace(/^#/, '');
  return TABS.find((tab) => tab.hash === key)?.id ?? null;
}

const DOWNLOAD_STEPS = detailCarouselSteps(DOWNLOADS_PER_VIEW_MAX);
const RELATED_STEPS = detailCarouselSteps(RELATED_PER_VIEW_MAX);
const ALTERNATIVE_STEPS = detailCarouselSteps(ALTERNATIVES_PER_VIEW_MAX);

export function ProductTabs({ item, itemKey }: { item: ItemDetail; itemKey: string }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fromHash = tabFromHash(hash);
  const [selected, setSelected] = useState<TabId>(fromHash ?? 'details');
  const sectionRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // A hash arriving later (a link to #rp on the same page) selects its section.
  const [seenHash, setSeenHash] = useState(fromHash);
  if (fromHash !== seenHash) {
    setSeenHash(fromHash);
    if (fromHash) setSelected(fromHash);
  }

  // ...and brings it into view.
  useEffect(() => {
    if (fromHash) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [fromHash]);

  function select(id: TabId) {
    setSelected(id);
    const tab = TABS.find((entry) => entry.id === id);
    void navigate({ hash: tab?.hash ? `#${tab.hash}` : '' }, { replace: true, preventScrollReset: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const wrapped = (next + TABS.length) % TABS.length;
    const tab = TABS[wrapped];
    if (!tab) return;
    select(tab.id);
    tabRefs.current[wrapped]?.focus();
  }

  return (
    <section ref={sectionRef} aria-label="Product information" className="scroll-mt-4">
      <div
        role="tablist"
        aria-label="Product information"
        onKeyDown={onKeyDown}
        // The four tabs wrap onto a second line on a phone rather than scroll sideways (issue 31).
        className="-mx-4 flex flex-wrap gap-x-1 border-b border-slate-200 px-4 md:mx-0 md:px-0"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={selected === tab.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            className={cn(
              'relative shrink-0 px-4 py-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
              selected === tab.id
                ? 'text-brand-700 after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:rounded-t after:bg-brand-700'
                : 'text-slate-700 hover:text-navy-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={selected !== tab.id}
          tabIndex={0}
          className="py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {selected === tab.id && <Panel tab={tab.id} item={item} itemKey={itemKey} />}
        </div>
      ))}
    </section>
  );
}

function Panel({ tab, item, itemKey }: { tab: TabId; item: ItemDetail; itemKey: string }) {
  switch (tab) {
    case 'details':
      return <Details item={item} />;
    case 'downloads':
      return <Downloads item={item} />;
    case 'related':
      return <RelatedProducts itemKey={itemKey} />;
    case 'alternatives':
      return <AlternativeProducts itemKey={itemKey} />;
  }
}

function Details({ item }: { item: ItemDetail }) {
  const attributes = Object.entries(item.attributes);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div
        className={cn(
          'max-w-prose text-[15px] leading-7 text-slate-800 [&_h2]:mt-5 [&_h2]:font-bold [&_h2]:text-navy-900 [&_p]:mt-3 [&_p:first-child]:mt-0',
          // The lines that were list items keep a bullet so they still read as a list.
          "[&_.description-line]:relative [&_.description-line]:mt-1 [&_.description-line]:pl-5 [&_.description-line]:before:absolute [&_.description-line]:before:left-1 [&_.description-line]:before:content-['•'] [&_.description-line]:before:text-brand-700",
        )}
        // Sanitized by the API to an allow-list of tags (contract: ItemDetail.description).
        dangerouslySetInnerHTML={{ __html: stripListWrappers(item.description) }}
      />
      {attributes.length > 0 && (
        <div>
          <h2 className="mb-3 text-base font-bold text-navy-900">Specifications</h2>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {attributes.map(([name, value]) => (
              <div key={name} className="grid grid-cols-2 gap-4 px-4 py-2.5">
                <dt className="text-slate-600">{name}</dt>
                <dd className="font-medium text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}

function Downloads({ item }: { item: ItemDetail }) {
  const perView = usePerView(DOWNLOAD_STEPS);
  if (item.itemFile.length === 0) return <EmptyLine>No downloads for this product.</EmptyLine>;
  return (
    <Carousel
      label="Downloads"
      items={item.itemFile}
      perView={perView}
      getKey={(file) => file.url}
      renderItem={(file) => (
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm"
        >
          <FileText className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="text-sm font-semibold text-navy-900">
            {file.name}
            <span className="block text-xs font-normal text-slate-600">PDF, opens in a new window</span>
          </span>
        </a>
      )}
    />
  );
}

function RelatedProducts({ itemKey }: { itemKey: string }) {
  return <RelatedCarousel kind="related" query={useCorrelatedItems(itemKey)} />;
}

function AlternativeProducts({ itemKey }: { itemKey: string }) {
  return <RelatedCarousel kind="alternatives" query={useAlternativeItems(itemKey)} />;
}

function RelatedCarousel({
  kind,
  query,
}: {
  kind: 'related' | 'alternatives';
  query: UseQueryResult<RelatedItem[]>;
}) {
  const perView = usePerView(kind === 'related' ? RELATED_STEPS : ALTERNATIVE_STEPS);
  const label = kind === 'related' ? 'Related Products' : 'Alternative Products';

  return (
    <QueryView
      query={query}
      what={label.toLowerCase()}
      owner="the"
      loading="panel"
      isEmpty={(items) => items.length === 0}
      empty={kind === 'related' ? 'No related products yet.' : 'No alternatives for this product.'}
    >
      {(items) => (
        <Carousel
          label={label}
          items={items}
          perView={perView}
          getKey={(entry) => entry.id}
          renderItem={(entry) => <RelatedTile item={entry} />}
        />
      )}
    </QueryView>
  );
}

function RelatedTile({ item }: { item: RelatedItem }) {
  const href = productPath(item);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <ItemThumbnail
          src={item.thumbnailImage}
          size={160}
          className="mx-auto aspect-square w-full max-w-36"
        />
      </Link>
      <p className="mt-3 truncate text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {item.manufacturer}
      </p>
      <h3 className="mt-1 line-clamp-2 text-sm font-semibold text-navy-900">
        <Link to={href} className="hover:text-brand-700 hover:underline">
          {item.displayName}
        </Link>
      </h3>
      <div className="mt-auto pt-3">
        <PriceDisplay item={item} loginLabel={MESSAGES.logInToSeePrice} />
      </div>
    </article>
  );
}
