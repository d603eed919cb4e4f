import { describe, expect, it } from 'vitest';
import { PARENT_LINK_MESSAGES, availableAfterLimitChange, parentLinkProblem } from './customer-accounts.ts';

describe('parentLinkProblem', () => {
  const parent = { id: 2, parentId: null, status: 'active' };
  it('allows a childless account under an active top-level account', () => {
    expect(parentLinkProblem(1, false, parent)).toBeNull();
  });
  it('refuses the account itself, a child as parent, an account with children, an inactive parent', () => {
    expect(parentLinkProblem(2, false, parent)).toBe(PARENT_LINK_MESSAGES.self);
    expect(parentLinkProblem(1, false, { ...parent, parentId: 3 })).toBe(PARENT_LINK_MESSAGES.parentIsChild);
    expect(parentLinkProblem(1, true, parent)).toBe(PARENT_LINK_MESSAGES.hasChildren);
    expect(parentLinkProblem(1, false, { ...parent, status: 'inactive' })).toBe(
      PARENT_LINK_MESSAGES.parentInactive,
    );
  });
});

describe('availableAfterLimitChange', () => {
  it('moves the available credit by the difference of the limits', () => {
    expect(availableAfterLimitChange(500_000, 750_000, 120_000)).toBe(370_000);
    expect(availableAfterLimitChange(500_000, 100_000, 120_000)).toBe(-280_000);
    expect(availableAfterLimitChange(0, 0, 0)).toBe(0);
  });
  it('refuses fractions of a cent', () => {
    expect(() => availableAfterLimitChange(0, 10.5, 0)).toThrow(RangeError);
  });
});
