// Customer accounts as the back office edits them (issue 20 point 5, ADR 0029): the parent/child
// link and what a new credit limit does to the credit still available.

export const PARENT_LINK_MESSAGES = {
  self: 'An account cannot be its own parent.',
  parentIsChild: 'The chosen parent is itself a child account; choose its parent instead.',
  hasChildren: 'This account has child accounts, so it cannot become a child itself.',
  parentInactive: 'The chosen parent account is not active.',
} as const;

/**
 * Why `accountId` may not become a child of `parent`, or null when it may. Accounts are one level
 * deep (storefront spec §6: a child account has a parent; a parent account has none).
 */
export function parentLinkProblem(
  accountId: number,
  accountHasChildren: boolean,
  parent: { id: number; parentId: number | null; status: string },
): string | null {
  if (parent.id === accountId) return PARENT_LINK_MESSAGES.self;
  if (parent.parentId !== null) return PARENT_LINK_MESSAGES.parentIsChild;
  if (accountHasChildren) return PARENT_LINK_MESSAGES.hasChildren;
  if (parent.status !== 'active') return PARENT_LINK_MESSAGES.parentInactive;
  return null;
}

/**
 * The credit available after the limit changes from `oldLimitCents` to `newLimitCents`: what is
 * owed and committed stays owed, so the available credit moves by the limit's difference (and may
 * fall below zero: the account then cannot place terms orders until it pays).
 */
export function availableAfterLimitChange(
  oldLimitCents: number,
  newLimitCents: number,
  availableCents: number,
): number {
  for (const [name, v] of [
    ['oldLimitCents', oldLimitCents],
    ['newLimitCents', newLimitCents],
    ['availableCents', availableCents],
  ] as const) {
    if (!Number.isInteger(v)) throw new RangeError(`${name} must be whole cents`);
  }
  return availableCents + (newLimitCents - oldLimitCents);
}
