import { describe, expect, it } from 'vitest';
import {
  approvalAccountsOf,
  approvalReasonsFor,
  budgetOutcome,
  budgetPeriodOf,
  mayDecide,
  mayManageSpendControls,
  overBudgetReason,
  previousPeriodOf,
  type OrderFacts,
  type RuleInput,
} from './spend-control.ts';

describe('budget periods', () => {
  it('a month runs from its first day to the first of the next, across a year end', () => {
    expect(budgetPeriodOf('2026-12-03', 'month')).toEqual({
      start: '2026-12-01',
      end: '2027-01-01',
      label: 'December 2026',
    });
    expect(budgetPeriodOf('2026-02-28', 'month')).toMatchObject({ start: '2026-02-01', end: '2026-03-01' });
  });

  it('a quarter is the calendar quarter holding the day', () => {
    expect(budgetPeriodOf('2026-11-15', 'quarter')).toEqual({
      start: '2026-10-01',
      end: '2027-01-01',
      label: 'Q4 2026',
    });
    expect(budgetPeriodOf('2026-01-01', 'quarter')).toMatchObject({
      start: '2026-01-01',
      end: '2026-04-01',
      label: 'Q1 2026',
    });
    expect(budgetPeriodOf('2026-06-30', 'quarter')).toMatchObject({ start: '2026-04-01', end: '2026-07-01' });
  });

  it('the previous period steps back over a year end', () => {
    expect(previousPeriodOf('2026-01-10', 'month')).toMatchObject({ start: '2025-12-01', end: '2026-01-01' });
    expect(previousPeriodOf('2026-02-10', 'quarter')).toMatchObject({
      start: '2025-10-01',
      end: '2026-01-01',
    });
  });

  it('refuses what is not a day', () => {
    expect(() => budgetPeriodOf('2026-13-01', 'month')).toThrow(RangeError);
  });
});

describe('budgetOutcome', () => {
  it('an order that uses exactly what is left stays within', () => {
    expect(budgetOutcome({ amountCents: 100_00, spentCents: 60_00, hardLimit: true }, 40_00)).toEqual({
      kind: 'within',
      remainingCents: 40_00,
    });
  });

  it('one cent more goes over, by one cent, keeping the limit kind', () => {
    expect(budgetOutcome({ amountCents: 100_00, spentCents: 60_00, hardLimit: true }, 40_01)).toEqual({
      kind: 'over',
      hardLimit: true,
      overByCents: 1,
      remainingCents: 40_00,
    });
  });

  it('the reason names the budget, the excess and what is left (never below zero)', () => {
    const outcome = budgetOutcome({ amountCents: 500_00, spentCents: 520_00, hardLimit: false }, 30_00);
    if (outcome.kind !== 'over') throw new Error('expected over');
    expect(overBudgetReason({ scope: 'shipTo', period: 'month', name: 'Main Clinic' }, outcome)).toBe(
      'This order is $50.00 over the monthly budget of Main Clinic ($0.00 left).',
    );
    expect(overBudgetReason({ scope: 'account', period: 'quarter', name: '' }, outcome)).toContain(
      "the account's quarterly budget",
    );
  });
});

const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  totalCents: 612_40,
  lines: [{ categoryIds: [3, 1], rxLevel: 0, controlled: false }],
  firstOrderToShipTo: false,
  contactNeedsApproval: false,
  contactName: 'Dana Reyes',
  shipToName: 'Main Clinic',
  categoryNames: new Map([
    [1, 'Pharmaceuticals'],
    [3, 'Injectables'],
  ]),
  ...over,
});
const rule = (over: Partial<RuleInput> & Pick<RuleInput, 'kind'>): RuleInput => ({
  id: 1,
  thresholdCents: null,
  categoryIds: [],
  rxLevels: [],
  approverUserIds: [],
  ...over,
});

