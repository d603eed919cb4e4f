// Recalls (issue 34 point 2, docs/decisions/0050-recalls.md): the rules and the transactions.
// Staff draft a recall and preview what it reaches; publishing, in one transaction, flips the
// draft to published with a conditional update (two members publishing at once, or a retry,
// publish once), records what it reached and which accounts must answer, stops the sale of the
// recalled lots, writes one notice per contact to tell and enqueues each notice's job. The job
// (registered here) puts the notice on the contact's bell and its mail on the outbox, and marks
// the notice, in one transaction: a notice whose job was lost in a crash is sent when the queue is
// worked again, and never twice. A clinic sees only the recalls that reached its own account.
import {
  NOTIFICATION_TYPES,
  RECALL_MESSAGES,
  type AccountRecall,
  type AccountRecallsResponse,
  type AcknowledgeRecallBody,
  type AcknowledgeRecallResponse,
  type AdminRecall,
  type AdminRecallsResponse,
  type PublishRecallResponse,
  type RecallBannersResponse,
  type RecallDraftBody,
  type RecallItemsResponse,
  type RecallNoticeMeta,
  type RecallPreview,
  type RecallReport,
  type RecallShipment,
  type RemindRecallResponse,
  type Substitute,
} from '@medsupply/contract';
import {
  DOCUMENT_MALFORMED_MESSAGE,
  checkDocument,
  effectivenessCsv,
  formatDate,
  isSubstituteBuyable,
  recallMail,
  recallNumberOf,
  type NotifiedParty,
} from '@medsupply/domain';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Buyer, Staff } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { jobKind, type JobRunner } from '../../core/jobs.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { renderLetter, type Letterhead } from '../../mail/letter.ts';
import { buyerOfContact } from '../auth/auth.service.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { quarantineLots } from '../order-to-cash/lots.service.ts';
import { recalledItemSubstitutes } from '../substitutes/substitutes.service.ts';
import type { RecallNotices } from './notice-documents.ts';
import * as q from './recalls.queries.ts';

export interface RecallsDeps {
  db: Db;
  jobs: JobRunner;
  outbox: Outbox;
  notices: RecallNotices;
  /** Who signs the notices (mail/letter.ts); its publicUrl makes their links. */
  letterhead: Letterhead;
  now: () => Date;
}

/** One notice's sending: its bell entry and its mail (retried for about a day). */
export const recallNoticeJob = jobKind('recalls.notice', z.object({ noticeId: z.number().int() }), {
  retryLimit: 30,
  retryDelaySeconds: 10,
});

const notFound = () => refuse('RECALL_NOT_FOUND', RECALL_MESSAGES.notFound);

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const shipmentView = (row: q.ShipmentRow): RecallShipment => ({
  accountId: row.account_id,
  accountNumber: row.account_number,
  accountName: row.account_name,
  shipAddressId: row.ship_address_id,
  shipTo: row.ship_to,
  itemId: row.item_id,
  itemNumber: row.item_number,
  displayName: row.display_name,
  urlComponent: row.url_component,
  lotId: row.lot_id,
  lotNumber: row.lot_number,
  expiresOn: row.expires_on,
  quantity: row.quantity,
});

const goodsView = (row: q.GoodsRow) => ({
  itemId: row.item_id,
  itemNumber: row.item_number,
  displayName: row.display_name,
  urlComponent: row.url_component,
  lotId: row.lot_id,
  lotNumber: row.lot_number,
  expiresOn: row.expires_on,
});

export async function listRecalls(db: DbOrTx): Promise<AdminRecallsResponse> {
  const rows = await q.recallSummaries(db);
  return {
    recalls: rows.map((r) => ({
      id: r.id,
      recallNumber: r.recall_number,
      status: r.status,
      recallClass: r.recall_class,
      title: r.title,
      createdAt: r.created_at,
      publishedAt: r.published_at,
      affectedAccounts: r.affected_accounts,
      acknowledgedAccounts: r.acknowledged_accounts,
    })),
  };
}

