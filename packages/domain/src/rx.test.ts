import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCartControl,
  addToCartRefusal,
  ALLOCATION_CONTACT_MESSAGE,
  ALLOCATION_MESSAGE,
  applyAllocation,
  canPurchaseRxLevel,
  CURRENTLY_UNAVAILABLE_LABEL,
  LICENSE_REQUIRED_MESSAGE,
  NO_ALLOCATION_MESSAGE,
  QUANTITY_ADJUSTED_MESSAGE,
  type RxCheck,
  UNAVAILABLE_MESSAGE,
} from './rx.ts';

describe('canPurchaseRxLevel', () => {
  it('always allows level 0 and items without a level', () => {
    expect(canPurchaseRxLevel({ itemRxLevel: 0, accountRxLevels: [], sellableLevels: [] })).toBe('ok');
    expect(canPurchaseRxLevel({ itemRxLevel: null, accountRxLevels: [], sellableLevels: [] })).toBe('ok');
    expect(canPurchaseRxLevel({ itemRxLevel: undefined, accountRxLevels: [], sellableLevels: [] })).toBe(
      'ok',
    );
  });

  it('allows a level the account holds and the store sells', () => {
    expect(canPurchaseRxLevel({ itemRxLevel: 2, accountRxLevels: [1, 2], sellableLevels: [2, 3] })).toBe(
      'ok',
    );
  });

  it('requires a licence when the account lacks the level', () => {
    expect(canPurchaseRxLevel({ itemRxLevel: 3, accountRxLevels: [1, 2], sellableLevels: [3] })).toBe(
      'license-required',
    );
  });

  it('refuses a level the store does not sell', () => {
    expect(canPurchaseRxLevel({ itemRxLevel: 2, accountRxLevels: [2], sellableLevels: [3] })).toBe(
      'not-sellable',
    );
  });

  it('reports the missing licence first when both checks fail', () => {
    expect(canPurchaseRxLevel({ itemRxLevel: 4, accountRxLevels: [], sellableLevels: [] })).toBe(
      'license-required',
    );
  });

  it('is ok exactly for level 0 or a level in both lists', () => {
    const levels = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), levels, levels, (level, account, sellable) => {
        const result = canPurchaseRxLevel({
          itemRxLevel: level,
          accountRxLevels: account,
          sellableLevels: sellable,
        });
        expect(result === 'ok').toBe(level === 0 || (account.includes(level) && sellable.includes(level)));
      }),
    );
  });
});

describe('addToCartRefusal', () => {
  it('allows an active, unrestricted item that passes the Rx check', () => {
    expect(addToCartRefusal({ inactive: false, restricted: false, rxCheck: 'ok' })).toBeNull();
  });

  it('refuses inactive, then restricted, then Rx failures', () => {
    expect(addToCartRefusal({ inactive: true, restricted: true, rxCheck: 'license-required' })).toBe(
      'inactive',
    );
    expect(addToCartRefusal({ inactive: false, restricted: true, rxCheck: 'license-required' })).toBe(
      'restricted',
    );
    expect(addToCartRefusal({ inactive: false, restricted: false, rxCheck: 'license-required' })).toBe(
      'license-required',
    );
    expect(addToCartRefusal({ inactive: false, restricted: false, rxCheck: 'not-sellable' })).toBe(
      'not-sellable',
    );
  });
});

describe('addToCartControl', () => {
  const ready = {
    authenticated: true,
    restricted: false,
    rxCheck: 'ok' as RxCheck,
    available: true,
    allocationMax: null,
    allocationLoading: false,
  };

  it('shows the working button when nothing stands in the way', () => {
    expect(addToCartControl(ready)).toBe('ready');
    expect(addToCartControl({ ...ready, allocationMax: 5 })).toBe('ready');
  });

  it('shows the login link to visitors', () => {
    expect(addToCartControl({ ...ready, authenticated: false, available: false })).toBe('login');
  });

  it("disables as 'Currently Unavailable' when unavailable, out of allocation or loading it", () => {
    expect(addToCartControl({ ...ready, available: false })).toBe('unavailable');
    expect(addToCartControl({ ...ready, allocationMax: 0 })).toBe('unavailable');
    expect(addToCartControl({ ...ready, allocationLoading: true })).toBe('unavailable');
  });

  it('replaces the button with the licence or administrator message', () => {
    expect(addToCartControl({ ...ready, rxCheck: 'license-required', available: false })).toBe(
      'license-required',
    );
    expect(addToCartControl({ ...ready, rxCheck: 'not-sellable' })).toBe('license-required');
    expect(addToCartControl({ ...ready, restricted: true, rxCheck: 'license-required' })).toBe('restricted');
  });
});

describe('applyAllocation', () => {
  it('leaves items that are not on allocation alone', () => {
    expect(applyAllocation(50, null)).toEqual({ quantity: 50, adjusted: false });
  });

  it('keeps a request within the remaining allocation', () => {
    expect(applyAllocation(5, 5)).toEqual({ quantity: 5, adjusted: false });
    expect(applyAllocation(3, 10)).toEqual({ quantity: 3, adjusted: false });
  });

  it('caps a request above the remaining allocation and flags the adjustment', () => {
    expect(applyAllocation(8, 5)).toEqual({ quantity: 5, adjusted: true });
    expect(applyAllocation(8, 0)).toEqual({ quantity: 0, adjusted: true });
    expect(applyAllocation(8, -2)).toEqual({ quantity: 0, adjusted: true });
  });

  it('refuses a negative request', () => {
    expect(() => applyAllocation(-1, 5)).toThrow(RangeError);
  });

  it('never exceeds the request or the allocation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -5, max: 1000 }),
        (requested, remaining) => {
          const { quantity, adjusted } = applyAllocation(requested, remaining);
          expect(quantity).toBeLessThanOrEqual(requested);
          expect(quantity).toBeLessThanOrEqual(Math.max(0, remaining));
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(adjusted).toBe(quantity !== requested);
        },
      ),
    );
  });
});

describe('messages', () => {
  it('match the specs verbatim, including their spelling', () => {
    expect(LICENSE_REQUIRED_MESSAGE).toBe('This item requires a medical license to purchase');
    expect(ALLOCATION_MESSAGE).toBe('This item is on allocation and quantity may be limited');
    expect(ALLOCATION_CONTACT_MESSAGE).toBe('Please contact your sales rep for information on allocation.');
    expect(QUANTITY_ADJUSTED_MESSAGE).toBe('Item quantites are limited and has been adjusted in your cart');
    expect(UNAVAILABLE_MESSAGE).toBe('This product is currently unavailable. Please check back later!');
    expect(NO_ALLOCATION_MESSAGE).toBe('You have no more allocation on this product.');
    expect(CURRENTLY_UNAVAILABLE_LABEL).toBe('Currently Unavailable');
  });
});
