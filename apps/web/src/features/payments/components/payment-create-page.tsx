// Make a Payment, step 1 (/myaccount/menu/payment/create; storefront spec §2.3, §3 "Payment state",
// §4 "Payment lines", §5 "Payment amounts"; issue 18 point 3): the open invoices, oldest first, and
// the credits the account may use (getCreditInfo: credit memos with a remaining balance, payments
// not fully applied). Invoices start at their amount due, credits at 0 with their remaining balance
// as the bound; every line starts unchecked and without error. Continue checks the plan with the
// domain's rules: an amount over its bound is refused with the message next to it.
import { newIdempotencyKey } from '@/lib/idempotency-key';
import {
  creditMemoPaymentLine,
  dollarsToCents,
  invoicePaymentLine,
  parseApplyAmount,
  unappliedPaymentLine,
  validatePaymentPlan,
} from '@medsupply/domain';
import type { PaymentLine } from '@medsupply/domain';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/field';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';
import { formatStoreDate, formatUsd } from '@/lib/format';

import { useCreditInfo, useOpenInvoices } from '../api/payments';
import { usePaymentDraft } from '../lib/payment-draft';
import type { DraftLine, PaymentDraft } from '../lib/payment-draft';
import { PaymentSteps, PaymentSummary } from './payment-parts';

interface LineView {
  line: PaymentLine;
  /** The invoice's due date or the credit's date. */
  date: string;
  dueDate?: string;
  daysOverdue?: number;
}

interface LineEntry {
  checked: boolean;
  text: string;
}

const centsText = (cents: number) => (cents / 100).toFixed(2);
const keyOf = (line: PaymentLine) => `${line.kind}:${line.id}`;

export interface PaymentCreatePageProps {
  /** `${userId}:${accountId}` of the signed-in buyer (null while it loads): whose draft it is. */
  owner: string | null;
  /** Where Continue leads: the method step, or review when the credits pay everything. */
  methodHref: string;
  reviewHref: string;
  /** A credit memo or invoice to start selected (from Credit Memos' Apply or an invoice). */
  preselect?: { creditMemoId?: number; invoiceId?: number };
}

export function PaymentCreatePage({ owner, methodHref, reviewHref, preselect }: PaymentCreatePageProps) {
  const invoices = useOpenInvoices();
  const credits = useCreditInfo();

  if (invoices.data === undefined || credits.data === undefined) {
    const failed = [invoices, credits].filter((query) => query.data === undefined && query.isError);
    if (failed.length > 0)
      return (
        <LoadFailed
          message={loadFailedMessage('open invoices', failed[0]?.error ?? null)}
          onRetry={() => failed.forEach((query) => void query.refetch())}
        />
      );
    return <LoadingBlock label="Loading open invoices" />;
  }

  const views: LineView[] = [
    ...invoices.data.results.map((invoice) => ({
      line: invoicePaymentLine({
        id: invoice.id,
        number: invoice.tranId,
        amountDueCents: dollarsToCents(invoice.amountDue ?? 0),
      }),
      date: invoice.date,
      dueDate: invoice.dueDate,
      daysOverdue: invoice.daysOverdue,
    })),
    ...credits.data.creditMemos.map((memo) => ({
      line: creditMemoPaymentLine({
        id: memo.id,
        number: memo.tranId,
        totalCents: dollarsToCents(memo.total ?? 0),
        amountPaidCents: dollarsToCents(memo.amountPaid ?? 0),
      }),
      date: memo.date,
    })),
    ...credits.data.unappliedPayments.map((payment) => ({
      line: unappliedPaymentLine({
        id: payment.id,
        number: payment.tranId,
        unappliedPaymentCents: dollarsToCents(payment.unappliedPayment ?? 0),
      }),
      date: payment.date,
    })),
  ];
  return (
    <PaymentLinesForm
      key={owner ?? 'loading'}
      views={views}
      owner={owner}
      methodHref={methodHref}
      reviewHref={reviewHref}
      preselect={preselect}
    />
  );
}

