// Spend controls (issue 33, ADR 0047): an account's budgets and approval rules, seen and changed
// by the account's administrators or by a parent login for any of its accounts; each change is one
// transaction that also records who made it, when, and the row before and after. Staff read them
// (read only) to help a clinic on the phone.
import {
  type ApprovalRuleView,
  type BudgetView,
  type SaveBudgetRequest,
  type SaveRuleRequest,
  type SpendControlsResponse,
} from '@medsupply/contract';
import { dollarsToCents, formatUsd, isoDayIn } from '@medsupply/domain';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { budgetStandings, budgetView } from '../order-to-cash/spend-control.service.ts';
import * as q from './spend-control.queries.ts';

export const SPEND_CONTROL_MESSAGES = {
  accountNotFound: 'Account not found',
  forbidden:
    'Only an administrator of the account, or its parent login, may see and change its budgets and approval rules.',
  budgetNotFound: 'Budget not found',
  ruleNotFound: 'Approval rule not found',
  shipToNotFound: 'Choose one of the account’s ship-to locations.',
  contactNotFound: 'Choose an active contact of the account.',
  approverNotAllowed: 'Approvers must be administrators of the account or its parent login.',
  categoryNotFound: 'Choose categories of the catalog.',
  rxLevelNotFound: 'Choose Rx levels the store knows.',
} as const;

const CHANGES_SHOWN = 20;

export interface SpendControlDeps {
  db: Db;
  now: () => Date;
}

interface Scope {
  accountId: number;
  accountName: string;
}

/** The account a buyer may manage: their own as an administrator, or one of a parent login's. */
async function scopeOf(db: DbOrTx, buyer: Buyer, accountId: number | undefined): Promise<Scope> {
  const id = accountId ?? buyer.account.id;
  const related = buyer.user.isParentLogin && buyer.relatedAccountIds.includes(id);
  if (id !== buyer.account.id && !related)
    throw refuse('ACCOUNT_NOT_FOUND', SPEND_CONTROL_MESSAGES.accountNotFound);
  if (!related && !buyer.permissions.isAdmin) throw refuse('FORBIDDEN', SPEND_CONTROL_MESSAGES.forbidden);
  const accountName = await q.accountName(db, id);
  if (accountName === null) throw refuse('ACCOUNT_NOT_FOUND', SPEND_CONTROL_MESSAGES.accountNotFound);
  return { accountId: id, accountName };
}

const nameIn = (list: ReadonlyArray<{ id: number; name: string }>, id: number) =>
  list.find((x) => x.id === id)?.name ?? `#${id}`;

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

interface Names {
  approvers: ReadonlyArray<{ id: number; name: string }>;
  categories: ReadonlyArray<{ id: number; name: string }>;
}

/** The rule in words, as the page lists it. */
export function describeRule(rule: q.RuleRecord, names: Names): string {
  const what = (() => {
    switch (rule.kind) {
      case 'orderTotalOver':
        return `Orders over ${formatUsd(rule.threshold_cents ?? 0)}`;
      case 'categories':
        return `Orders with items of ${listed(rule.category_ids.map((id) => nameIn(names.categories, id)))}`;
      case 'rxLevels':
        return `Orders with items of Rx level ${listed(rule.rx_levels.map(String))}`;
      case 'controlled':
        return 'Orders with controlled substances';
      case 'newShipTo':
        return 'The first order to a ship-to location';
    }
  })();
  const who =
    rule.approver_user_ids.length === 0
      ? 'any administrator'
      : listed(rule.approver_user_ids.map((id) => nameIn(names.approvers, id)));
  return `${what} need${rule.kind === 'newShipTo' ? 's' : ''} approval by ${who}.`;
}

function ruleView(rule: q.RuleRecord, names: Names): ApprovalRuleView {
  return {
    id: rule.id,
    kind: rule.kind,
    threshold: rule.threshold_cents === null ? null : rule.threshold_cents / 100,
    categoryIds: rule.category_ids,
    rxLevels: rule.rx_levels,
    approverUserIds: rule.approver_user_ids,
    isActive: rule.is_active,
    description: describeRule(rule, names),
  };
}

function changeSummary(change: q.ChangeRow): string {
  const row = (change.after ?? change.before) as Record<string, unknown> | null;
  const subject = change.subject === 'budget' ? 'Budget' : 'Approval rule';
  const label = typeof row?.['label'] === 'string' ? `: ${row['label']}` : '';
  return `${subject} ${change.action}${label}`;
}

