// Spend controls' writes and the choices their page offers (issue 33, ADR 0047). Every statement
// takes the account it may touch; the service decides who may call them.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { intArray } from '../../db/sql-text.ts';

export interface BudgetRecord {
  id: number;
  scope: 'account' | 'shipTo' | 'contact';
  ship_address_id: number | null;
  user_id: number | null;
  period: 'month' | 'quarter';
  amount_cents: number;
  hard_limit: boolean;
}

export interface RuleRecord {
  id: number;
  kind: 'orderTotalOver' | 'categories' | 'rxLevels' | 'controlled' | 'newShipTo';
  threshold_cents: number | null;
  category_ids: number[];
  rx_levels: number[];
  approver_user_ids: number[];
  is_active: boolean;
}

const budgetRecord = sql`id, scope, ship_address_id, user_id, period, amount_cents, hard_limit`;
const ruleRecord = sql`id, kind, threshold_cents, category_ids, rx_levels, approver_user_ids, is_active`;

export async function accountName(db: DbOrTx, accountId: number): Promise<string | null> {
  const rows = await queryRows<{ account_name: string }>(
    db,
    sql`SELECT account_name FROM accounts WHERE id = ${accountId}`,
  );
  return rows[0]?.account_name ?? null;
}

export async function lockBudget(db: DbOrTx, accountId: number, id: number): Promise<BudgetRecord | null> {
  const rows = await queryRows<BudgetRecord>(
    db,
    sql`SELECT ${budgetRecord} FROM spend_budgets WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/** The budget of this target, locked, if the account has one. */
export async function lockBudgetOfTarget(
  db: DbOrTx,
  accountId: number,
  target: Pick<BudgetRecord, 'scope' | 'ship_address_id' | 'user_id'>,
): Promise<BudgetRecord | null> {
  const rows = await queryRows<BudgetRecord>(
    db,
    sql`SELECT ${budgetRecord} FROM spend_budgets
      WHERE account_id = ${accountId} AND scope = ${target.scope}
        AND ship_address_id IS NOT DISTINCT FROM ${target.ship_address_id}::int
        AND user_id IS NOT DISTINCT FROM ${target.user_id}::int
      FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function insertBudget(
  db: DbOrTx,
  accountId: number,
  b: Omit<BudgetRecord, 'id'>,
): Promise<BudgetRecord> {
  const rows = await queryRows<BudgetRecord>(
    db,
    sql`INSERT INTO spend_budgets (account_id, scope, ship_address_id, user_id, period, amount_cents, hard_limit)
      VALUES (${accountId}, ${b.scope}, ${b.ship_address_id}, ${b.user_id}, ${b.period}, ${b.amount_cents}, ${b.hard_limit})
      ON CONFLICT ON CONSTRAINT spend_budgets_target_uq DO NOTHING
      RETURNING ${budgetRecord}`,
  );
  const row = rows[0];
  if (!row) throw new Error('a budget of this target was written meanwhile');
  return row;
}

export async function updateBudget(db: DbOrTx, accountId: number, b: BudgetRecord): Promise<BudgetRecord> {
  const rows = await queryRows<BudgetRecord>(
    db,
    sql`UPDATE spend_budgets SET scope = ${b.scope}, ship_address_id = ${b.ship_address_id}, user_id = ${b.user_id},
        period = ${b.period}, amount_cents = ${b.amount_cents}, hard_limit = ${b.hard_limit}, updated_at = now()
      WHERE id = ${b.id} AND account_id = ${accountId}
      RETURNING ${budgetRecord}`,
  );
  const row = rows[0];
  if (!row) throw new Error('a locked budget vanished');
  return row;
}

export async function deleteBudget(db: DbOrTx, accountId: number, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM spend_budgets WHERE id = ${id} AND account_id = ${accountId}`);
}

export async function lockRule(db: DbOrTx, accountId: number, id: number): Promise<RuleRecord | null> {
  const rows = await queryRows<RuleRecord>(
    db,
    sql`SELECT ${ruleRecord} FROM approval_rules WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function rulesOf(db: DbOrTx, accountId: number): Promise<RuleRecord[]> {
  return queryRows<RuleRecord>(
    db,
    sql`SELECT ${ruleRecord} FROM approval_rules WHERE account_id = ${accountId} ORDER BY id`,
  );
}

export async function insertRule(
  db: DbOrTx,
  accountId: number,
  r: Omit<RuleRecord, 'id'>,
): Promise<RuleRecord> {
  const rows = await queryRows<RuleRecord>(
    db,
    sql`INSERT INTO approval_rules (account_id, kind, threshold_cents, category_ids, rx_levels, approver_user_ids, is_active)
      VALUES (${accountId}, ${r.kind}, ${r.threshold_cents}, ${intArray(r.category_ids)}, ${intArray(r.rx_levels)},
        ${intArray(r.approver_user_ids)}, ${r.is_active})
      RETURNING ${ruleRecord}`,
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return row;
}

export async function updateRule(db: DbOrTx, accountId: number, r: RuleRecord): Promise<RuleRecord> {
  const rows = await queryRows<RuleRecord>(
    db,
    sql`UPDATE approval_rules SET kind = ${r.kind}, threshold_cents = ${r.threshold_cents},
        category_ids = ${intArray(r.category_ids)}, rx_levels = ${intArray(r.rx_levels)},
        approver_user_ids = ${intArray(r.approver_user_ids)}, is_active = ${r.is_active}, updated_at = now()
      WHERE id = ${r.id} AND account_id = ${accountId}
      RETURNING ${ruleRecord}`,
  );
  const row = rows[0];
  if (!row) throw new Error('a locked rule vanished');
  return row;
}

export async function deleteRule(db: DbOrTx, accountId: number, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM approval_rules WHERE id = ${id} AND account_id = ${accountId}`);
}

export async function recordChange(
  db: DbOrTx,
  change: {
    accountId: number;
    changedBy: number;
    subject: 'budget' | 'rule';
    subjectId: number;
    action: 'created' | 'updated' | 'deleted';
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO spend_control_changes (account_id, changed_by, subject, subject_id, action, before, after)
      VALUES (${change.accountId}, ${change.changedBy}, ${change.subject}, ${change.subjectId}, ${change.action},
        ${change.before === null ? null : JSON.stringify(change.before)}::jsonb,
        ${change.after === null ? null : JSON.stringify(change.after)}::jsonb)`,
  );
}

export interface ChangeRow {
  changed_at: string;
  by_name: string;
  subject: 'budget' | 'rule';
  action: 'created' | 'updated' | 'deleted';
  before: unknown;
  after: unknown;
}

export async function latestChanges(db: DbOrTx, accountId: number, limit: number): Promise<ChangeRow[]> {
  return queryRows<ChangeRow>(
    db,
    sql`SELECT to_char(c.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS changed_at,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS by_name,
        c.subject, c.action, c.before, c.after
      FROM spend_control_changes c JOIN users u ON u.id = c.changed_by
      WHERE c.account_id = ${accountId} ORDER BY c.changed_at DESC, c.id DESC LIMIT ${limit}`,
  );
}

/** Ship-to locations of the account (not billing-only addresses). */
export async function shipTos(db: DbOrTx, accountId: number): Promise<Array<{ id: number; name: string }>> {
  return queryRows(
    db,
    sql`SELECT id, label AS name FROM addresses WHERE account_id = ${accountId} AND NOT billing_only ORDER BY label, id`,
  );
}

export async function contacts(
  db: DbOrTx,
  accountId: number,
): Promise<Array<{ id: number; name: string; is_admin: boolean }>> {
  return queryRows(
    db,
    sql`SELECT id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) AS name, is_admin
      FROM users WHERE account_id = ${accountId} AND is_active AND NOT is_punchout ORDER BY name, id`,
  );
}

/**
 * Who may be named an approver of the account's orders: its active administrators and the parent
 * logins that may act for it.
 */
export async function approvers(db: DbOrTx, accountId: number): Promise<Array<{ id: number; name: string }>> {
  return queryRows(
    db,
    sql`SELECT u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS name
      FROM users u
      WHERE u.is_active AND NOT u.is_punchout AND ((u.account_id = ${accountId} AND u.is_admin)
        OR (u.is_parent_login AND (
          u.account_id = (SELECT parent_id FROM accounts WHERE id = ${accountId})
          OR EXISTS (SELECT 1 FROM user_account_access x WHERE x.user_id = u.id AND x.account_id = ${accountId}))))
      ORDER BY name, u.id`,
  );
}

export async function categories(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return queryRows(
    db,
    sql`SELECT c.id, CASE WHEN p.id IS NULL THEN c.name ELSE p.name || ' › ' || c.name END AS name
      FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
      WHERE c.parent_id IS NULL OR p.parent_id IS NULL
      ORDER BY coalesce(p.name, c.name), p.id NULLS FIRST, c.name`,
  );
}

export async function rxLevels(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return queryRows(db, sql`SELECT id, name FROM rx_levels WHERE id > 0 ORDER BY id`);
}
