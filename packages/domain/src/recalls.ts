// Recalls (issue 34 point 2, docs/decisions/0050-recalls.md): the pure rules. A recall names items
// (some lots, or all of them), is published once, and reaches every account the store shipped
// those goods to. What each account was shipped is summed here from the shipment rows the API
// reads; the effectiveness report's CSV and the clinic's acknowledgement are checked here too.
import { csvText } from './csv.ts';
import { formatDate, formatTime12h } from './dates.ts';
import { quantityProblem } from './validators.ts';
import type { Letter, LetterBlock } from './letter.ts';

export const RECALL_CLASSES = ['I', 'II', 'III'] as const;
export type RecallClass = (typeof RECALL_CLASSES)[number];

/** 21 CFR 7.3(m): what each class means, as staff and clinics read it. */
export const RECALL_CLASS_LABELS: Readonly<Record<RecallClass, string>> = {
  I: 'Class I: a reasonable probability of serious harm or death',
  II: 'Class II: may cause temporary or reversible harm',
  III: 'Class III: not likely to cause harm',
};

export const RECALL_STATUSES = ['draft', 'published', 'closed'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];

export const RECALL_STATUS_LABELS: Readonly<Record<RecallStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

/** The largest count of units a clinic may say it holds (a typo of extra digits is refused). */
export const RECALL_UNITS_MAX = 1_000_000;

/** RC-000042: the number clinics quote, from the recall's id. */
export function recallNumberOf(id: number): string {
  return `RC-${String(id).padStart(6, '0')}`;
}

/**
 * The units-on-hand field of the acknowledgement: a whole number, 0 or more (service spec §5's
 * integer rule and messages). Answers the message to show, or undefined when it may be sent.
 */
export function unitsOnHandProblem(value: string | number | null | undefined): string | undefined {
  return quantityProblem(value ?? '', 0, RECALL_UNITS_MAX);
}

/** One shipment a recall reached: what went to which account and ship-to. */
export interface ReachedShipment {
  accountId: number;
  shipAddressId: number | null;
  itemId: number;
  /** null: a shipment that recorded no lot (before lots were tracked), reached by an all-lots recall. */
  lotId: number | null;
  quantity: number;
}

/** An account the recall reaches, with what it was shipped, by ship-to, item and lot. */
export interface AffectedAccount {
  accountId: number;
  units: number;
  shipments: ReachedShipment[];
}

const shipmentKey = (s: ReachedShipment) => `${s.accountId}:${s.shipAddressId}:${s.itemId}:${s.lotId}`;

/**
 * The accounts a recall reaches, from the shipments of its goods: one entry per account (ordered
 * by account id), its shipments summed per ship-to, item and lot (ordered the same way), and its
 * units in all. Shipments of no units reach nobody.
 */
export function affectedAccounts(shipments: readonly ReachedShipment[]): AffectedAccount[] {
  const summed = new Map<string, ReachedShipment>();
  for (const s of shipments) {
    if (s.quantity <= 0) continue;
    const key = shipmentKey(s);
    const seen = summed.get(key);
    if (seen) seen.quantity += s.quantity;
    else summed.set(key, { ...s });
  }
  const byAccount = new Map<number, AffectedAccount>();
  const order = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);
  const sorted = [...summed.values()].sort(
    (a, b) =>
      a.accountId - b.accountId ||
      order(a.shipAddressId, b.shipAddressId) ||
      a.itemId - b.itemId ||
      order(a.lotId, b.lotId),
  );
  for (const s of sorted) {
    const account = byAccount.get(s.accountId) ?? { accountId: s.accountId, units: 0, shipments: [] };
    account.units += s.quantity;
    account.shipments.push(s);
    byAccount.set(s.accountId, account);
  }
  return [...byAccount.values()];
}

/** One notified party of the effectiveness report (FDA recall effectiveness checks). */
export interface NotifiedParty {
  accountNumber: string;
  accountName: string;
  contactName: string;
  email: string;
  role: 'admin' | 'orderer';
  kind: 'notice' | 'reminder';
  round: number;
  /** ISO 8601 times, null when not (yet) done. */
  notifiedAt: string;
  bellAt: string | null;
  mailedAt: string | null;
  acknowledgedAt: string | null;
  unitsOnHand: number | null;
}

