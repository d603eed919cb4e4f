// Site content in the back office over HTTP (issue 20 point 6, ADR 0029): the alert banner edited
// as a draft (sanitised on save), previewed (the storefront unchanged meanwhile), published (the
// storefront's next request serves it, no restart), audited; a new page created, previewed,
// published and served at its path; drafts checked against their kind's shape; the role gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AdminContentEntryResponse,
  type AdminContentList,
  type AuditPage,
  type ContentPageResponse,
  type ContentPreviewResponse,
  type WebsiteResponse,
  adminPaths,
} from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createContentEntry } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';

let t: TestContext;
let editor: { headers: { authorization: string } };
let admin: { headers: { authorization: string } };
let bannerId = 0;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  editor = await signedInStaff(t.app, t.db, ['content']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
  bannerId = (
    await createContentEntry(t.db, {
      kind: 'alertBanner',
      data: { enabled: true, tone: 'info', html: '<p>Free shipping over $150.</p>' },
    })
  ).id;
});
afterAll(async () => t.close());

const withId = (path: string, id: number) => path.replace(':id', String(id));
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = editor.headers) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const storefront = async () =>
  (await t.app.inject({ method: 'GET', url: paths.content.website })).json<WebsiteResponse>();

describe('the alert banner', () => {
  it('is saved as a sanitised draft, previewed, then published to the storefront without a restart', async () => {
    const list = (await call('GET', adminPaths.content)).json<AdminContentList>();
    expect(list.entries.find((e) => e.kind === 'alertBanner')).toMatchObject({
      id: bannerId,
      published: true,
      hasDraft: false,
    });

    const draft = {
      title: 'Alert banner',
      data: {
        enabled: true,
        tone: 'warning',
        html: '<p onclick="steal()">Holiday hours: closed <strong>Nov 27</strong>.<script>alert(1)</script></p>',
      },
    };
    const saved = await call('PUT', withId(adminPaths.contentDraft, bannerId), draft);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = saved.json<AdminContentEntryResponse>().entry;
    expect(entry.hasDraft).toBe(true);
    expect(entry.draft?.data['html']).toBe('<p>Holiday hours: closed <strong>Nov 27</strong>.</p>');
    expect(entry.live?.data['html']).toBe('<p>Free shipping over $150.</p>');

    // The storefront still serves the live banner; the preview shows the draft.
    expect((await storefront()).alertBanner?.html).toBe('<p>Free shipping over $150.</p>');
    const preview = await call('GET', withId(adminPaths.contentPreview, bannerId));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ContentPreviewResponse>().website.alertBanner).toEqual({
      enabled: true,
      tone: 'warning',
      html: '<p>Holiday hours: closed <strong>Nov 27</strong>.</p>',
    });

    const published = await call('POST', withId(adminPaths.contentPublish, bannerId));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<AdminContentEntryResponse>().entry).toMatchObject({ hasDraft: false, draft: null });
    expect((await storefront()).alertBanner).toEqual({
      enabled: true,
      tone: 'warning',
      html: '<p>Holiday hours: closed <strong>Nov 27</strong>.</p>',
    });
    // Published once: nothing left to publish.
    const again = await call('POST', withId(adminPaths.contentPublish, bannerId));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('There is no saved draft to publish.');

    const audit = (
      await call(
        'GET',
        `${adminPaths.audit}?entityType=content&entityId=${bannerId}`,
        undefined,
        admin.headers,
      )
    ).json<AuditPage>();
    expect(audit.results.map((r) => r.action)).toEqual(['content.publish', 'content.saveDraft']);
    expect(audit.results[0]).toMatchObject({
      before: { live: { data: { html: '<p>Free shipping over $150.</p>' } } },
      after: { live: { data: { tone: 'warning' } } },
    });
  });

  it('discards a draft, leaving the live banner', async () => {
    await call('PUT', withId(adminPaths.contentDraft, bannerId), {
      title: 'Alert banner',
      data: { enabled: false, tone: 'info', html: 'x' },
    });
    const discarded = await call('POST', withId(adminPaths.contentDiscard, bannerId));
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await storefront()).alertBanner?.enabled).toBe(true);
    expect((await call('POST', withId(adminPaths.contentDiscard, bannerId))).statusCode).toBe(400);
  });

  it('refuses a draft that does not have its kind’s shape, naming the problem', async () => {
    const res = await call('PUT', withId(adminPaths.contentDraft, bannerId), {
      title: 'Alert banner',
      data: { enabled: 'yes', tone: 'loud', html: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The alertBanner content is not valid');
    expect(res.body).toContain('enabled');
    expect(
      (await call('PUT', withId(adminPaths.contentDraft, bannerId), { title: '', data: {} })).statusCode,
    ).toBe(400);
    expect((await call('GET', withId(adminPaths.contentEntry, 2_000_000_000))).statusCode).toBe(404);
    // One banner: another is refused.
    const second = await call('POST', adminPaths.content, {
      kind: 'alertBanner',
      title: 'Second',
      data: { enabled: true, tone: 'info', html: 'x' },
    });
    expect(second.statusCode).toBe(400);
  });
});

describe('content pages', () => {
  it('creates a page as a draft, previews it, publishes it at its path', async () => {
    const body = {
      kind: 'page',
      path: '/holiday-hours',
      title: 'Holiday hours',
      data: {
        heading: 'Holiday hours',
        summary: 'When we ship over the holidays.',
        html: '<h2>Thanksgiving</h2><p>Closed Thursday.</p><iframe src="x"></iframe>',
      },
    };
    const created = await call('POST', adminPaths.content, body);
    expect(created.statusCode, created.body).toBe(200);
    const page = created.json<AdminContentEntryResponse>().entry;
    expect(page).toMatchObject({
      kind: 'page',
      path: '/holiday-hours',
      published: false,
      hasDraft: true,
      live: null,
    });
    expect((await call('POST', adminPaths.content, body)).body).toContain(
      'A page with this path already exists.',
    );

    const served = () => t.app.inject({ method: 'GET', url: `${paths.content.page}?path=/holiday-hours` });
    expect((await served()).statusCode).toBe(404);
    expect((await storefront()).pages.map((p) => p.path)).not.toContain('/holiday-hours');

    const preview = (
      await call('GET', withId(adminPaths.contentPreview, page.id))
    ).json<ContentPreviewResponse>();
    expect(preview.page).toMatchObject({
      path: '/holiday-hours',
      html: '<h2>Thanksgiving</h2><p>Closed Thursday.</p>',
    });
    expect(preview.website.pages.map((p) => p.path)).toContain('/holiday-hours');

    expect((await call('POST', withId(adminPaths.contentPublish, page.id))).statusCode).toBe(200);
    const res = await served();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ContentPageResponse>()).toMatchObject({
      title: 'Holiday hours',
      heading: 'Holiday hours',
    });
    expect((await storefront()).pages.map((p) => p.path)).toContain('/holiday-hours');
  });

  it('refuses a page without a path, a bad path, and a path on another kind', async () => {
    const data = { heading: 'h', summary: 's', html: '<p>x</p>' };
    for (const body of [
      { kind: 'page', title: 'No path', data },
      { kind: 'page', path: 'about', title: 'Bad', data },
      { kind: 'page', path: '/About Us', title: 'Bad', data },
      { kind: 'footer', path: '/footer', title: 'Footer', data: {} },
      { kind: 'unknown', title: 'x', data: {} },
    ]) {
      const res = await call('POST', adminPaths.content, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('a new page never published goes when its draft is discarded', async () => {
    const created = await call('POST', adminPaths.content, {
      kind: 'page',
      path: '/draft-only',
      title: 'Draft only',
      data: { heading: 'h', summary: 's', html: '<p>x</p>' },
    });
    const id = created.json<AdminContentEntryResponse>().entry.id;
    const discarded = await call('POST', withId(adminPaths.contentDiscard, id));
    expect(discarded.json<{ entry: null }>().entry).toBeNull();
    expect((await call('GET', withId(adminPaths.contentEntry, id))).statusCode).toBe(404);
  });
});

describe('the content area', () => {
  it('is closed to roles without it and to customers', async () => {
    const ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
    expect((await call('GET', adminPaths.content, undefined, ar.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', withId(adminPaths.contentPublish, bannerId), undefined, ar.headers)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: adminPaths.content })).statusCode).toBe(401);
  });
});
