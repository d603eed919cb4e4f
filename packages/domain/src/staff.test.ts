import { describe, expect, it } from 'vitest';
import { STAFF_AREAS, staffAreasOf, staffMayUse } from './staff.ts';

describe('staff roles and areas', () => {
  it('opens every area to an administrator', () => {
    expect(staffAreasOf(['administrator'])).toEqual([...STAFF_AREAS]);
  });

  it('keeps each role to its own areas', () => {
    expect(staffAreasOf(['order_desk'])).toEqual(['orders', 'inventory', 'catalogue']);
    expect(staffMayUse(['content'], 'catalogue')).toBe(false);
    expect(staffMayUse(['order_desk'], 'staff')).toBe(false);
    expect(staffAreasOf(['content'])).toEqual(['content']);
    expect(staffMayUse(['order_desk'], 'licences')).toBe(false);
    expect(staffMayUse(['compliance'], 'licences')).toBe(true);
    // Recalls (ADR 0050): compliance staff and administrators only.
    expect(staffMayUse(['compliance'], 'recalls')).toBe(true);
    expect(staffMayUse(['order_desk'], 'recalls')).toBe(false);
    expect(staffMayUse(['content'], 'recalls')).toBe(false);
    expect(staffMayUse(['accounts_receivable'], 'orders')).toBe(false);
  });

  it('joins the areas of several roles once each, and ignores unknown roles', () => {
    expect(staffAreasOf(['content', 'order_desk', 'content'])).toEqual([
      'orders',
      'inventory',
      'content',
      'catalogue',
    ]);
    expect(staffAreasOf(['superuser'])).toEqual([]);
    expect(staffMayUse([], 'orders')).toBe(false);
  });
});
