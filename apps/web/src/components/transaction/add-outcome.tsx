// What a many-line add to the cart did (reorder, quick order, an estimate's conversion; ADR 0026):
// how many lines went in, and each line that did not go in full, with the cart's reason.
import type { LineOutcome } from '@medsupply/contract';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

export interface AddOutcomeProps {
  /** Lines asked for. */
  asked: number;
  notAdded: LineOutcome[];
  /** The item's name for a line (the page knows its rows). */
  nameOf: (itemId: number) => string;
}

export function addedCount(asked: number, notAdded: LineOutcome[]): number {
  return asked - notAdded.filter((line) => line.quantityAdded === 0).length;
}

export function AddOutcome({ asked, notAdded, nameOf }: AddOutcomeProps) {
  const added = addedCount(asked, notAdded);
  return (
    <div
      role="status"
      className={`rounded-xl border p-4 text-sm ${notAdded.length === 0 ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
        {notAdded.length === 0 ? (
          <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
        ) : (
          <AlertTriangle className="size-5 text-amber-700" aria-hidden="true" />
        )}
        {added === 1 ? '1 line added to your cart.' : `${added} lines added to your cart.`}
        <Link to="/cart" className="font-semibold text-brand-700 underline">
          View cart
        </Link>
      </p>
      {notAdded.length > 0 ? (
        <ul className="mt-2 space-y-1 text-slate-800">
          {notAdded.map((line) => (
            <li key={`${line.itemId}-${line.unit ?? 0}`}>
              <span className="font-medium">{nameOf(line.itemId)}</span>: {line.message}
              {line.quantityAdded > 0 ? ` (${line.quantityAdded} added)` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
