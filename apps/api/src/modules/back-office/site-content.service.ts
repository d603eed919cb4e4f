// Site content in the back office (issue 20 point 6, ADR 0029): the alert banner, navigation,
// home sections, footer and content pages. Saving stores a draft beside the live version (checked
// against the kind's shape; rich text sanitised on save, and again on the way out); a preview is
// the storefront's content as it would be with the draft published; publishing makes the draft the
// live version, served on the next storefront request (nothing caches it). Each action is one
// transaction with its audit row.
import { z } from 'zod';
import {
  ADMIN_CONTENT_KINDS,
  type AdminContentEntry,
  type AdminContentKind,
  type AdminContentList,
  type AdminContentSummary,
  type ContentPreviewResponse,
  type CreateContentBody,
  type SaveContentDraftBody,
} from '@medsupply/contract';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import { sanitizeHtml } from '../../core/sanitize-html.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Viewer } from '../catalog/catalog.service.ts';
import { STORED_SHAPES, page, website, type InvalidContent } from '../content/content.service.ts';
import { audit } from './staff.service.ts';
import * as q from './site-content.queries.ts';

export const CONTENT_MESSAGES = {
  notFound: 'Content entry not found.',
  kindExists: 'This entry already exists: edit it instead of adding another.',
  pathTaken: 'A page with this path already exists.',
  nothingToPublish: 'There is no saved draft to publish.',
  nothingToDiscard: 'There is no saved draft to discard.',
} as const;

const isAdminKind = (kind: string): kind is AdminContentKind =>
  (ADMIN_CONTENT_KINDS as readonly string[]).includes(kind);

function summaryOf(r: q.ContentRow): AdminContentSummary {
  return {
    id: r.id,
    kind: r.kind,
    path: r.path,
    title: r.draft?.title ?? r.title,
    published: r.published,
    hasDraft: r.draft !== null,
    updatedAt: r.updated_at,
    draftUpdatedAt: r.draft_updated_at,
  };
}

function entryOf(r: q.ContentRow): AdminContentEntry {
  return {
    ...summaryOf(r),
    live: r.published ? { title: r.title, data: r.data } : null,
    draft: r.draft,
  };
}

/**
 * The draft's data in its kind's stored shape (unknown keys dropped), rich text sanitised; a
 * shape it does not have is refused with the first problems named.
 */
