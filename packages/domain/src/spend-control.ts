// Spend control (issue 33, docs/decisions/0047-spend-control.md): budget periods, what an order
// does to a budget, and which approval rules hold an order, with the reason in words. Pure: the
// API reads the rules, budgets and spend under its locks and asks these functions.
import { formatUsd } from './money.ts';

export type BudgetPeriod = 'month' | 'quarter';
export type BudgetScope = 'account' | 'shipTo' | 'contact';
export type ApprovalRuleKind = 'orderTotalOver' | 'categories' | 'rxLevels' | 'controlled' | 'newShipTo';
/** Why an order waits: a rule's kind, the contact's "every order needs approval", or a budget. */
export type ApprovalReasonKind = ApprovalRuleKind | 'contact' | 'overBudget';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The period holding the store day `day` (YYYY-MM-DD): its first day and the first day after it. */
export function budgetPeriodOf(
  day: string,
  period: BudgetPeriod,
): { start: string; end: string; label: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (!Number.isInteger(year) || !(month >= 1 && month <= 12)) throw new RangeError(`not a day: ${day}`);
  const first = period === 'month' ? month : Math.floor((month - 1) / 3) * 3 + 1;
  const length = period === 'month' ? 1 : 3;
  const next = first + length;
  const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const end = next > 12 ? iso(year + 1, next - 12) : iso(year, next);
  const label =
    period === 'month' ? `${MONTHS[month - 1]} ${year}` : `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
  return { start: iso(year, first), end, label };
}

/** The period before the one holding `day` (spend reports compare a period with the last). */
export function previousPeriodOf(
  day: string,
  period: BudgetPeriod,
): { start: string; end: string; label: string } {
  const { start } = budgetPeriodOf(day, period);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7)) - 1;
  const before = month === 0 ? `${year - 1}-12-01` : `${year}-${String(month).padStart(2, '0')}-01`;
  return budgetPeriodOf(before, period);
}

export interface BudgetState {
  amountCents: number;
  /** What the period has spent so far, without the order being placed. */
  spentCents: number;
  hardLimit: boolean;
}

export type BudgetOutcome =
  | { kind: 'within'; remainingCents: number }
  | { kind: 'over'; hardLimit: boolean; overByCents: number; remainingCents: number };

/** What an order of `orderCents` does to a budget: stays within it, or goes over by how much. */
export function budgetOutcome(budget: BudgetState, orderCents: number): BudgetOutcome {
  const remainingCents = budget.amountCents - budget.spentCents;
  const after = remainingCents - orderCents;
  if (after >= 0) return { kind: 'within', remainingCents };
  return { kind: 'over', hardLimit: budget.hardLimit, overByCents: -after, remainingCents };
}

export interface BudgetTarget {
  scope: BudgetScope;
  period: BudgetPeriod;
  /** The ship-to's or contact's name; unused for the account. */
  name: string;
}

/** "the monthly budget of Main Clinic", "the quarterly budget of the account". */
export function budgetName(target: BudgetTarget): string {
  const every = target.period === 'month' ? 'monthly' : 'quarterly';
  return target.scope === 'account'
    ? `the account's ${every} budget`
    : `the ${every} budget of ${target.name}`;
}

/** The reason an order over a budget waits, or the refusal's words under a hard limit. */
export function overBudgetReason(
  target: BudgetTarget,
  outcome: Extract<BudgetOutcome, { kind: 'over' }>,
): string {
  const left = Math.max(0, outcome.remainingCents);
  return `This order is ${formatUsd(outcome.overByCents)} over ${budgetName(target)} (${formatUsd(left)} left).`;
}

export interface RuleInput {
  id: number;
  kind: ApprovalRuleKind;
  thresholdCents: number | null;
  categoryIds: readonly number[];
  rxLevels: readonly number[];
  approverUserIds: readonly number[];
}

