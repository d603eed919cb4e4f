// Forgotten passwords end to end: the reset link arrives by real mail (a local SMTP server, or the
// outbox when no SMTP_URL is set), is checked, used once, and the new password signs in.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, passwordResetLink, paths } from '@medsupply/contract';
import { passwordResets, securityEvents, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createLogin, createUser } from '../../../test/factories.ts';
import { parseMail, startMailServer, type MailServer, type ReceivedMail } from '../../../test/mail-server.ts';
import { digestOf, MAX_RESET_MAILS } from './password-reset.service.ts';

const OLD_PASSWORD = 'old password 123';
const NEW_PASSWORD = 'brand new password 456';

/** The reset link of a mail, as the person reading it would click it. */
function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return new URL(match[0]);
}

function resetParams(link: URL): { username: string; hash: string } {
  const username = link.searchParams.get(passwordResetLink.usernameParam);
  const hash = link.searchParams.get(passwordResetLink.hashParam);
  if (!username || !hash) throw new Error(`not a reset link: ${link.href}`);
  return { username, hash };
}

describe('password reset through SMTP', () => {
  let t: TestContext;
  let smtp: MailServer;
  const responses: LightMyRequestResponse[] = [];

  const post = async (url: string, payload: unknown, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    responses.push(res);
    return res;
  };
  const requestReset = (username: string) => post(paths.auth.createResetHash, { username });
  const mailTo = (address: string) => smtp.waitFor((m: ReceivedMail) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestContext({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    for (const res of responses) expect(res.body).not.toContain('$argon2');
    await t.close();
    await smtp.close();
  });

  it('mails a link that resets the password, ends old sessions and lets the new password in', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, {
      accountId: account.id,
      password: OLD_PASSWORD,
      firstName: 'Robin',
    });
    const oldSession = (
      await post(paths.auth.login, { username: user.username, password: OLD_PASSWORD })
    ).json().token as string;

    const asked = await requestReset(user.username);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: 'Check your mail inbox' });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(`Reset your ${t.config.store.name} password`);
    expect(mail.from).toMatch(/@meridian-medical\.example$/);
    expect(mail.text).toContain('Hello Robin,');
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.store.publicUrl}/login`);
    const params = resetParams(link);
    expect(params.username).toBe(user.username);
    expect(mail.html).toContain('href="');

    const check = await post(paths.auth.validatePasswordReset, params);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const reset = await post(paths.auth.resetPassword, {
      ...params,
      password: NEW_PASSWORD,
      passwordMatch: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Password Reset! Logging you in' });

    // Every session of the user ended; the new password signs in, the old one does not.
    const me = await t.app.inject({
      method: 'GET',
      url: paths.auth.currentUser,
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await post(paths.auth.login, { username: user.username, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await post(paths.auth.login, { username: user.username, password: OLD_PASSWORD })).statusCode,
    ).toBe(401);
    const [stored] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const again = await post(paths.auth.resetPassword, {
      ...params,
      password: 'third password 789',
      passwordMatch: 'third password 789',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.resetLinkInvalid);
    expect((await post(paths.auth.validatePasswordReset, params)).json()).toEqual({
      valid: false,
      message: authMessages.resetLinkInvalid,
    });
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toContain('password_reset');
  });

  it('stores only the digest of the link’s secret, for one hour', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    await requestReset(user.username);
    const { hash } = resetParams(linkIn((await mailTo(user.email)).text));
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenDigest).toBe(digestOf(hash));
    expect(row?.tokenDigest).not.toContain(hash);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown username and sends nothing', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    const ghost = `ghost-${user.id}@clinic.example`;
    const unknown = await requestReset(ghost);
    const known = await requestReset(user.username);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // Mail is sent in order; once the known user's arrived, one for the ghost would have too.
    await mailTo(user.email);
    await sleep(100);
    expect(smtp.messages.filter((m) => m.to.includes(ghost))).toEqual([]);
  });

  it('trims the username and ignores its case', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    expect((await requestReset(`  ${user.username.toUpperCase()} `)).statusCode).toBe(200);
    const { username, hash } = resetParams(linkIn((await mailTo(user.email)).text));
    expect(username).toBe(user.username);
    const check = await post(paths.auth.validatePasswordReset, {
      username: ` ${username.toUpperCase()}`,
      hash,
    });
    expect(check.json()).toEqual({ valid: true });
  });

  it('sends nothing to a deactivated login', async () => {
    const account = await createAccount(t.db);
    const inactive = await createUser(t.db, { accountId: account.id });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const active = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    expect((await requestReset(inactive.username)).json().message).toBe('Check your mail inbox');
    await requestReset(active.username);
    await mailTo(active.email);
    await sleep(100);
    expect(smtp.messages.filter((m) => m.to.includes(inactive.email))).toEqual([]);
  });

  it(`mails at most ${MAX_RESET_MAILS} links to one user in a quarter of an hour`, async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    for (let i = 0; i <= MAX_RESET_MAILS; i += 1) {
      expect((await requestReset(user.username)).json().message).toBe('Check your mail inbox');
    }
    // The requests only enqueue jobs (no user enumeration by timing): wait until the app's worker
    // has run all of them, which the throttled request's security event marks as the last.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const seen = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
      if (seen.length > 0) break;
      await sleep(50);
    }
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(MAX_RESET_MAILS);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toEqual(['password_reset_throttled']);
  });

  it('lets a user without a password yet set one through the link', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, passwordHash: null });
    await requestReset(user.username);
    const params = resetParams(linkIn((await mailTo(user.email)).text));
    const res = await post(paths.auth.resetPassword, {
      ...params,
      password: NEW_PASSWORD,
      passwordMatch: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await post(paths.auth.login, { username: user.username, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  describe('with a valid link', () => {
    let params: { username: string; hash: string };
    beforeAll(async () => {
      const account = await createAccount(t.db);
      const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
      await requestReset(user.username);
      params = resetParams(linkIn((await mailTo(user.email)).text));
    });

    it.each([
      ['a short password', 'short1', 'short1', 'Must be at least 8 characters'],
      ['passwords that differ', NEW_PASSWORD, `${NEW_PASSWORD}!`, 'Passwords do not match'],
      [
        'a password of 1025 characters',
        'p'.repeat(1025),
        'p'.repeat(1025),
        'Must be at most 1024 characters',
      ],
    ])(
      'refuses %s with a clear message and keeps the link',
      async (_name, password, passwordMatch, message) => {
        const res = await post(paths.auth.resetPassword, { ...params, password, passwordMatch });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
        expect((await post(paths.auth.validatePasswordReset, params)).json()).toEqual({ valid: true });
      },
    );

    it('counts characters as a person sees them: 8 emoji are 8 characters', async () => {
      const emoji = '🔒'.repeat(7);
      const res = await post(paths.auth.resetPassword, { ...params, password: emoji, passwordMatch: emoji });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Must be at least 8 characters');
    });

    it('refuses the link for another username', async () => {
      const account = await createAccount(t.db);
      const other = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
      const mixed = { username: other.username, hash: params.hash };
      expect((await post(paths.auth.validatePasswordReset, mixed)).json().valid).toBe(false);
      const res = await post(paths.auth.resetPassword, {
        ...mixed,
        password: NEW_PASSWORD,
        passwordMatch: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    });

    it('accepts a long passphrase of 1024 characters', async () => {
      const long = 'correct horse battery staple '.repeat(40).slice(0, 1024);
      const res = await post(paths.auth.resetPassword, { ...params, password: long, passwordMatch: long });
      expect(res.statusCode).toBe(200);
      expect((await post(paths.auth.login, { username: params.username, password: long })).statusCode).toBe(
        200,
      );
    });
  });

  it('refuses an expired link', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    await requestReset(user.username);
    const params = resetParams(linkIn((await mailTo(user.email)).text));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await post(paths.auth.validatePasswordReset, params)).json()).toEqual({
      valid: false,
      message: authMessages.resetLinkInvalid,
    });
    const res = await post(paths.auth.resetPassword, {
      ...params,
      password: NEW_PASSWORD,
      passwordMatch: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.resetLinkInvalid);
  });

  it('says a made-up link is not valid', async () => {
    const res = await post(paths.auth.validatePasswordReset, {
      username: 'someone@clinic.example',
      hash: 'made-up',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false, message: authMessages.resetLinkInvalid });
  });

  it.each([
    [paths.auth.createResetHash, {}],
    [paths.auth.createResetHash, { username: '  ' }],
    [paths.auth.createResetHash, { username: 'x'.repeat(255) }],
    [paths.auth.validatePasswordReset, { username: 'a@b.co' }],
    [paths.auth.validatePasswordReset, { username: 'a@b.co', hash: 'h'.repeat(201) }],
    [
      paths.auth.resetPassword,
      { username: 'a@b.co', hash: 'abc', password: 12345678, passwordMatch: 12345678 },
    ],
    [paths.auth.resetPassword, { username: 'a@b.co', hash: 'abc', password: NEW_PASSWORD }],
  ])('answers 400 with a message for a bad body to %s', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: \w+/);
  });
});

describe('password reset without a mail server (outbox)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t.close());

  async function outboxMailTo(address: string): Promise<string> {
    const dir = path.join(t.config.dataDir, 'outbox');
    for (let i = 0; i < 100; i += 1) {
      const files = await readdir(dir).catch(() => []);
      for (const file of files.filter((f) => f.endsWith('.eml'))) {
        const raw = await readFile(path.join(dir, file), 'utf8');
        if (raw.includes(`To: ${address}`)) return raw;
      }
      await sleep(50);
    }
    throw new Error(`no mail to ${address} in ${dir}`);
  }

  it('writes the mail as an .eml file whose link resets the password', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: OLD_PASSWORD });
    const asked = await t.app.inject({
      method: 'POST',
      url: paths.auth.createResetHash,
      payload: { username: user.username },
    });
    expect(asked.json().message).toBe('Check your mail inbox');

    const raw = await outboxMailTo(user.email);
    expect(raw).toMatch(/^Subject: Reset your .+ password$/m);
    const params = resetParams(linkIn(parseMail(raw).text));
    const res = await t.app.inject({
      method: 'POST',
      url: paths.auth.resetPassword,
      payload: { ...params, password: NEW_PASSWORD, passwordMatch: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: paths.auth.login,
      payload: { username: user.username, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
