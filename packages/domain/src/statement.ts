// Account statements (service spec §3 "Statement request": startDate, statementDate,
// openTransactionsOnly; storefront spec §3 "Statements"; issue 18 points 2 and 6): the opening
// balance, the period's transactions with a running balance, the closing balance and the aging.
//
// Signs: the balance is what the account owes the store. An invoice adds to it; a payment and a
// credit memo take from it; a refund (a credit paid back out to the card, ADR 0035) adds to it, as
// the memo it pays out had taken from it. Entries carry unsigned amounts and their kind gives the sign, so a
// caller cannot get a sign wrong. Everything is integer cents and only ever added, so nothing is
// rounded here; the amounts were rounded where they were made (ARCHITECTURE §6).
import { agingSummary, type AgingItem, type AgingSummary } from './aging.ts';
import { assertIsoDay, type IsoDay } from './calendar-days.ts';
import { assertCents } from './money.ts';

export type LedgerEntryKind = 'invoice' | 'payment' | 'credit-memo' | 'refund';

/** One transaction of the account's ledger, as the statement needs it. */
export interface LedgerEntry {
  kind: LedgerEntryKind;
  /** The document number the account knows it by: 'INV-100231', 'PAY-100088', 'CM-100012'. */
  number: string;
  /** Its day in the store's calendar (calendar-days.ts isoDayIn). */
  date: IsoDay;
  /** Invoices: the due date (aging counts from it). Payments and credit memos: omitted. */
  dueDate?: IsoDay | undefined;
  /** The document's amount, unsigned cents (invoice total, payment amount, credit memo total). */
  amountCents: number;
  /**
   * What of it is still open on the statement date, unsigned cents: an invoice's amount due, a
   * payment's unapplied amount, a credit memo's remaining balance. The caller computes it from the
   * applications dated on or before the statement date; 0 ≤ openCents ≤ amountCents.
   */
  openCents: number;
}

export interface StatementInput {
  entries: readonly LedgerEntry[];
  /** First day of the period (inclusive). */
  startDate: IsoDay;
  /** Last day of the period (inclusive) and the day the aging is taken on. */
  statementDate: IsoDay;
  /** service spec §3: list only what is still open (see buildStatement). */
  openTransactionsOnly: boolean;
}

export interface StatementLine {
  kind: LedgerEntryKind;
  number: string;
  date: IsoDay;
  /** Invoices only; null for payments and credit memos. */
  dueDate: IsoDay | null;
  /** The document's amount, signed: + for an invoice, − for a payment or credit memo. */
  amountCents: number;
  /** What is still open of it, signed the same way. */
  openCents: number;
  /** What this line moves the balance by: amountCents, or openCents on an open-only statement. */
  postedCents: number;
  /** The balance after this line. */
  balanceCents: number;
}

export interface Statement {
  startDate: IsoDay;
  statementDate: IsoDay;
  openTransactionsOnly: boolean;
  openingBalanceCents: number;
  lines: StatementLine[];
  /** Σ positive postedCents of the period (invoices). */
  chargesCents: number;
  /** Σ negative postedCents of the period, as a positive number (payments and credit memos). */
  creditsCents: number;
  closingBalanceCents: number;
  aging: AgingSummary;
}

export const STATEMENT_PERIOD_MESSAGE = 'The start date must be on or before the statement date.';

/** The message a statement request with its dates the wrong way round is refused with, or undefined. */
export function statementPeriodError(startDate: IsoDay, statementDate: IsoDay): string | undefined {
  return startDate > statementDate ? STATEMENT_PERIOD_MESSAGE : undefined;
}

const signOf = (kind: LedgerEntryKind): 1 | -1 => (kind === 'invoice' || kind === 'refund' ? 1 : -1);

// On one day, invoices come before the payments and credits that may settle them, so the running
// balance reads as the account saw it; then by document number.
const KIND_ORDER: Record<LedgerEntryKind, number> = { invoice: 0, 'credit-memo': 1, refund: 2, payment: 3 };
const byDateKindNumber = (a: LedgerEntry, b: LedgerEntry): number =>
  a.date.localeCompare(b.date) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  a.number.localeCompare(b.number, 'en', { numeric: true });

