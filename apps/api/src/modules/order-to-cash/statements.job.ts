// The statement mailer (issue 18 point 6; storefront spec §3 "Account settings" statementPreferences;
// ADR 0024): once a day, accounts whose statement method is e-mail and whose period ended yesterday
// get the statement of that period by mail. Weekly periods end on Sundays, monthly ones on the last
// day of the month, quarterly ones on 31 March, 30 June, 30 September and 31 December, all in the
// store's calendar. `statement_runs` keeps one row per account and statement date, written in the
// same transaction as the mail's outbox job, so a job run twice (or by two processes) mails once.
// With 'include invoices', the mail lists the period's transactions; the figures are always there.
import { z } from 'zod';
import { addCalendarDays, type IsoDay } from '@medsupply/domain';
import { jobKind, type JobRunner } from '../../core/jobs.ts';
import type { Outbox } from '../../core/outbox.ts';
import type { Db } from '../../db/client.ts';
import type { Letterhead } from '../../mail/letter.ts';
import { statementMail } from './order-to-cash.mail.ts';
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

/** Mails the statements due on `runDay`; answers how many accounts were sent one now. */
export async function sendDueStatements(
  db: Db,
  outbox: Outbox,
  letterhead: Letterhead,
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
        for (const to of recipients) {
          await outbox.mail(
            tx,
            statementMail(letterhead, to, account.accountName, statement, account.statementIncludeInvoices),
          );
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
  letterhead: Letterhead,
  now: () => Date,
): void {
  jobs.register(sendStatementsJob, async (_payload, { log }) => {
    const runDay = today(now());
    log.info({ sent: await sendDueStatements(db, outbox, letterhead, runDay), runDay }, 'statements mailed');
  });
  jobs.every(sendStatementsJob, '15 11 * * *');
}
