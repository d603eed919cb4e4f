// Recalls over HTTP on the real database (issue 34 point 2, ADR 0050): drafting with the notice
// PDF, the preview from fulfilments, one publish under two concurrent ones, each notice sent once
// (bell and mail), a clinic that sees only its own recalls, the acknowledgment once, reminder
// rounds, and the effectiveness report and CSV.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  adminPaths,
  paths,
  type AccountRecallsResponse,
  type AdminRecall,
  type AdminRecallsResponse,
  type PublishRecallResponse,
  type RecallBannersResponse,
  type RecallPreview,
  type RecallItemsResponse,
  type RecallReport,
} from '@medsupply/contract';
import { EFFECTIVENESS_CSV_HEADER } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createCatalogItem, loginAs, relateItems } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/outbox-mail.ts';
import {
  SAMPLE_PDF_BASE64,
  createLot,
  createRecallClinic,
  createRecallItem,
  shipToClinic,
} from '../../../test/recall-factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { sendNotice } from './recalls.service.ts';
import { RecallNotices } from './notice-documents.ts';

let t: TestContext;
let staff: { authorization: string };

type Clinic = Awaited<ReturnType<typeof createRecallClinic>>;

const adminPath = (path: string, id: number) => path.replace(':id', String(id));

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type, as res.json<T>() takes it
async function staffCall<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({
    method,
    url,
    headers: staff,
    ...(payload === undefined ? {} : { payload }),
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  const body = (json ? res.json() : {}) as T & { message?: string; code?: string };
  return { status: res.statusCode, body, raw: res };
}

async function draft(
  scope: Array<{ itemId: number; lotId: number | null }>,
  title = 'Gauze pouches may be torn',
) {
  const res = await staffCall<AdminRecall>('POST', adminPaths.recalls, {
    recallClass: 'II',
    title,
    reason: 'The pouch seal may open in transit.',
    instructions: 'Stop using the lot, count what you hold and keep it apart for return.',
    scope,
    notice: { fileName: 'manufacturer-notice.pdf', data: SAMPLE_PDF_BASE64 },
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function buyerHeaders(user: { id: number; accountId: number }) {
  return (await loginAs(t.db, t.config, user)).headers;
}

async function noticesOf(recallId: number) {
  return queryRows<{
    user_id: number;
    account_id: number;
    kind: string;
    round: number;
    role: string;
    bell_at: string | null;
    mailed_at: string | null;
  }>(
    t.db,
    sql`SELECT user_id, account_id, kind, round, role, bell_at::text, mailed_at::text FROM recall_notices
      WHERE recall_id = ${recallId} ORDER BY id`,
  );
}

async function recallBells(userId: number) {
  return queryRows<{ meta_data: { recallId: number; kind: string } }>(
    t.db,
    sql`SELECT meta_data FROM notifications WHERE user_id = ${userId} AND notification_type = ${NOTIFICATION_TYPES.productRecall}`,
  );
}

let gauze: { id: number; unitId: number; itemName: string };
let oldStock: { id: number; unitId: number; itemName: string };
let lotA: number;
let lotB: number;
let harbor: Clinic;
let lakeside: Clinic;
let meadow: Clinic;
let harborOrder: number;
let lakesideOrder: number;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  ({ headers: staff } = await signedInStaff(t.app, t.db, ['compliance']));
  gauze = await createRecallItem(t.db, 'Sterile Gauze 4x4');
  oldStock = await createRecallItem(t.db, 'Suture Kit');
  // What a clinic may order instead of the gauze: in stock, priced (issue 34 point 4).
  const sponge = await createCatalogItem(t.db, {
    displayName: 'Gauze Sponge 4x4',
    quantityAvailable: 50,
    prices: { 'List Price': 900, 'Base Price': 800 },
  });
  await relateItems(t.db, gauze.id, [sponge.item.id], 'alternative');
  lotA = await createLot(t.db, gauze.id, 'G-100');
  lotB = await createLot(t.db, gauze.id, 'G-200');
  harbor = await createRecallClinic(t.db, 'Harbor Clinic');
  lakeside = await createRecallClinic(t.db, 'Lakeside Clinic');
  meadow = await createRecallClinic(t.db, 'Meadow Clinic');
  // Harbor got lot A, Lakeside lot B; Meadow got the suture kit before lots were recorded.
  harborOrder = await shipToClinic(t.db, harbor, gauze, 5, [{ lotId: lotA, quantity: 5 }]);
  lakesideOrder = await shipToClinic(t.db, lakeside, gauze, 3, [{ lotId: lotB, quantity: 3 }]);
  await shipToClinic(t.db, meadow, oldStock, 7);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('who may draft recalls', () => {
  it('refuses staff without the recalls area, and customer tokens', async () => {
    const { headers: orderDesk } = await signedInStaff(t.app, t.db, ['order_desk']);
    const desk = await t.app.inject({ method: 'GET', url: adminPaths.recalls, headers: orderDesk });
    expect(desk.statusCode).toBe(403);
    const customer = await t.app.inject({
      method: 'GET',
      url: adminPaths.recalls,
      headers: await buyerHeaders(harbor.admin),
    });
    expect(customer.statusCode).toBe(403);
    const { headers: admin } = await signedInStaff(t.app, t.db, ['administrator']);
    expect((await t.app.inject({ method: 'GET', url: adminPaths.recalls, headers: admin })).statusCode).toBe(
      200,
    );
  });
});

describe('drafting', () => {
  it('creates a draft with its number and notice, and keeps the notice a PDF', async () => {
    const recall = await draft([{ itemId: gauze.id, lotId: lotA }]);
    expect(recall.recallNumber).toBe(`RC-${String(recall.id).padStart(6, '0')}`);
    expect(recall.status).toBe('draft');
    expect(recall.noticeFileName).toBe('manufacturer-notice.pdf');
    expect(recall.scope).toEqual([
      expect.objectContaining({ itemId: gauze.id, lotId: lotA, lotNumber: 'G-100' }),
    ]);
    const pdf = await staffCall('GET', adminPath(adminPaths.recallNotice, recall.id));
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
    const refused = await staffCall('POST', adminPaths.recalls, {
      recallClass: 'I',
      title: 'x',
      reason: 'x',
      instructions: 'x',
      scope: [{ itemId: gauze.id, lotId: null }],
      notice: { fileName: 'notice.pdf', data: png },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('DOCUMENT_INVALID');
  });

  it('refuses a lot of another item, an unknown item and an empty scope', async () => {
    const body = { recallClass: 'III', title: 'T', reason: 'R', instructions: 'I' };
    const foreign = await staffCall('POST', adminPaths.recalls, {
      ...body,
      scope: [{ itemId: oldStock.id, lotId: lotA }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('One of the lots does not belong to its item.');
    const unknown = await staffCall('POST', adminPaths.recalls, {
      ...body,
      scope: [{ itemId: 999_999, lotId: null }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('One of the items is not in the catalog.');
    const empty = await staffCall('POST', adminPaths.recalls, { ...body, scope: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Add at least one item or lot to the recall.');
  });

  it('edits a draft and answers 404 for a recall that does not exist', async () => {
    const recall = await draft([{ itemId: gauze.id, lotId: lotA }]);
    const edited = await staffCall<AdminRecall>('PUT', adminPath(adminPaths.recall, recall.id), {
      recallClass: 'I',
      title: 'Edited title',
      reason: 'R',
      instructions: 'I',
      scope: [{ itemId: gauze.id, lotId: null }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      recallClass: 'I',
      title: 'Edited title',
      noticeFileName: 'manufacturer-notice.pdf',
    });
    expect(edited.body.scope.map((s) => s.lotId)).toEqual([null]);
    expect((await staffCall('GET', adminPath(adminPaths.recall, 987_654))).status).toBe(404);
  });
});

describe('finding what to recall', () => {
  it("finds an item by its lot's number, as the manufacturer's notice names it", async () => {
    const res = await staffCall<RecallItemsResponse>('GET', `${adminPaths.recallItems}?q=g-200`);
    expect(res.status).toBe(200);
    const found = res.body.items.find((i) => i.itemId === gauze.id);
    expect(found?.lots.map((l) => l.lotNumber).sort()).toEqual(['G-100', 'G-200']);
  });
});

describe('publishing a recall of one lot', () => {
  let recall: AdminRecall;

  it('previews only the clinic that got the lot, with its ship-to and quantity', async () => {
    recall = await draft([{ itemId: gauze.id, lotId: lotA }], 'Lot G-100 recall');
    const preview = await staffCall<RecallPreview>('GET', adminPath(adminPaths.recallPreview, recall.id));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ accounts: 1, units: 5, lotsStopped: 1 });
    expect(preview.body.shipments).toEqual([
      expect.objectContaining({
        accountId: harbor.account.id,
        shipAddressId: harbor.shipTo,
        lotNumber: 'G-100',
        quantity: 5,
        shipTo: expect.stringContaining('Harbor Clinic'),
      }),
    ]);
  });

  it('publishes once when two members publish at the same moment', async () => {
    const { headers: other } = await signedInStaff(t.app, t.db, ['administrator']);
    const url = adminPath(adminPaths.recallPublish, recall.id);
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: staff }),
      t.app.inject({ method: 'POST', url, headers: other }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a.json<PublishRecallResponse>(), b.json<PublishRecallResponse>()];
    expect(answers.map((x) => x.publishedNow).sort()).toEqual([false, true]);
    // A retry later publishes nothing again.
    const retry = await staffCall<PublishRecallResponse>('POST', url);
    expect(retry.body.publishedNow).toBe(false);
    expect(retry.body.recall.status).toBe('published');
    expect(retry.body.recall.parties.map((p) => p.accountId)).toEqual([harbor.account.id]);

    const notices = await noticesOf(recall.id);
    expect(notices.map((n) => [n.user_id, n.role, n.kind, n.round]).sort()).toEqual(
      [
        [harbor.admin.id, 'admin', 'notice', 0],
        [harbor.buyer.id, 'orderer', 'notice', 0],
      ].sort(),
    );
    const lots = await queryRows<{ id: number; stopped: boolean }>(
      t.db,
      sql`SELECT id, sale_stopped_at IS NOT NULL AS stopped FROM item_lots WHERE item_id = ${gauze.id} ORDER BY id`,
    );
    expect(lots).toEqual([
      { id: lotA, stopped: true },
      { id: lotB, stopped: false },
    ]);
    const edit = await staffCall('PUT', adminPath(adminPaths.recall, recall.id), {
      recallClass: 'I',
      title: 'Too late',
      reason: 'R',
      instructions: 'I',
      scope: [{ itemId: gauze.id, lotId: lotA }],
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('RECALL_NOT_DRAFT');
  });

  it('sends each notice once: a bell entry and a mail per contact, marked on the notice', async () => {
    expect((await noticesOf(recall.id)).every((n) => n.bell_at === null && n.mailed_at === null)).toBe(true);
    const adminMails = await mailsTo(t, harbor.admin.email);
    const buyerMails = await mailsTo(t, harbor.buyer.email);
    expect(adminMails.filter((m) => m.subject.includes(recall.recallNumber))).toHaveLength(1);
    expect(buyerMails.filter((m) => m.subject.includes(recall.recallNumber))).toHaveLength(1);
    const mail = adminMails.find((m) => m.subject.includes(recall.recallNumber));
    expect(mail?.subject).toBe(`Product recall ${recall.recallNumber} (Class II): Lot G-100 recall`);
    expect(mail?.text).toContain('lot G-100): 5 shipped to Harbor Clinic Clinic');
    expect(mail?.text).toContain(`/myaccount/menu/recalls?recall=${recall.id}`);
    // The equivalent item the clinic can order now, with its page.
    expect(mail?.text).toContain(
      'Equivalent items you can order instead:\n\nInstead of Sterile Gauze 4x4:\n',
    );
    expect(mail?.text).toMatch(/:\n {2}- Gauze Sponge 4x4 \(.+\): in stock, http:\/\/.+\/product\/.+/);
    expect((await noticesOf(recall.id)).every((n) => n.bell_at !== null && n.mailed_at !== null)).toBe(true);
    expect(await recallBells(harbor.admin.id)).toEqual([
      { meta_data: expect.objectContaining({ recallId: recall.id, kind: 'notice' }) },
    ]);
    expect(await recallBells(harbor.buyer.id)).toHaveLength(1);
    // Lakeside got lot B only: nobody there hears of it.
    expect(await recallBells(lakeside.admin.id)).toEqual([]);
    expect(await mailsTo(t, lakeside.admin.email)).toEqual([]);

    // A notice's job run again (a retry after a lost acknowledgment) sends nothing more.
    const [first] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM recall_notices WHERE recall_id = ${recall.id} ORDER BY id LIMIT 1`,
    );
    const deps = { db: t.db, outbox: t.outbox, letterhead: t.config.store, now: () => new Date() };
    expect(await sendNotice(deps, first?.id ?? 0)).toBe('done');
    expect(await t.jobs.drain()).toBe(0);
    expect(
      (await mailsTo(t, harbor.admin.email)).filter((m) => m.subject.includes(recall.recallNumber)),
    ).toHaveLength(1);
    expect(await recallBells(harbor.admin.id)).toHaveLength(1);
  });

  it("shows the clinic its own recall, and no other account's", async () => {
    const harborHeaders = await buyerHeaders(harbor.buyer);
    const mine = await t.app.inject({ method: 'GET', url: paths.recalls.list, headers: harborHeaders });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<AccountRecallsResponse>().recalls.find((r) => r.id === recall.id);
    expect(listed).toMatchObject({
      recallNumber: recall.recallNumber,
      noticeFileName: 'manufacturer-notice.pdf',
      acknowledgment: null,
    });
    expect(listed?.shipments).toEqual([expect.objectContaining({ lotNumber: 'G-100', quantity: 5 })]);
    // The order that delivered the lot, where a return of it starts.
    expect(listed?.orders).toEqual([{ salesOrderId: harborOrder, tranId: expect.any(String) }]);

    const lakesideHeaders = await buyerHeaders(lakeside.admin);
    const theirs = await t.app.inject({ method: 'GET', url: paths.recalls.list, headers: lakesideHeaders });
    expect(theirs.json<AccountRecallsResponse>().recalls.map((r) => r.id)).not.toContain(recall.id);
    const notice = await t.app.inject({
      method: 'GET',
      url: `${paths.recalls.notice}?id=${recall.id}`,
      headers: lakesideHeaders,
    });
    expect(notice.statusCode).toBe(404);
    const ack = await t.app.inject({
      method: 'POST',
      url: paths.recalls.acknowledge,
      headers: lakesideHeaders,
      payload: { recallId: recall.id, unitsOnHand: 1 },
    });
    expect(ack.statusCode).toBe(404);
    // Harbor's order is not Lakeside's: its banner query finds nothing for Lakeside.
    const foreignOrder = await t.app.inject({
      method: 'GET',
      url: `${paths.recalls.forOrder}?salesOrderId=${harborOrder}`,
      headers: lakesideHeaders,
    });
    expect(foreignOrder.json<RecallBannersResponse>().recalls).toEqual([]);
    // Not signed in: 401; the admin list is not the clinic's.
    expect((await t.app.inject({ method: 'GET', url: paths.recalls.list })).statusCode).toBe(401);

    const own = await t.app.inject({
      method: 'GET',
      url: `${paths.recalls.notice}?id=${recall.id}`,
      headers: harborHeaders,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });

  it("shows banners on the recalled item and on the clinic's affected order only", async () => {
    const item = await t.app.inject({ method: 'GET', url: `${paths.recalls.forItem}?itemId=${gauze.id}` });
    expect(item.json<RecallBannersResponse>().recalls).toContainEqual(
      expect.objectContaining({ id: recall.id, lots: ['G-100'] }),
    );
    const harborHeaders = await buyerHeaders(harbor.admin);
    const order = await t.app.inject({
      method: 'GET',
      url: `${paths.recalls.forOrder}?salesOrderId=${harborOrder}`,
      headers: harborHeaders,
    });
    expect(order.json<RecallBannersResponse>().recalls.map((r) => r.id)).toEqual([recall.id]);
    const lakesideHeaders = await buyerHeaders(lakeside.admin);
    const unaffected = await t.app.inject({
      method: 'GET',
      url: `${paths.recalls.forOrder}?salesOrderId=${lakesideOrder}`,
      headers: lakesideHeaders,
    });
    expect(unaffected.json<RecallBannersResponse>().recalls.map((r) => r.id)).not.toContain(recall.id);
  });

  it('takes the acknowledgment once, with a whole number of units', async () => {
    const headers = await buyerHeaders(harbor.buyer);
    const send = (unitsOnHand: unknown) =>
      t.app.inject({
        method: 'POST',
        url: paths.recalls.acknowledge,
        headers,
        payload: { recallId: recall.id, unitsOnHand },
      });
    const decimal = await send(2.5);
    expect(decimal.statusCode).toBe(400);
    expect(decimal.json<{ message: string }>().message).toContain('Decimals not allowed');
    const text = await send('three');
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toContain('Only numbers can be entered');
    expect((await send(-1)).statusCode).toBe(400);

    const ok = await send(3);
    expect(ok.statusCode).toBe(200);
    expect(
      ok.json<{ recall: { acknowledgment: { unitsOnHand: number } } }>().recall.acknowledgment.unitsOnHand,
    ).toBe(3);
    const again = await send(0);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string; message: string }>()).toMatchObject({
      code: 'RECALL_ALREADY_ACKNOWLEDGED',
      message: expect.stringContaining('Your account already acknowledged this recall on'),
    });

    const seen = await staffCall<AdminRecall>('GET', adminPath(adminPaths.recall, recall.id));
    expect(seen.body.parties).toEqual([
      expect.objectContaining({
        accountId: harbor.account.id,
        unitsOnHand: 3,
        acknowledgedBy: expect.stringContaining('Bo'),
      }),
    ]);
    const list = await staffCall<AdminRecallsResponse>('GET', adminPaths.recalls);
    expect(list.body.recalls.find((r) => r.id === recall.id)).toMatchObject({
      affectedAccounts: 1,
      acknowledgedAccounts: 1,
    });
  });
});

describe('a recall of every lot, reminders and the report', () => {
  let recall: AdminRecall;

  it('reaches every shipment of the item, including those that recorded no lot', async () => {
    recall = await draft(
      [
        { itemId: gauze.id, lotId: null },
        { itemId: oldStock.id, lotId: null },
      ],
      'Every lot of gauze and suture kits',
    );
    const preview = await staffCall<RecallPreview>('GET', adminPath(adminPaths.recallPreview, recall.id));
    const byAccount = Object.fromEntries(preview.body.shipments.map((s) => [s.accountId, s.quantity]));
    expect(byAccount).toMatchObject({
      [harbor.account.id]: 5,
      [lakeside.account.id]: 3,
      [meadow.account.id]: 7,
    });
    const published = await staffCall<PublishRecallResponse>(
      'POST',
      adminPath(adminPaths.recallPublish, recall.id),
    );
    expect(published.body.publishedNow).toBe(true);
    expect(published.body.recall.parties).toHaveLength(3);
    const meadowShipment = published.body.recall.shipments.find((s) => s.accountId === meadow.account.id);
    expect(meadowShipment).toMatchObject({ lotId: null, lotNumber: null, quantity: 7 });
    await t.jobs.drain();
  });

  it('reminds those who have not answered, once per round', async () => {
    const harborHeaders = await buyerHeaders(harbor.admin);
    await t.app.inject({
      method: 'POST',
      url: paths.recalls.acknowledge,
      headers: harborHeaders,
      payload: { recallId: recall.id, unitsOnHand: 0, note: 'Used up before the recall.' },
    });
    const url = adminPath(adminPaths.recallRemind, recall.id);
    const first = await staffCall<{ round: number; accounts: number; notices: number }>('POST', url, {
      round: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ round: 1, accounts: 2, notices: 4 });
    const repeated = await staffCall<{ notices: number }>('POST', url, { round: 1 });
    expect(repeated.body.notices).toBe(0);
    const skipped = await staffCall('POST', url, { round: 5 });
    expect(skipped.status).toBe(400);
    await t.jobs.drain();
    const reminders = (await noticesOf(recall.id)).filter((n) => n.kind === 'reminder');
    expect(reminders).toHaveLength(4);
    expect(reminders.every((n) => n.round === 1 && n.bell_at !== null && n.mailed_at !== null)).toBe(true);
    expect(reminders.some((n) => n.account_id === harbor.account.id)).toBe(false);
    const lakesideReminders = (await mailsTo(t, lakeside.admin.email)).filter((m) =>
      m.subject.startsWith('Reminder: '),
    );
    expect(lakesideReminders).toHaveLength(1);

    for (const clinic of [lakeside, meadow]) {
      const res = await t.app.inject({
        method: 'POST',
        url: paths.recalls.acknowledge,
        headers: await buyerHeaders(clinic.admin),
        payload: { recallId: recall.id, unitsOnHand: 2 },
      });
      expect(res.statusCode).toBe(200);
    }
    const nobody = await staffCall('POST', url, { round: 2 });
    expect(nobody.status).toBe(409);
    expect(nobody.body.code).toBe('RECALL_NOTHING_TO_REMIND');
  });

  it('lists every notified party with times in the report and its CSV', async () => {
    const report = await staffCall<RecallReport>('GET', adminPath(adminPaths.recallReport, recall.id));
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ affectedAccounts: 3, acknowledgedAccounts: 3 });
    // Two contacts per clinic told of the notice, and the four reminders.
    expect(report.body.parties).toHaveLength(10);
    expect(report.body.parties.every((p) => p.mailedAt !== null && p.acknowledgedAt !== null)).toBe(true);
    const csv = await t.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.recallReportCsv, recall.id),
      headers: staff,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`${recall.recallNumber}-effectiveness.csv`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(EFFECTIVENESS_CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines).toHaveLength(11);
    expect(csv.body).toContain(harbor.admin.email);
  });

  it('keeps the notice files under the data directory by random key', async () => {
    const [row] = await queryRows<{ notice_document_key: string }>(
      t.db,
      sql`SELECT notice_document_key FROM recalls WHERE id = ${recall.id}`,
    );
    expect(row?.notice_document_key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const bytes = await new RecallNotices(t.config.dataDir).read(row?.notice_document_key ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