function assertEntry(entry: LedgerEntry): void {
  assertIsoDay(entry.date, `${entry.number} date`);
  if (entry.dueDate !== undefined) assertIsoDay(entry.dueDate, `${entry.number} dueDate`);
  assertCents(entry.amountCents, `${entry.number} amountCents`);
  assertCents(entry.openCents, `${entry.number} openCents`);
  if (entry.amountCents < 0 || entry.openCents < 0 || entry.openCents > entry.amountCents) {
    throw new RangeError(
      `${entry.number}: amounts are unsigned and 0 ≤ openCents ≤ amountCents (got ${entry.openCents} of ${entry.amountCents})`,
    );
  }
}

/**
 * Builds the statement of the period startDate..statementDate (both inclusive). Entries dated after
 * the statement date are left out.
 *
 * - Full statement: the opening balance is the signed sum of every entry dated before the start;
 *   each entry of the period is a line that moves the balance by its amount; the closing balance is
 *   the opening balance plus the period's lines, i.e. everything the account was charged less
 *   everything it paid or was credited up to the statement date.
 * - openTransactionsOnly: only what is still open counts. The opening balance is the open amounts
 *   of entries dated before the start; the lines are the period's entries with something open, each
 *   moving the balance by its open amount; the closing balance is what is open on the statement
 *   date, which is also the aging total.
 *
 * The aging summary (aging.ts) is taken on the statement date from every entry with something open,
 * whatever its date, since an old unpaid invoice is still owed. Throws a RangeError for a period
 * whose start is after its end (statementPeriodError gives the message to answer with) or for an
 * entry with bad amounts or days.
 */
export function buildStatement(input: StatementInput): Statement {
  const { startDate, statementDate, openTransactionsOnly } = input;
  assertIsoDay(startDate, 'startDate');
  assertIsoDay(statementDate, 'statementDate');
  const periodError = statementPeriodError(startDate, statementDate);
  if (periodError !== undefined) throw new RangeError(periodError);

  for (const entry of input.entries) assertEntry(entry);
  const known = input.entries.filter((entry) => entry.date <= statementDate);
  const posted = (entry: LedgerEntry): number =>
    signOf(entry.kind) * (openTransactionsOnly ? entry.openCents : entry.amountCents);

  let openingBalanceCents = 0;
  for (const entry of known) if (entry.date < startDate) openingBalanceCents += posted(entry);

  let balanceCents = openingBalanceCents;
  let chargesCents = 0;
  let creditsCents = 0;
  const lines: StatementLine[] = [];
  const period = known
    .filter((entry) => entry.date >= startDate && (!openTransactionsOnly || entry.openCents > 0))
    .sort(byDateKindNumber);
  for (const entry of period) {
    const postedCents = posted(entry);
    balanceCents += postedCents;
    if (postedCents > 0) chargesCents += postedCents;
    else creditsCents -= postedCents;
    lines.push({
      kind: entry.kind,
      number: entry.number,
      date: entry.date,
      dueDate: entry.kind === 'invoice' ? (entry.dueDate ?? entry.date) : null,
      amountCents: signOf(entry.kind) * entry.amountCents,
      // `+ 0` keeps a fully settled credit's open amount at 0 rather than -0.
      openCents: signOf(entry.kind) * entry.openCents + 0,
      postedCents: postedCents + 0,
      balanceCents,
    });
  }

  const agingItems: AgingItem[] = known
    .filter((entry) => entry.openCents > 0)
    .map((entry) => ({
      dueDate: entry.dueDate ?? entry.date,
      openCents: signOf(entry.kind) * entry.openCents,
    }));

  return {
    startDate,
    statementDate,
    openTransactionsOnly,
    openingBalanceCents: openingBalanceCents + 0,
    lines,
    chargesCents,
    creditsCents,
    closingBalanceCents: balanceCents + 0,
    aging: agingSummary(agingItems, statementDate),
  };
}
