import { describe, expect, it } from 'vitest';

import { lineEditRequest, shownLineValues } from './cart-line-edit';

const line = { id: 501, quantity: 2, unit: 21 };

describe('cart line edit (service spec §4)', () => {
  it('shows the edit in flight, and the server values otherwise', () => {
    expect(shownLineValues(line, { quantity: 5, unit: 22 })).toEqual({ quantity: 5, unit: 22 });
    expect(shownLineValues(line, undefined)).toEqual({ quantity: 2, unit: 21 });
  });

  it('sends detailId, quantity and unit for a change', () => {
    expect(lineEditRequest(line, line, { unit: 22 })).toEqual({ detailId: 501, quantity: 2, unit: 22 });
    expect(lineEditRequest(line, line, { quantity: 3 })).toEqual({ detailId: 501, quantity: 3, unit: 21 });
  });

  it('sends nothing when the change leaves the line as the server has it', () => {
    expect(lineEditRequest(line, line, { quantity: 2 })).toBeNull();
    expect(lineEditRequest(line, line, { unit: 21 })).toBeNull();
  });
});
