import { describe, expect, it } from 'vitest';

import { actionLabel, auditChanges, entityTypeLabel } from './audit-changes';

describe('audit changes in words', () => {
  it('lists only what differs, nested prices by level, values as people read them', () => {
    expect(
      auditChanges(
        { inactive: false, rxLevel: 0, prices: { 'Base Price': 12, 'List Price': 15 } },
        { inactive: true, rxLevel: 0, prices: { 'Base Price': 9.95, 'List Price': 15 } },
      ),
    ).toEqual([
      { field: 'Inactive', before: 'No', after: 'Yes' },
      { field: 'Prices · Base Price', before: '12', after: '9.95' },
    ]);
  });

  it('shows every field of a creation, and a cleared value as null', () => {
    expect(auditChanges(null, { roles: ['content', 'order_desk'], isActive: true })).toEqual([
      { field: 'Roles', before: null, after: 'content, order_desk' },
      { field: 'Active', before: null, after: 'Yes' },
    ]);
    expect(auditChanges({ allocationPeriod: 'month' }, { allocationPeriod: null })).toEqual([
      { field: 'Allocation period', before: 'month', after: null },
    ]);
  });

  it('names actions', () => {
    expect(actionLabel('item.update')).toBe('Item changed');
    expect(actionLabel('creditMemo.create')).toBe('Credit memo create');
  });

  it('names the stored licence actions and entity types in US English (ADR 0042)', () => {
    expect(actionLabel('licence.verify')).toBe('License verified');
    expect(actionLabel('licence.reject')).toBe('License rejected');
    expect(entityTypeLabel('licence')).toBe('license');
    expect(entityTypeLabel('search_synonym')).toBe('search synonym');
    expect(entityTypeLabel('item')).toBe('item');
  });
});