export async function getRecall(db: DbOrTx, id: number): Promise<AdminRecall> {
  const recall = await q.recallOf(db, id);
  if (!recall) throw notFound();
  const published = recall.status !== 'draft';
  const [scope, parties, shipments] = await Promise.all([
    q.scopesOf(db, [id]),
    published ? q.partiesOf(db, id) : Promise.resolve([]),
    published ? q.publishedShipments(db, id, null) : Promise.resolve([]),
  ]);
  return {
    id: recall.id,
    recallNumber: recall.recall_number,
    status: recall.status,
    recallClass: recall.recall_class,
    title: recall.title,
    reason: recall.reason,
    instructions: recall.instructions,
    noticeFileName: recall.notice_file_name,
    createdAt: recall.created_at,
    publishedAt: recall.published_at,
    affectedAccounts: parties.length,
    acknowledgedAccounts: parties.filter((p) => p.acknowledged_at !== null).length,
    scope: scope.map(goodsView),
    parties: parties.map((p) => ({
      accountId: p.account_id,
      accountNumber: p.account_number,
      accountName: p.account_name,
      units: p.units,
      acknowledgedAt: p.acknowledged_at,
      acknowledgedBy: p.acknowledged_by,
      unitsOnHand: p.units_on_hand,
      note: p.note,
      remindersSent: p.reminders_sent,
      lastRemindedAt: p.last_reminded_at,
      notices: p.notices,
    })),
    shipments: shipments.map(shipmentView),
  };
}

/** What publishing the draft now would reach (a published recall answers what it reached). */
export async function previewRecall(db: DbOrTx, id: number): Promise<RecallPreview> {
  const recall = await q.recallOf(db, id);
  if (!recall) throw notFound();
  const draft = recall.status === 'draft';
  const [rows, lotsStopped] = await Promise.all([
    draft ? q.previewShipments(db, id) : q.publishedShipments(db, id, null),
    draft ? q.lotsToStop(db, id) : Promise.resolve(0),
  ]);
  return {
    shipments: rows.map(shipmentView),
    accounts: new Set(rows.map((r) => r.account_id)).size,
    units: rows.reduce((sum, r) => sum + r.quantity, 0),
    lotsStopped,
  };
}

