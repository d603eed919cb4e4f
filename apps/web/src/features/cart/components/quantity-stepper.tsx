// The quantity stepper and input (storefront spec §5, service spec §5): minimum 1, a decrement
// below 1 is ignored, typed values that are not numbers or are below 1 are ignored (the quantity
// stays). What is typed and not a whole number says why under the box, in the spec's words
// ('Only numbers can be entered', 'Decimals not allowed'), and is not taken. The rules are the
// domain's stepQuantity, parseQuantityInput and integerOnly.
import { integerOnly, parseQuantityInput, stepQuantity } from '@medsupply/domain';
import { Minus, Plus } from 'lucide-react';
import { useId, useLayoutEffect, useState } from 'react';

import { cn } from '@/lib/cn';
import { typedIntoServerMarkup } from '@/lib/typed-into-server-markup';
import { useHydrated } from '@/lib/use-hydrated';

import { ADD_TO_CART_TEXTS } from './add-to-cart-texts';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The accessible name; the visible label is shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Cards show the input alone (storefront spec §2.6: "a quantity input"). */
  showButtons?: boolean;
  className?: string;
}

export function QuantityStepper({
  value,
  onChange,
  label = ADD_TO_CART_TEXTS.quantity,
  showLabel = false,
  size = 'md',
  disabled = false,
  showButtons = true,
  className,
}: QuantityStepperProps) {
  const id = useId();
  // The text as typed; it follows `value` whenever the value changes from outside (the buttons).
  // A quantity typed into the server's markup before this slice hydrated is kept and taken, as
  // if typed now (ADR 0022): the buyer's click on Add to cart may be what hydrates the card.
  const hydrating = !useHydrated();
  const [typedEarly] = useState(() =>
    hydrating && typeof document !== 'undefined' ? typedIntoServerMarkup(document.getElementById(id)) : null,
  );
  const [text, setText] = useState(typedEarly ?? String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }
  const problem = integerOnly(text);

  useLayoutEffect(() => {
    if (typedEarly === null) return;
    const next = parseQuantityInput(typedEarly, value);
    if (next !== value) onChange(next);
    // Once, for what was typed before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const buttonClass = cn(
    'inline-flex shrink-0 items-center justify-center text-navy-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40',
    size === 'sm' ? 'size-9' : 'size-11',
  );

  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={showLabel ? 'mb-1.5 block text-sm font-semibold text-navy-900' : 'sr-only'}
      >
        {label}
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
        {showButtons && (
          <button
            type="button"
            className={buttonClass}
            aria-label={ADD_TO_CART_TEXTS.decrease}
            aria-controls={id}
            disabled={disabled || value <= 1}
            onClick={() => onChange(stepQuantity(value, -1))}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
        )}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            // Not a whole number: said under the box, and not taken.
            if (integerOnly(event.target.value) !== undefined) return;
            const next = parseQuantityInput(event.target.value, value);
            if (next !== value) {
              setShownValue(next);
              onChange(next);
            }
          }}
          // What was ignored (letters, 0, an empty box) gives way to the quantity in force.
          onBlur={() => setText(String(value))}
          className={cn(
            'w-14 text-center text-[15px] font-semibold text-navy-900 tabular-nums focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
            showButtons && 'border-x border-slate-300',
            size === 'sm' ? 'h-9 w-12 text-sm' : 'h-11',
          )}
        />
        {showButtons && (
          <button
            type="button"
            className={buttonClass}
            aria-label={ADD_TO_CART_TEXTS.increase}
            aria-controls={id}
            disabled={disabled}
            onClick={() => onChange(stepQuantity(value, 1))}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
