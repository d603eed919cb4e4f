// The matrix-product (variant) choice (storefront spec §2.5, §2.6): buttons on the product page,
// each with the variant's value and the 'Sold By' attribute; a dropdown on cards.
import { useId } from 'react';

import { selectClassName } from '@/components/ui/select-class';
import { cn } from '@/lib/cn';

import { ADD_TO_CART_TEXTS } from './add-to-cart-texts';

export interface VariantOption {
  id: number;
  itemName: string;
  matrixDetails: Record<string, string> | null;
  isAddableToCart: boolean;
}

/** The attribute the variants differ by ('Size'), from the first variant's matrix details. */
export function variantAttribute(variants: readonly VariantOption[]): string {
  return Object.keys(variants[0]?.matrixDetails ?? {})[0] ?? 'Option';
}

/** A variant's label: its value of that attribute, else its item number. */
export function variantValue(variant: VariantOption, attribute: string): string {
  return (
    variant.matrixDetails?.[attribute] ?? Object.values(variant.matrixDetails ?? {})[0] ?? variant.itemName
  );
}

export interface VariantPickerProps {
  variants: readonly VariantOption[];
  value: number | null;
  onChange: (variantId: number) => void;
  disabled?: boolean;
  className?: string;
}

export function VariantButtons({
  variants,
  value,
  onChange,
  soldBy,
  disabled = false,
  className,
}: VariantPickerProps & { soldBy: string | null }) {
  const attribute = variantAttribute(variants);
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{attribute}</legend>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {variants.map((variant) => {
          const selected = variant.id === value;
          return (
            <button
              key={variant.id}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => {
                if (!selected) onChange(variant.id);
              }}
              className={cn(
                'flex min-w-0 flex-col items-start sm:min-w-20 rounded-lg border px-3 py-1.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
                selected
                  ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                  : 'border-slate-300 bg-white hover:border-brand-600',
                !variant.isAddableToCart && !selected && 'text-slate-500',
              )}
            >
              <span className="text-sm font-semibold text-navy-900">{variantValue(variant, attribute)}</span>
              {soldBy && (
                <span className="text-xs text-slate-600">
                  {ADD_TO_CART_TEXTS.soldBy}: {soldBy}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export function VariantSelect({
  variants,
  value,
  onChange,
  disabled = false,
  size = 'md',
  className,
}: VariantPickerProps & { size?: 'sm' | 'md' }) {
  const id = useId();
  const attribute = variantAttribute(variants);
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {attribute}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className={selectClassName(size)}
      >
        {variants.map((variant) => (
          <option key={variant.id} value={variant.id}>
            {attribute}: {variantValue(variant, attribute)}
          </option>
        ))}
      </select>
    </div>
  );
}