export async function recallItems(db: DbOrTx, text: string): Promise<RecallItemsResponse> {
  const rows = await q.recallItemOptions(db, text);
  return {
    items: rows.map((r) => ({
      itemId: r.item_id,
      itemNumber: r.item_number,
      displayName: r.display_name,
      lots: r.lots,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Drafting
// ---------------------------------------------------------------------------------------------

function decodeNotice(data: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  // Node skips what it cannot decode; a string that does not round-trip was not whole base64.
  if (bytes.toString('base64').replace(/=+$/, '') !== data.replace(/=+$/, '')) {
    throw refuse('DOCUMENT_INVALID', DOCUMENT_MALFORMED_MESSAGE);
  }
  return bytes;
}

/** The notice's bytes, checked: a whole PDF of at most 5 MB (read from the bytes, not the name). */
function checkedNotice(data: string): Buffer {
  const bytes = decodeNotice(data);
  const checked = checkDocument(bytes);
  if (!checked.ok) throw refuse('DOCUMENT_INVALID', checked.message);
  if (checked.type !== 'application/pdf') throw refuse('DOCUMENT_INVALID', RECALL_MESSAGES.noticeNotPdf);
  return bytes;
}

async function checkScope(db: DbOrTx, scope: RecallDraftBody['scope']): Promise<void> {
  const problems = await q.scopeProblems(db, scope);
  if (problems.unknown_items > 0) throw refuse('VALIDATION', RECALL_MESSAGES.unknownItem);
  if (problems.foreign_lots > 0) throw refuse('VALIDATION', RECALL_MESSAGES.unknownLot);
}

/**
 * Saves a draft: a new one (id null) or a change to one still a draft. The notice's file is
 * written first and removed again when the transaction does not commit.
 */
export async function saveDraft(
  deps: Pick<RecallsDeps, 'db' | 'notices'>,
  staff: Staff,
  id: number | null,
  input: RecallDraftBody,
): Promise<AdminRecall> {
  const { db, notices } = deps;
  await checkScope(db, input.scope);
  const bytes = input.notice ? checkedNotice(input.notice.data) : null;
  const key = bytes ? await notices.save(bytes) : null;
  let saved: { recallId: number; replaced: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      const values = {
        recallClass: input.recallClass,
        title: input.title,
        reason: input.reason,
        instructions: input.instructions,
        staffId: staff.staffId,
      };
      let recallId: number;
      let replaced: string | null = null;
      if (id === null) {
        recallId = await q.insertDraft(tx, values, `RC-new-${randomBytes(8).toString('hex')}`);
        await q.setRecallNumber(tx, recallId, recallNumberOf(recallId));
      } else {
        const before = await q.recallOf(tx, id, true);
        if (!before) throw notFound();
        if (!(await q.updateDraft(tx, id, values)))
          throw refuse('RECALL_NOT_DRAFT', RECALL_MESSAGES.notDraft);
        recallId = id;
        if (key) replaced = before.notice_document_key;
      }
      await q.replaceScope(tx, recallId, input.scope);
      if (key && input.notice) await q.setNotice(tx, recallId, key, input.notice.fileName);
      await audit(tx, staff, {
        action: id === null ? 'recall.create' : 'recall.edit',
        entityType: 'recall',
        entityId: recallId,
        after: { ...values, scope: input.scope, notice: input.notice?.fileName ?? null },
      });
      return { recallId, replaced };
    });
  } catch (error) {
    if (key) await notices.discard(key);
    throw error;
  }
  if (saved.replaced) await notices.discard(saved.replaced);
  return getRecall(db, saved.recallId);
}

// ---------------------------------------------------------------------------------------------
// Publishing, reminding, sending
// ---------------------------------------------------------------------------------------------

async function enqueueNotices(tx: DbOrTx, jobs: JobRunner, noticeIds: readonly number[]): Promise<void> {
  for (const noticeId of noticeIds) {
    await jobs.enqueue(tx, recallNoticeJob, { noticeId }, { dedupeKey: `recall-notice:${noticeId}` });
  }
}

/**
 * Publishes a draft once. A recall already published (by another member at the same moment, or
 * by this very request retried) is answered as it is, with publishedNow false: nothing is recorded
 * or sent again.
 */
export async function publishRecall(
  deps: Pick<RecallsDeps, 'db' | 'jobs' | 'outbox' | 'now'>,
  staff: Staff,
  id: number,
): Promise<PublishRecallResponse> {
  const { db, jobs } = deps;
  const publishedNow = await db.transaction(async (tx) => {
    const at = deps.now();
    const recallNumber = await q.markPublished(tx, id, staff.staffId, at);
    if (recallNumber === null) {
      const recall = await q.recallOf(tx, id);
      if (!recall) throw notFound();
      return false;
    }
    await q.recordShipments(tx, id);
    const stopped = await q.stopSaleOfLots(tx, id, at);
    // The stopped lots' units on the shelf leave the item's stock (quarantine), and open orders
    // that counted on them wait for new stock: nothing recalled is sold or promised again.
    const quarantine = await quarantineLots(tx, deps, staff, {
      lotIds: stopped,
      cause: { kind: 'recall', recallNumber },
    });
    const noticeIds = await q.insertNotices(tx, id);
    await enqueueNotices(tx, jobs, noticeIds);
    await audit(tx, staff, {
      action: 'recall.publish',
      entityType: 'recall',
      entityId: id,
      after: {
        lotsStopped: stopped.length,
        unitsQuarantined: quarantine.quarantined.reduce((sum, l) => sum + l.units, 0),
        linesBackordered: quarantine.backordered.length,
        notices: noticeIds.length,
      },
    });
    return true;
  });
  return { recall: await getRecall(db, id), publishedNow };
}

/**
 * A reminder round for the accounts that have not acknowledged: `round` is the round the member
 * asks for (the page shows the next one). A round already sent (a double click, a retry) is
 * answered as it was and sends nothing; a round beyond the next one is refused.
 */
export async function remindRecall(
  deps: Pick<RecallsDeps, 'db' | 'jobs' | 'now'>,
  staff: Staff,
  id: number,
  round: number,
): Promise<RemindRecallResponse> {
  const { db, jobs } = deps;
  return db.transaction(async (tx) => {
    // Locked: two reminders of one recall are taken one after the other.
    const recall = await q.recallOf(tx, id, true);
    if (!recall) throw notFound();
    if (recall.status !== 'published') throw refuse('RECALL_NOT_PUBLISHED', RECALL_MESSAGES.notPublished);
    const last = await q.lastRound(tx, id);
    if (round <= last) return { round, accounts: 0, notices: 0 };
    if (round !== last + 1) throw refuse('VALIDATION', `The next reminder is round ${last + 1}.`);
    const reminded = await q.insertReminders(tx, id, round, deps.now());
    if (reminded.accounts === 0) throw refuse('RECALL_NOTHING_TO_REMIND', RECALL_MESSAGES.nothingToRemind);
    await enqueueNotices(tx, jobs, reminded.noticeIds);
    await audit(tx, staff, {
      action: 'recall.remind',
      entityType: 'recall',
      entityId: id,
      after: { round, accounts: reminded.accounts, notices: reminded.noticeIds.length },
    });
    return { round, accounts: reminded.accounts, notices: reminded.noticeIds.length };
  });
}

const goodsLine = (s: q.ShipmentRow) =>
  `${s.display_name} (${s.item_number}${s.lot_number ? `, lot ${s.lot_number}` : ', all lots'}): ${s.quantity} shipped to ${s.ship_to}`;

const substituteLine = (sub: Substitute, publicUrl: string) =>
  `${sub.displayName} (${sub.itemName}): ${sub.standing === 'available' ? 'in stock' : 'on backorder'}, ${
    new URL(`/product/${sub.urlComponent}`, publicUrl).href
  }`;

/**
 * The notice job: the contact's bell entry and mail, each once. The notice row is locked; what
 * it already records as done is not done again, and the marks commit with the bell entry and
 * the mail's outbox job, or not at all.
 */
export async function sendNotice(
  deps: Pick<RecallsDeps, 'db' | 'outbox' | 'letterhead' | 'now'>,
  noticeId: number,
): Promise<'sent' | 'done' | 'gone'> {
  return deps.db.transaction(async (tx) => {
    const notice = await q.noticeForSending(tx, noticeId);
    if (!notice) return 'gone';
    if (notice.bell_at !== null && notice.mailed_at !== null) return 'done';
    if (notice.bell_at === null) {
      const metaData: RecallNoticeMeta = {
        recallId: notice.recall_id,
        recallNumber: notice.recall_number,
        recallClass: notice.recall_class,
        title: notice.title,
        kind: notice.kind,
      };
      await notifyUser(tx, {
        userId: notice.user_id,
        type: NOTIFICATION_TYPES.productRecall,
        metaData,
        dedupeKey: `recall-notice:${notice.id}`,
      });
    }
    if (notice.mailed_at === null) {
      const shipments = await q.publishedShipments(tx, notice.recall_id, notice.account_id);
      const link = new URL(`/myaccount/menu/recalls?recall=${notice.recall_id}`, deps.letterhead.publicUrl)
        .href;
      // What this contact may order instead (issue 34 point 4), judged as the recall page judges it.
      const buyer = await buyerOfContact(tx, notice.user_id, notice.account_id);
      const itemIds = [...new Set(shipments.map((s) => s.item_id))];
      const offered = buyer
        ? await recalledItemSubstitutes(tx, buyer, itemIds, deps.now())
        : new Map<number, Substitute[]>();
      const substitutes = itemIds.map((itemId) => ({
        forItem: shipments.find((s) => s.item_id === itemId)?.display_name ?? '',
        items: (offered.get(itemId) ?? [])
          .filter((sub) => isSubstituteBuyable(sub.standing))
          .map((sub) => substituteLine(sub, deps.letterhead.publicUrl)),
      }));
      const mail = recallMail({
        recallNumber: notice.recall_number,
        recallClass: notice.recall_class,
        title: notice.title,
        reason: notice.reason,
        instructions: notice.instructions,
        accountName: notice.account_name,
        firstName: notice.first_name,
        kind: notice.kind,
        goods: shipments.map(goodsLine),
        link,
        substitutes,
      });
      await deps.outbox.mail(tx, renderLetter(deps.letterhead, { to: notice.email, ...mail }));
    }
    await q.markNoticeSent(tx, notice.id, deps.now());
    return 'sent';
  });
}

export function registerRecallJobs(
  jobs: JobRunner,
  deps: Pick<RecallsDeps, 'db' | 'outbox' | 'letterhead' | 'now'>,
) {
  jobs.register(recallNoticeJob, async ({ noticeId }) => {
    await sendNotice(deps, noticeId);
  });
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

export async function recallReport(db: DbOrTx, id: number): Promise<RecallReport> {
  const recall = await q.recallOf(db, id);
  if (!recall) throw notFound();
  const [rows, parties] = await Promise.all([q.reportRows(db, id), q.partiesOf(db, id)]);
  return {
    recallNumber: recall.recall_number,
    title: recall.title,
    publishedAt: recall.published_at,
    affectedAccounts: parties.length,
    acknowledgedAccounts: parties.filter((p) => p.acknowledged_at !== null).length,
    parties: rows.map((r): NotifiedParty => ({
      accountNumber: r.account_number,
      accountName: r.account_name,
      contactName: r.contact_name,
      email: r.email,
      role: r.role,
      kind: r.kind,
      round: r.round,
      notifiedAt: r.notified_at,
      bellAt: r.bell_at,
      mailedAt: r.mailed_at,
      acknowledgedAt: r.acknowledged_at,
      unitsOnHand: r.units_on_hand,
    })),
  };
}

export async function recallReportCsv(
  db: DbOrTx,
  id: number,
): Promise<{ recallNumber: string; csv: string }> {
  const report = await recallReport(db, id);
  return { recallNumber: report.recallNumber, csv: effectivenessCsv(report.parties) };
}

/** The notice PDF, for staff (`accountId` null) or an account the recall reached. */
export async function noticeDocument(
  deps: Pick<RecallsDeps, 'db' | 'notices'>,
  id: number,
  accountId: number | null,
): Promise<{ bytes: Buffer; fileName: string }> {
  const recall =
    accountId === null
      ? await q.recallOf(deps.db, id)
      : (await q.recallsOfAccount(deps.db, accountId, id))[0];
  if (!recall) throw notFound();
  if (!recall.notice_document_key || !recall.notice_file_name)
    throw refuse('NOT_FOUND', RECALL_MESSAGES.noNotice);
  return { bytes: await deps.notices.read(recall.notice_document_key), fileName: recall.notice_file_name };
}

// ---------------------------------------------------------------------------------------------
// The clinic's side
// ---------------------------------------------------------------------------------------------

/** The account's recalls (its own only), each with what was shipped to it and its answer. */
export async function accountRecalls(
  db: DbOrTx,
  buyer: Buyer,
  now: Date,
  recallId: number | null = null,
): Promise<AccountRecall[]> {
  const rows = await q.recallsOfAccount(db, buyer.account.id, recallId);
  const [shipments, orders] = await Promise.all([
    q.accountShipments(
      db,
      rows.map((r) => r.id),
      buyer.account.id,
    ),
    q.accountRecallOrders(
      db,
      rows.map((r) => r.id),
      buyer.account.id,
    ),
  ]);
  // Issue 34 point 4: what the clinic may order instead of each recalled item (ADR 0053).
  const substitutes = await recalledItemSubstitutes(
    db,
    buyer,
    shipments.map((s) => s.item_id),
    now,
  );
  const itemsOf = (recallId: number) => [
    ...new Map(
      shipments.filter((s) => s.recall_id === recallId).map((s) => [s.item_id, s.display_name] as const),
    ),
  ];
  return rows.map((r) => ({
    id: r.id,
    recallNumber: r.recall_number,
    recallClass: r.recall_class,
    status: r.status,
    title: r.title,
    reason: r.reason,
    instructions: r.instructions,
    publishedAt: r.published_at ?? r.created_at,
    noticeFileName: r.notice_file_name,
    shipments: shipments
      .filter((s) => s.recall_id === r.id)
      .map((s) => {
        const { accountId: _a, accountNumber: _n, accountName: _m, ...rest } = shipmentView(s);
        return rest;
      }),
    acknowledgment:
      r.acknowledged_at === null
        ? null
        : {
            acknowledgedAt: r.acknowledged_at,
            acknowledgedBy: r.acknowledged_by ?? '',
            unitsOnHand: r.units_on_hand ?? 0,
            note: r.note,
          },
    orders: orders
      .filter((o) => o.recall_id === r.id)
      .map((o) => ({ salesOrderId: o.sales_order_id, tranId: o.tran_id })),
    substitutes: itemsOf(r.id).map(([itemId, displayName]) => ({
      itemId,
      displayName,
      substitutes: substitutes.get(itemId) ?? [],
    })),
  }));
}

export async function listAccountRecalls(
  db: DbOrTx,
  buyer: Buyer,
  now: Date,
): Promise<AccountRecallsResponse> {
  return { recalls: await accountRecalls(db, buyer, now) };
}

/** The account's acknowledgment, once: a second one is refused with who answered and when. */
export async function acknowledgeRecall(
  deps: Pick<RecallsDeps, 'db' | 'now'>,
  buyer: Buyer,
  input: AcknowledgeRecallBody,
): Promise<AcknowledgeRecallResponse> {
  const { db } = deps;
  const note = input.note && input.note.length > 0 ? input.note : null;
  await db.transaction(async (tx) => {
    const done = await q.acknowledge(tx, {
      recallId: input.recallId,
      accountId: buyer.account.id,
      userId: buyer.user.id,
      unitsOnHand: input.unitsOnHand,
      note,
      at: deps.now(),
    });
    if (done) return;
    const [recall] = await q.recallsOfAccount(tx, buyer.account.id, input.recallId);
    if (!recall) throw notFound();
    if (recall.acknowledged_at !== null) {
      throw refuse(
        'RECALL_ALREADY_ACKNOWLEDGED',
        `Your account already acknowledged this recall on ${formatDate(recall.acknowledged_at)}${recall.acknowledged_by ? ` (${recall.acknowledged_by})` : ''}, with ${recall.units_on_hand ?? 0} units on hand.`,
      );
    }
    throw notFound();
  });
  const [recall] = await accountRecalls(db, buyer, deps.now(), input.recallId);
  if (!recall) throw notFound();
  return { recall, message: RECALL_MESSAGES.acknowledged };
}

export async function itemRecallBanners(db: DbOrTx, itemId: number): Promise<RecallBannersResponse> {
  const rows = await q.recallsOfItem(db, itemId);
  return { recalls: rows.map(bannerView) };
}

export async function orderRecallBanners(
  db: DbOrTx,
  buyer: Buyer,
  salesOrderId: number,
): Promise<RecallBannersResponse> {
  const rows = await q.recallsOfOrder(db, buyer.account.id, salesOrderId);
  return { recalls: rows.map(bannerView) };
}

const bannerView = (r: q.BannerRow) => ({
  id: r.id,
  recallNumber: r.recall_number,
  recallClass: r.recall_class,
  title: r.title,
  lots: r.lots,
});
