// The statement mailer (issue 18 point 6; storefront spec §3 "Account settings" statementPreferences;
// ADR 0024): once a day, accounts whose statement method is e-mail and whose period ended yesterday
// get the statement of that period by mail. Weekly periods end on Sundays, monthly ones on the last
// day of the month, quarterly ones on 31 March, 30 June, 30 September and 31 December, all in the
// store's calendar. `statement_runs` keeps one row per account and statement date, written in the
// same transaction as the mail's outbox job, so a job run twice (or by two processes) mails once.
// With 'include invoices', the mail lists the period's transactions; the figures are always there.
import { z } from 'zod';
import {
  AGING_BUCKETS,
  addCalendarDays,
  formatDate,
  formatUsd,
  type IsoDay,
  type Statement,
} from '@medsupply/domain';
import { jobKind, type JobRunner } from '../../core/jobs.ts';
import type { Outbox } from '../../core/outbox.ts';
import type { Db } from '../../db/client.ts';
import * as q from './ledger-reads.queries.ts';
import { statementOf, today } from './ledger.service.ts';

export const sendStatementsJob = jobKind('statements.send', z.object({}).strict(), {
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
});

export type StatementFrequency = 'weekly' | 'monthly' | 'quarterly';

/** The period of `frequency` that ended the day before `runDay`, or null when none did. */
export function periodEndingBefore(
  frequency: StatementFrequency,
  runDay: IsoDay,
): { startDate: IsoDay; statementDate: IsoDay } | null {
  const statementDate = addCalendarDays(runDay, -1);
  const [year, month, day] = runDay.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  if (frequency === 'weekly') {
    // 2026-01-05 is a Monday: a period ends on the Sunday before each Monday.
    const weekday = new Date(`${runDay}T00:00:00Z`).getUTCDay();
    return weekday === 1 ? { startDate: addCalendarDays(runDay, -7), statementDate } : null;
  }
  if (day !== 1) return null;
  if (frequency === 'quarterly' && (month - 1) % 3 !== 0) return null;
  const months = frequency === 'monthly' ? 1 : 3;
  const startMonth = month - months < 1 ? month - months + 12 : month - months;
  const startYear = month - months < 1 ? year - 1 : year;
  return { startDate: `${startYear}-${String(startMonth).padStart(2, '0')}-01`, statementDate };
}

export interface StatementMailSettings {
  storeName: string;
  publicUrl: string;
}

const sign = (cents: number) => (cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents));

/** The statement as the mail's text. */
export function statementMailText(
  settings: StatementMailSettings,
  accountName: string,
  statement: Statement,
  includeTransactions: boolean,
): string {
  const period = `${formatDate(statement.startDate)} to ${formatDate(statement.statementDate)}`;
  return [
    `Account statement for ${accountName}, ${period}`,
    '',
    `Opening balance: ${sign(statement.openingBalanceCents)}`,
    `Charges: ${formatUsd(statement.chargesCents)}`,
    `Payments and credits: ${formatUsd(statement.creditsCents)}`,
    `Closing balance: ${sign(statement.closingBalanceCents)}`,
    '',
    'Aging (days past due):',
    ...AGING_BUCKETS.map((bucket) => `  ${bucket.label}: ${sign(statement.aging[bucket.key])}`),
    `  Total: ${sign(statement.aging.totalCents)}`,
    ...(includeTransactions
      ? [
          '',
          'Transactions:',
          ...(statement.lines.length === 0
            ? ['  None in this period.']
            : statement.lines.map(
                (line) =>
                  `  ${formatDate(line.date)}  ${line.number}  ${sign(line.postedCents)}  balance ${sign(line.balanceCents)}`,
              )),
        ]
      : []),
    '',
    `See the statement and download it as a PDF: ${settings.publicUrl}/myaccount/menu/statements`,
    '',
    settings.storeName,
  ].join('\n');
}

/** Mails the statements due on `runDay`; answers how many accounts were sent one now. */
export async function sendDueStatements(
  db: Db,
  outbox: Outbox,
  settings: StatementMailSettings,
  runDay: IsoDay,
): Promise<number> {
  const due = (['weekly', 'monthly', 'quarterly'] as const).flatMap((frequency) => {
    const period = periodEndingBefore(frequency, runDay);
    return period ? [{ frequency, period }] : [];
  });
  let sent = 0;
  for (const { frequency, period } of due) {
    for (const { id } of await q.accountsWantingStatements(db, [frequency])) {
      const recipients = await q.statementRecipients(db, id);
      if (recipients.length === 0) continue;
      const done = await db.transaction(async (tx) => {
        const account = await q.accountHeader(tx, id);
        if (!account) return false;
        const recorded = await q.recordStatementRun(tx, {
          accountId: id,
          ...period,
          sentTo: recipients.join(', '),
        });
        if (!recorded) return false;
        const statement = await statementOf(tx, id, { ...period, openTransactionsOnly: false });
        const text = statementMailText(
          settings,
          account.accountName,
          statement,
          account.statementIncludeInvoices,
        );
        for (const to of recipients) {
          await outbox.mail(tx, {
            to,
            subject: `${settings.storeName} statement ${formatDate(period.statementDate)}: ${sign(statement.closingBalanceCents)}`,
            text,
          });
        }
        return true;
      });
      if (done) sent += 1;
    }
  }
  return sent;
}

/** Registers the daily statement run (11:15 UTC: early morning in the store's calendar). */
export function registerStatementJob(
  jobs: JobRunner,
  db: Db,
  outbox: Outbox,
  settings: StatementMailSettings,
  now: () => Date,
): void {
  jobs.register(sendStatementsJob, async (_payload, { log }) => {
    const runDay = today(now());
    log.info({ sent: await sendDueStatements(db, outbox, settings, runDay), runDay }, 'statements mailed');
  });
  jobs.every(sendStatementsJob, '15 11 * * *');
}