/** Everything the spend controls page shows for one account. */
export async function controls(
  deps: SpendControlDeps,
  buyer: Buyer,
  accountId: number | undefined,
): Promise<SpendControlsResponse> {
  const scope = await scopeOf(deps.db, buyer, accountId);
  return readControls(deps, scope, true);
}

/** Staff: an account's budgets and rules, read only (issue 33 point 4). */
export async function controlsForStaff(
  deps: SpendControlDeps,
  accountId: number,
): Promise<SpendControlsResponse> {
  const accountName = await q.accountName(deps.db, accountId);
  if (accountName === null) throw refuse('ACCOUNT_NOT_FOUND', SPEND_CONTROL_MESSAGES.accountNotFound);
  return readControls(deps, { accountId, accountName }, false);
}

async function readControls(
  deps: SpendControlDeps,
  scope: Scope,
  canEdit: boolean,
): Promise<SpendControlsResponse> {
  const { db } = deps;
  const { accountId } = scope;
  const [budgets, rules, shipTos, contacts, approvers, categories, rxLevels, changes] = await Promise.all([
    budgetStandings(db, accountId, isoDayIn(deps.now())),
    q.rulesOf(db, accountId),
    q.shipTos(db, accountId),
    q.contacts(db, accountId),
    q.approvers(db, accountId),
    q.categories(db),
    q.rxLevels(db),
    q.latestChanges(db, accountId, CHANGES_SHOWN),
  ]);
  const names = { approvers, categories };
  return {
    accountId,
    accountName: scope.accountName,
    canEdit,
    budgets: budgets.map(budgetView),
    rules: rules.map((r) => ruleView(r, names)),
    shipTos,
    contacts: contacts.map((c) => ({ id: c.id, name: c.name, isAdmin: c.is_admin })),
    approvers,
    categories,
    rxLevels,
    changes: changes.map((c) => ({
      at: c.changed_at,
      by: c.by_name,
      subject: c.subject,
      action: c.action,
      summary: changeSummary(c),
    })),
  };
}

/** A budget as the change record keeps it (with a label a person reads). */
function budgetRecordOf(b: q.BudgetRecord, targetName: string) {
  const every = b.period === 'month' ? 'Monthly' : 'Quarterly';
  return {
    ...b,
    label: `${every} ${formatUsd(b.amount_cents)} for ${targetName}${b.hard_limit ? ' (hard limit)' : ''}`,
  };
}

/** Creates or changes a budget (one per target: saving a target's budget again changes it). */
export async function saveBudget(
  deps: SpendControlDeps,
  buyer: Buyer,
  body: SaveBudgetRequest,
): Promise<BudgetView> {
  return deps.db.transaction(async (tx) => {
    const scope = await scopeOf(tx, buyer, body.accountId);
    const { accountId } = scope;
    let targetName = 'the whole account';
    const target = {
      scope: body.scope,
      ship_address_id: body.scope === 'shipTo' ? (body.shipAddressId ?? null) : null,
      user_id: body.scope === 'contact' ? (body.userId ?? null) : null,
    };
    if (target.ship_address_id !== null) {
      const shipTos = await q.shipTos(tx, accountId);
      if (!shipTos.some((s) => s.id === target.ship_address_id))
        throw refuse('VALIDATION', SPEND_CONTROL_MESSAGES.shipToNotFound);
      targetName = nameIn(shipTos, target.ship_address_id);
    }
    if (target.user_id !== null) {
      const contacts = await q.contacts(tx, accountId);
      if (!contacts.some((c) => c.id === target.user_id))
        throw refuse('VALIDATION', SPEND_CONTROL_MESSAGES.contactNotFound);
      targetName = nameIn(contacts, target.user_id);
    }
    const fields = {
      ...target,
      period: body.period,
      amount_cents: dollarsToCents(body.amount),
      hard_limit: body.hardLimit,
    };
    const atTarget = await q.lockBudgetOfTarget(tx, accountId, target);
    let before = atTarget;
    if (body.id !== undefined) {
      before = await q.lockBudget(tx, accountId, body.id);
      if (!before) throw refuse('BUDGET_NOT_FOUND', SPEND_CONTROL_MESSAGES.budgetNotFound);
      // One budget per target: moving this one onto a target that has its own is refused.
      if (atTarget && atTarget.id !== before.id)
        throw refuse('VALIDATION', 'That ship-to or contact has a budget already: change that one instead.');
    }
    const saved = before
      ? await q.updateBudget(tx, accountId, { id: before.id, ...fields })
      : await q.insertBudget(tx, accountId, fields);
    await q.recordChange(tx, {
      accountId,
      changedBy: buyer.user.id,
      subject: 'budget',
      subjectId: saved.id,
      action: before ? 'updated' : 'created',
      before: before ? budgetRecordOf(before, targetName) : null,
      after: budgetRecordOf(saved, targetName),
    });
    const standing = (await budgetStandings(tx, accountId, isoDayIn(deps.now()))).find(
      (b) => b.budget.id === saved.id,
    );
    if (!standing) throw new Error('a saved budget is not among the account’s');
    return budgetView(standing);
  });
}

