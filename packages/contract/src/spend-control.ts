// Spend control (issue 33, ADR 0047): an account's budgets (the whole account, a ship-to location or
// a contact; per month or quarter; over it an order waits for approval, or is refused under a hard
// limit) and its approval rules (order total above an amount, categories, Rx levels, controlled
// substances, a first order to a ship-to), set by the account's administrators or its parent login,
// every change recorded. Checkout reads what an order would do before it is placed (preview).
import { z } from 'zod';
import { Id } from './catalog.ts';
import { Money, isWholeCents } from './money.ts';

export const BUDGET_SCOPES = ['account', 'shipTo', 'contact'] as const;
export const BUDGET_PERIODS = ['month', 'quarter'] as const;
export const APPROVAL_RULE_KINDS = [
  'orderTotalOver',
  'categories',
  'rxLevels',
  'controlled',
  'newShipTo',
] as const;

/** How each rule kind reads in a list. */
export const APPROVAL_RULE_LABELS: Record<(typeof APPROVAL_RULE_KINDS)[number], string> = {
  orderTotalOver: 'Order total over an amount',
  categories: 'Items of chosen categories',
  rxLevels: 'Items of chosen Rx levels',
  controlled: 'Controlled substances',
  newShipTo: 'First order to a ship-to location',
};

const Dollars = z
  .number({ message: 'Enter an amount' })
  .min(0.01, 'Enter an amount of $0.01 or more.')
  .max(10_000_000, 'The amount is too large.')
  .refine(isWholeCents, { message: 'Enter an amount in dollars and cents, such as 500.00.' });

/** Which account a parent login means (its own when absent); an account admin may name only its own. */
const AccountChoice = { accountId: Id.optional() };

export const SpendControlsQuery = z.object({
  accountId: z.coerce
    .number({ message: 'accountId must be an id' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});

export const BudgetView = z.object({
  id: Id,
  scope: z.enum(BUDGET_SCOPES),
  shipAddressId: Id.nullable(),
  userId: Id.nullable(),
  /** The ship-to's or contact's name; "Whole account" for the account. */
  targetName: z.string(),
  period: z.enum(BUDGET_PERIODS),
  /** "December 2026", "Q4 2026". */
  periodLabel: z.string(),
  // Money is absent for a contact who may not see prices (price visibility, ARCHITECTURE §7).
  amount: Money.optional(),
  spent: Money.optional(),
  /** May be below zero when approved orders went over it. */
  remaining: Money.optional(),
  hardLimit: z.boolean(),
});
export type BudgetView = z.infer<typeof BudgetView>;

export const ApprovalRuleView = z.object({
  id: Id,
  kind: z.enum(APPROVAL_RULE_KINDS),
  threshold: Money.nullable().optional(),
  categoryIds: z.array(Id),
  rxLevels: z.array(z.number().int()),
  approverUserIds: z.array(Id),
  isActive: z.boolean(),
  /** The rule in words: "Orders over $500.00 need approval by Dana Reyes". */
  description: z.string(),
});
export type ApprovalRuleView = z.infer<typeof ApprovalRuleView>;

export const SpendControlChange = z.object({
  at: z.string(),
  by: z.string(),
  subject: z.enum(['budget', 'rule']),
  action: z.enum(['created', 'updated', 'deleted']),
  summary: z.string(),
});

export const SpendControlsResponse = z.object({
  accountId: Id,
  accountName: z.string(),
  /** The contact may change them (an administrator of the account, or its parent login). */
  canEdit: z.boolean(),
  budgets: z.array(BudgetView),
  rules: z.array(ApprovalRuleView),
  /** What a budget or rule may name. */
  shipTos: z.array(z.object({ id: Id, name: z.string() })),
  contacts: z.array(z.object({ id: Id, name: z.string(), isAdmin: z.boolean() })),
  /** Who may be named an approver: the account's administrators and its parent logins. */
  approvers: z.array(z.object({ id: Id, name: z.string() })),
  categories: z.array(z.object({ id: Id, name: z.string() })),
  rxLevels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The latest changes, newest first. */
  changes: z.array(SpendControlChange),
});
export type SpendControlsResponse = z.infer<typeof SpendControlsResponse>;

export const SaveBudgetRequest = z
  .object({
    ...AccountChoice,
    id: Id.optional(),
    scope: z.enum(BUDGET_SCOPES, { message: 'Choose whom the budget is for.' }),
    shipAddressId: Id.nullable().optional(),
    userId: Id.nullable().optional(),
    period: z.enum(BUDGET_PERIODS, { message: 'Choose a month or a quarter.' }),
    amount: Dollars,
    hardLimit: z.boolean({ message: 'hardLimit must be true or false' }),
  })
  .superRefine((b, ctx) => {
    if (b.scope === 'shipTo' && !b.shipAddressId)
      ctx.addIssue({ code: 'custom', path: ['shipAddressId'], message: 'Choose a ship-to location.' });
    if (b.scope === 'contact' && !b.userId)
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Choose a contact.' });
  });
export type SaveBudgetRequest = z.infer<typeof SaveBudgetRequest>;

export const SaveRuleRequest = z
  .object({
    ...AccountChoice,
    id: Id.optional(),
    kind: z.enum(APPROVAL_RULE_KINDS, { message: 'Choose what the rule looks at.' }),
    threshold: Dollars.nullable().optional(),
    categoryIds: z.array(Id).max(50, 'Choose at most 50 categories.').default([]),
    rxLevels: z.array(z.number().int().min(1).max(99)).max(20).default([]),
    approverUserIds: z.array(Id).max(20, 'Choose at most 20 approvers.').default([]),
    isActive: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'orderTotalOver' && (r.threshold === null || r.threshold === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['threshold'],
        message: 'Enter the order total above which orders wait.',
      });
    if (r.kind === 'categories' && r.categoryIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'Choose at least one category.' });
    if (r.kind === 'rxLevels' && r.rxLevels.length === 0)
      ctx.addIssue({ code: 'custom', path: ['rxLevels'], message: 'Choose at least one Rx level.' });
  });
export type SaveRuleRequest = z.infer<typeof SaveRuleRequest>;

export const DeleteSpendControlRequest = z.object({ ...AccountChoice, id: Id });
/** A delete's answer: the id of the budget or rule deleted. */
export const SpendControlDeleted = z.object({ id: z.number().int() });

/**
 * What an order from the cart to this ship-to would do (checkout and its review); without a ship-to,
 * to the account's default one (the cart page).
 */
export const SpendPreviewRequest = z.object({ shipAddressId: Id.optional() });
export const SpendPreviewResponse = z.object({
  /** Why the order would wait for approval; empty when it would not. */
  reasons: z.array(z.string()),
  /** Over a hard limit: why it cannot be placed. */
  refusal: z.string().nullable(),
  budgets: z.array(BudgetView),
});
export type SpendPreviewResponse = z.infer<typeof SpendPreviewResponse>;

/** An approval mail's link: see the order it opens, or decide it. */
export const ApprovalLinkQuery = z.object({ token: z.string().min(20).max(100) });
/** The order an approval mail's link opens (GET: nothing is used up by looking). */
export const ApprovalLinkOrder = z.object({ id: z.number().int() });
export type ApprovalLinkOrder = z.infer<typeof ApprovalLinkOrder>;
export const ApprovalLinkDecision = z.object({
  token: z.string().min(20).max(100),
  decision: z.enum(['approve', 'reject'], { message: 'decision must be approve or reject' }),
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});
