// The recall draft form (issue 34 point 2, ADR 0050): class, title, reason, the clinic's
// instructions, what is recalled (an item's lot, or every lot of it, picked by item number or
// name) and the manufacturer's notice as a PDF (checked here for type and size, and again by the
// API from its bytes).
import type { AdminRecall, RecallDraftBody, RecallScopeEntry } from '@medsupply/contract';
import { RECALL_SCOPE_MAX, RecallDraftBody as RecallDraftSchema } from '@medsupply/contract';
import { DOCUMENT_MAX_BYTES, RECALL_CLASSES, RECALL_CLASS_LABELS, formatStoreDate } from '@medsupply/domain';
import type { RecallClass } from '@medsupply/domain';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { schemaResolver } from '@/lib/schema-resolver';

import { Button, ErrorNotice, SelectField, TextAreaField, TextField } from '../components/form';
import { useRecallItems, useSaveRecall } from './api';

export const RECALL_FORM_TEXTS = {
  notPdf: 'The notice must be a PDF file.',
  tooLarge: 'The notice must be 5 MB or smaller.',
  required: (label: string) => `${label} is required`,
} as const;

/** What the form shows for one scope entry. */
interface ScopeChoice extends RecallScopeEntry {
  label: string;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

function ItemPicker({
  onPick,
  chosen,
}: {
  onPick: (choice: ScopeChoice) => void;
  chosen: readonly ScopeChoice[];
}) {
  const [text, setText] = useState('');
  const items = useRecallItems(text.trim());
  const has = (itemId: number, lotId: number | null) =>
    chosen.some((c) => c.itemId === itemId && c.lotId === lotId);
  return (
    <div className="space-y-3">
      <TextField
        label="Find an item"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="Item number, name or lot number. Items with lots are listed first when the field is empty."
      />
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Items found">
        {(items.data?.items ?? []).map((item) => (
          <li key={item.itemId} className="space-y-2 px-3 py-2">
            <p className="text-sm font-semibold text-navy-900">
              {item.displayName} <span className="font-normal text-slate-600">({item.itemNumber})</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={has(item.itemId, null)}
                onClick={() =>
                  onPick({
                    itemId: item.itemId,
                    lotId: null,
                    label: `${item.displayName} (${item.itemNumber}), all lots`,
                  })
                }
              >
                <Plus aria-hidden="true" />
                All lots
              </Button>
              {item.lots.map((lot) => (
                // A lot's label wraps on a phone: the button grows with it instead of running
                // over the form's Create draft.
                <Button
                  key={lot.id}
                  variant="outline"
                  size="sm"
                  wrap
                  disabled={has(item.itemId, lot.id)}
                  aria-label={`Add lot ${lot.lotNumber} of ${item.displayName}`}
                  onClick={() =>
                    onPick({
                      itemId: item.itemId,
                      lotId: lot.id,
                      label: `${item.displayName} (${item.itemNumber}), lot ${lot.lotNumber}`,
                    })
                  }
                >
                  <Plus aria-hidden="true" />
                  Lot {lot.lotNumber} · exp. {formatStoreDate(lot.expiresOn)}
                  {lot.saleStopped ? ' · sale stopped' : ''}
                </Button>
              ))}
            </div>
          </li>
        ))}
        {items.data && items.data.items.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600">No item matches.</li>
        ) : null}
      </ul>
    </div>
  );
}

interface RecallValues {
  recallClass: RecallClass;
  title: string;
  reason: string;
  instructions: string;
  scope: ScopeChoice[];
  /** The manufacturer's notice chosen (none: the draft keeps the one it has). */
  notice: File | null;
}

/** The draft's body without its notice, which is read from the file only once the form is sent. */
const draftOf = (values: RecallValues): Omit<RecallDraftBody, 'notice'> => ({
  recallClass: values.recallClass,
  title: values.title.trim(),
  reason: values.reason.trim(),
  instructions: values.instructions.trim(),
  scope: values.scope.map(({ itemId, lotId }) => ({ itemId, lotId })),
});

function noticeProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.size > DOCUMENT_MAX_BYTES) return RECALL_FORM_TEXTS.tooLarge;
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
    return RECALL_FORM_TEXTS.notPdf;
  return undefined;
}

// An empty scope is the contract's RECALL_MESSAGES.noScope, as the API says it.
const recallResolver = schemaResolver<RecallValues>(RecallDraftSchema, draftOf, (values) => ({
  notice: noticeProblem(values.notice),
}));

export function RecallForm({
  recall,
  onSaved,
}: {
  recall: AdminRecall | null;
  onSaved: (saved: AdminRecall) => void;
}) {
  const save = useSaveRecall();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<RecallValues>({
    defaultValues: {
      recallClass: recall?.recallClass ?? 'II',
      title: recall?.title ?? '',
      reason: recall?.reason ?? '',
      instructions: recall?.instructions ?? '',
      scope: (recall?.scope ?? []).map((g) => ({
        itemId: g.itemId,
        lotId: g.lotId,
        label: `${g.displayName} (${g.itemNumber}), ${g.lotNumber ? `lot ${g.lotNumber}` : 'all lots'}`,
      })),
      notice: null,
    },
    resolver: recallResolver,
  });
  const scope = useWatch({ control, name: 'scope' });
  const setScope = (next: ScopeChoice[]) => setValue('scope', next, { shouldValidate: isSubmitted });

  const onSubmit = handleSubmit(async (values) => {
    const file = values.notice;
    const body: RecallDraftBody = {
      ...draftOf(values),
      ...(file
        ? { notice: { fileName: file.name, data: base64Of(new Uint8Array(await file.arrayBuffer())) } }
        : {}),
    };
    save.mutate({ id: recall?.id ?? null, body }, { onSuccess: onSaved });
  });

  return (
    <form
      aria-label={recall ? `Edit recall ${recall.recallNumber}` : 'New recall'}
      className="space-y-5"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <SelectField label="Recall class" error={errors.recallClass?.message} {...register('recallClass')}>
        {RECALL_CLASSES.map((c) => (
          <option key={c} value={c}>
            {RECALL_CLASS_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Reason" rows={3} error={errors.reason?.message} {...register('reason')} />
      <TextAreaField
        label="Instructions for the clinic"
        rows={4}
        error={errors.instructions?.message}
        {...register('instructions')}
        hint="What the clinic must do: stop using, count, quarantine, return."
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-navy-900">What is recalled</legend>
        {scope.length > 0 ? (
          <ul className="space-y-2" aria-label="Recalled items and lots">
            {scope.map((choice) => (
              <li
                key={`${choice.itemId}-${choice.lotId ?? 'all'}`}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200"
              >
                <span className="min-w-0">{choice.label}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${choice.label}`}
                  onClick={() => setScope(scope.filter((c) => c !== choice))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.scope?.message ? (
          <p className="text-sm font-medium text-red-700">{errors.scope.message}</p>
        ) : null}
        {scope.length < RECALL_SCOPE_MAX ? (
          <ItemPicker chosen={scope} onPick={(c) => setScope([...scope, c])} />
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="recall-notice" className="mb-1.5 block text-sm font-semibold text-navy-900">
          Manufacturer&apos;s notice (PDF, up to 5 MB)
          {recall?.noticeFileName ? (
            <span className="ml-1 font-normal text-slate-600">(now: {recall.noticeFileName})</span>
          ) : null}
        </label>
        <input
          id="recall-notice"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={errors.notice ? true : undefined}
          aria-describedby={errors.notice ? 'recall-notice-error' : undefined}
          onChange={(event) =>
            setValue('notice', event.target.files?.[0] ?? null, { shouldValidate: isSubmitted })
          }
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
        />
        {errors.notice?.message ? (
          <p id="recall-notice-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.notice.message}
          </p>
        ) : null}
      </div>
      <ErrorNotice error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {recall ? 'Save draft' : 'Create draft'}
      </Button>
    </form>
  );
}