describe('approvalReasonsFor', () => {
  it('a total above the amount holds the order; at the amount it does not', () => {
    const over500 = rule({ kind: 'orderTotalOver', thresholdCents: 500_00, approverUserIds: [7] });
    expect(approvalReasonsFor(order(), [over500])).toEqual([
      {
        kind: 'orderTotalOver',
        ruleId: 1,
        reason: 'The order total of $612.40 is over $500.00.',
        approverUserIds: [7],
      },
    ]);
    expect(approvalReasonsFor(order({ totalCents: 500_00 }), [over500])).toEqual([]);
  });

  it('a line of a chosen category or of a category below it holds the order', () => {
    expect(approvalReasonsFor(order(), [rule({ kind: 'categories', categoryIds: [1, 9] })])[0]?.reason).toBe(
      'The order holds items of Pharmaceuticals.',
    );
    expect(approvalReasonsFor(order(), [rule({ kind: 'categories', categoryIds: [9] })])).toEqual([]);
  });

  it('Rx levels, controlled substances and a first order to a ship-to each hold it', () => {
    const rx = order({
      lines: [{ categoryIds: [], rxLevel: 2, controlled: true }],
      firstOrderToShipTo: true,
    });
    const reasons = approvalReasonsFor(rx, [
      rule({ id: 1, kind: 'rxLevels', rxLevels: [2, 3] }),
      rule({ id: 2, kind: 'controlled' }),
      rule({ id: 3, kind: 'newShipTo' }),
    ]);
    expect(reasons.map((r) => r.reason)).toEqual([
      'The order holds items of Rx level 2.',
      'The order holds controlled substances.',
      'This is the first order to Main Clinic.',
    ]);
    expect(approvalReasonsFor(order(), [rule({ kind: 'controlled' }), rule({ kind: 'newShipTo' })])).toEqual(
      [],
    );
  });

  it("the contact's flag is the rule 'every order of this contact', first of the reasons", () => {
    const reasons = approvalReasonsFor(order({ contactNeedsApproval: true }), [
      rule({ kind: 'orderTotalOver', thresholdCents: 100_00 }),
    ]);
    expect(reasons.map((r) => r.kind)).toEqual(['contact', 'orderTotalOver']);
    expect(reasons[0]?.reason).toBe('Every order of Dana Reyes needs approval.');
  });
});

describe('mayDecide', () => {
  it('named approvers only, where the rule names them; otherwise any administrator', () => {
    expect(mayDecide({ approverUserIds: [7] }, { userId: 7, isAdmin: false })).toBe(true);
    expect(mayDecide({ approverUserIds: [7] }, { userId: 8, isAdmin: true })).toBe(false);
    expect(mayDecide({ approverUserIds: [] }, { userId: 8, isAdmin: true })).toBe(true);
    expect(mayDecide({ approverUserIds: [] }, { userId: 8, isAdmin: false })).toBe(false);
  });
});

describe('approvalAccountsOf', () => {
  it('a parent login decides for every account it may act for, as their administrator', () => {
    const parent = approvalAccountsOf({
      accountId: 1,
      isAdmin: true,
      isParentLogin: true,
      relatedAccountIds: [1, 2, 3],
    });
    expect(parent.accountIds).toEqual([1, 2, 3]);
    expect([1, 2, 3, 4].map(parent.adminOf)).toEqual([true, true, true, false]);
  });

  it('anyone else decides for their own account only, as what they are there', () => {
    const admin = approvalAccountsOf({
      accountId: 2,
      isAdmin: true,
      isParentLogin: false,
      relatedAccountIds: [],
    });
    expect(admin.accountIds).toEqual([2]);
    expect([2, 1].map(admin.adminOf)).toEqual([true, false]);
    const buyer = approvalAccountsOf({
      accountId: 2,
      isAdmin: false,
      isParentLogin: false,
      relatedAccountIds: [],
    });
    expect(buyer.adminOf(2)).toBe(false);
  });
});

describe('mayManageSpendControls', () => {
  it('lets an administrator or a parent login manage budgets and rules, and no one else', () => {
    expect(mayManageSpendControls({ permissions: { isAdmin: true }, isParentLogin: false })).toBe(true);
    expect(mayManageSpendControls({ permissions: { isAdmin: false }, isParentLogin: true })).toBe(true);
    expect(mayManageSpendControls({ permissions: { isAdmin: false }, isParentLogin: false })).toBe(false);
  });
});
