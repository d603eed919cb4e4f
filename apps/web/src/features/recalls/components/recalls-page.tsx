// /myaccount/menu/recalls (issue 34 point 2, ADR 0050): the product recalls of goods shipped to the
// account, newest first: the items, lots and quantities it received, where they went, what to do,
// the manufacturer's notice, the equivalent items to order instead (issue 34 point 4), and the
// acknowledgment form (units still on hand, once per account). A link from the bell or a mail
// (?recall=) opens that recall first.
import { AcknowledgeRecallBody } from '@medsupply/contract';
import type { AccountRecall } from '@medsupply/contract';
import { RECALL_CLASS_LABELS, formatStoreDate, unitsOnHandProblem } from '@medsupply/domain';
import { CircleCheck, FileDown, ShieldCheck, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormNotice, TextAreaField, TextField } from '@/components/ui/field';
import { QueryView } from '@/components/ui/query-view';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast } from '@/lib/toast';

import { downloadRecallNotice, useAccountRecalls, useAcknowledgeRecall } from '../api/recalls';

import { RecallSubstitutes } from './recall-substitutes';

export const RECALL_TEXTS = {
  empty: 'No product recalls affect your account.',
  emptyHint: 'When a product we shipped you is recalled, it appears here and in your notifications.',
  unitsLabel: 'Units you still hold',
  unitsHint: 'Count every unit of the recalled lots still at your locations. Enter 0 if none.',
  noteLabel: 'Note',
  submit: 'Acknowledge recall',
} as const;

interface AcknowledgeValues {
  units: string;
  note: string;
}

function bodyOf(recallId: number, { units, note }: AcknowledgeValues): AcknowledgeRecallBody {
  return { recallId, unitsOnHand: Number(units.trim()), ...(note.trim() ? { note: note.trim() } : {}) };
}

/** The contract's AcknowledgeRecallBody; the units' words are the domain's (unitsOnHandProblem). */
function acknowledgeResolver(recallId: number): Resolver<AcknowledgeValues> {
  const check = schemaResolver<AcknowledgeValues>(AcknowledgeRecallBody, (values) =>
    bodyOf(recallId, values),
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const units = unitsOnHandProblem(values.units);
    if (units)
      return { values: {}, errors: { ...result.errors, units: { type: 'validate', message: units } } };
    const { unitsOnHand, ...errors } = result.errors as typeof result.errors & { unitsOnHand?: unknown };
    if (unitsOnHand) return { values: {}, errors: { ...errors, units: unitsOnHand } as typeof result.errors };
    return result;
  };
}

function AcknowledgeForm({ recall }: { recall: AccountRecall }) {
  const acknowledge = useAcknowledgeRecall();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AcknowledgeValues>({
    defaultValues: { units: '', note: '' },
    resolver: acknowledgeResolver(recall.id),
  });
  const submit = handleSubmit((values) =>
    acknowledge.mutate(bodyOf(recall.id, values), { onSuccess: (answer) => toast.success(answer.message) }),
  );
  return (
    <form
      aria-label={`Acknowledge recall ${recall.recallNumber}`}
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 className="text-base font-semibold text-navy-900">Acknowledge this recall</h4>
      <TextField
        label={RECALL_TEXTS.unitsLabel}
        inputMode="numeric"
        autoComplete="off"
        hint={RECALL_TEXTS.unitsHint}
        error={errors.units?.message}
        {...register('units')}
        containerClassName="max-w-xs"
      />
      <TextAreaField
        label={RECALL_TEXTS.noteLabel}
        optional
        rows={2}
        maxLength={500}
        error={errors.note?.message}
        {...register('note')}
      />
      {acknowledge.error ? <FormNotice tone="error">{acknowledge.error.message}</FormNotice> : null}
      <Button type="submit" disabled={acknowledge.isPending}>
        <ShieldCheck aria-hidden="true" />
        {RECALL_TEXTS.submit}
      </Button>
    </form>
  );
}

interface RecallCardProps {
  recall: AccountRecall;
  focused: boolean;
  /** Where a return of an order's recalled units starts (order details, its return form open). */
  returnHref: (salesOrderId: number) => string;
}

