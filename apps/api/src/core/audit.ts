// The staff audit trail (issue 20, ADR 0027): every change a member of the store's staff makes is
// recorded in the same transaction, with the entity's state before and after. In the core because
// the commands staff run belong to many modules (order-to-cash ships and refunds, the back office
// edits customers); the back office reads the trail. A buyer's or a job's change is not audited
// here: its own records (orders, payments) say who did it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { Actor } from './actor.ts';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records `entry` in `tx` when `actor` is a member of staff; does nothing for other actors. */
export async function audit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  if (actor.kind !== 'staff') return;
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  await tx.execute(
    sql`INSERT INTO audit_log (staff_id, action, entity_type, entity_id, before, after)
      VALUES (${actor.staffId}, ${entry.action}, ${entry.entityType}, ${String(entry.entityId)},
        ${before === null ? null : JSON.stringify(before)}::jsonb,
        ${after === null ? null : JSON.stringify(after)}::jsonb)`,
  );
}
