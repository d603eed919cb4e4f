// Recalls (issue 34 point 2, ADR 0050): compliance staff draft a recall (items, some lots or all,
// class, reason, the clinic's instructions, the manufacturer's notice as a PDF), preview whom it
// reaches, publish it once, follow the acknowledgments and remind those who have not answered,
// and download the effectiveness report. A clinic reads its own recalls and acknowledges each once,
// saying how many units it still holds.
import {
  NO_DECIMALS_MESSAGE,
  ONLY_NUMBERS_MESSAGE,
  RECALL_CLASSES,
  RECALL_STATUSES,
  RECALL_UNITS_MAX,
} from '@medsupply/domain';
import { z } from 'zod';
import { UploadedDocument } from './addresses.ts';
import { Id } from './catalog.ts';
import { requiredText } from './fields.ts';
import { Substitute } from './substitutes.ts';

export const RECALL_TITLE_MAX = 120;
export const RECALL_TEXT_MAX = 4000;
export const RECALL_NOTE_MAX = 500;
export const RECALL_SCOPE_MAX = 50;

export const RECALL_MESSAGES = {
  notFound: 'Recall not found',
  notDraft: 'This recall is already published and can no longer be changed.',
  notPublished: 'This recall is not published.',
  noScope: 'Add at least one item or lot to the recall.',
  unknownItem: 'One of the items is not in the catalog.',
  unknownLot: 'One of the lots does not belong to its item.',
  nothingToRemind: 'Every affected account has acknowledged this recall: there is nobody to remind.',
  noticeNotPdf: 'The notice must be a PDF file.',
  noNotice: 'This recall has no notice document.',
  acknowledged: 'Thank you. Your acknowledgment was recorded.',
} as const;

export const RecallClass = z.enum(RECALL_CLASSES, { message: 'Choose the recall class' });
export const RecallStatus = z.enum(RECALL_STATUSES);

/** What a recall covers: an item's lot, or (lotId null) every lot of the item. */
export const RecallScopeEntry = z.object({ itemId: Id, lotId: Id.nullable() });
export type RecallScopeEntry = z.infer<typeof RecallScopeEntry>;

/** POST (create) and PUT (edit a draft): the notice is kept as it is when none is sent. */
export const RecallDraftBody = z.object({
  recallClass: RecallClass,
  title: requiredText('Title', RECALL_TITLE_MAX),
  reason: requiredText('Reason', RECALL_TEXT_MAX),
  instructions: requiredText('Instructions for the clinic', RECALL_TEXT_MAX),
  scope: z
    .array(RecallScopeEntry)
    .min(1, RECALL_MESSAGES.noScope)
    .max(RECALL_SCOPE_MAX, `A recall covers at most ${RECALL_SCOPE_MAX} items or lots.`),
  notice: UploadedDocument.optional(),
});
export type RecallDraftBody = z.infer<typeof RecallDraftBody>;

/** The largest JSON body of a draft: the 5 MB notice in base64, and the texts. */
export const RECALL_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

/** An item or lot of a recall, as staff and clinics read it. */
export const RecallGoods = z.object({
  itemId: Id,
  itemNumber: z.string(),
  displayName: z.string(),
  urlComponent: z.string(),
  lotId: Id.nullable(),
  /** null: every lot (and shipments that recorded none). */
  lotNumber: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type RecallGoods = z.infer<typeof RecallGoods>;

/** A shipment the recall reached: goods, to which account and ship-to, how many. */
export const RecallShipment = RecallGoods.extend({
  accountId: Id,
  accountNumber: z.string(),
  accountName: z.string(),
  shipAddressId: Id.nullable(),
  /** 'Harbor Clinic, 12 Bay Rd, Boston, MA 02110' (from the order's ship-to). */
  shipTo: z.string(),
  quantity: z.number().int(),
});
export type RecallShipment = z.infer<typeof RecallShipment>;

export const RecallSummary = z.object({
  id: Id,
  recallNumber: z.string(),
  status: RecallStatus,
  recallClass: RecallClass,
  title: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  affectedAccounts: z.number().int(),
  acknowledgedAccounts: z.number().int(),
});
export type RecallSummary = z.infer<typeof RecallSummary>;

export const AdminRecallsResponse = z.object({ recalls: z.array(RecallSummary) });
export type AdminRecallsResponse = z.infer<typeof AdminRecallsResponse>;

/** An affected account's standing: its answer and its reminders. */
export const RecallParty = z.object({
  accountId: Id,
  accountNumber: z.string(),
  accountName: z.string(),
  units: z.number().int(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  unitsOnHand: z.number().int().nullable(),
  note: z.string().nullable(),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
  /** Contacts told (notices and reminders written). */
  notices: z.number().int(),
});
export type RecallParty = z.infer<typeof RecallParty>;

export const AdminRecall = RecallSummary.extend({
  reason: z.string(),
  instructions: z.string(),
  noticeFileName: z.string().nullable(),
  scope: z.array(RecallGoods),
  /** Published: the accounts reached; a draft has none (see the preview). */
  parties: z.array(RecallParty),
  shipments: z.array(RecallShipment),
});
export type AdminRecall = z.infer<typeof AdminRecall>;

/** What publishing now would reach. */
export const RecallPreview = z.object({
  shipments: z.array(RecallShipment),
  accounts: z.number().int(),
  units: z.number().int(),
  /** Lots whose sale publishing stops. */
  lotsStopped: z.number().int(),
});
export type RecallPreview = z.infer<typeof RecallPreview>;

export const PublishRecallResponse = z.object({
  recall: AdminRecall,
  /** False when it was published already (by another member, or a retry): nothing was sent again. */
  publishedNow: z.boolean(),
});
export type PublishRecallResponse = z.infer<typeof PublishRecallResponse>;

/** A reminder round: the one after the last sent (a round already sent answers as it was). */
export const RemindRecallBody = z.object({
  round: z.number({ message: 'round must be a number' }).int().min(1).max(1000),
});
export type RemindRecallBody = z.infer<typeof RemindRecallBody>;

export const RemindRecallResponse = z.object({
  round: z.number().int(),
  accounts: z.number().int(),
  notices: z.number().int(),
});
export type RemindRecallResponse = z.infer<typeof RemindRecallResponse>;

export const NotifiedPartyRow = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  contactName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'orderer']),
  kind: z.enum(['notice', 'reminder']),
  round: z.number().int(),
  notifiedAt: z.string(),
  bellAt: z.string().nullable(),
  mailedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  unitsOnHand: z.number().int().nullable(),
});

