// "Ship" on an order (ADR 0027): pick lines and quantities (all, or part), carrier, tracking number
// and ship date; one fulfilment. Each submit carries an Idempotency-Key, kept until it succeeds, so
// a double click or a retry after a lost answer ships once. A line whose item carries lots shows the
// lots it would ship first-expiring-first, or staff's own choice (ship-lots.tsx, issue 34).
import { ShipOrderBody } from '@medsupply/contract';
import type { AdminOrderDetails, AdminOrderLine } from '@medsupply/contract';
import { PARCEL_CARRIERS, quantityProblem } from '@medsupply/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FieldProblem, problemProps } from '@/components/ui/field-problem';
import { schemaResolver } from '@/lib/schema-resolver';
import { storeToday } from '@/lib/store-day';

import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { ownWordsFirst } from '../lib/own-words';
import { useSubmissionKey } from '../lib/submission-key';
import { useShipOrder } from './api';
import { ShipLots, chosenLots } from './ship-lots';
import type { LotChoice } from './ship-lots';

/** A line's field name: `l<id>` (a bare number would make the record a list). */
const lineName = (line: AdminOrderLine) => `l${line.id}`;

interface ShipValues {
  carrier: (typeof PARCEL_CARRIERS)[number];
  trackingNumber: string;
  shipDate: string;
  /** Units to ship now per line, as typed. */
  ship: Record<string, string>;
  /** Staff's choice of lots per line (absent or null: first-expiring-first). */
  lots: Record<string, LotChoice>;
}

export const SHIP_MESSAGES = {
  noLine: 'Choose at least one line to ship.',
  trackingNumber: 'Enter the tracking number.',
  /** The API's words (fulfilment.service futureShipDate). */
  futureShipDate: 'The ship date cannot be later than today.',
} as const;

const shippableOf = (lines: readonly AdminOrderLine[]) => lines.filter((line) => line.quantityToShip > 0);

const quantitiesOf = (lines: readonly AdminOrderLine[]) =>
  Object.fromEntries(shippableOf(lines).map((line) => [lineName(line), String(line.quantityToShip)]));

// service spec §5's whole-number rule, 0 to what is left (issue 31 point 2); empty ships none.
function lineProblem(line: AdminOrderLine, typed: string | undefined): string | undefined {
  const raw = (typed ?? '').trim();
  return raw === '' ? undefined : quantityProblem(raw, 0, line.quantityToShip);
}

/** The fulfilment's lines, or the first line that cannot be sent as typed. */
function shipLinesOf(
  shippable: readonly AdminOrderLine[],
  values: ShipValues,
): { lines: ShipOrderBody['lines']; problem?: string } {
  const lines: ShipOrderBody['lines'] = [];
  for (const line of shippable) {
    const raw = (values.ship[lineName(line)] ?? '').trim();
    const problem = lineProblem(line, raw);
    if (problem !== undefined)
      return { lines, problem: `Line ${line.lineNumber} (${line.itemName}): ${problem}` };
    if (raw === '' || Number(raw) === 0) continue;
    const choice = line.carriesLots ? values.lots[lineName(line)] : null;
    if (choice) {
      const chosen = chosenLots(line, choice, Number(raw), values.shipDate);
      if ('problem' in chosen)
        return { lines, problem: `Line ${line.lineNumber} (${line.itemName}): ${chosen.problem}` };
      lines.push({ lineId: line.id, quantity: Number(raw), lots: chosen.lots });
    } else {
      lines.push({ lineId: line.id, quantity: Number(raw) });
    }
  }
  return lines.length === 0 ? { lines, problem: SHIP_MESSAGES.noLine } : { lines };
}

const shipBodyOf = (shippable: readonly AdminOrderLine[], values: ShipValues): ShipOrderBody => ({
  carrier: values.carrier,
  trackingNumber: values.trackingNumber.trim(),
  shipDate: values.shipDate,
  lines: shipLinesOf(shippable, values).lines,
});

function shipResolver(shippable: readonly AdminOrderLine[]) {
  return ownWordsFirst(
    schemaResolver<ShipValues>(
      ShipOrderBody,
      (values) => shipBodyOf(shippable, values),
      (values) => ({
        root: shipLinesOf(shippable, values).problem,
        shipDate: values.shipDate > storeToday() ? SHIP_MESSAGES.futureShipDate : undefined,
      }),
    ),
    (values) => ({
      root: shipLinesOf(shippable, values).problem,
      trackingNumber: values.trackingNumber.trim() === '' ? SHIP_MESSAGES.trackingNumber : undefined,
    }),
    ['lines'],
  );
}

