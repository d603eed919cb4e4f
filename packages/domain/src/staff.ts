// The back office's roles and what each may do (issue 20 point 1, docs/decisions/0027-back-office.md).
// A staff member holds one or more roles; a role opens areas; every back-office route names the one
// area it belongs to. Derived on the server from the stored roles, never taken from the client.

export const STAFF_ROLES = [
  'order_desk',
  'accounts_receivable',
  'compliance',
  'content',
  'administrator',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a person reads for a role. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  order_desk: 'Order desk',
  accounts_receivable: 'Accounts receivable',
  compliance: 'Compliance',
  content: 'Content',
  administrator: 'Administrator',
};

/**
 * Areas of the back office: orders (queue, shipping, delivery), inventory (stock receipts),
 * customers (access requests, accounts), licences (verification), billing (invoices, payments,
 * credit memos), content, reports, audit (the audit log), staff (accounts of the staff) and
 * catalogue (items' prices, units, flags and levels, and allocations; ADR 0031) and recalls
 * (drafting, publishing and following up product recalls; ADR 0050).
 */
export const STAFF_AREAS = [
  'orders',
  'inventory',
  'customers',
  'licences',
  'billing',
  'content',
  'reports',
  'audit',
  'staff',
  'catalogue',
  // The store's settings (issue 34: the dating threshold of the product page).
  'settings',
  'recalls',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const ROLE_AREAS: Readonly<Record<StaffRole, readonly StaffArea[]>> = {
  // ADR 0031: the order desk keeps items and allocations (they already receive the stock and hear
  // the customers' allocation calls); prices and flags they change are audited.
  order_desk: ['orders', 'inventory', 'catalogue'],
  accounts_receivable: ['billing', 'customers', 'reports'],
  compliance: ['licences', 'customers', 'reports', 'audit', 'settings', 'recalls'],
  content: ['content'],
  administrator: STAFF_AREAS,
};

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** The areas `roles` open, in STAFF_AREAS order; unknown role names open nothing. */
export function staffAreasOf(roles: readonly string[]): StaffArea[] {
  const open = new Set(roles.filter(isStaffRole).flatMap((role) => ROLE_AREAS[role]));
  return STAFF_AREAS.filter((area) => open.has(area));
}

/** Whether a staff member with `roles` may act in `area`. */
export const staffMayUse = (roles: readonly string[], area: StaffArea): boolean =>
  staffAreasOf(roles).includes(area);