export const NOTIFIED_ROLE_LABELS = { admin: 'Administrator', orderer: 'Ordered the goods' } as const;

export const EFFECTIVENESS_CSV_HEADER = [
  'Account number',
  'Account',
  'Contact',
  'Email',
  'Role',
  'Notice',
  'Notified at',
  'Shown in the bell at',
  'Mailed at',
  'Acknowledged at',
  'Units on hand',
] as const;

/** MM/DD/YYYY h:mm AM/PM (UTC) of an ISO time, or '' when there is none. */
export function recallTimeText(iso: string | null): string {
  return iso === null ? '' : `${formatDate(iso)} ${formatTime12h(iso)} UTC`;
}

/** What a notice row is called: the notice itself, or reminder 1, 2… */
export function noticeLabel(kind: 'notice' | 'reminder', round: number): string {
  return kind === 'notice' ? 'Recall notice' : `Reminder ${round}`;
}

/** The effectiveness report as CSV: the header, then one row per notice, as given. */
export function effectivenessCsv(parties: readonly NotifiedParty[]): string {
  return csvText([
    [...EFFECTIVENESS_CSV_HEADER],
    ...parties.map((p) => [
      p.accountNumber,
      p.accountName,
      p.contactName,
      p.email,
      NOTIFIED_ROLE_LABELS[p.role],
      noticeLabel(p.kind, p.round),
      recallTimeText(p.notifiedAt),
      recallTimeText(p.bellAt),
      recallTimeText(p.mailedAt),
      recallTimeText(p.acknowledgedAt),
      p.unitsOnHand,
    ]),
  ]);
}

/** The facts a recall's mail is written from. */
export interface RecallMailFacts {
  recallNumber: string;
  recallClass: RecallClass;
  title: string;
  reason: string;
  instructions: string;
  accountName: string;
  firstName: string;
  kind: 'notice' | 'reminder';
  /** The goods shipped to the account: 'Sterile Gauze 4x4 (lot G-2231): 40 units'. */
  goods: readonly string[];
  /** The recall page's address. */
  link: string;
  /**
   * What the contact may order instead of each recalled item (issue 34 point 4), best first:
   * 'Gauze Sponge 4x4 (GZ-44): in stock, https://…/product/gauze-sponge-4x4'. Items with none are left out.
   */
  substitutes?: ReadonlyArray<{ forItem: string; items: readonly string[] }>;
}

function substitutesBlocks(lists: NonNullable<RecallMailFacts['substitutes']>): LetterBlock[] {
  const shown = lists.filter((l) => l.items.length > 0);
  if (shown.length === 0) return [];
  return [
    'Equivalent items you can order instead:',
    ...shown.map((l) => ({ title: `Instead of ${l.forItem}:`, list: l.items })),
  ];
}

/** The letter of a recall notice or reminder (US English), to one contact (the API addresses it). */
export function recallMail(f: RecallMailFacts): Omit<Letter, 'to'> {
  const reminder = f.kind === 'reminder';
  return {
    subject: `${reminder ? 'Reminder: ' : ''}Product recall ${f.recallNumber} (Class ${f.recallClass}): ${f.title}`,
    greeting: `Hello ${f.firstName},`,
    body: [
      reminder
        ? `We have not yet received ${f.accountName}'s acknowledgment of product recall ${f.recallNumber}. Please answer it today.`
        : `We shipped ${f.accountName} products that are now recalled (${RECALL_CLASS_LABELS[f.recallClass]}).`,
      {
        facts: [
          ['Recall', `${f.recallNumber}: ${f.title}`],
          ['Reason', f.reason],
        ],
      },
      { title: 'Recalled products shipped to you:', list: f.goods },
      'What to do:',
      { quote: f.instructions },
      ...substitutesBlocks(f.substitutes ?? []),
      'Acknowledge the recall and tell us how many units you still hold (you will be asked to sign in):',
      { link: f.link, label: 'Answer the recall' },
      'Or under My Account, Recalls.',
    ],
  };
}