export async function deleteBudget(
  deps: SpendControlDeps,
  buyer: Buyer,
  body: { accountId?: number | undefined; id: number },
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const { accountId } = await scopeOf(tx, buyer, body.accountId);
    const before = await q.lockBudget(tx, accountId, body.id);
    if (!before) throw refuse('BUDGET_NOT_FOUND', SPEND_CONTROL_MESSAGES.budgetNotFound);
    const named = (await budgetStandings(tx, accountId, isoDayIn(deps.now()))).find(
      (b) => b.budget.id === body.id,
    )?.budget;
    await q.deleteBudget(tx, accountId, body.id);
    await q.recordChange(tx, {
      accountId,
      changedBy: buyer.user.id,
      subject: 'budget',
      subjectId: body.id,
      action: 'deleted',
      before: budgetRecordOf(before, named?.target_name || 'the whole account'),
      after: null,
    });
    return { id: body.id };
  });
}

/** Creates or changes an approval rule; every name it holds must be the account's to name. */
export async function saveRule(
  deps: SpendControlDeps,
  buyer: Buyer,
  body: SaveRuleRequest,
): Promise<ApprovalRuleView> {
  return deps.db.transaction(async (tx) => {
    const { accountId } = await scopeOf(tx, buyer, body.accountId);
    const [approvers, categories, rxLevels] = await Promise.all([
      q.approvers(tx, accountId),
      q.categories(tx),
      q.rxLevels(tx),
    ]);
    const fields: Omit<q.RuleRecord, 'id'> = {
      kind: body.kind,
      threshold_cents: body.kind === 'orderTotalOver' ? dollarsToCents(body.threshold ?? 0) : null,
      category_ids: body.kind === 'categories' ? [...new Set(body.categoryIds)] : [],
      rx_levels: body.kind === 'rxLevels' ? [...new Set(body.rxLevels)] : [],
      approver_user_ids: [...new Set(body.approverUserIds)],
      is_active: body.isActive,
    };
    if (fields.approver_user_ids.some((id) => !approvers.some((a) => a.id === id)))
      throw refuse('VALIDATION', SPEND_CONTROL_MESSAGES.approverNotAllowed);
    if (fields.category_ids.some((id) => !categories.some((c) => c.id === id)))
      throw refuse('VALIDATION', SPEND_CONTROL_MESSAGES.categoryNotFound);
    if (fields.rx_levels.some((id) => !rxLevels.some((r) => r.id === id)))
      throw refuse('VALIDATION', SPEND_CONTROL_MESSAGES.rxLevelNotFound);
    const before = body.id === undefined ? null : await q.lockRule(tx, accountId, body.id);
    if (body.id !== undefined && !before)
      throw refuse('APPROVAL_RULE_NOT_FOUND', SPEND_CONTROL_MESSAGES.ruleNotFound);
    const saved = before
      ? await q.updateRule(tx, accountId, { id: before.id, ...fields })
      : await q.insertRule(tx, accountId, fields);
    const names = { approvers, categories };
    await q.recordChange(tx, {
      accountId,
      changedBy: buyer.user.id,
      subject: 'rule',
      subjectId: saved.id,
      action: before ? 'updated' : 'created',
      before: before ? { ...before, label: describeRule(before, names) } : null,
      after: { ...saved, label: describeRule(saved, names) },
    });
    return ruleView(saved, names);
  });
}

export async function deleteRule(
  deps: SpendControlDeps,
  buyer: Buyer,
  body: { accountId?: number | undefined; id: number },
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const { accountId } = await scopeOf(tx, buyer, body.accountId);
    const before = await q.lockRule(tx, accountId, body.id);
    if (!before) throw refuse('APPROVAL_RULE_NOT_FOUND', SPEND_CONTROL_MESSAGES.ruleNotFound);
    const [approvers, categories] = await Promise.all([q.approvers(tx, accountId), q.categories(tx)]);
    await q.deleteRule(tx, accountId, body.id);
    await q.recordChange(tx, {
      accountId,
      changedBy: buyer.user.id,
      subject: 'rule',
      subjectId: body.id,
      action: 'deleted',
      before: { ...before, label: describeRule(before, { approvers, categories }) },
      after: null,
    });
    return { id: body.id };
  });
}
