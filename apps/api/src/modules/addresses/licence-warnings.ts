// Licence expiry warnings (issue 19 point 3): once a day, every verified licence within 60, 30 or 7
// days of its expiry that no renewal replaces gets one mail per threshold to the account's admins.
// The threshold is recorded in licence_expiry_warnings in the same transaction that puts the mail, and
// the bell's 'License Expiring' (issue 21), on the outbox (ADR 0017), so a rerun, a second process or
// a crash after the commit never sends either twice.
import { z } from 'zod';
import { addCalendarDays, isoDayIn, licenceExpiry, LICENCE_WARNING_DAYS } from '@medsupply/domain';
import type { Config } from '../../config.ts';
import { jobKind, type JobLog, type JobRunner } from '../../core/jobs.ts';
import type { Outbox } from '../../core/outbox.ts';
import type { Db } from '../../db/client.ts';
import { renderLetter, type LetterMail } from '../../mail/letter.ts';
import * as q from './addresses.queries.ts';

export const licenceWarningsJob = jobKind('licences.expiry-warnings', z.object({}).strict(), {
  retryLimit: 3,
});

/** Every day at 11:00 UTC (7 AM in New York in summer, 6 AM in winter), before the working day. */
export const LICENCE_WARNINGS_CRON = '0 11 * * *';

export function warningMail(
  config: Config,
  to: string,
  licence: q.ExpiringLicenceRow,
  daysLeft: number,
): LetterMail {
  const when = daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  const link = new URL('/myaccount/menu/addresses', config.store.publicUrl).href;
  return renderLetter(config.store, {
    to,
    subject: `License ${licence.licence_number} expires ${when}`,
    body: [
      `License ${licence.licence_number} (${licence.rx_level_name}) for ${licence.address_label} of ${licence.account_name} expires ${when}, on ${licence.expires_on}.`,
      'After it expires, orders of items that need it cannot ship to this address. Upload the renewed license on the Addresses page:',
      { link, label: 'Open Addresses' },
      `Questions? Call ${config.store.supportPhone} or write to ${config.store.supportEmail}.`,
    ],
  });
}

/**
 * Sends the warnings due on `now`'s day; answers how many licences were warned. The account's admins
 * (its contacts, when it has none) also find each on the bell ('License Expiring', issue 21), raised
 * in the same transaction as the mail.
 */
export async function sendLicenceWarnings(
  deps: { db: Db; config: Config; outbox: Outbox },
  now: Date,
  log?: JobLog,
): Promise<number> {
  const today = isoDayIn(now);
  const until = addCalendarDays(today, Math.max(...LICENCE_WARNING_DAYS));
  let warned = 0;
  for (const licence of await q.expiringLicences(deps.db, today, until)) {
    const expiry = licenceExpiry(licence.expires_on, today);
    if (expiry.state !== 'expiring') continue;
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await q.claimWarning(tx, licence.id, expiry.threshold))) return false;
      await deps.outbox.notify(tx, {
        type: 'licenceExpiring',
        licenceId: licence.id,
        threshold: expiry.threshold,
      });
      const admins = await q.adminEmailsOf(tx, licence.account_id);
      const recipients =
        admins.length > 0 ? admins.map((a) => a.email) : [licence.account_email].filter((e) => e !== null);
      for (const to of new Set(recipients))
        await deps.outbox.mail(tx, warningMail(deps.config, to, licence, expiry.daysLeft));
      return true;
    });
    if (sent) warned += 1;
  }
  log?.info({ warned }, 'license expiry warnings put on the outbox');
  return warned;
}

/** Registers the daily run (the addresses module's `jobs`, index.ts). */
export function registerLicenceWarnings(
  jobs: JobRunner,
  deps: { db: Db; config: Config; outbox: Outbox; now: () => Date },
): void {
  jobs.register(licenceWarningsJob, async (_payload, { log }) => {
    await sendLicenceWarnings(deps, deps.now(), log);
  });
  jobs.every(licenceWarningsJob, LICENCE_WARNINGS_CRON);
}
