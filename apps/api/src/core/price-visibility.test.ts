// The price-visibility step (core/price-visibility.ts): where a schema's money fields are, and an
// answer without them. The route-by-route scan of real answers is apps/api/test/price-visibility.test.ts.
import { Money, money } from '@medsupply/contract';
import { derivePermissions } from '@medsupply/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { job, visitor, type Buyer } from './actor.ts';
import { moneyPlanOf, priceScopeOf, seesPrices, visibleTo, withoutMoney } from './price-visibility.ts';

const Line = z.object({ id: z.number(), price: Money.nullable().optional(), quantity: z.number() });
const Answer = z.object({
  total: z.number(), // a count, not money: only marked fields go
  lines: z.array(Line),
  totals: z.object({
    subtotal: Money.optional(),
    tax: money(z.union([z.number(), z.literal('error')])).optional(),
  }),
  byWarehouse: z.record(z.string(), Line),
  either: z.union([
    z.object({ kind: z.literal('a'), fee: Money.optional() }),
    z.object({ kind: z.literal('b') }),
  ]),
  when: z.string(),
});

const answer = {
  total: 2,
  lines: [
    { id: 1, price: 12.5, quantity: 2 },
    { id: 2, price: null, quantity: 1 },
  ],
  totals: { subtotal: 25, tax: 'error' },
  byWarehouse: { east: { id: 3, price: 4, quantity: 9 } },
  either: { kind: 'a', fee: 1.5 },
  when: '2026-01-01T00:00:00.000Z',
};

function buyer(isPriceVisible: boolean): Buyer {
  return {
    kind: 'buyer',
    ip: null,
    user: {
      id: 7,
      sessionId: '00000000-0000-4000-8000-000000000000',
      username: 'b',
      email: 'b@example.test',
      firstName: 'B',
      lastName: 'B',
      isPunchout: false,
      isParentLogin: false,
    },
    account: { id: 3, accountName: 'Clinic', parentId: null, rxLevels: [], priceLevelId: 11 },
    relatedAccountIds: [],
    permissions: derivePermissions({ isPriceVisible, isAdmin: false, accountParentId: null }),
  };
}

describe('price visibility', () => {
  it('removes every marked field, in objects, arrays, records and union members, and nothing else', () => {
    expect(withoutMoney(answer, moneyPlanOf(Answer))).toEqual({
      total: 2,
      lines: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
      totals: {},
      byWarehouse: { east: { id: 3, quantity: 9 } },
      either: { kind: 'a' },
      when: '2026-01-01T00:00:00.000Z',
    });
    // The answer given is left as it was.
    expect(answer.lines[0]?.price).toBe(12.5);
  });

  it('finds no plan in a schema without money, and refuses a required money field', () => {
    expect(moneyPlanOf(z.object({ id: z.number(), names: z.array(z.string()) }))).toBeNull();
    expect(() => moneyPlanOf(z.object({ price: Money }))).toThrow(/must be optional/);
  });

  it('shows prices to buyers with isPriceVisible, staff and jobs; never to visitors', () => {
    expect(seesPrices(visitor('127.0.0.1'))).toBe(false);
    expect(seesPrices(buyer(false))).toBe(false);
    expect(seesPrices(buyer(true))).toBe(true);
    const staff = {
      kind: 'staff' as const,
      staffId: 1,
      roles: ['order_desk'],
      sessionId: '00000000-0000-4000-8000-000000000001',
      username: 'desk',
      firstName: 'Dana',
      lastName: 'Desk',
      email: 'desk@example.com',
    };
    expect(seesPrices(staff)).toBe(true);
    expect(seesPrices(job('subscriptions'))).toBe(true);
    expect(priceScopeOf(buyer(true))).toEqual({ levelId: 11 });
    expect(priceScopeOf(buyer(false))).toBeNull();
    expect(visibleTo(buyer(true), Answer, answer)).toBe(answer);
    expect(visibleTo(visitor(null), Answer, answer).totals).toEqual({});
  });
});
