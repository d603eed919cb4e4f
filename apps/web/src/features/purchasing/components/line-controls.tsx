// A line's controls (reorder rows, quick order rows): a whole quantity of at least
// 1 (the field may be empty while the buyer types), and the unit from the item's own units.
import type { UnitDetail } from '@medsupply/contract';
import { integerOnly } from '@medsupply/domain';
import { useId, useState } from 'react';

const control =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-600';

export function QuantityInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  // service spec §5 (integer only): said under the box while typed, and not taken.
  const problem = draft === null ? undefined : integerOnly(draft);
  return (
    <div className="w-full md:w-20">
      <input
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          if (integerOnly(event.target.value) !== undefined) return;
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next >= 1) onChange(next);
        }}
        onBlur={() => setDraft(null)}
        className={`${control} w-full tabular-nums`}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

export function UnitSelect({
  label,
  units,
  value,
  onChange,
}: {
  label: string;
  units: UnitDetail[];
  value: number;
  onChange: (unit: number) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      className={`${control} w-full min-w-0 pr-7 md:w-auto`}
    >
      {units.map((unit) => (
        <option key={unit.id} value={unit.id}>
          {unit.unitName}
        </option>
      ))}
    </select>
  );
}
