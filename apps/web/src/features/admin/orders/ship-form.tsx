// "Ship" on an order (ADR 0027): pick lines and quantities (all, or part), carrier, tracking number
// and ship date; one fulfilment. Each submit carries an Idempotency-Key, kept until it succeeds, so
// a double click or a retry after a lost answer ships once. A line whose item carries lots shows the
// lots it would ship first-expiring-first, or staff's own choice (ship-lots.tsx, issue 34).
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { AdminOrderDetails, ShipOrderBody } from '@medsupply/contract';
import { PARCEL_CARRIERS, quantityProblem } from '@medsupply/domain';
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';

import { FieldProblem, problemProps } from '@/components/ui/field-problem';

import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { useShipOrder } from './api';
import { ShipLots, chosenLots } from './ship-lots';
import type { LotChoice } from './ship-lots';
import { storeToday } from '@/lib/store-day';

const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');

export function ShipForm({ order }: { order: AdminOrderDetails }) {
  const ship = useShipOrder(order.id);
  const shippable = order.lines.filter((line) => line.quantityToShip > 0);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(shippable.map((line) => [line.id, String(line.quantityToShip)])),
  );
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [shipped, setShipped] = useState<string | null>(null);
  const today = storeToday();
  const [shipDay, setShipDay] = useState(today);
  // Staff's choice of lots per line id (absent or null: first-expiring-first).
  const [lotChoices, setLotChoices] = useState<Record<number, LotChoice>>({});
  const fieldId = useId();
  // service spec §5's whole-number rule, 0 to what is left (issue 31 point 2); empty ships none.
  const lineProblem = (line: (typeof shippable)[number]): string | undefined => {
    const raw = (quantities[line.id] ?? '').trim();
    return raw === '' ? undefined : quantityProblem(raw, 0, line.quantityToShip);
  };

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setShipped(null);
    const form = event.currentTarget;
    const data = new FormData(form);
    const lines: ShipOrderBody['lines'] = [];
    for (const line of shippable) {
      const raw = (quantities[line.id] ?? '').trim();
      if (lineProblem(line) !== undefined) {
        setProblem(`Line ${line.lineNumber} (${line.itemName}): ${lineProblem(line)}`);
        return;
      }
      if (raw === '' || Number(raw) === 0) continue;
      const choice = line.carriesLots ? lotChoices[line.id] : null;
      if (choice) {
        const chosen = chosenLots(line, choice, Number(raw), shipDay);
        if ('problem' in chosen) {
          setProblem(`Line ${line.lineNumber} (${line.itemName}): ${chosen.problem}`);
          return;
        }
        lines.push({ lineId: line.id, quantity: Number(raw), lots: chosen.lots });
      } else {
        lines.push({ lineId: line.id, quantity: Number(raw) });
      }
    }
    if (lines.length === 0) {
      setProblem('Choose at least one line to ship.');
      return;
    }
    const trackingNumber = textOf(data.get('trackingNumber'));
    if (!trackingNumber) {
      setProblem('Enter the tracking number.');
      return;
    }
    setProblem(null);
    ship.mutate(
      {
        body: {
          carrier: textOf(data.get('carrier')) as (typeof PARCEL_CARRIERS)[number],
          trackingNumber,
          shipDate: shipDay,
          lines,
        },
        idempotencyKey: key,
      },
      {
        onSuccess: (answer) => {
          setKey(newIdempotencyKey());
          setShipped(
            `Shipped as ${answer.fulfillment.tranId}${answer.invoice ? `, invoiced as ${answer.invoice.tranId}` : ''}.`,
          );
          form.reset();
          setShipDay(today);
          setLotChoices({});
          setQuantities(
            Object.fromEntries(
              answer.order.lines
                .filter((l) => l.quantityToShip > 0)
                .map((l) => [l.id, String(l.quantityToShip)]),
            ),
          );
        },
      },
    );
  }

  if (shippable.length === 0) {
    return (
      <div className="space-y-3">
        {shipped && <FormNotice tone="success">{shipped}</FormNotice>}
        <p className="text-sm text-slate-600">Nothing is left to ship on this order.</p>
      </div>
    );
  }

  const setAll = (all: boolean) =>
    setQuantities(
      Object.fromEntries(shippable.map((line) => [line.id, all ? String(line.quantityToShip) : '0'])),
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Ship lines" className="space-y-4">
      {shipped && <FormNotice tone="success">{shipped}</FormNotice>}
      {problem && <FormNotice tone="error">{problem}</FormNotice>}
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
                        lineProblem(line) === undefined ? Number((quantities[line.id] ?? '').trim() || 0) : 0
                      }
                      shipDay={shipDay}
                      choice={lotChoices[line.id] ?? null}
                      onChoice={(choice) => setLotChoices((current) => ({ ...current, [line.id]: choice }))}
                    />
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantityToShip}</td>
                <td className="py-2 text-right">
                  <input
                    inputMode="numeric"
                    autoComplete="off"
                    {...problemProps(`${fieldId}-${line.id}`, lineProblem(line))}
                    aria-label={`Ship now: ${line.itemName}`}
                    value={quantities[line.id] ?? ''}
                    onChange={(event) =>
                      setQuantities((current) => ({ ...current, [line.id]: event.target.value }))
                    }
                    className="h-9 w-24 rounded-lg border border-slate-300 px-2 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600"
                  />
                  <FieldProblem id={`${fieldId}-${line.id}`} problem={lineProblem(line)} />
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
        <SelectField label="Carrier" name="carrier" defaultValue="UPS">
          {PARCEL_CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrier}
            </option>
          ))}
        </SelectField>
        <TextField label="Tracking number" name="trackingNumber" autoComplete="off" spellCheck={false} />
        <TextField
          label="Ship date"
          name="shipDate"
          type="date"
          value={shipDay}
          onChange={(event) => setShipDay(event.target.value)}
          max={today}
        />
      </div>
      <Button type="submit" disabled={ship.isPending}>
        {ship.isPending ? 'Shipping…' : 'Ship these lines'}
      </Button>
    </form>
  );
}