function RecallCard({ recall, focused, returnHref }: RecallCardProps) {
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  useEffect(() => {
    if (focused) document.getElementById(`recall-${recall.id}`)?.scrollIntoView({ block: 'start' });
  }, [focused, recall.id]);
  const answered = recall.acknowledgment;
  return (
    <article
      id={`recall-${recall.id}`}
      aria-labelledby={`recall-${recall.id}-title`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-6 ${focused ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-600">
            {recall.recallNumber} · published {formatStoreDate(recall.publishedAt)}
          </p>
          <h3 id={`recall-${recall.id}-title`} className="mt-1 text-lg font-semibold text-navy-900">
            {recall.title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{RECALL_CLASS_LABELS[recall.recallClass]}</p>
        </div>
        {answered ? <Badge tone="success">Acknowledged</Badge> : <Badge tone="danger">Action needed</Badge>}
      </header>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section>
          <h4 className="text-sm font-semibold text-navy-900">Reason</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{recall.reason}</p>
        </section>
        <section>
          <h4 className="text-sm font-semibold text-navy-900">What to do</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{recall.instructions}</p>
        </section>
      </div>

      <section className="mt-4">
        <h4 className="text-sm font-semibold text-navy-900">Recalled goods shipped to you</h4>
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {recall.shipments.map((s) => (
            <li
              key={`${s.itemId}-${s.lotId ?? 'none'}-${s.shipAddressId ?? 'none'}`}
              className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <Link
                  to={`/product/${encodeURIComponent(s.urlComponent)}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {s.displayName}
                </Link>{' '}
                <span className="text-slate-600">({s.itemNumber})</span>
                <span className="block text-slate-600">
                  {s.lotNumber ? `Lot ${s.lotNumber}` : 'Any lot'}
                  {s.expiresOn ? `, expires ${formatStoreDate(s.expiresOn)}` : ''} · to {s.shipTo}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-navy-900">{s.quantity} shipped</span>
            </li>
          ))}
        </ul>
      </section>

      {recall.orders.length > 0 && (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">Send the recalled units back</h4>
          <p className="mt-1 text-sm text-slate-700">
            Request a return from the order that delivered them: the reason is set to this recall and you
            receive a credit once we have them back.
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {recall.orders.map((o) => (
              <li key={o.salesOrderId}>
                <Link
                  to={returnHref(o.salesOrderId)}
                  className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  Request a return from order <span className="whitespace-nowrap">{o.tranId}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecallSubstitutes groups={recall.substitutes} />

      {recall.noticeFileName ? (
        <div className="mt-4">
          <Button
            variant="outline"
            size="sm"
            wrap
            onClick={() => {
              setDownloadProblem(null);
              downloadRecallNotice(recall.id, recall.noticeFileName ?? 'recall-notice.pdf').catch(
                (error: unknown) =>
                  setDownloadProblem(
                    error instanceof Error ? error.message : 'The notice could not be opened.',
                  ),
              );
            }}
          >
            <FileDown aria-hidden="true" />
            Download the notice ({recall.noticeFileName})
          </Button>
          {downloadProblem ? (
            <p className="mt-2 text-sm font-medium text-red-700">{downloadProblem}</p>
          ) : null}
        </div>
      ) : null}

      {answered ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Acknowledged on {formatStoreDate(answered.acknowledgedAt)} by {answered.acknowledgedBy}:{' '}
            {answered.unitsOnHand} {answered.unitsOnHand === 1 ? 'unit' : 'units'} on hand.
            {answered.note ? ` Note: ${answered.note}` : ''}
          </span>
        </p>
      ) : (
        <AcknowledgeForm recall={recall} />
      )}
    </article>
  );
}

export function RecallsPage({ returnHref }: Pick<RecallCardProps, 'returnHref'>) {
  const recalls = useAccountRecalls();
  const [params] = useSearchParams();
  const focus = Number(params.get('recall'));
  return (
    <QueryView
      query={recalls}
      what="recalls"
      isEmpty={(data) => data.recalls.length === 0}
      empty={<EmptyState title={RECALL_TEXTS.empty}>{RECALL_TEXTS.emptyHint}</EmptyState>}
    >
      {(data) => <RecallList recalls={data.recalls} focus={focus} returnHref={returnHref} />}
    </QueryView>
  );
}

function RecallList({
  recalls,
  focus,
  returnHref,
}: Pick<RecallCardProps, 'returnHref'> & { recalls: AccountRecall[]; focus: number }) {
  const open = recalls.filter((r) => r.acknowledgment === null).length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {open === 0
          ? 'Every recall is acknowledged.'
          : `${open} ${open === 1 ? 'recall needs' : 'recalls need'} your acknowledgment.`}
      </p>
      {recalls.map((recall) => (
        <RecallCard key={recall.id} recall={recall} focused={recall.id === focus} returnHref={returnHref} />
      ))}
    </div>
  );
}
