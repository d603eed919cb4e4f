// What spend control says of an order (issue 33, ADR 0047): the budgets it counts against, with
// what each has left; whether it goes over one (a hard limit refuses it, another budget holds it
// for approval); and the approval rules that hold it, each with its reason in words. Placing asks
// under its locks (the budgets FOR UPDATE, after the items and before the account's credit); the
// review step asks the same question without them, so what the buyer reads is what placing decides.
import {
  approvalReasonsFor,
  budgetOutcome,
  budgetPeriodOf,
  overBudgetReason,
  type ApprovalReason,
} from '@medsupply/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { BudgetView } from '@medsupply/contract';
import { centsToDollars, type LetterBlock } from '@medsupply/domain';
import { approvalRequestMail } from './order-to-cash.mail.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as q from './spend-control.queries.ts';

export interface BudgetStanding {
  budget: q.BudgetRow;
  periodLabel: string;
  spentCents: number;
  remainingCents: number;
}

export interface SpendVerdict {
  /** Why the order waits; empty when it does not. */
  reasons: Array<ApprovalReason & { budgetId: number | null }>;
  /** Over a hard limit: the refusal's words (the order is not placed). */
  refusal: string | null;
  /** The budgets the order counts against, before it. */
  budgets: BudgetStanding[];
}

export interface OrderToJudge {
  accountId: number;
  userId: number;
  shipTo: { id: number; label: string };
  /** Merchandise: what the order adds to a budget's spend. */
  subtotalCents: number;
  /** What approval rules on the order's total compare. */
  totalCents: number;
  lines: ReadonlyArray<{ itemId: number; rxLevel: number }>;
  /** The store day the order is placed on (YYYY-MM-DD). */
  today: string;
  /** Placing: lock the budgets so concurrent orders count one after the other. */
  lock: boolean;
}

/** Each budget with what its current period has spent and has left. */
export async function standingOf(
  db: DbOrTx,
  budgets: q.BudgetRow[],
  today: string,
): Promise<BudgetStanding[]> {
  const standings: BudgetStanding[] = [];
  for (const budget of budgets) {
    const period = budgetPeriodOf(today, budget.period);
    const spentCents = await q.spentCents(db, budget, period);
    standings.push({
      budget,
      periodLabel: period.label,
      spentCents,
      remainingCents: budget.amount_cents - spentCents,
    });
  }
  return standings;
}

/** A budget as the spend controls page and checkout show it. */
export function budgetView(standing: BudgetStanding): BudgetView {
  const { budget } = standing;
  return {
    id: budget.id,
    scope: budget.scope,
    shipAddressId: budget.ship_address_id,
    userId: budget.user_id,
    targetName: budget.scope === 'account' ? 'Whole account' : budget.target_name,
    period: budget.period,
    periodLabel: standing.periodLabel,
    amount: centsToDollars(budget.amount_cents),
    spent: centsToDollars(standing.spentCents),
    remaining: centsToDollars(standing.remainingCents),
    hardLimit: budget.hard_limit,
  };
}

