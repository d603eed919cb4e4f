// Licence expiry warnings (issue 19 point 3): a verified licence is mailed to the account's admins
// 60, 30 and 7 days before it expires, once per threshold however often the job runs; a renewed,
// pending, expired or far-off licence is not. The job runs as a worker has it: no route is
// registered here (ADR 0036).
import { britishSpellingsIn } from '@medsupply/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLicences, addresses } from '../../db/schema/index.ts';
import { createJobsTestContext, type JobsTestContext } from '../../../test/harness.ts';
import { createAccount, createUser, ensureRxLevels } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/outbox-mail.ts';
import { licenceWarningsJob, sendLicenceWarnings } from './licence-warnings.ts';

let t: JobsTestContext;
beforeAll(async () => {
  t = await createJobsTestContext();
  await ensureRxLevels(t.db);
});
afterAll(async () => t.close());

/** Noon in New York on `day`. */
const at = (day: string) => new Date(`${day}T16:00:00Z`);

async function accountWithLicences(
  licences: Array<{ number: string; expiresOn: string; rxLevel: number; status?: 'pending' | 'verified' }>,
) {
  const account = await createAccount(t.db);
  const admin = await createUser(t.db, { accountId: account.id, isAdmin: true });
  const buyer = await createUser(t.db, { accountId: account.id });
  const [address] = await t.db
    .insert(addresses)
    .values({
      accountId: account.id,
      label: 'Main clinic',
      addressee: 'Main',
      line1: '1 A St',
      city: 'Columbus',
      state: 'OH',
      zip: '43219',
    })
    .returning({ id: addresses.id });
  await t.db.insert(addressLicences).values(
    licences.map((l) => ({
      addressId: address?.id ?? 0,
      rxLevel: l.rxLevel,
      licenceNumber: l.number,
      expiresOn: l.expiresOn,
      status: l.status ?? 'verified',
    })),
  );
  return { admin, buyer };
}

const deps = () => ({ db: t.db, config: t.config, outbox: t.outbox });

describe('licence expiry warnings', () => {
  it('mails the admins once at each of 60, 30 and 7 days, however often it runs', async () => {
    const { admin, buyer } = await accountWithLicences([
      { number: 'OH-WARN-1', expiresOn: '2026-09-30', rxLevel: 3 },
    ]);
    const subjects = async () => (await mailsTo(t, admin.email)).map((m) => m.subject).sort();
    // 61 days before: nothing yet.
    await sendLicenceWarnings(deps(), at('2026-07-31'));
    expect(await subjects()).toEqual([]);
    for (const day of [
      '2026-08-01',
      '2026-08-01',
      '2026-08-15',
      '2026-08-31',
      '2026-09-01',
      '2026-09-23',
      '2026-09-24',
      '2026-09-29',
    ]) {
      await sendLicenceWarnings(deps(), at(day));
    }
    expect(await subjects()).toEqual([
      'License OH-WARN-1 expires in 30 days',
      'License OH-WARN-1 expires in 60 days',
      'License OH-WARN-1 expires in 7 days',
    ]);
    const [mail] = await mailsTo(t, admin.email);
    expect(mail?.text).toContain('Main clinic');
    expect(mail?.text).toContain('/myaccount/menu/addresses');
    // The store speaks US English (ADR 0042): the admin reads 'license', never 'licence'.
    expect(mail?.text).toContain('Upload the renewed license on the Addresses page');
    expect(britishSpellingsIn(`${mail?.subject ?? ''}\n${mail?.text ?? ''}`)).toEqual([]);
    // Only admins are told.
    expect(await mailsTo(t, buyer.email)).toEqual([]);
  });

  it('sends only the due threshold to a licence first seen late', async () => {
    const { admin } = await accountWithLicences([{ number: 'OH-LATE', expiresOn: '2026-10-05', rxLevel: 4 }]);
    await sendLicenceWarnings(deps(), at('2026-10-01'));
    await sendLicenceWarnings(deps(), at('2026-10-02'));
    expect((await mailsTo(t, admin.email)).map((m) => m.subject)).toEqual([
      'License OH-LATE expires in 4 days',
    ]);
  });

  it('runs as the daily job the addresses module registers, on the store’s clock', async () => {
    const inTwentyDays = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const { admin } = await accountWithLicences([{ number: 'OH-JOB', expiresOn: inTwentyDays, rxLevel: 5 }]);
    await t.jobs.enqueue(t.db, licenceWarningsJob, {});
    const subjects = (await mailsTo(t, admin.email)).map((m) => m.subject);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatch(/^License OH-JOB expires in (19|20|21) days$/);
  });

  it('leaves out renewed, pending, expired and far-off licences', async () => {
    const { admin } = await accountWithLicences([
      { number: 'RENEWED', expiresOn: '2026-11-10', rxLevel: 3 },
      { number: 'RENEWAL', expiresOn: '2027-11-10', rxLevel: 3, status: 'pending' },
      { number: 'PENDING', expiresOn: '2026-11-12', rxLevel: 4, status: 'pending' },
      { number: 'EXPIRED', expiresOn: '2026-10-01', rxLevel: 5 },
      { number: 'FAR', expiresOn: '2027-03-01', rxLevel: 1 },
    ]);
    await sendLicenceWarnings(deps(), at('2026-11-05'));
    expect(await mailsTo(t, admin.email)).toEqual([]);
  });
});