function initialEntries(
  views: readonly LineView[],
  draft: PaymentDraft | null | undefined,
  preselect: PaymentCreatePageProps['preselect'],
): Record<string, LineEntry> {
  const saved = new Map<string, number>();
  if (draft) {
    for (const line of draft.invoices) saved.set(`invoice:${line.id}`, line.applyCents);
    for (const line of draft.creditMemos) saved.set(`credit-memo:${line.id}`, line.applyCents);
    for (const line of draft.unappliedPayments) saved.set(`unapplied-payment:${line.id}`, line.applyCents);
  }
  const entries: Record<string, LineEntry> = {};
  for (const { line } of views) {
    const key = keyOf(line);
    const kept = saved.get(key);
    const picked =
      (line.kind === 'credit-memo' && line.id === preselect?.creditMemoId) ||
      (line.kind === 'invoice' && line.id === preselect?.invoiceId);
    // A preselected credit starts at what it can give (the buyer may lower it); a kept line at
    // the amount typed before the reload, capped by the bound as it is now.
    const cents = kept ?? (picked && line.kind !== 'invoice' ? line.maxApplyCents : line.applyCents);
    entries[key] = {
      checked: kept !== undefined || picked,
      text: centsText(Math.min(cents, line.maxApplyCents)),
    };
  }
  return entries;
}

interface PaymentValues {
  /** Each line's tick and amount as typed, by `kind:id`. */
  lines: Record<string, LineEntry>;
}

/** The lines as the domain judges them, with the amounts that do not parse ('12.3.4'). */
function planOf(views: readonly LineView[], entries: Record<string, LineEntry> | undefined) {
  const parseErrors: Record<string, string> = {};
  const lines = views.map(({ line }) => {
    const key = keyOf(line);
    const entry = entries?.[key] ?? { checked: false, text: centsText(line.applyCents) };
    const parsed = parseApplyAmount(entry.text);
    if ('message' in parsed && entry.checked) parseErrors[key] = parsed.message;
    return { ...line, checked: entry.checked, applyCents: 'cents' in parsed ? parsed.cents : 0 };
  });
  return { check: validatePaymentPlan(lines), parseErrors };
}

/**
 * The domain's validatePaymentPlan (service spec §5): an amount that does not parse or is over its
 * bound is said next to it, a plan that cannot be paid (credits over the invoices) above Continue.
 */
function planResolver(views: readonly LineView[]): Resolver<PaymentValues> {
  return (values) => {
    const { check, parseErrors } = planOf(views, values.lines);
    const lines: Record<string, { text: { type: string; message: string } }> = {};
    for (const line of check.lines) {
      const key = keyOf(line);
      const message = parseErrors[key] ?? line.error;
      if (message) lines[key] = { text: { type: 'validate', message } };
    }
    const errors = {
      ...(Object.keys(lines).length > 0 ? { lines } : {}),
      // An amount that does not parse counts as 0 in the plan: its own message says what to fix, and
      // the plan's ('Select at least one invoice to pay.') would mislead until it is fixed.
      ...(check.planError && Object.keys(parseErrors).length === 0
        ? { root: { type: 'validate', message: check.planError } }
        : {}),
    };
    return Object.keys(errors).length === 0 && check.valid
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<PaymentValues> };
  };
}

