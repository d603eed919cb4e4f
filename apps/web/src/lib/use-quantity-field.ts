// A typed quantity field, storefront or back office (issue 31 point 2): the text as typed, and
// what is wrong with it by the domain's one quantity rule (service spec §5's 'Only numbers can be
// entered' / 'Decimals not allowed', at least `min`, at most `max`). The message shows as soon as
// something is typed; an empty field is only told once the form is sent. Spread `fieldProps` on a
// TextField (it wires aria-invalid and aria-describedby to the message).
import { quantityProblem } from '@medsupply/domain';
import { useState } from 'react';
import type { ChangeEvent } from 'react';

export interface QuantityFieldOptions {
  min?: number;
  max?: number;
  initial?: string;
}

export function useQuantityField({ min = 1, max, initial = '' }: QuantityFieldOptions = {}) {
  const [text, setText] = useState(initial);
  const [sent, setSent] = useState(false);
  const problem = quantityProblem(text, min, max);
  const shown = text.trim() !== '' || sent ? problem : undefined;
  return {
    text,
    /** The whole number typed, when it may be taken. */
    quantity: problem === undefined ? Number(text.trim()) : undefined,
    problem,
    fieldProps: {
      value: text,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
      ...(shown === undefined ? {} : { error: shown }),
    },
    /** On sending: the problem (now shown beside the field), or undefined. */
    check: (): string | undefined => {
      setSent(true);
      return problem;
    },
    reset: (next = initial) => {
      setText(next);
      setSent(false);
    },
  };
}
