// The list page's line edit (storefront spec §4 "Item list detail", service spec §4): an edit marks
// the line as updating and shows the new values at once; on failure quantity and unit revert to
// the originals; on success the saved values become the originals.
//
// The originals are the cached server answer; the values being saved sit in `PendingEdits` above
// them until the server answers. A failed edit drops its pending values (so the originals show
// again); a successful one writes the saved line into the cache, then drops them.
import type { ItemListDetail, ListDetailsResponse } from '@medsupply/contract';

export interface LineValues {
  quantity: number;
  unit: number;
}

export type PendingEdits = ReadonlyMap<number, LineValues>;

export const NO_PENDING_EDITS: PendingEdits = new Map();

/** Marks the line as updating with the values being saved. */
export function beginEdit(pending: PendingEdits, lineId: number, next: LineValues): PendingEdits {
  return new Map(pending).set(lineId, next);
}

/** The server answered (either way): the line is no longer updating. */
export function settleEdit(pending: PendingEdits, lineId: number): PendingEdits {
  if (!pending.has(lineId)) return pending;
  const next = new Map(pending);
  next.delete(lineId);
  return next;
}

export function isUpdating(pending: PendingEdits, lineId: number): boolean {
  return pending.has(lineId);
}

/** What the line shows: the values being saved while updating, else its originals. */
export function shownValues(
  line: Pick<ItemListDetail, 'id' | 'quantity' | 'unit'>,
  pending: PendingEdits,
): LineValues {
  return pending.get(line.id) ?? { quantity: line.quantity, unit: line.unit };
}

/** True when `next` differs from what the line shows, so an edit is worth sending. */
export function changes(shown: LineValues, next: LineValues): boolean {
  return shown.quantity !== next.quantity || shown.unit !== next.unit;
}

/**
 * The saved line becomes the original. When the new unit was already on another line the server
 * merged the two (contract UpsertListDetailRequest): the edited line is gone and the other one
 * carries the summed quantity.
 */
export function applySavedLine(
  details: ListDetailsResponse,
  editedLineId: number,
  saved: ItemListDetail,
): ListDetailsResponse {
  const mergedElsewhere = saved.id !== editedLineId && details.details.some((line) => line.id === saved.id);
  const lines: ItemListDetail[] = [];
  for (const line of details.details) {
    if (line.id === editedLineId) {
      if (!mergedElsewhere) lines.push(saved);
    } else {
      lines.push(line.id === saved.id ? saved : line);
    }
  }
  return { ...details, details: lines };
}

/** storefront spec §4: a delete removes the line only when the response says it was updated. */
export function removeDeletedLine(
  details: ListDetailsResponse,
  lineId: number,
  updated: boolean,
): ListDetailsResponse {
  if (!updated) return details;
  return { ...details, details: details.details.filter((line) => line.id !== lineId) };
}
