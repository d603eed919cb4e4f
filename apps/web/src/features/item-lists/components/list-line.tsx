// One line of an item list (storefront spec §4 "Item list detail"): image, name linking to the
// product, item number, unit dropdown and quantity input (owner only), prices with price visibility,
// and Remove. An edit marks the line as updating until the server answers (hooks/use-line-edits).
import type { ItemListDetail } from '@medsupply/contract';
import {
  dollarsToCents,
  formatUsd,
  linePriceCents,
  quantityProblem,
  unitPriceCents,
} from '@medsupply/domain';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { IconButton } from '@/components/ui/icon-button';
import { ItemThumbnail } from '@/components/ui/image';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import type { LineValues } from '../lib/line-edits';

export interface ListLineProps {
  line: ItemListDetail;
  shown: LineValues;
  updating: boolean;
  deleting: boolean;
  /** The owner may change and remove lines; everyone else reads (a colleague's shared list). */
  editable: boolean;
  showPrices: boolean;
  onEdit: (next: LineValues) => void;
  onRemove: () => void;
}

function lineName(line: ItemListDetail): string {
  return line.siteDisplayName || line.displayName;
}

/** storefront spec §9: unit price = price × conversion; line = price × conversion × quantity. */
function priceTexts(line: ItemListDetail, shown: LineValues): { unit: string; total: string } | null {
  if (line.price === undefined) return null;
  if (line.price === null) return { unit: 'N/A', total: 'N/A' };
  const rate = line.units.find((unit) => unit.id === shown.unit)?.conversionRate ?? 1;
  const baseCents = dollarsToCents(line.price);
  return {
    unit: formatUsd(unitPriceCents(baseCents, rate)),
    total: formatUsd(linePriceCents(baseCents, rate, shown.quantity)),
  };
}

const controlClass =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 shadow-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500';

export function ListLine({
  line,
  shown,
  updating,
  deleting,
  editable,
  showPrices,
  onEdit,
  onRemove,
}: ListLineProps) {
  const id = useId();
  const name = lineName(line);
  const prices = showPrices ? priceTexts(line, shown) : null;
  const unitName = line.units.find((unit) => unit.id === shown.unit)?.unitName ?? 'Each';
  const matrix = Object.entries(line.matrixDetails ?? {});

  // The quantity as typed, while it differs from the one shown. What is not a whole number of 1 or
  // more says why beside the box (service spec §5's messages, issue 31 point 2) and is not saved,
  // nor rounded into another quantity: the box keeps what was typed until it is put right.
  const [draft, setDraft] = useState<string | null>(null);
  const [draftFor, setDraftFor] = useState(shown.quantity);
  if (draftFor !== shown.quantity) {
    // Saved, or reverted after a failure: that value is back in the box.
    setDraftFor(shown.quantity);
    setDraft(null);
  }
  const problem = draft === null ? undefined : quantityProblem(draft);

  function commitQuantity() {
    if (draft === null || problem !== undefined) return;
    const quantity = Number(draft.trim());
    setDraft(null);
    if (quantity !== shown.quantity) onEdit({ quantity, unit: shown.unit });
  }

  return (
    <li
      aria-busy={updating || deleting}
      aria-label={name}
      className={cn(
        'grid grid-cols-[64px_1fr] gap-x-4 gap-y-3 py-4 md:grid-cols-[64px_minmax(0,1fr)_11rem_5rem_7rem_2.5rem] md:items-center',
        (updating || deleting) && 'opacity-70',
      )}
    >
      <Link
        to={`/product/${line.urlComponent}`}
        tabIndex={-1}
        aria-hidden="true"
        className="row-span-2 md:row-span-1"
      >
        <ItemThumbnail
          src={line.thumbnailImage}
          size={64}
          className="size-16 rounded-lg border border-slate-100 text-[10px]"
        />
      </Link>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{line.manufacturer}</p>
        <Link
          to={`/product/${line.urlComponent}`}
          className="line-clamp-2 text-sm font-semibold text-navy-900 hover:text-brand-700 hover:underline"
        >
          {name}
        </Link>
        <p className="mt-0.5 text-xs text-slate-600">
          Item #: <span className="font-medium text-slate-700">{line.itemName}</span>
          {matrix.length > 0 && <span> · {matrix.map(([key, value]) => `${key}:${value}`).join(', ')}</span>}
        </p>
        {updating && <Spinner label="Updating" className="mt-1 text-xs" />}
      </div>

      <div className="col-start-2 grid grid-cols-[1fr_5rem] gap-3 md:col-span-2 md:col-start-auto md:grid-cols-[11rem_5rem]">
        {editable && line.units.length > 0 ? (
          <div>
            <label
              htmlFor={`${id}-unit`}
              className="mb-1 block text-xs font-semibold text-slate-700 md:sr-only"
            >
              Unit
            </label>
            <select
              id={`${id}-unit`}
              aria-label={`Unit for ${name}`}
              value={shown.unit}
              disabled={updating || deleting}
              onChange={(event) => onEdit({ quantity: shown.quantity, unit: Number(event.target.value) })}
              className={cn(controlClass, 'pr-8')}
            >
              {line.units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.unitName}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="block text-xs font-semibold text-slate-700 md:sr-only">Unit</span>
            {unitName}
          </p>
        )}
        {editable ? (
          <div>
            <label
              htmlFor={`${id}-qty`}
              className="mb-1 block text-xs font-semibold text-slate-700 md:sr-only"
            >
              Quantity
            </label>
            <input
              id={`${id}-qty`}
              aria-label={`Quantity for ${name}`}
              inputMode="numeric"
              value={draft ?? String(shown.quantity)}
              disabled={updating || deleting}
              aria-invalid={problem !== undefined}
              aria-describedby={problem ? `${id}-qty-problem` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commitQuantity}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitQuantity();
              }}
              className={cn(controlClass, 'text-right tabular-nums', problem && 'border-red-600')}
            />
            {problem && (
              <p id={`${id}-qty-problem`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                {problem}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="block text-xs font-semibold text-slate-700 md:sr-only">Quantity</span>
            {shown.quantity}
          </p>
        )}
      </div>

      {/* Mobile: price and Remove share a row; desktop: each is a column of the line (md:contents). */}
      <div className="col-start-2 flex items-center justify-between gap-3 md:contents">
        <div className="md:text-right">
          {prices && (
            <>
              <p className="text-xs text-slate-600">
                {prices.unit} / {unitName}
              </p>
              <p className="text-sm font-bold text-navy-900 tabular-nums">{prices.total}</p>
            </>
          )}
        </div>
        <div>
          {editable && (
            <IconButton
              label={`Remove ${name}`}
              onClick={onRemove}
              disabled={updating || deleting}
              className="text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          )}
        </div>
      </div>
    </li>
  );
}
