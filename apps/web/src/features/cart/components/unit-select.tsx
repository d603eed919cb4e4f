// The unit-of-measure dropdown (storefront spec §2.5, §2.6: shown when units exist). A single unit
// is shown as text: a dropdown with one choice only costs a tap.
import type { UnitDetail } from '@medsupply/contract';
import { useId } from 'react';

import { selectClassName } from '@/components/ui/select-class';
import { cn } from '@/lib/cn';

import { ADD_TO_CART_TEXTS } from './add-to-cart-texts';

export interface UnitSelectProps {
  units: readonly UnitDetail[];
  value: number | undefined;
  onChange: (unitId: number) => void;
  showLabel?: boolean;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}

export function UnitSelect({
  units,
  value,
  onChange,
  showLabel = false,
  size = 'md',
  disabled = false,
  className,
}: UnitSelectProps) {
  const id = useId();
  if (units.length === 0) return null;
  const labelClass = showLabel ? 'mb-1.5 block text-sm font-semibold text-navy-900' : 'sr-only';
  if (units.length === 1) {
    return (
      <div className={className}>
        <span className={labelClass}>{ADD_TO_CART_TEXTS.unit}</span>
        <span
          className={cn(
            'flex items-center text-sm font-medium text-navy-900',
            size === 'sm' ? 'h-9' : 'h-11',
          )}
        >
          {units[0]?.unitName}
        </span>
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {ADD_TO_CART_TEXTS.unit}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className={selectClassName(size)}
      >
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.unitName}
          </option>
        ))}
      </select>
    </div>
  );
}