function checkedData(kind: AdminContentKind, data: unknown): Record<string, unknown> {
  const result = (STORED_SHAPES[kind] as z.ZodType<Record<string, unknown>>).safeParse(data);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'data'}: ${i.message}`);
    throw refuse('VALIDATION', `The ${kind} content is not valid: ${problems.join('; ')}`);
  }
  const stored = result.data;
  return typeof stored['html'] === 'string' ? { ...stored, html: sanitizeHtml(stored['html']) } : stored;
}

async function editable(db: Db | Tx, id: number): Promise<q.ContentRow & { kind: AdminContentKind }> {
  const row = await q.entryById(db, id);
  if (!row || !isAdminKind(row.kind)) throw refuse('NOT_FOUND', CONTENT_MESSAGES.notFound);
  return row as q.ContentRow & { kind: AdminContentKind };
}

/** GET /api/admin/content. */
export async function contentEntries(db: Db): Promise<AdminContentList> {
  return { entries: (await q.currentEntries(db, ADMIN_CONTENT_KINDS)).map(summaryOf) };
}

/** GET /api/admin/content/:id. */
export async function contentEntry(db: Db, id: number): Promise<{ entry: AdminContentEntry }> {
  return { entry: entryOf(await editable(db, id)) };
}

/** POST /api/admin/content: a new entry of a kind the store has none of, or a new page; a draft. */
export async function createContent(
  db: Db,
  staff: Staff,
  body: CreateContentBody,
): Promise<{ entry: AdminContentEntry }> {
  const data = checkedData(body.kind, body.data);
  return db.transaction(async (tx) => {
    if (body.kind !== 'page' && (await q.currentOfKind(tx, body.kind)))
      throw refuse('VALIDATION', CONTENT_MESSAGES.kindExists);
    const id = await q.insertDraftEntry(tx, {
      kind: body.kind,
      path: body.path ?? null,
      title: body.title,
      data,
    });
    if (id === null) throw refuse('VALIDATION', CONTENT_MESSAGES.pathTaken);
    await audit(tx, staff, {
      action: 'content.create',
      entityType: 'content',
      entityId: id,
      before: null,
      after: { kind: body.kind, path: body.path ?? null, draft: { title: body.title, data } },
    });
    return { entry: entryOf(await editable(tx, id)) };
  });
}

/** PUT /api/admin/content/:id/draft: the entry's draft (the storefront still serves the live one). */
export async function saveContentDraft(
  db: Db,
  staff: Staff,
  id: number,
  body: SaveContentDraftBody,
): Promise<{ entry: AdminContentEntry }> {
  const current = await editable(db, id);
  const draft = { title: body.title, data: checkedData(current.kind, body.data) };
  return db.transaction(async (tx) => {
    const before = await editable(tx, id);
    await q.saveDraft(tx, id, draft);
    await audit(tx, staff, {
      action: 'content.saveDraft',
      entityType: 'content',
      entityId: id,
      before: { kind: before.kind, path: before.path, draft: before.draft },
      after: { kind: before.kind, path: before.path, draft },
    });
    return { entry: entryOf(await editable(tx, id)) };
  });
}

/**
 * GET /api/admin/content/:id/preview: the storefront's website call (and page call, for a page) as
 * they would answer with the draft published (the live version when there is no draft).
 */
export async function previewContent(
  db: Db,
  viewer: Viewer,
  id: number,
  onInvalid: InvalidContent,
): Promise<ContentPreviewResponse> {
  const row = await editable(db, id);
  const version = row.draft ?? { title: row.title, data: row.data };
  const override = {
    kind: row.kind,
    path: row.path,
    title: version.title,
    data: version.data,
    updatedAt: new Date(row.draft_updated_at ?? row.updated_at),
  };
  return {
    website: await website(db, viewer, onInvalid, override),
    page: row.kind === 'page' && row.path ? await page(db, row.path, onInvalid, override) : null,
  };
}

/** POST /api/admin/content/:id/publish: the draft becomes the live version, once. */
export async function publishContent(
  db: Db,
  staff: Staff,
  id: number,
): Promise<{ entry: AdminContentEntry }> {
  return db.transaction(async (tx) => {
    const before = await editable(tx, id);
    const published = await q.publishDraft(tx, id);
    if (!published) throw refuse('VALIDATION', CONTENT_MESSAGES.nothingToPublish);
    await audit(tx, staff, {
      action: 'content.publish',
      entityType: 'content',
      entityId: id,
      before: {
        kind: before.kind,
        path: before.path,
        live: before.published ? { title: before.title, data: before.data } : null,
      },
      after: { kind: before.kind, path: before.path, live: { title: published.title, data: published.data } },
    });
    return { entry: entryOf(published) };
  });
}

/** POST /api/admin/content/:id/discard: drops the draft (an entry never published goes with it). */
export async function discardContentDraft(
  db: Db,
  staff: Staff,
  id: number,
): Promise<{ entry: AdminContentEntry | null }> {
  return db.transaction(async (tx) => {
    const before = await editable(tx, id);
    const outcome = await q.discardDraft(tx, id);
    if (!outcome) throw refuse('VALIDATION', CONTENT_MESSAGES.nothingToDiscard);
    await audit(tx, staff, {
      action: 'content.discard',
      entityType: 'content',
      entityId: id,
      before: { kind: before.kind, path: before.path, draft: before.draft },
      after: outcome === 'deleted' ? { deleted: true } : { draft: null },
    });
    return { entry: outcome === 'deleted' ? null : entryOf(await editable(tx, id)) };
  });
}