export interface OrderFacts {
  totalCents: number;
  lines: ReadonlyArray<{
    /** The line's category and every category above it. */
    categoryIds: readonly number[];
    rxLevel: number;
    controlled: boolean;
  }>;
  /** No earlier order of the account (pending, approved or placed) went to this ship-to. */
  firstOrderToShipTo: boolean;
  /** The contact's own orders all need approval (the contacts page's flag). */
  contactNeedsApproval: boolean;
  contactName: string;
  shipToName: string;
  /** Names of the rules' categories, for the reason's words. */
  categoryNames: ReadonlyMap<number, string>;
}

export interface ApprovalReason {
  kind: ApprovalReasonKind;
  ruleId: number | null;
  reason: string;
  /** Who may decide it; empty: any administrator of the account. */
  approverUserIds: readonly number[];
}

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** The rules that hold this order, each with its reason in words (several may apply). */
export function approvalReasonsFor(order: OrderFacts, rules: readonly RuleInput[]): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  if (order.contactNeedsApproval) {
    reasons.push({
      kind: 'contact',
      ruleId: null,
      reason: `Every order of ${order.contactName} needs approval.`,
      approverUserIds: [],
    });
  }
  for (const rule of rules) {
    const reason = reasonOf(order, rule);
    if (reason)
      reasons.push({ kind: rule.kind, ruleId: rule.id, reason, approverUserIds: rule.approverUserIds });
  }
  return reasons;
}

function reasonOf(order: OrderFacts, rule: RuleInput): string | null {
  switch (rule.kind) {
    case 'orderTotalOver':
      return rule.thresholdCents !== null && order.totalCents > rule.thresholdCents
        ? `The order total of ${formatUsd(order.totalCents)} is over ${formatUsd(rule.thresholdCents)}.`
        : null;
    case 'categories': {
      const hit = rule.categoryIds.filter((id) => order.lines.some((l) => l.categoryIds.includes(id)));
      if (hit.length === 0) return null;
      return `The order holds items of ${listed(hit.map((id) => order.categoryNames.get(id) ?? `category ${id}`))}.`;
    }
    case 'rxLevels': {
      const hit = rule.rxLevels.filter((level) => order.lines.some((l) => l.rxLevel === level));
      if (hit.length === 0) return null;
      return `The order holds items of Rx level ${listed(hit.map(String))}.`;
    }
    case 'controlled':
      return order.lines.some((l) => l.controlled) ? 'The order holds controlled substances.' : null;
    case 'newShipTo':
      return order.firstOrderToShipTo ? `This is the first order to ${order.shipToName}.` : null;
  }
}

/** May this contact decide this reason (named approver, or any administrator where none is named)? */
export function mayDecide(
  reason: { approverUserIds: readonly number[] },
  who: { userId: number; isAdmin: boolean },
): boolean {
  return reason.approverUserIds.length === 0 ? who.isAdmin : reason.approverUserIds.includes(who.userId);
}

/**
 * The accounts whose orders a contact may decide (issue 33): their own, and for a parent login every
 * account it may act for; and whether they decide as an administrator of `accountId` (an
 * administrator of their own account, or the parent login of a related one).
 */
export function approvalAccountsOf(who: {
  accountId: number;
  isAdmin: boolean;
  isParentLogin: boolean;
  relatedAccountIds: readonly number[];
}): { accountIds: number[]; adminOf: (accountId: number) => boolean } {
  const accountIds = who.isParentLogin
    ? [...new Set([who.accountId, ...who.relatedAccountIds])]
    : [who.accountId];
  return {
    accountIds,
    adminOf: (accountId) =>
      accountId === who.accountId ? who.isAdmin : who.isParentLogin && accountIds.includes(accountId),
  };
}

/**
 * Who may see and change an account's budgets and approval rules: its administrators, and a parent
 * login (for each of its accounts). The API refuses the rest (spend-control.service scopeOf); the
 * storefront's menu and page hide it from them.
 */
export function mayManageSpendControls(login: {
  permissions: { isAdmin: boolean };
  isParentLogin: boolean;
}): boolean {
  return login.permissions.isAdmin || login.isParentLogin;
}