export async function judgeSpend(db: DbOrTx, order: OrderToJudge): Promise<SpendVerdict> {
  const budgets = await standingOf(
    db,
    await q.budgetsFor(db, {
      accountId: order.accountId,
      userId: order.userId,
      shipAddressId: order.shipTo.id,
      lock: order.lock,
    }),
    order.today,
  );
  const reasons: SpendVerdict['reasons'] = [];
  let refusal: string | null = null;
  for (const standing of budgets) {
    const { budget } = standing;
    const outcome = budgetOutcome(
      { amountCents: budget.amount_cents, spentCents: standing.spentCents, hardLimit: budget.hard_limit },
      order.subtotalCents,
    );
    if (outcome.kind === 'within') continue;
    const words = overBudgetReason(
      { scope: budget.scope, period: budget.period, name: budget.target_name },
      outcome,
    );
    if (outcome.hardLimit) refusal ??= `${words} Your administrator set it as a hard limit.`;
    else
      reasons.push({
        kind: 'overBudget',
        ruleId: null,
        budgetId: budget.id,
        reason: words,
        approverUserIds: [],
      });
  }

  const [rules, contact] = await Promise.all([
    q.activeRules(db, order.accountId),
    q.contactApprovalFacts(db, order.userId),
  ]);
  const needs = (kind: q.RuleRow['kind']) => rules.some((r) => r.kind === kind);
  const itemIds = [...new Set(order.lines.map((l) => l.itemId))];
  const [facts, firstToShipTo] = await Promise.all([
    needs('categories') || needs('controlled') ? q.itemFacts(db, itemIds) : Promise.resolve([]),
    needs('newShipTo') ? q.hasOrderedTo(db, order.accountId, order.shipTo.id).then((yes) => !yes) : false,
  ]);
  const factOf = new Map(facts.map((f) => [f.item_id, f]));
  const ruleReasons = approvalReasonsFor(
    {
      totalCents: order.totalCents,
      lines: order.lines.map((l) => ({
        categoryIds: factOf.get(l.itemId)?.category_ids ?? [],
        rxLevel: l.rxLevel,
        controlled: factOf.get(l.itemId)?.controlled ?? false,
      })),
      firstOrderToShipTo: firstToShipTo,
      contactNeedsApproval: contact.orders_need_approval,
      contactName: contact.name,
      shipToName: order.shipTo.label,
      categoryNames: await q.categoryNames(db, [...new Set(rules.flatMap((r) => r.category_ids))]),
    },
    rules.map((r) => ({
      id: r.id,
      kind: r.kind,
      thresholdCents: r.threshold_cents,
      categoryIds: r.category_ids,
      rxLevels: r.rx_levels,
      approverUserIds: r.approver_user_ids,
    })),
  );
  return {
    reasons: [...ruleReasons.map((r) => ({ ...r, budgetId: null })), ...reasons],
    refusal,
    budgets,
  };
}

/** How long an approval mail's link works. */
export const APPROVAL_LINK_DAYS = 7;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digest an approval link's token is kept as (the token itself is only in the mail). */
export const approvalLinkDigest = sha256;

/**
 * Tells the order's approvers (issue 33): the bell for each, and, where the account mails its
 * approvers (approvalsNotification), a mail with the reasons and a link of their own, single-use
 * and expiring, that opens the order on Approve Orders.
 */
export async function askApprovers(
  tx: DbOrTx,
  deps: Pick<OrderToCashDeps, 'outbox' | 'now' | 'settings'>,
  order: {
    id: number;
    tranId: string;
    placerName: string;
    accountName: string;
    reasons: readonly { reason: string }[];
    summary: readonly LetterBlock[];
    mail: boolean;
  },
): Promise<void> {
  await deps.outbox.notify(tx, { type: 'approvalNeeded', salesOrderId: order.id });
  if (!order.mail) return;
  const expiresAt = new Date(deps.now().getTime() + APPROVAL_LINK_DAYS * 86_400_000);
  for (const approver of await q.approversOf(tx, order.id)) {
    const token = randomBytes(32).toString('base64url');
    await q.insertApprovalLink(tx, {
      salesOrderId: order.id,
      approverUserId: approver.id,
      tokenDigest: sha256(token),
      expiresAt,
    });
    const link = new URL(`/myaccount/menu/approvals?link=${token}`, deps.settings.publicUrl).href;
    await deps.outbox.mail(
      tx,
      approvalRequestMail(deps.settings.letterhead, approver.email, order, order.summary, {
        link,
        validDays: APPROVAL_LINK_DAYS,
      }),
    );
  }
}

/** Every budget of the account with its current standing (the spend controls page). */
export async function budgetStandings(
  db: DbOrTx,
  accountId: number,
  today: string,
): Promise<BudgetStanding[]> {
  return standingOf(db, await q.budgetsOf(db, accountId), today);
}

/** Who may decide the order's pending reasons (its bell goes to them). */
export async function approverIdsOf(db: DbOrTx, salesOrderId: number): Promise<number[]> {
  return (await q.approversOf(db, salesOrderId)).map((a) => a.id);
}
