// Editing a cart line's quantity and unit (service spec §4: an edit marks the line as updating; on
// failure quantity and unit revert to the originals; on success the new values become the
// originals). The cached cart is the originals: while an edit is in flight the line shows the
// values asked for; when it ends the line shows the cache again, which holds the server's answer
// after a success and the untouched originals after a failure. Nothing has to be undone by hand.
import type { CartLine, EditItemRequest } from '@medsupply/contract';
import { integerOnly, parseQuantityInput, stepQuantity } from '@medsupply/domain';
import { useState } from 'react';

import { useEditCartItem } from '../api/edit-item';

export interface LineValues {
  quantity: number;
  unit: number;
}

/** What the line shows: the edit in flight while there is one, else the server's values. */
export function shownLineValues(line: LineValues, pending: LineValues | undefined): LineValues {
  return pending ?? { quantity: line.quantity, unit: line.unit };
}

/** The editItem body for a change, or null when the change leaves the line as it is. */
export function lineEditRequest(
  line: { id: number } & LineValues,
  current: LineValues,
  change: Partial<LineValues>,
): EditItemRequest | null {
  const next = { ...current, ...change };
  if (next.quantity === line.quantity && next.unit === line.unit) return null;
  return { detailId: line.id, quantity: next.quantity, unit: next.unit };
}

export interface CartLineEditor {
  quantity: number;
  unit: number;
  updating: boolean;
  /** The quantity box's text: what the buyer is typing, else the shown quantity. */
  quantityText: string;
  /** service spec §5 (integer only): why the typed quantity is not one, while it is typed. */
  quantityProblem: string | undefined;
  setQuantityText: (text: string) => void;
  /** Commits the typed quantity (blur or Enter); text that is not a quantity of 1 or more is ignored. */
  commitQuantityText: () => void;
  step: (delta: number) => void;
  changeUnit: (unit: number) => void;
}

export function useCartLineEdit(line: CartLine): CartLineEditor {
  const edit = useEditCartItem();
  const [draft, setDraft] = useState<string | null>(null);
  const pending = edit.isPending ? edit.variables : undefined;
  const shown = shownLineValues(line, pending && { quantity: pending.quantity, unit: pending.unit });

  const send = (change: Partial<LineValues>) => {
    // One edit at a time per line: the controls are disabled while it runs.
    if (edit.isPending) return;
    const request = lineEditRequest(line, shown, change);
    if (request) edit.mutate(request);
  };

  return {
    quantity: shown.quantity,
    unit: shown.unit,
    updating: edit.isPending,
    quantityText: draft ?? String(shown.quantity),
    quantityProblem: draft === null ? undefined : integerOnly(draft),
    setQuantityText: setDraft,
    commitQuantityText: () => {
      if (draft === null) return;
      setDraft(null);
      // service spec §5: not a whole number ('Only numbers…', 'Decimals not allowed', said while
      // typed) is not taken; storefront spec §5: nor is a value below 1.
      if (integerOnly(draft) !== undefined) return;
      send({ quantity: parseQuantityInput(draft, shown.quantity) });
    },
    // storefront spec §5: the minimum is 1 and a decrement below 1 is ignored.
    step: (delta) => send({ quantity: stepQuantity(shown.quantity, delta) }),
    changeUnit: (unit) => send({ unit }),
  };
}