export function ShipForm({ order }: { order: AdminOrderDetails }) {
  const ship = useShipOrder(order.id);
  const shippable = shippableOf(order.lines);
  const submission = useSubmissionKey();
  const [shipped, setShipped] = useState<string | null>(null);
  const today = storeToday();
  const fieldId = useId();
  const defaults = (lines: readonly AdminOrderLine[]): ShipValues => ({
    carrier: 'UPS',
    trackingNumber: '',
    shipDate: storeToday(),
    ship: quantitiesOf(lines),
    lots: {},
  });
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<ShipValues>({ defaultValues: defaults(order.lines), resolver: shipResolver(shippable) });
  const [quantities, lotChoices, shipDay] = useWatch({ control, name: ['ship', 'lots', 'shipDate'] });

  const onSubmit = handleSubmit((values) => {
    setShipped(null);
    const body = shipBodyOf(shippable, values);
    ship.mutate(
      // The same body keeps its key: a retry after a refusal or a lost answer ships once.
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: (answer) => {
          submission.settle();
          setShipped(
            `Shipped as ${answer.fulfillment.tranId}${answer.invoice ? `, invoiced as ${answer.invoice.tranId}` : ''}.`,
          );
          reset(defaults(answer.order.lines));
        },
      },
    );
  });

  if (shippable.length === 0) {
    return (
      <div className="space-y-3">
        {shipped && <FormNotice tone="success">{shipped}</FormNotice>}
        <p className="text-sm text-slate-600">Nothing is left to ship on this order.</p>
      </div>
    );
  }

  const setAll = (all: boolean) =>
    setValue(
      'ship',
      Object.fromEntries(shippable.map((line) => [lineName(line), all ? String(line.quantityToShip) : '0'])),
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Ship lines" className="space-y-4">
      {shipped && <FormNotice tone="success">{shipped}</FormNotice>}
      {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
      <ErrorNotice error={ship.error} />
      <div>
        <table className="w-full text-sm">
          <caption className="sr-only">Lines to ship</caption>
          <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 text-left">
                Line
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Left to ship
              </th>
              <th scope="col" className="py-2 text-right">
                Ship now
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shippable.map((line) => (
              <tr key={line.id}>
                <td className="py-2 pr-3">
                  <span className="font-medium text-navy-900">{line.itemName}</span>
                  <span className="block text-xs text-slate-600">{line.displayName}</span>
                  {line.carriesLots && (
                    <ShipLots
                      line={line}
                      quantity={
                        lineProblem(line, quantities[lineName(line)]) === undefined
                          ? Number((quantities[lineName(line)] ?? '').trim() || 0)
                          : 0
                      }
                      shipDay={shipDay}
                      choice={lotChoices[lineName(line)] ?? null}
                      onChoice={(choice) => setValue('lots', { ...lotChoices, [lineName(line)]: choice })}
                    />
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantityToShip}</td>
                <td className="py-2 text-right">
                  <input
                    inputMode="numeric"
                    autoComplete="off"
                    {...problemProps(`${fieldId}-${line.id}`, lineProblem(line, quantities[lineName(line)]))}
                    aria-label={`Ship now: ${line.itemName}`}
                    {...register(`ship.${lineName(line)}`)}
                    className="h-9 w-24 rounded-lg border border-slate-300 px-2 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600"
                  />
                  <FieldProblem
                    id={`${fieldId}-${line.id}`}
                    problem={lineProblem(line, quantities[lineName(line)])}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2 text-sm">
        <Button size="sm" variant="outline" onClick={() => setAll(true)}>
          Ship all
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAll(false)}>
          Ship none
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Carrier" error={errors.carrier?.message} {...register('carrier')}>
          {PARCEL_CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrier}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tracking number"
          autoComplete="off"
          spellCheck={false}
          error={errors.trackingNumber?.message}
          {...register('trackingNumber')}
        />
        <TextField
          label="Ship date"
          type="date"
          max={today}
          error={errors.shipDate?.message}
          {...register('shipDate')}
        />
      </div>
      <Button type="submit" disabled={ship.isPending}>
        {ship.isPending ? 'Shipping…' : 'Ship these lines'}
      </Button>
    </form>
  );
}
