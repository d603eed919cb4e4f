// A recall's equivalent items (issue 34 point 4, ADR 0053): for each recalled item shipped to the
// clinic, the alternatives the catalogue names, ranked by whether this buyer can order them now,
// with the buyer's price (none without price visibility), each linking to its product page.
import type { AccountRecall, Substitute } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';
import { Link } from 'react-router';

const STANDING: Record<Substitute['standing'], { label: string; className: string }> = {
  available: { label: 'In stock', className: 'bg-emerald-50 text-emerald-800' },
  backordered: { label: 'Backordered', className: 'bg-amber-50 text-amber-900' },
  unavailable: { label: 'Not available to your account', className: 'bg-slate-100 text-slate-700' },
};

function priceText(s: Substitute): string | null {
  if (s.price === undefined) return null;
  const price = s.price === null ? 'N/A' : formatUsd(dollarsToCents(s.price));
  return s.unit ? `${price} / ${s.unit.unitName}` : price;
}

export function RecallSubstitutes({ groups }: { groups: AccountRecall['substitutes'] }) {
  const shown = groups.filter((g) => g.substitutes.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="mt-4">
      <h4 className="text-sm font-semibold text-navy-900">Equivalent items you can order instead</h4>
      {shown.map((group) => (
        <div key={group.itemId} className="mt-2">
          <p className="text-sm text-slate-700">Instead of {group.displayName}:</p>
          <ul
            aria-label={`Equivalent items for ${group.displayName}`}
            className="mt-1 divide-y divide-slate-100 rounded-xl border border-slate-200"
          >
            {group.substitutes.map((s) => {
              const price = priceText(s);
              return (
                <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                  <Link
                    to={`/product/${encodeURIComponent(s.urlComponent)}`}
                    className="min-w-0 font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline"
                  >
                    {s.displayName}
                  </Link>
                  <span className="text-slate-600">{s.manufacturer}</span>
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STANDING[s.standing].className}`}
                  >
                    {STANDING[s.standing].label}
                  </span>
                  {price !== null && (
                    <span className="font-semibold text-navy-900 tabular-nums">{price}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
