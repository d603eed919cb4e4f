import { describe, expect, it } from 'vitest';

import { lineFixture, listFixture } from '../test/fixtures';

import {
  NO_PENDING_EDITS,
  applySavedLine,
  beginEdit,
  changes,
  isUpdating,
  removeDeletedLine,
  settleEdit,
  shownValues,
} from './line-edits';

const line = lineFixture({ id: 501, quantity: 2, unit: 13 });

describe('item list line edits (storefront spec §4 "Item list detail")', () => {
  it('marks the line updating and shows the values being saved', () => {
    const pending = beginEdit(NO_PENDING_EDITS, line.id, { quantity: 5, unit: 14 });
    expect(isUpdating(pending, line.id)).toBe(true);
    expect(shownValues(line, pending)).toEqual({ quantity: 5, unit: 14 });
    // The original state is not touched.
    expect(isUpdating(NO_PENDING_EDITS, line.id)).toBe(false);
  });

  it('reverts to the originals when the edit settles without a saved line (failure)', () => {
    const pending = settleEdit(beginEdit(NO_PENDING_EDITS, line.id, { quantity: 5, unit: 14 }), line.id);
    expect(isUpdating(pending, line.id)).toBe(false);
    expect(shownValues(line, pending)).toEqual({ quantity: 2, unit: 13 });
  });

  it('keeps the saved values as the new originals (success)', () => {
    const details = { list: listFixture(), details: [line, lineFixture({ id: 502, itemId: 43 })] };
    const saved = lineFixture({ id: 501, quantity: 5, unit: 14, lineTotal: 625 });
    const next = applySavedLine(details, line.id, saved);
    const pending = settleEdit(beginEdit(NO_PENDING_EDITS, line.id, { quantity: 5, unit: 14 }), line.id);
    const savedLine = next.details[0];
    expect(savedLine && shownValues(savedLine, pending)).toEqual({ quantity: 5, unit: 14 });
    expect(next.details.map((entry) => entry.id)).toEqual([501, 502]);
  });

  it('drops the edited line when the server merged it into another line of the same unit', () => {
    const other = lineFixture({ id: 502, unit: 14, quantity: 1 });
    const details = { list: listFixture(), details: [line, other, lineFixture({ id: 503, itemId: 44 })] };
    const merged = lineFixture({ id: 502, unit: 14, quantity: 3 });
    const next = applySavedLine(details, line.id, merged);
    expect(next.details.map((entry) => [entry.id, entry.quantity])).toEqual([
      [502, 3],
      [503, 2],
    ]);
  });

  it('sends nothing when the values did not change', () => {
    expect(changes({ quantity: 2, unit: 13 }, { quantity: 2, unit: 13 })).toBe(false);
    expect(changes({ quantity: 2, unit: 13 }, { quantity: 3, unit: 13 })).toBe(true);
    expect(changes({ quantity: 2, unit: 13 }, { quantity: 2, unit: 14 })).toBe(true);
  });

  it('removes a deleted line only when the response says it was updated', () => {
    const details = { list: listFixture(), details: [line] };
    expect(removeDeletedLine(details, line.id, false).details).toHaveLength(1);
    expect(removeDeletedLine(details, line.id, true).details).toHaveLength(0);
  });
});
