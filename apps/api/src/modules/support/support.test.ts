// Support over HTTP (issue 19 point 7): submitIssue from a signed-in contact and from a visitor,
// stored with a reference and mailed to support and to the submitter; the account's issues and one
// by id (another account's refused); the infection-control list from content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  supportMessages,
  type CovidListResponse,
  type SubmitIssueResponse,
  type SupportIssue,
  type SupportIssuesResponse,
} from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createContentEntry,
  createUser,
  loginAs,
} from '../../../test/factories.ts';
import { mailsTo } from '../../../test/outbox-mail.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

async function contact() {
  const account = await createAccount(t.db, { accountName: 'Lakeside Family Practice' });
  const user = await createUser(t.db, { accountId: account.id });
  const { headers } = await loginAs(t.db, t.config, user);
  return { account, user, headers };
}

const issue = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Missing box of gloves',
  category: 'Delivery',
  orderNumber: 'SO-100042',
  message: 'The order arrived with one box short.\nPlease send the missing one.',
  ...overrides,
});

const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: paths.support.submitIssue, payload: payload as object, headers });

describe('submitting an issue', () => {
  it('stores it with a reference and mails support and the signed-in submitter', async () => {
    const c = await contact();
    const res = await submit(issue(), c.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SubmitIssueResponse>();
    expect(body).toMatchObject({ success: true, message: 'Issue successfully submitted' });
    expect(body.reference).toMatch(/^SI-\d{6}$/);

    const [toSubmitter] = await mailsTo(t, c.user.email);
    expect(toSubmitter?.subject).toContain(body.reference);
    expect(toSubmitter?.text).toContain('Missing box of gloves');
    const toSupport = (await mailsTo(t, t.config.store.supportEmail)).find((m) =>
      m.subject.includes(body.reference),
    );
    expect(toSupport?.text).toContain('Order number: SO-100042');
    expect(toSupport?.text).toContain('Lakeside Family Practice');

    const listed = await t.app.inject({ method: 'GET', url: paths.support.getIssues, headers: c.headers });
    expect(listed.json<SupportIssuesResponse>().issues.map((i) => i.reference)).toEqual([body.reference]);
  });

  it('takes a visitor’s issue when a name and an e-mail are given', async () => {
    const refused = await submit(issue());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(supportMessages.contactRequired);
    const email = `visitor${process.pid}@example.test`;
    const res = await submit(issue({ name: 'Vera Visitor', email, orderNumber: null }));
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
  });

  it('answers a message for bad fields', async () => {
    const c = await contact();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: ' ' }, 'Subject is required'],
      [{ category: 'Gossip' }, 'Choose a category'],
      [{ message: '' }, 'Message is required'],
      [{ email: 'nope' }, 'Invalid email address'],
    ];
    for (const [overrides, message] of cases) {
      const res = await submit(issue(overrides), c.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('limits how many issues one address may send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: paths.support.submitIssue,
        remoteAddress: '198.51.100.77',
        payload: issue({ name: 'Flood', email: `flood${i}@example.test` }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the account’s issues', () => {
  it('answers one of the account’s issues by id and refuses another account’s', async () => {
    const owner = await contact();
    const other = await contact();
    await submit(issue(), owner.headers);
    const [mine] = (
      await t.app.inject({ method: 'GET', url: paths.support.getIssues, headers: owner.headers })
    ).json<SupportIssuesResponse>().issues;
    const own = await t.app.inject({
      method: 'GET',
      url: `${paths.support.getIssue}?id=${mine?.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ issue: SupportIssue }>().issue).toMatchObject({
      subject: 'Missing box of gloves',
      category: 'Delivery',
      status: 'open',
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${paths.support.getIssue}?id=${mine?.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({ method: 'GET', url: paths.support.getIssues, headers: other.headers })
      ).json<SupportIssuesResponse>().issues,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: paths.support.getIssues })).statusCode).toBe(401);
  });
});

describe('infection-control list', () => {
  it('lists the content-managed items as cards, with prices only for those who may see them', async () => {
    const mask = await createCatalogItem(t.db, {
      displayName: 'N95 Respirator',
      prices: { 'List Price': 2500, 'Base Price': 2000 },
    });
    const gel = await createCatalogItem(t.db, {
      displayName: 'Hand Sanitizer Gel',
      prices: { 'List Price': 900 },
    });
    await createContentEntry(t.db, {
      kind: 'infectionControl',
      title: 'Infection control',
      data: {
        title: 'Infection control supplies',
        description: 'Masks, gloves and disinfectants we keep in stock.',
        itemIds: [gel.item.id, mask.item.id],
      },
    });
    const visitor = await t.app.inject({ method: 'GET', url: paths.support.getcovidlist });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const list = visitor.json<CovidListResponse>();
    expect(list.title).toBe('Infection control supplies');
    expect(list.items.map((i) => i.displayName)).toEqual(['Hand Sanitizer Gel', 'N95 Respirator']);
    expect(list.items[0]).not.toHaveProperty('price');
    const c = await contact();
    const signedIn = (
      await t.app.inject({ method: 'GET', url: paths.support.getcovidlist, headers: c.headers })
    ).json<CovidListResponse>();
    expect(signedIn.items[1]?.price).toBe(20);
  });
});
