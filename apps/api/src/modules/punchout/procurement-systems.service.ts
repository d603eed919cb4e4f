// The procurement systems of a customer account, as the back office keeps them (issue 28, ADR
// 0038): listed with the delivery of their order documents, created, changed, disabled, and their
// shared secret rotated. The store makes each secret (32 random characters), keeps only its
// argon2id hash, and answers it once, to the staff member who created or rotated it; the audit row
// never carries it. The contact a system's sessions sign in as must be an active contact of the
// account, and its From credential names one system only. Every change is audited in its transaction.
import { randomBytes } from 'node:crypto';
import type {
  AdminProcurementSystem,
  AdminProcurementSystems,
  CreateProcurementSystemBody,
  ProcurementSecretResponse,
  ProcurementSystemResponse,
  UpdateProcurementSystemBody,
} from '@medsupply/contract';
import type { Staff } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hashPassword } from '../auth/auth.service.ts';
import * as q from './procurement-systems.queries.ts';

export const PROCUREMENT_MESSAGES = {
  accountNotFound: 'Customer account not found.',
  systemNotFound: 'Procurement system not found.',
  contactNotOfAccount: 'The contact must be an active contact of this customer account.',
  fromTaken: 'Another procurement system already uses this From credential (domain and identity).',
} as const;

/** How many of a system's newest deliveries the back office shows. */
const RECENT_DELIVERIES = 10;

const newSecret = () => randomBytes(24).toString('base64url');

function viewOf(row: q.AdminSystemRow, deliveries: q.AdminDeliveryRow[]): AdminProcurementSystem {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    from: { domain: row.from_domain, identity: row.from_identity },
    to: { domain: row.to_domain, identity: row.to_identity },
    sender: { domain: row.sender_domain, identity: row.sender_identity },
    contact: { id: row.contact_id, name: row.contact_name, email: row.contact_email },
    orderNotificationUrl: row.order_notification_url,
    priceTolerancePercent: row.price_tolerance_basis_points / 100,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    recentDeliveries: deliveries
      .filter((d) => d.system_id === row.id)
      .map((d) => ({
        id: d.id,
        documentType: d.document_type,
        salesOrderId: d.sales_order_id,
        orderNumber: d.order_number,
        status: d.status,
        attempts: d.attempts,
        lastError: d.last_error,
        lastAttemptAt: d.last_attempt_at,
        deliveredAt: d.delivered_at,
        createdAt: d.created_at,
      })),
    failedDeliveries: row.failed_deliveries,
  };
}

/** What the audit log keeps of a system: everything but the secret's hash. */
function audited(v: q.SystemValues): Record<string, unknown> {
  return { ...v };
}

async function systemView(db: DbOrTx, id: number): Promise<AdminProcurementSystem> {
  const row = await q.systemById(db, id);
  if (!row) throw refuse('NOT_FOUND', PROCUREMENT_MESSAGES.systemNotFound);
  return viewOf(row, await q.recentDeliveries(db, [id], RECENT_DELIVERIES));
}

/** GET /api/admin/customers/:id/punchout-systems */
export async function procurementSystems(db: Db, accountId: number): Promise<AdminProcurementSystems> {
  if (!(await q.accountExists(db, accountId)))
    throw refuse('NOT_FOUND', PROCUREMENT_MESSAGES.accountNotFound);
  const rows = await q.systemsOfAccount(db, accountId);
  const deliveries = await q.recentDeliveries(
    db,
    rows.map((r) => r.id),
    RECENT_DELIVERIES,
  );
  return { systems: rows.map((r) => viewOf(r, deliveries)) };
}

/** The rules stored data decides: the contact is the account's, the From credential is free. */
async function checkValues(db: DbOrTx, accountId: number, v: q.SystemValues, exceptId: number | null) {
  if (!(await q.isContactOf(db, accountId, v.contactId))) {
    throw refuse('VALIDATION', PROCUREMENT_MESSAGES.contactNotOfAccount);
  }
  if (await q.fromTaken(db, { domain: v.fromDomain, identity: v.fromIdentity }, exceptId)) {
    throw refuse('VALIDATION', PROCUREMENT_MESSAGES.fromTaken);
  }
}

/** Two staff members creating the same From at once: the unique index decides, with the same answer. */
async function uniqueFrom<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause ?? error;
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'punchout_systems_from_uq') {
      throw refuse('VALIDATION', PROCUREMENT_MESSAGES.fromTaken);
    }
    throw error;
  }
}

