// Site content in the back office (issue 20 point 6, ADR 0029): the entries the storefront serves
// (alert banner, navigation, home, footer) and its pages, each edited as a draft, previewed as the
// storefront would show it, then published (served from the next page load) or discarded.
import type {
  AdminContentEntry,
  AdminContentSummary,
  AlertBanner,
  ContentPreviewResponse,
} from '@medsupply/contract';
import { CreateContentBody, SaveContentDraftBody } from '@medsupply/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { Container } from '@/components/ui/container';
import { QueryView } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/schema-resolver';
import { formatDay as formatDate } from './format';

import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, SelectField, TextAreaField, TextField } from '../components/form';
import {
  previewContent,
  useContentEntry,
  useContentList,
  useCreatePage,
  useDiscard,
  usePublish,
  useSaveDraft,
} from './api';
import { RichTextEditor } from './rich-text-editor';

export const KIND_LABELS: Record<string, string> = {
  alertBanner: 'Alert banner',
  navBar: 'Top bar (slogans, links, support)',
  mainNavigation: 'Main navigation',
  mainNavigationDropdown: 'Navigation menus',
  homePage: 'Home page sections',
  footer: 'Footer',
  page: 'Page',
};

function StateOf({ entry }: { entry: Pick<AdminContentSummary, 'published' | 'hasDraft'> }) {
  if (!entry.published) return <StatusPill tone="amber">Not published</StatusPill>;
  if (entry.hasDraft) return <StatusPill tone="blue">Live · draft waiting</StatusPill>;
  return <StatusPill tone="green">Live</StatusPill>;
}

interface PageValues {
  title: string;
  path: string;
}

const newPageOf = (values: PageValues) => {
  const title = values.title.trim();
  return { path: values.path.trim(), title, data: { heading: title, summary: '', html: '<p></p>' } };
};

const pageResolver = schemaResolver<PageValues>(CreateContentBody, (values) => ({
  kind: 'page',
  ...newPageOf(values),
}));

/** A new page: its title and path, checked by the contract's CreateContentBody; opened once added. */
function AddPageForm() {
  const create = useCreatePage();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PageValues>({ defaultValues: { title: '', path: '' }, resolver: pageResolver });
  const submit = handleSubmit((values) => {
    create.mutate(newPageOf(values), {
      onSuccess: (answer) => void navigate(`/admin/content/${answer.entry?.id ?? ''}`),
    });
  });
  return (
    <form
      aria-label="Add a page"
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Title"
        required
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label="Path"
        required
        placeholder="/holiday-hours"
        error={errors.path?.message}
        {...register('path')}
      />
      <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
        Add page
      </Button>
      <div className="sm:col-span-3">
        <ErrorNotice error={create.error} />
      </div>
    </form>
  );
}

export function ContentList() {
  const list = useContentList();
  return (
    <div className="space-y-6">
      <AdminTable
        caption="Website entries and pages"
        columns={[
          {
            key: 'what',
            header: 'Entry',
            cell: (e: AdminContentSummary) => (
              <div>
                <Link to={`/admin/content/${e.id}`} className="font-semibold text-brand-700 hover:underline">
                  {e.kind === 'page' ? e.title : (KIND_LABELS[e.kind] ?? e.kind)}
                </Link>
                {e.path && <div className="font-mono text-xs text-slate-600">{e.path}</div>}
              </div>
            ),
          },
          { key: 'kind', header: 'Kind', cell: (e) => (e.kind === 'page' ? 'Page' : 'Website') },
          { key: 'state', header: 'State', cell: (e) => <StateOf entry={e} /> },
          {
            key: 'updated',
            header: 'Last published',
            cell: (e) => (e.published ? formatDate(e.updatedAt) : '—'),
          },
        ]}
        rows={list.data?.entries}
        rowKey={(e) => e.id}
        loading={list.isLoading}
        error={list.error}
        what="content entries"
        onRetry={() => void list.refetch()}
        empty="The store has no content entries yet."
      />
      <AdminPanel title="Add a page">
        <AddPageForm />
      </AdminPanel>
    </div>
  );
}

/**
 * lucide's Info and TriangleAlert, drawn here: imported, they would be split off the storefront's
 * first-visit chunks, where the banner uses them (ADR 0028).
 */
function ToneIcon({ tone }: { tone: AlertBanner['tone'] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 size-4 shrink-0"
      aria-hidden="true"
    >
      {tone === 'warning' ? (
        <>
          <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
          <path d="M12 9v4" />
          <path d="M12 17h.01" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-4" />
          <path d="M12 8h.01" />
        </>
      )}
    </svg>
  );
}

/**
 * The banner as the storefront shows it: the markup of features/content/components/alert-banner.tsx
 * (kept here so the back office does not pull storefront modules into its chunks; a test renders
 * both and compares them).
 */
