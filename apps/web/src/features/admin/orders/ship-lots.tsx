// The lots of a line whose item carries lots, in the Ship form (issue 34, ADR 0052): by default the
// lots the store picks first-expiring-first on the ship date (read only, as the API's pickLots
// would draw them), and "Choose lots" to name lots and units instead. Expired and stopped lots are
// not offered. Quantities are stock units (a Box of 100 draws 100 a box).
import type { AdminOrderLine } from '@medsupply/contract';
import { lotShippable, pickLots, quantityProblem } from '@medsupply/domain';
import { useId } from 'react';

import { FieldProblem, problemProps } from '@/components/ui/field-problem';
import { formatStoreDate } from '@/lib/format';

import { Button, FormNotice } from '../components/form';

/** Staff's units per lot id, as typed; null while the store's first-expiring-first pick stands. */
export type LotChoice = Record<number, string> | null;

/** The lots that may ship on `shipDay`, first-expiring first (as the API lists them). */
export const offeredLots = (line: AdminOrderLine, shipDay: string) =>
  line.lots.filter((lot) => lotShippable(lot, shipDay) && lot.quantityOnHand > 0);

/** Stock units `quantity` of the line's unit draws from lots. */
export const stockUnitsOf = (line: AdminOrderLine, quantity: number) =>
  Math.round(quantity * line.conversionRate);

/** The store's default pick as a choice staff can start editing from. */
export function defaultChoice(
  line: AdminOrderLine,
  quantity: number,
  shipDay: string,
): Record<number, string> {
  const offered = offeredLots(line, shipDay);
  const picked = quantity > 0 ? pickLots(offered, stockUnitsOf(line, quantity), shipDay) : null;
  const byId = new Map(picked?.ok ? picked.picks.map((p) => [p.lotId, p.quantity]) : []);
  return Object.fromEntries(offered.map((lot) => [lot.id, String(byId.get(lot.id) ?? 0)]));
}

/**
 * Staff's choice as the API takes it, or the reason it cannot be sent (a count that is not a whole
 * number, more than a lot holds, or a total other than the line's).
 */
export function chosenLots(
  line: AdminOrderLine,
  choice: Record<number, string>,
  quantity: number,
  shipDay: string,
): { lots: Array<{ lotId: number; quantity: number }> } | { problem: string } {
  const lots: Array<{ lotId: number; quantity: number }> = [];
  for (const lot of offeredLots(line, shipDay)) {
    const raw = (choice[lot.id] ?? '').trim();
    if (raw === '' || raw === '0') continue;
    const problem = quantityProblem(raw, 0, lot.quantityOnHand);
    if (problem) return { problem: `Lot ${lot.lotNumber}: ${problem}` };
    lots.push({ lotId: lot.id, quantity: Number(raw) });
  }
  const sum = lots.reduce((s, l) => s + l.quantity, 0);
  const wanted = stockUnitsOf(line, quantity);
  if (sum !== wanted) {
    return { problem: `The lots chosen add up to ${sum} units, but the line ships ${wanted}.` };
  }
  return { lots };
}

export function ShipLots({
  line,
  quantity,
  shipDay,
  choice,
  onChoice,
}: {
  line: AdminOrderLine;
  quantity: number;
  shipDay: string;
  choice: LotChoice;
  onChoice: (choice: LotChoice) => void;
}) {
  const fieldId = useId();
  const offered = offeredLots(line, shipDay);
  const units = stockUnitsOf(line, quantity);
  const picked = units > 0 ? pickLots(offered, units, shipDay) : null;
  const lotOf = new Map(offered.map((lot) => [lot.id, lot]));
  const unitsNote = line.conversionRate === 1 ? '' : ` (${units} units)`;

  return (
    <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-2 text-xs text-slate-700">
      {choice === null ? (
        <>
          {units === 0 ? (
            <p>Lots are picked when the line ships.</p>
          ) : picked?.ok ? (
            <p>
              <span className="font-semibold text-navy-900">Lots, first-expiring first{unitsNote}: </span>
              {picked.picks
                .map((p) => {
                  const lot = lotOf.get(p.lotId);
                  return lot
                    ? `${lot.lotNumber}, exp. ${formatStoreDate(lot.expiresOn)} × ${p.quantity}`
                    : '';
                })
                .join('; ')}
            </p>
          ) : (
            <FormNotice tone="error">
              {picked && picked.sellable === 0
                ? `No lot in stock can be shipped (expired, stopped or none on hand), so ${units} units cannot ship.`
                : `Only ${picked?.sellable ?? 0} units of lots that can ship are in stock; ${units} are needed.`}
            </FormNotice>
          )}
          {offered.length > 0 && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChoice(defaultChoice(line, quantity, shipDay))}
              aria-label={`Choose lots: ${line.itemName}`}
            >
              Choose lots
            </Button>
          )}
        </>
      ) : (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-navy-900">Units from each lot ({units} in all)</legend>
          {offered.map((lot) => {
            const raw = (choice[lot.id] ?? '').trim();
            const problem = raw === '' ? undefined : quantityProblem(raw, 0, lot.quantityOnHand);
            return (
              <div key={lot.id} className="flex flex-wrap items-center gap-2">
                <label htmlFor={`${fieldId}-${lot.id}`} className="min-w-0 flex-1">
                  <span className="font-medium text-navy-900">{lot.lotNumber}</span>, exp.{' '}
                  {formatStoreDate(lot.expiresOn)} · {lot.quantityOnHand} on hand
                </label>
                <input
                  id={`${fieldId}-${lot.id}`}
                  inputMode="numeric"
                  autoComplete="off"
                  {...problemProps(`${fieldId}-${lot.id}`, problem)}
                  value={choice[lot.id] ?? ''}
                  onChange={(event) => onChoice({ ...choice, [lot.id]: event.target.value })}
                  className="h-8 w-20 rounded-lg border border-slate-300 bg-white px-2 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600"
                />
                <FieldProblem id={`${fieldId}-${lot.id}`} problem={problem} className="basis-full" />
              </div>
            );
          })}
          <Button size="sm" variant="link" onClick={() => onChoice(null)}>
            Use first-expiring first
          </Button>
        </fieldset>
      )}
    </div>
  );
}