export const RecallReport = z.object({
  recallNumber: z.string(),
  title: z.string(),
  publishedAt: z.string().nullable(),
  affectedAccounts: z.number().int(),
  acknowledgedAccounts: z.number().int(),
  parties: z.array(NotifiedPartyRow),
});
export type RecallReport = z.infer<typeof RecallReport>;

export const RecallItemsQuery = z.object({
  q: z.string().trim().max(80).default(''),
});

/** An item staff may recall, with its lots (newest expiry first). */
export const RecallItemOption = z.object({
  itemId: Id,
  itemNumber: z.string(),
  displayName: z.string(),
  lots: z.array(z.object({ id: Id, lotNumber: z.string(), expiresOn: z.string(), saleStopped: z.boolean() })),
});
export const RecallItemsResponse = z.object({ items: z.array(RecallItemOption) });
export type RecallItemsResponse = z.infer<typeof RecallItemsResponse>;

// ---------------------------------------------------------------------------------------------
// The clinic's side
// ---------------------------------------------------------------------------------------------

export const RecallAcknowledgment = z.object({
  acknowledgedAt: z.string(),
  acknowledgedBy: z.string(),
  unitsOnHand: z.number().int(),
  note: z.string().nullable(),
});

/** A recall as the clinic reads it: only what was shipped to its own account. */
export const AccountRecall = z.object({
  id: Id,
  recallNumber: z.string(),
  recallClass: RecallClass,
  status: RecallStatus,
  title: z.string(),
  reason: z.string(),
  instructions: z.string(),
  publishedAt: z.string(),
  noticeFileName: z.string().nullable(),
  shipments: z.array(RecallShipment.omit({ accountId: true, accountNumber: true, accountName: true })),
  acknowledgment: RecallAcknowledgment.nullable(),
  /** The account's orders that delivered the recalled goods, newest first: a return starts there. */
  orders: z.array(z.object({ salesOrderId: Id, tranId: z.string() })),
  /** Issue 34 point 4 (ADR 0053): for each recalled item, its equivalents ranked for the buyer. */
  substitutes: z.array(z.object({ itemId: Id, displayName: z.string(), substitutes: z.array(Substitute) })),
});
export type AccountRecall = z.infer<typeof AccountRecall>;

export const AccountRecallsResponse = z.object({ recalls: z.array(AccountRecall) });
export type AccountRecallsResponse = z.infer<typeof AccountRecallsResponse>;

/** Units on hand: service spec §5's integer rule and messages, 0 or more. */
export const UnitsOnHand = z
  .number({ message: ONLY_NUMBERS_MESSAGE })
  .int(NO_DECIMALS_MESSAGE)
  .min(0, 'Enter a quantity of 0 or more.')
  .max(RECALL_UNITS_MAX, `Enter a quantity of ${RECALL_UNITS_MAX} or less.`);

export const AcknowledgeRecallBody = z.object({
  recallId: Id,
  unitsOnHand: UnitsOnHand,
  note: z.string().trim().max(RECALL_NOTE_MAX, `A note is at most ${RECALL_NOTE_MAX} characters.`).optional(),
});
export type AcknowledgeRecallBody = z.infer<typeof AcknowledgeRecallBody>;

export const AcknowledgeRecallResponse = z.object({ recall: AccountRecall, message: z.string() });
export type AcknowledgeRecallResponse = z.infer<typeof AcknowledgeRecallResponse>;

export const RecallIdQuery = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive().max(2_147_483_647),
});

export const RecallOrderQuery = z.object({
  salesOrderId: z.coerce
    .number({ message: 'salesOrderId must be a number' })
    .int()
    .positive()
    .max(2_147_483_647),
});

export const RecallItemQuery = z.object({
  itemId: z.coerce.number({ message: 'itemId must be a number' }).int().positive().max(2_147_483_647),
});

/** A banner's recall: the product page's (any visitor) and an order's (its account). */
export const RecallBanner = z.object({
  id: Id,
  recallNumber: z.string(),
  recallClass: RecallClass,
  title: z.string(),
  /** The recalled lots of the item (empty: every lot). */
  lots: z.array(z.string()),
});
export type RecallBanner = z.infer<typeof RecallBanner>;

export const RecallBannersResponse = z.object({ recalls: z.array(RecallBanner) });
export type RecallBannersResponse = z.infer<typeof RecallBannersResponse>;

/** The bell's metaData of a recall notice or reminder. */
export const RecallNoticeMeta = z.object({
  recallId: Id,
  recallNumber: z.string(),
  recallClass: RecallClass,
  title: z.string(),
  kind: z.enum(['notice', 'reminder']),
});
export type RecallNoticeMeta = z.infer<typeof RecallNoticeMeta>;
