// The listing's filter groups (storefront spec §4 "Catalogue filters"): category, manufacturer,
// prescription level and availability, each one choice at a time, with the counts the API returns.
import type { ItemFacets } from '@medsupply/contract';
import { formatCount } from '@medsupply/domain';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { FilterGroup, ListingState } from '../lib/listing-params';

const AVAILABILITY_LABELS = { inStock: 'In Stock', outOfStock: 'Out of Stock' } as const;
const MANUFACTURERS_SHOWN = 8;

export interface CategoryOption {
  value: string;
  label: string;
}

export interface ListingFiltersProps {
  state: ListingState;
  facets: ItemFacets | undefined;
  /** Top categories for the category group (the /products listing); omitted on a category page. */
  categories?: CategoryOption[];
  onChoose: (group: FilterGroup, value: string | number | null) => void;
  onChooseCategory?: (category: string | null) => void;
}

export function ListingFilters({
  state,
  facets,
  categories,
  onChoose,
  onChooseCategory,
}: ListingFiltersProps) {
  const [allManufacturers, setAllManufacturers] = useState(false);
  const manufacturers = facets?.manufacturer ?? [];
  const shown = allManufacturers ? manufacturers : manufacturers.slice(0, MANUFACTURERS_SHOWN);

  return (
    <div className="space-y-6">
      {categories && onChooseCategory && categories.length > 0 && (
        <FilterFieldset legend="Category">
          <Choice
            name="category"
            label="All categories"
            checked={state.category === null}
            onChange={() => onChooseCategory(null)}
          />
          {categories.map((category) => (
            <Choice
              key={category.value}
              name="category"
              label={category.label}
              checked={state.category === category.value}
              onChange={() => onChooseCategory(category.value)}
            />
          ))}
        </FilterFieldset>
      )}

      <FilterFieldset legend="Manufacturer">
        <Choice
          name="manufacturer"
          label="All manufacturers"
          checked={state.manufacturer === null}
          onChange={() => onChoose('manufacturer', null)}
        />
        {shown.map((facet) => (
          <Choice
            key={facet.value}
            name="manufacturer"
            label={facet.value}
            count={facet.count}
            checked={state.manufacturer === facet.value}
            onChange={() => onChoose('manufacturer', facet.value)}
          />
        ))}
        {manufacturers.length > MANUFACTURERS_SHOWN && (
          <button
            type="button"
            onClick={() => setAllManufacturers((value) => !value)}
            className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {allManufacturers ? 'Show fewer' : `Show all ${manufacturers.length}`}
          </button>
        )}
      </FilterFieldset>

      {facets && facets.rxLevel.length > 0 && (
        <FilterFieldset legend="Prescription level">
          <Choice
            name="rxLevel"
            label="All levels"
            checked={state.rxLevel === null}
            onChange={() => onChoose('rxLevel', null)}
          />
          {facets.rxLevel.map((facet) => (
            <Choice
              key={facet.value}
              name="rxLevel"
              label={facet.name}
              count={facet.count}
              checked={state.rxLevel === facet.value}
              onChange={() => onChoose('rxLevel', facet.value)}
            />
          ))}
        </FilterFieldset>
      )}

      <FilterFieldset legend="Availability">
        <Choice
          name="availability"
          label="Any availability"
          checked={state.availability === null}
          onChange={() => onChoose('availability', null)}
        />
        {(facets?.availability ?? []).map((facet) => (
          <Choice
            key={facet.value}
            name="availability"
            label={AVAILABILITY_LABELS[facet.value]}
            count={facet.count}
            checked={state.availability === facet.value}
            onChange={() => onChoose('availability', facet.value)}
          />
        ))}
      </FilterFieldset>
    </div>
  );
}

function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-navy-900">{legend}</legend>
      <div className="space-y-0.5">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  label,
  count,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100',
        checked ? 'font-semibold text-navy-900' : 'text-slate-700',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && (
        <span className="text-xs text-slate-600 tabular-nums">{formatCount(count)}</span>
      )}
    </label>
  );
}
