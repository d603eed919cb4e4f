// The lot rows of "Receive stock" for an item that carries lots (issue 34, ADR 0052): one row per
// lot on the delivery (lot number, expiry date, quantity), added and removed by the clerk. The
// total received is the rows' sum: the clerk reads each lot off its carton label, so the form adds
// them up rather than asking for a total that could disagree. Each row's problem shows under its
// field, in the domain's words (the API checks the same rules again).
import { lotExpiryProblem, lotNumberProblem, quantityProblem } from '@medsupply/domain';

import { Button, TextField } from '../components/form';
import { storeToday } from '@/lib/store-day';

export interface LotRowDraft {
  key: number;
  lotNumber: string;
  expiresOn: string;
  quantity: string;
}

export interface LotRowProblems {
  lotNumber?: string | undefined;
  expiresOn?: string | undefined;
  quantity?: string | undefined;
}

let nextKey = 1;
export const emptyLotRow = (): LotRowDraft => ({
  key: nextKey++,
  lotNumber: '',
  expiresOn: '',
  quantity: '',
});

/** What is wrong with a row (none: an empty object), as receiving would refuse it today. */
export function lotRowProblems(
  row: LotRowDraft,
  others: readonly LotRowDraft[],
  today: string,
): LotRowProblems {
  const lotNumber =
    lotNumberProblem(row.lotNumber) ??
    (others.some(
      (o) => o.key !== row.key && o.lotNumber.trim().toUpperCase() === row.lotNumber.trim().toUpperCase(),
    )
      ? `Lot ${row.lotNumber.trim()} is listed twice: enter each lot once.`
      : null);
  return {
    lotNumber: lotNumber ?? undefined,
    expiresOn:
      row.expiresOn === '' ? 'Enter the expiry date.' : (lotExpiryProblem(row.expiresOn, today) ?? undefined),
    quantity: quantityProblem(row.quantity, 1, 1_000_000),
  };
}

export const rowIsGood = (p: LotRowProblems) => !p.lotNumber && !p.expiresOn && !p.quantity;

/** The units the rows add up to (rows without a whole number count 0). */
export function lotRowsTotal(rows: readonly LotRowDraft[]): number {
  return rows.reduce(
    (sum, r) => sum + (quantityProblem(r.quantity, 1) === undefined ? Number(r.quantity.trim()) : 0),
    0,
  );
}

export function LotRows({
  rows,
  onChange,
  showProblems,
}: {
  rows: readonly LotRowDraft[];
  onChange: (rows: LotRowDraft[]) => void;
  showProblems: boolean;
}) {
  const today = storeToday();
  const set = (key: number, patch: Partial<LotRowDraft>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="space-y-3">
      {rows.map((row, index) => {
        const problems = showProblems ? lotRowProblems(row, rows, today) : {};
        return (
          <fieldset key={row.key} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-navy-900">Lot {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,11rem)_minmax(0,7rem)]">
              <TextField
                label="Lot number"
                value={row.lotNumber}
                onChange={(e) => set(row.key, { lotNumber: e.target.value })}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                placeholder="e.g. L2407-A"
                error={problems.lotNumber}
              />
              <TextField
                label="Expiry date"
                type="date"
                min={today}
                value={row.expiresOn}
                onChange={(e) => set(row.key, { expiresOn: e.target.value })}
                error={problems.expiresOn}
              />
              <TextField
                label="Quantity"
                inputMode="numeric"
                autoComplete="off"
                value={row.quantity}
                onChange={(e) => set(row.key, { quantity: e.target.value })}
                error={problems.quantity}
              />
            </div>
            {rows.length > 1 && (
              <Button
                size="sm"
                variant="outline"
                className="mt-3"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                Remove lot {index + 1}
              </Button>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...rows, emptyLotRow()])}
          disabled={rows.length >= 50}
        >
          Add a lot
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          Total received: <strong className="tabular-nums">{lotRowsTotal(rows)}</strong>
        </p>
      </div>
    </div>
  );
}
