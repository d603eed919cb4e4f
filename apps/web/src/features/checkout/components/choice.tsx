// A section of the checkout form (a fieldset with its legend) and a radio choice drawn as a card,
// so a buyer can tap anywhere on an address or a payment to choose it.
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="float-left mb-3 w-full text-lg font-semibold text-navy-900">{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  children?: ReactNode;
}

export function Choice({ name, value, checked, onChange, title, children }: ChoiceProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg border p-3.5 transition-colors',
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-navy-900">{title}</span>
        {children && <span className="mt-0.5 block text-slate-700">{children}</span>}
      </span>
    </label>
  );
}