/** POST /api/admin/customers/:id/punchout-systems: the new system and its secret, shown this once. */
export async function createProcurementSystem(
  db: Db,
  staff: Staff,
  accountId: number,
  body: CreateProcurementSystemBody,
): Promise<ProcurementSecretResponse> {
  if (!(await q.accountExists(db, accountId)))
    throw refuse('NOT_FOUND', PROCUREMENT_MESSAGES.accountNotFound);
  const values: q.SystemValues = {
    name: body.name,
    fromDomain: body.from.domain,
    fromIdentity: body.from.identity,
    toDomain: body.to.domain,
    toIdentity: body.to.identity,
    senderDomain: body.sender.domain,
    senderIdentity: body.sender.identity,
    contactId: body.contactId,
    orderNotificationUrl: body.orderNotificationUrl,
    priceToleranceBasisPoints: Math.round(body.priceTolerancePercent * 100),
    isActive: true,
  };
  const sharedSecret = newSecret();
  const secretHash = await hashPassword(sharedSecret);
  const id = await uniqueFrom(() =>
    db.transaction(async (tx) => {
      await checkValues(tx, accountId, values, null);
      const created = await q.insertSystem(tx, accountId, values, secretHash);
      await audit(tx, staff, {
        action: 'punchout-system.create',
        entityType: 'punchout_system',
        entityId: created,
        after: { accountId, ...audited(values) },
      });
      return created;
    }),
  );
  return { system: await systemView(db, id), sharedSecret };
}

/** PATCH /api/admin/punchout-systems/:id: only the fields sent change; isActive false disables it. */
export async function updateProcurementSystem(
  db: Db,
  staff: Staff,
  id: number,
  body: UpdateProcurementSystemBody,
): Promise<ProcurementSystemResponse> {
  await uniqueFrom(() =>
    db.transaction(async (tx) => {
      const row = await q.systemById(tx, id, true);
      if (!row) throw refuse('NOT_FOUND', PROCUREMENT_MESSAGES.systemNotFound);
      const before: q.SystemValues = {
        name: row.name,
        fromDomain: row.from_domain,
        fromIdentity: row.from_identity,
        toDomain: row.to_domain,
        toIdentity: row.to_identity,
        senderDomain: row.sender_domain,
        senderIdentity: row.sender_identity,
        contactId: row.contact_id,
        orderNotificationUrl: row.order_notification_url,
        priceToleranceBasisPoints: row.price_tolerance_basis_points,
        isActive: row.is_active,
      };
      const after: q.SystemValues = {
        name: body.name ?? before.name,
        fromDomain: body.from?.domain ?? before.fromDomain,
        fromIdentity: body.from?.identity ?? before.fromIdentity,
        toDomain: body.to?.domain ?? before.toDomain,
        toIdentity: body.to?.identity ?? before.toIdentity,
        senderDomain: body.sender?.domain ?? before.senderDomain,
        senderIdentity: body.sender?.identity ?? before.senderIdentity,
        contactId: body.contactId ?? before.contactId,
        orderNotificationUrl:
          body.orderNotificationUrl === undefined ? before.orderNotificationUrl : body.orderNotificationUrl,
        priceToleranceBasisPoints:
          body.priceTolerancePercent === undefined
            ? before.priceToleranceBasisPoints
            : Math.round(body.priceTolerancePercent * 100),
        isActive: body.isActive ?? before.isActive,
      };
      await checkValues(tx, row.account_id, after, id);
      await q.updateSystem(tx, id, after);
      await audit(tx, staff, {
        action:
          after.isActive === before.isActive || after.isActive
            ? 'punchout-system.update'
            : 'punchout-system.disable',
        entityType: 'punchout_system',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
    }),
  );
  return { system: await systemView(db, id) };
}

/**
 * POST /api/admin/punchout-systems/:id/rotate-secret: a new shared secret, shown this once; the old
 * one is refused from this moment (set-up and OrderRequest alike).
 */
export async function rotateProcurementSecret(
  db: Db,
  staff: Staff,
  id: number,
): Promise<ProcurementSecretResponse> {
  const sharedSecret = newSecret();
  const secretHash = await hashPassword(sharedSecret);
  await db.transaction(async (tx) => {
    const row = await q.systemById(tx, id, true);
    if (!row) throw refuse('NOT_FOUND', PROCUREMENT_MESSAGES.systemNotFound);
    await q.setSecretHash(tx, id, secretHash);
    await audit(tx, staff, {
      action: 'punchout-system.rotate-secret',
      entityType: 'punchout_system',
      entityId: id,
      // That it changed, never what it is.
      after: { sharedSecret: 'rotated' },
    });
  });
  return { system: await systemView(db, id), sharedSecret };
}