export function BannerPreview({ banner }: { banner: AlertBanner | null | undefined }) {
  if (!banner?.enabled || !banner.html.trim()) return null;
  return (
    <aside
      aria-label="Store notice"
      className={cn(
        'border-b text-sm',
        banner.tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-950'
          : 'border-navy-100 bg-navy-50 text-navy-900',
      )}
    >
      <Container className="flex items-start gap-2.5 py-2.5">
        <ToneIcon tone={banner.tone} />
        <div
          className="min-w-0 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_p]:inline [&_strong]:font-semibold"
          dangerouslySetInnerHTML={{ __html: banner.html }}
        />
      </Container>
    </aside>
  );
}

function Preview({ kind, preview }: { kind: string; preview: ContentPreviewResponse }) {
  if (kind === 'alertBanner') {
    const banner = preview.website.alertBanner;
    return (
      <div className="overflow-hidden rounded-lg border border-slate-200">
        <div className="bg-slate-100 px-3 py-1.5 text-xs text-slate-600">Storefront, above the header</div>
        {banner?.enabled ? (
          <BannerPreview banner={banner} />
        ) : (
          <p className="px-3 py-4 text-sm text-slate-600">
            The banner is turned off: the storefront shows none.
          </p>
        )}
      </div>
    );
  }
  if (kind === 'page' && preview.page) {
    return (
      <article className="rounded-lg border border-slate-200 p-4">
        <p className="font-mono text-xs text-slate-500">{preview.page.path}</p>
        <h2 className="mt-1 text-2xl font-bold text-navy-900">{preview.page.heading}</h2>
        {preview.page.summary && <p className="mt-1 text-slate-700">{preview.page.summary}</p>}
        <div
          className="mt-4 max-w-3xl text-[15px] leading-7 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3"
          dangerouslySetInnerHTML={{ __html: preview.page.html }}
        />
      </article>
    );
  }
  const key = kind as keyof ContentPreviewResponse['website'];
  return (
    <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs">
      {JSON.stringify(preview.website[key], null, 2)}
    </pre>
  );
}

type Draft = { title: string; data: Record<string, unknown> };

function BannerFields({ draft, onChange }: { draft: Draft; onChange: (d: Draft) => void }) {
  const data = draft.data as Partial<AlertBanner>;
  const set = (patch: Partial<AlertBanner>) => onChange({ ...draft, data: { ...draft.data, ...patch } });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
          <input
            type="checkbox"
            checked={data.enabled === true}
            onChange={(event) => set({ enabled: event.target.checked })}
            className="size-4 accent-brand-700"
          />
          Show the banner
        </label>
        <SelectField
          label="Tone"
          value={data.tone ?? 'info'}
          onChange={(event) => set({ tone: event.target.value === 'warning' ? 'warning' : 'info' })}
        >
          <option value="info">Information (blue)</option>
          <option value="warning">Warning (amber)</option>
        </SelectField>
      </div>
      <RichTextEditor
        label="Banner text"
        value={typeof data.html === 'string' ? data.html : ''}
        onChange={(html) => set({ html })}
        hint="One or two sentences. Scripts, styles and unsafe links are removed when saved."
      />
    </div>
  );
}

function PageFields({ draft, onChange }: { draft: Draft; onChange: (d: Draft) => void }) {
  const data = draft.data as { heading?: string; summary?: string; html?: string };
  const set = (patch: Record<string, unknown>) => onChange({ ...draft, data: { ...draft.data, ...patch } });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title (browser tab, links)"
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
        />
        <TextField
          label="Heading"
          value={data.heading ?? ''}
          onChange={(e) => set({ heading: e.target.value })}
        />
      </div>
      <TextAreaField
        label="Summary (lead and description)"
        rows={2}
        value={data.summary ?? ''}
        onChange={(e) => set({ summary: e.target.value })}
      />
      <RichTextEditor
        label="Page text"
        value={data.html ?? ''}
        onChange={(html) => set({ html })}
        minHeight="14rem"
      />
    </div>
  );
}

function JsonFields({
  draft,
  onChange,
  onInvalid,
}: {
  draft: Draft;
  onChange: (d: Draft) => void;
  onInvalid: (problem: string | null) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(draft.data, null, 2));
  return (
    <TextAreaField
      label="Content (JSON)"
      rows={18}
      value={text}
      className="font-mono text-xs"
      hint="The structure the storefront reads; the API names any field that does not fit when you save."
      onChange={(event) => {
        setText(event.target.value);
        try {
          const parsed: unknown = JSON.parse(event.target.value);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
            throw new Error('not an object');
          onInvalid(null);
          onChange({ ...draft, data: parsed as Record<string, unknown> });
        } catch {
          onInvalid('The JSON is not valid yet: check commas, quotes and brackets.');
        }
      }}
    />
  );
}

