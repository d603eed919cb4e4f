// The aging buckets as one row of figures (current, 1-30, 31-60, 61-90, over 90, total).
import type { AgingBuckets } from '@medsupply/contract';
import { AGING_BUCKETS } from '@medsupply/domain';

import { usd } from './money';

export function AgingSummary({ aging, label }: { aging: AgingBuckets; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
      {AGING_BUCKETS.map((bucket) => (
        <div key={bucket.key} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">{bucket.label}</dt>
          <dd className="mt-0.5 font-semibold text-navy-900 tabular-nums">{usd(aging[bucket.key])}</dd>
        </div>
      ))}
      <div className="rounded-lg border border-navy-200 bg-navy-50 px-3 py-2">
        <dt className="text-xs font-medium text-slate-700">Total open</dt>
        <dd className="mt-0.5 font-semibold text-navy-900 tabular-nums">{usd(aging.total)}</dd>
      </div>
    </dl>
  );
}
