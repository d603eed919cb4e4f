// A line of the /cart page (storefront spec §3 "Cart line", service spec §4): image, name linking
// to the product, manufacturer, item #, matrix details, the unit dropdown and the quantity stepper
// (each change is an editItem call; the line shows it is updating and reverts on failure), the line
// total with price visibility, Remove and Save for later. Stacked below 1280 px (beside the summary), a table row from 1280 px.
import type { CartLine as CartLineData } from '@medsupply/contract';
import { MIN_QUANTITY } from '@medsupply/domain';
import { Bookmark, Minus, Plus, Trash2 } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import { useRemoveCartItem } from '../api/remove-item';
import { useSaveForLater } from '../api/save-for-later';
import { CART_TEXTS } from '../constants';

import { useCartLineEdit } from './cart-line-edit';
import { LineSubstitutes, type LineOffer } from './line-substitutes';
import {
  LineName,
  LineThumbnail,
  MatrixDetails,
  lineName,
  lineTotalText,
  unitOf,
  unitPriceText,
} from './cart-line-parts';

const controlClass =
  'h-10 rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500';

const stepButtonClass =
  'flex size-10 shrink-0 items-center justify-center text-navy-900 hover:bg-slate-100 disabled:pointer-events-none ' +
  'disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 [&_svg]:size-4';

export function CartLine({ line, offer }: { line: CartLineData; offer?: LineOffer | undefined }) {
  const editor = useCartLineEdit(line);
  const remove = useRemoveCartItem();
  const save = useSaveForLater();
  const name = lineName(line);
  const busy = editor.updating || remove.isPending || save.isPending;
  const unitName = unitOf(line, editor.unit)?.unitName;
  const unitPrice = unitPriceText(line, editor.unit);
  const total = lineTotalText(line.lineTotal);

  return (
    <li
      aria-busy={busy}
      aria-label={name}
      className={cn(
        'relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 py-5',
        'xl:grid-cols-[auto_minmax(0,1fr)_9rem_9rem_6.5rem] xl:items-center',
        (remove.isPending || save.isPending) && 'opacity-60',
      )}
    >
      <LineThumbnail line={line} />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{line.manufacturer}</p>
        <LineName line={line} className="mt-0.5 line-clamp-2 text-[15px] leading-5" />
        <p className="mt-1 text-xs text-slate-600">
          Item #: <span className="font-medium text-slate-700">{line.itemName}</span>
        </p>
        <MatrixDetails details={line.matrixDetails} className="mt-1.5" />
        {unitPrice !== null && (
          <p className="mt-1.5 text-sm text-slate-700">
            <span className="font-semibold text-navy-900">{unitPrice}</span>
            {unitName && <span className="text-slate-600"> / {unitName}</span>}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <button
            type="button"
            disabled={busy}
            aria-label={`${CART_TEXTS.remove} ${name}`}
            onClick={() => remove.mutate({ detailId: line.id })}
            className="inline-flex items-center gap-1 font-medium text-red-700 underline-offset-4 hover:underline disabled:opacity-50 [&_svg]:size-4"
          >
            <Trash2 aria-hidden="true" />
            {CART_TEXTS.remove}
          </button>
          <button
            type="button"
            disabled={busy}
            aria-label={`${CART_TEXTS.saveForLater} ${name}`}
            onClick={() => save.mutate({ item: { id: line.id } })}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-50 [&_svg]:size-4"
          >
            <Bookmark aria-hidden="true" />
            {CART_TEXTS.saveForLater}
          </button>
        </div>
      </div>

      <div className="col-span-2 flex flex-wrap items-end gap-3 sm:col-start-2 sm:col-end-3 xl:contents">
        <label className="flex min-w-32 flex-1 flex-col gap-1 text-xs font-semibold text-slate-600 sm:w-52 sm:flex-none xl:w-auto">
          <span className="xl:sr-only">Unit</span>
          <select
            aria-label={`Unit for ${name}`}
            value={editor.unit}
            disabled={busy || line.units.length < 2}
            onChange={(event) => editor.changeUnit(Number(event.target.value))}
            className={cn(controlClass, 'w-full px-2.5 pr-8 font-medium')}
          >
            {line.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.unitName}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
          <span className="xl:sr-only" aria-hidden="true">
            Quantity
          </span>
          <div
            className={cn(
              'flex h-10 w-36 items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm',
              busy && 'bg-slate-100',
            )}
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${name}`}
              disabled={busy || editor.quantity <= MIN_QUANTITY}
              onClick={() => editor.step(-1)}
              className={stepButtonClass}
            >
              <Minus aria-hidden="true" />
            </button>
            <input
              aria-label={`Quantity of ${name}`}
              inputMode="numeric"
              aria-invalid={editor.quantityProblem !== undefined}
              aria-describedby={editor.quantityProblem ? `quantity-problem-${line.id}` : undefined}
              value={editor.quantityText}
              disabled={busy}
              onChange={(event) => editor.setQuantityText(event.target.value)}
              onBlur={editor.commitQuantityText}
              onKeyDown={(event) => {
                if (event.key === 'Enter') editor.commitQuantityText();
              }}
              className="w-full min-w-0 border-x border-slate-200 bg-transparent text-center text-sm font-semibold text-slate-900 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
            />
            <button
              type="button"
              aria-label={`Increase quantity of ${name}`}
              disabled={busy}
              onClick={() => editor.step(1)}
              className={stepButtonClass}
            >
              <Plus aria-hidden="true" />
            </button>
          </div>
          {editor.quantityProblem && (
            <p id={`quantity-problem-${line.id}`} role="alert" className="max-w-36 font-medium text-red-700">
              {editor.quantityProblem}
            </p>
          )}
        </div>
        <div className="ml-auto flex min-h-10 flex-col items-end justify-center text-right xl:ml-0">
          {editor.updating ? (
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Spinner label={CART_TEXTS.updating} className="[&_svg]:size-4" />
              <span aria-hidden="true">{CART_TEXTS.updating}</span>
            </span>
          ) : (
            total !== null && (
              <>
                <span className="text-xs text-slate-600 xl:sr-only">Line total</span>
                <span className="text-base font-bold text-navy-900 tabular-nums" data-testid="line-total">
                  {total}
                </span>
              </>
            )
          )}
        </div>
      </div>
      {/* Issue 34 point 4: a backordered or recalled line offers its equivalents. */}
      {offer && <LineSubstitutes offer={offer} lineName={name} />}
    </li>
  );
}