function editable(entry: AdminContentEntry): Draft {
  return entry.draft ?? entry.live ?? { title: entry.title, data: {} };
}

export function ContentEditor({ id }: { id: number }) {
  const query = useContentEntry(id);
  return (
    <QueryView query={query} what="content entry" owner="the" loading="panel">
      {({ entry }) => <EditorFor entry={entry} key={entry.id} />}
    </QueryView>
  );
}

const draftResolver = schemaResolver<Draft>(SaveContentDraftBody);

/** The first problem the draft's check found, in words (a field of the data, the title, the whole). */
function draftProblem(errors: FieldErrors<Draft>): string | undefined {
  // The schema's issues are flat (schema-resolver.ts): a field of the data lands under its dotted name.
  const flat = errors as Record<string, { message?: unknown } | undefined>;
  const message = Object.values(flat).find((error) => typeof error?.message === 'string')?.message;
  return typeof message === 'string' ? message : undefined;
}

function EditorFor({ entry }: { entry: AdminContentEntry }) {
  // The draft is the form's value (checked by the contract's SaveContentDraftBody on save); the
  // kind's fields below edit it whole.
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Draft>({ defaultValues: editable(entry), resolver: draftResolver });
  const draft = useWatch({ control }) as Draft;
  const setDraft = (next: Draft) => reset(next);
  const [dirty, setDirty] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [preview, setPreview] = useState<ContentPreviewResponse | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveDraft(entry.id);
  const publish = usePublish(entry.id);
  const discard = useDiscard(entry.id);
  const navigate = useNavigate();
  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
    setPreview(null);
    setNotice(null);
  };
  const showPreview = async () => {
    setPreviewError(null);
    try {
      setPreview(await previewContent(entry.id));
    } catch (error) {
      setPreviewError(error);
    }
  };
  const busy = save.isPending || publish.isPending || discard.isPending;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <AdminPanel title="Draft" actions={<StateOf entry={entry} />}>
        <form
          aria-label="Edit the draft"
          noValidate
          className="space-y-4"
          onSubmit={(event) =>
            void handleSubmit((values) => {
              save.mutate(values, {
                onSuccess: (answer) => {
                  setDirty(false);
                  if (answer.entry) setDraft(editable(answer.entry));
                  setNotice('Draft saved. The storefront still shows the live version until you publish.');
                  void showPreview();
                },
              });
            })(event)
          }
        >
          {entry.kind === 'alertBanner' ? (
            <BannerFields draft={draft} onChange={change} />
          ) : entry.kind === 'page' ? (
            <PageFields draft={draft} onChange={change} />
          ) : (
            <JsonFields draft={draft} onChange={change} onInvalid={setInvalid} />
          )}
          {invalid && <FormNotice tone="error">{invalid}</FormNotice>}
          {draftProblem(errors) && <FormNotice tone="error">{draftProblem(errors)}</FormNotice>}
          <ErrorNotice error={save.error ?? publish.error ?? discard.error} />
          {notice && <FormNotice tone="success">{notice}</FormNotice>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || invalid !== null || !dirty}>
              Save draft and preview
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy || dirty || !entry.hasDraft}
              onClick={() =>
                publish.mutate(undefined, {
                  onSuccess: () => {
                    setNotice('Published. The storefront shows it from the next page load.');
                    setPreview(null);
                  },
                })
              }
            >
              Publish
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy || !entry.hasDraft}
              onClick={() =>
                discard.mutate(undefined, {
                  onSuccess: (answer) => {
                    if (!answer.entry) {
                      void navigate('/admin/content');
                      return;
                    }
                    setDraft(editable(answer.entry));
                    setDirty(false);
                    setPreview(null);
                    setNotice('Draft discarded.');
                  },
                })
              }
            >
              Discard draft
            </Button>
          </div>
          {dirty && (
            <p className="text-xs text-slate-600">
              Unsaved changes: save the draft to preview or publish it.
            </p>
          )}
        </form>
      </AdminPanel>
      <AdminPanel
        title="Preview"
        actions={
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void showPreview()}
            disabled={busy}
          >
            {entry.hasDraft ? 'Preview the draft' : 'Show the live version'}
          </Button>
        }
      >
        <ErrorNotice error={previewError} />
        {preview ? (
          <div className="space-y-2">
            <p className="text-xs text-slate-600">
              {entry.hasDraft
                ? 'As the storefront will show it once published.'
                : 'As the storefront shows it now.'}
            </p>
            <Preview kind={entry.kind} preview={preview} />
          </div>
        ) : (
          <p className="text-sm text-slate-600">Save the draft, or ask for a preview, to see it here.</p>
        )}
      </AdminPanel>
    </div>
  );
}