function PaymentLinesForm({
  views,
  owner,
  methodHref,
  reviewHref,
  preselect,
}: {
  views: LineView[];
  owner: string | null;
  methodHref: string;
  reviewHref: string;
  preselect: PaymentCreatePageProps['preselect'];
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = usePaymentDraft(owner);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<PaymentValues>({
    defaultValues: { lines: initialEntries(views, draft, preselect) },
    resolver: planResolver(views),
  });
  // The draft arrives after hydration (sessionStorage): take its selection once it is there.
  const restored = useRef(Boolean(draft));
  useEffect(() => {
    if (restored.current || !draft) return;
    restored.current = true;
    reset({ lines: initialEntries(views, draft, preselect) });
  }, [draft, views, preselect, reset]);

  const entries = useWatch({ control, name: 'lines' });
  const { check } = planOf(views, entries);

  const submit = handleSubmit((values) => {
    if (owner === null) return;
    const { check: plan } = planOf(views, values.lines);
    const chosen = (kind: PaymentLine['kind']): DraftLine[] =>
      plan.lines
        .filter((line) => line.kind === kind && line.checked && line.applyCents > 0)
        .map((line) => ({ id: line.id, number: line.number, applyCents: line.applyCents }));
    const next: PaymentDraft = {
      owner,
      invoices: chosen('invoice'),
      creditMemos: chosen('credit-memo'),
      unappliedPayments: chosen('unapplied-payment'),
      chargeCents: plan.chargeCents,
      method: plan.chargeCents === 0 ? null : (draft?.method ?? null),
      idempotencyKey: newIdempotencyKey(),
    };
    setDraft(next);
    void navigate(next.chargeCents === 0 ? reviewHref : methodHref);
  });

  const invoiceViews = views.filter((view) => view.line.kind === 'invoice');
  const creditViews = views.filter((view) => view.line.kind !== 'invoice');

  if (invoiceViews.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-700">
        You have no open invoices. Thank you, your account is paid up.
      </p>
    );

  const group = (title: string, groupViews: LineView[]) => (
    <LineGroup
      title={title}
      views={groupViews}
      entries={entries}
      errorOf={(key) => errors.lines?.[key]?.text?.message}
      register={register}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Select invoices to pay"
      className="space-y-5"
    >
      <PaymentSteps current={0} />
      {group('Open invoices', invoiceViews)}
      {creditViews.length > 0 && group('Credits available', creditViews)}
      {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
      <PaymentSummary
        rows={[
          { term: 'Invoices selected', cents: check.invoicesCents },
          { term: 'Credits applied', cents: check.creditsCents, minus: true },
          { term: 'Amount to pay', cents: check.chargeCents, strong: true },
        ]}
      >
        <div className="mt-4 flex justify-end">
          <Button type="submit" size="lg">
            Continue
          </Button>
        </div>
      </PaymentSummary>
    </form>
  );
}

const KIND_LABEL = {
  invoice: 'Invoice',
  'credit-memo': 'Credit memo',
  'unapplied-payment': 'Unapplied payment',
};

function LineGroup({
  title,
  views,
  entries,
  errorOf,
  register,
}: {
  title: string;
  views: LineView[];
  entries: Record<string, LineEntry>;
  errorOf: (key: string) => string | undefined;
  register: UseFormRegister<PaymentValues>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white">
      <h2
        id={headingId}
        className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
      >
        {title}
      </h2>
      <ul className="divide-y divide-slate-100">
        {views.map((view) => {
          const key = keyOf(view.line);
          return (
            <PaymentLineRow
              key={key}
              view={view}
              checked={entries[key]?.checked ?? false}
              error={errorOf(key)}
              register={register}
            />
          );
        })}
      </ul>
    </section>
  );
}

function PaymentLineRow({
  view,
  checked,
  error,
  register,
}: {
  view: LineView;
  checked: boolean;
  error: string | undefined;
  register: UseFormRegister<PaymentValues>;
}) {
  const id = useId();
  const { line } = view;
  const key = keyOf(line);
  const isInvoice = line.kind === 'invoice';
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 px-5 py-3">
      <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <input
          id={`${id}-check`}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...register(`lines.${key}.checked`)}
        />
        <label htmlFor={`${id}-check`} className="min-w-0 text-sm">
          <span className="font-semibold text-navy-900">{line.number}</span>
          <span className="block text-slate-600">
            {isInvoice
              ? `Due ${formatStoreDate(view.dueDate ?? view.date)}${
                  view.daysOverdue ? ` · ${view.daysOverdue} days overdue` : ''
                }`
              : `${KIND_LABEL[line.kind]} · ${formatStoreDate(view.date)}`}
          </span>
          <span className="block text-slate-600">
            {isInvoice ? 'Amount due' : 'Available'} {formatUsd(line.maxApplyCents)}
          </span>
        </label>
      </div>
      <div className="w-full sm:w-44">
        <label htmlFor={`${id}-amount`} className="sr-only">
          {isInvoice ? `Amount to pay on ${line.number}` : `Amount to apply from ${line.number}`}
        </label>
        <div className="relative">
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          >
            $
          </span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            disabled={!checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register(`lines.${key}.text`)}
            className={cn(
              'block h-11 w-full rounded-lg border bg-white pr-3 pl-7 text-right text-[15px] tabular-nums shadow-sm',
              'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500',
              error ? 'border-red-600' : 'border-slate-300',
            )}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
