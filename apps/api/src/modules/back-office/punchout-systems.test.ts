// The back office's procurement systems over HTTP (issue 28, ADR 0038): the customers area's staff
// list, create, change, disable and rotate a system's secret; the secret is answered once and works
// at once for a cXML set-up, the rotated one no longer does; bad input is a 400 with a message;
// other roles and customers are refused; failed deliveries of order documents are shown.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  type AdminProcurementSystems,
  type CreateProcurementSystemBody,
  type ProcurementSecretResponse,
  type ProcurementSystemResponse,
} from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createUser } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { contactOf, createClinic, type Clinic } from '../checkout/checkout.fixtures.ts';
import { postCxml, setupRequest, statusOf, type ProcurementSystem } from '../punchout/punchout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let other: Clinic;
let contactId: number;
let foreignContactId: number;
let customers: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let n = 0;
let ipCount = 0;
const freshIp = () => `10.30.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db);
  other = await createClinic(t.db);
  contactId = (await createUser(t.db, { accountId: clinic.accountId, isPunchout: true })).id;
  foreignContactId = (await createUser(t.db, { accountId: other.accountId, isPunchout: true })).id;
  customers = await signedInStaff(t.app, t.db, ['accounts_receivable']);
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
});
afterAll(async () => t.close());

const listUrl = (accountId: number) =>
  adminPaths.customerProcurementSystems.replace(':id', String(accountId));
const systemUrl = (id: number) => adminPaths.procurementSystem.replace(':id', String(id));
const rotateUrl = (id: number) => adminPaths.rotateProcurementSecret.replace(':id', String(id));

function body(overrides: Partial<CreateProcurementSystemBody> = {}): CreateProcurementSystemBody {
  n += 1;
  return {
    name: `Hospital e-Procurement ${n}`,
    // Mixed case as a buyer writes it: kept lower-case.
    from: { domain: 'NetworkID', identity: `AN-ADMIN-${n}-${Date.now()}` },
    to: { domain: 'DUNS', identity: '123456789' },
    sender: { domain: 'NetworkID', identity: `AN-ADMIN-${n}` },
    contactId,
    orderNotificationUrl: 'https://procurement.example/cxml/notify',
    priceTolerancePercent: 1.5,
    ...overrides,
  };
}

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = customers.headers,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The system as the cXML fixtures post for it, with `secret`. */
function asPosted(created: ProcurementSecretResponse, secret = created.sharedSecret): ProcurementSystem {
  const { system } = created;
  return {
    id: system.id,
    accountId: system.accountId,
    contactId: system.contact.id,
    from: system.from,
    to: system.to,
    sender: system.sender,
    secret,
  };
}

/** A cXML PunchOutSetupRequest for `system` (the fixture writes domains NetworkID and DUNS). */
async function setUp(system: ProcurementSystem): Promise<number> {
  const answer = await postCxml(t, '/punchout/cxml/setup', setupRequest(system), { ip: freshIp() });
  return statusOf(answer.body).code;
}

describe('procurement systems of a customer account', () => {
  it('creates a system whose secret is answered once and opens a cXML set-up at once', async () => {
    const res = await call('POST', listUrl(clinic.accountId), body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<ProcurementSecretResponse>();
    expect(created.sharedSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.system).toMatchObject({
      accountId: clinic.accountId,
      from: { domain: 'networkid' },
      to: { domain: 'duns', identity: '123456789' },
      contact: { id: contactId },
      orderNotificationUrl: 'https://procurement.example/cxml/notify',
      priceTolerancePercent: 1.5,
      isActive: true,
      failedDeliveries: 0,
    });
    expect(await setUp(asPosted(created))).toBe(200);

    // Never again: not in the list, not in the audit log, not in the table.
    const list = await call('GET', listUrl(clinic.accountId));
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.sharedSecret);
    expect(list.json<AdminProcurementSystems>().systems.map((s) => s.id)).toContain(created.system.id);
    const rows = await queryRows<{ text: string }>(
      t.db,
      sql`SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM audit_log
        WHERE entity_type = 'punchout_system' AND entity_id = ${String(created.system.id)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).not.toContain(created.sharedSecret);
    const stored = await queryRows<{ hash: string }>(
      t.db,
      sql`SELECT shared_secret_hash AS hash FROM punchout_systems WHERE id = ${created.system.id}`,
    );
    expect(stored[0]?.hash).toMatch(/^\$argon2id\$/);
  });

  it('rotates the secret: the new one is answered once, the old one is refused', async () => {
    const created = (await call('POST', listUrl(clinic.accountId), body())).json<ProcurementSecretResponse>();
    const rotated = await call('POST', rotateUrl(created.system.id));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { sharedSecret } = rotated.json<ProcurementSecretResponse>();
    expect(sharedSecret).not.toBe(created.sharedSecret);
    expect(await setUp(asPosted(created))).toBe(401);
    expect(await setUp(asPosted(created, sharedSecret))).toBe(200);
    const audits = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity_type = 'punchout_system'
        AND entity_id = ${String(created.system.id)} ORDER BY id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['punchout-system.create', 'punchout-system.rotate-secret']);
  });

  it('changes and disables a system: a disabled one opens no set-up', async () => {
    const created = (await call('POST', listUrl(clinic.accountId), body())).json<ProcurementSecretResponse>();
    const changed = await call('PATCH', systemUrl(created.system.id), {
      orderNotificationUrl: null,
      priceTolerancePercent: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProcurementSystemResponse>().system).toMatchObject({
      orderNotificationUrl: null,
      priceTolerancePercent: 0,
      isActive: true,
    });
    const disabled = await call('PATCH', systemUrl(created.system.id), { isActive: false });
    expect(disabled.json<ProcurementSystemResponse>().system.isActive).toBe(false);
    expect(await setUp(asPosted(created))).toBe(401);
    const enabled = await call('PATCH', systemUrl(created.system.id), { isActive: true });
    expect(enabled.json<ProcurementSystemResponse>().system.isActive).toBe(true);
    expect(await setUp(asPosted(created))).toBe(200);
  });

  it('refuses bad input with 400 and a message: URL, contact of another account, From taken', async () => {
    const cases: Array<[Partial<CreateProcurementSystemBody>, string]> = [
      [{ orderNotificationUrl: 'ftp://procurement.example/x' }, 'must be an http or https URL'],
      [{ orderNotificationUrl: 'not a url' }, 'must be an http or https URL'],
      [{ contactId: foreignContactId }, 'must be an active contact of this customer account'],
      [{ contactId: 999_999 }, 'must be an active contact of this customer account'],
      [{ from: { domain: 'network id', identity: 'x' } }, 'credential domain'],
      [{ priceTolerancePercent: 1.234 }, 'price tolerance'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('POST', listUrl(clinic.accountId), body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const first = body();
    expect((await call('POST', listUrl(clinic.accountId), first)).statusCode).toBe(200);
    // The same From in another case is the same credential.
    const again = await call(
      'POST',
      listUrl(other.accountId),
      body({ from: { domain: 'NETWORKID', identity: first.from.identity }, contactId: foreignContactId }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toContain('already uses this From credential');
    const created = (await call('POST', listUrl(clinic.accountId), body())).json<ProcurementSecretResponse>();
    const moved = await call('PATCH', systemUrl(created.system.id), { contactId: foreignContactId });
    expect(moved.statusCode).toBe(400);
    expect((await call('GET', listUrl(999_999))).statusCode).toBe(404);
  });

  it('is refused to a role without the customers area, to customers and to visitors', async () => {
    const created = (await call('POST', listUrl(clinic.accountId), body())).json<ProcurementSecretResponse>();
    const buyer = await contactOf(t, clinic.accountId);
    for (const headers of [desk.headers, buyer.headers]) {
      expect((await call('GET', listUrl(clinic.accountId), undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', listUrl(clinic.accountId), body(), headers)).statusCode).toBe(403);
      expect((await call('POST', rotateUrl(created.system.id), undefined, headers)).statusCode).toBe(403);
      expect(
        (await call('PATCH', systemUrl(created.system.id), { isActive: false }, headers)).statusCode,
      ).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'GET', url: listUrl(clinic.accountId) });
    expect(visitor.statusCode).toBe(401);
    // Nothing changed: the secret still opens a set-up.
    expect(await setUp(asPosted(created))).toBe(200);
  });

  it('shows the deliveries of order documents, the failed ones counted for follow-up', async () => {
    const created = (await call('POST', listUrl(clinic.accountId), body())).json<ProcurementSecretResponse>();
    await t.db.execute(
      sql`INSERT INTO punchout_deliveries (event_key, system_id, sales_order_id, document_type, payload_id, status,
          attempts, last_error)
        VALUES (${`cxml-confirm:test-${created.system.id}`}, ${created.system.id}, 1, 'ConfirmationRequest',
          'p1@store', 'failed', 13, 'HTTP 500 from https://procurement.example')`,
    );
    const list = (await call('GET', listUrl(clinic.accountId))).json<AdminProcurementSystems>();
    const shown = list.systems.find((s) => s.id === created.system.id);
    expect(shown?.failedDeliveries).toBe(1);
    expect(shown?.recentDeliveries).toEqual([
      expect.objectContaining({
        documentType: 'ConfirmationRequest',
        status: 'failed',
        attempts: 13,
        lastError: 'HTTP 500 from https://procurement.example',
      }),
    ]);
  });
});
