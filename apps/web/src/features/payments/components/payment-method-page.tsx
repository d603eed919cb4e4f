// Make a Payment, step 2 (/myaccount/menu/payment/method; issue 18 point 3): pay the amount left
// after credits with a saved card or bank account, or a new one typed into the gateway's hosted
// fields (optionally saved for next time). A card past its expiry is marked and cannot be chosen.
// Cards carry the convenience fee, as at checkout; a bank account (ACH) does not.
import { CARD_BRAND_NAMES, dollarsToCents } from '@medsupply/domain';
import type { HostedFieldsToken, PaymentMethod } from '@medsupply/contract';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/field';
import { LoadingBlock, QueryView } from '@/components/ui/query-view';
import { formatUsd } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';
import { useHostedFields } from '@/components/payment/hosted-fields';
import { methodLabel, usePaymentMethods } from '../api/payment-methods';
import { useConvenienceFee } from '../api/payments';
import { usePaymentDraft } from '../lib/payment-draft';
import type { PaymentDraft } from '../lib/payment-draft';
import { NoDraft, PaymentSteps, PaymentSummary } from './payment-parts';

type Choice = { kind: 'saved'; id: number } | { kind: 'new-card' } | { kind: 'new-ach' };

export interface PaymentMethodPageProps {
  owner: string | null;
  createHref: string;
  reviewHref: string;
}

export function PaymentMethodPage({ owner, createHref, reviewHref }: PaymentMethodPageProps) {
  const [draft, setDraft] = usePaymentDraft(owner);
  if (draft === undefined) return <LoadingBlock label="Loading your payment" />;
  if (!draft) return <NoDraft createHref={createHref} />;
  return <MethodForm draft={draft} onChosen={setDraft} createHref={createHref} reviewHref={reviewHref} />;
}

export function tokenLabel(token: HostedFieldsToken): string {
  const name = token.brand === 'ach' ? 'Bank account' : CARD_BRAND_NAMES[token.brand];
  return `${name} ending in ${token.last4}`;
}

function initialChoice(draft: PaymentDraft): Choice | null {
  if (draft.method?.kind === 'saved') return { kind: 'saved', id: draft.method.id };
  return null;
}

interface MethodFormProps {
  draft: PaymentDraft;
  onChosen: (draft: PaymentDraft) => void;
  createHref: string;
  reviewHref: string;
}

function MethodForm(props: MethodFormProps) {
  const methods = usePaymentMethods();
  // Asked for beside the methods, not after them: the note under the choices needs it.
  const fee = useConvenienceFee(props.draft.chargeCents, props.draft.chargeCents > 0);
  const feeCents = dollarsToCents(fee.data?.convenienceFeeTotal ?? 0);
  return (
    <QueryView query={methods} what="payment methods">
      {(data) => <MethodChoice {...props} usable={data.paymentMethods} feeCents={feeCents} />}
    </QueryView>
  );
}

interface ChoiceValues {
  /** The radio's value: 'saved:<id>', 'new-card' or 'new-ach'; '' before one is chosen. */
  choice: string;
  save: boolean;
}

const valueOf = (choice: Choice | null): string =>
  choice === null ? '' : choice.kind === 'saved' ? `saved:${choice.id}` : choice.kind;

function choiceOf(value: string): Choice | null {
  if (value === 'new-card' || value === 'new-ach') return { kind: value };
  if (value.startsWith('saved:')) return { kind: 'saved', id: Number(value.slice('saved:'.length)) };
  return null;
}

/** No schema: the step only chooses; a saved method must still be usable. */
function choiceResolver(usable: PaymentMethod[]) {
  return schemaResolver<ChoiceValues>(null, undefined, ({ choice }) => {
    const chosen = choiceOf(choice);
    if (chosen === null) return { choice: 'Choose how you would like to pay.' };
    if (chosen.kind !== 'saved') return {};
    const method = usable.find((candidate) => candidate.id === chosen.id);
    return {
      choice:
        !method || method.isExpired ? 'This card has expired. Choose another payment method.' : undefined,
    };
  });
}

function MethodChoice({
  draft,
  onChosen,
  createHref,
  reviewHref,
  usable,
  feeCents,
}: MethodFormProps & { usable: PaymentMethod[]; feeCents: number }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChoiceValues>({
    defaultValues: { choice: valueOf(initialChoice(draft)), save: false },
    resolver: choiceResolver(usable),
  });
  const choice = choiceOf(useWatch({ control, name: 'choice' }));
  const fields = useHostedFields(choice?.kind === 'new-ach' ? 'ach' : 'card');
  const error = errors.choice?.message ?? errors.root?.message;
  const onSubmit = handleSubmit(async (values) => {
    const chosen = choiceOf(values.choice);
    if (chosen?.kind === 'saved') {
      const method = usable.find((candidate) => candidate.id === chosen.id);
      if (!method) return;
      onChosen({
        ...draft,
        method: { kind: 'saved', id: method.id, label: methodLabel(method), isCard: method.kind === 'card' },
      });
      void navigate(reviewHref);
      return;
    }
    try {
      const token = await fields.tokenize();
      onChosen({
        ...draft,
        method: {
          kind: 'new',
          token: token.token,
          label: tokenLabel(token),
          isCard: token.brand !== 'ach',
          save: values.save,
        },
      });
      void navigate(reviewHref);
    } catch (refusal) {
      setError('root', {
        message: refusal instanceof Error ? refusal.message : 'The payment details could not be checked.',
      });
    }
  });

  const radio = (value: Choice, label: ReactNode, disabled = false) => {
    const checked = choice !== null && valueOf(choice) === valueOf(value);
    return (
      <label
        key={valueOf(value)}
        className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${
          checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
        } ${disabled ? 'opacity-70' : 'cursor-pointer'}`}
      >
        <input
          type="radio"
          value={valueOf(value)}
          className="mt-0.5 size-4 accent-brand-700"
          disabled={disabled}
          {...register('choice', { onChange: () => clearErrors('root') })}
        />
        <span className="min-w-0 flex-1">{label}</span>
      </label>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Payment method"
      className="space-y-5"
    >
      <PaymentSteps current={1} />
      <fieldset className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-base font-semibold text-navy-900">How would you like to pay?</legend>
        {usable.map((method) =>
          radio(
            { kind: 'saved', id: method.id },
            <>
              <span className="font-semibold text-navy-900">{methodLabel(method)}</span>
              {method.isDefault && (
                <Badge tone="brand" className="ml-2">
                  Default
                </Badge>
              )}
              {method.isExpired && (
                <Badge tone="danger" className="ml-2">
                  Expired
                </Badge>
              )}
              <span className="block text-slate-600">
                {method.nickname ?? method.holderName}
                {method.expMonth !== null && method.expYear !== null
                  ? ` · expires ${String(method.expMonth).padStart(2, '0')}/${method.expYear}`
                  : ''}
              </span>
            </>,
            method.isExpired,
          ),
        )}
        {radio({ kind: 'new-card' }, <span className="font-semibold text-navy-900">New card</span>)}
        {radio(
          { kind: 'new-ach' },
          <span className="font-semibold text-navy-900">New bank account (ACH)</span>,
        )}
        {choice !== null && choice.kind !== 'saved' && (
          <div className="space-y-3 rounded-xl border border-slate-200 p-4">
            {fields.element}
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...register('save')} />
              Save for future payments
            </label>
          </div>
        )}
        {feeCents > 0 && (
          <p className="text-sm text-slate-600">
            Card payments add a convenience fee of {formatUsd(feeCents)}. Bank account (ACH) payments have no
            fee.
          </p>
        )}
      </fieldset>
      {error && <FormNotice tone="error">{error}</FormNotice>}
      <PaymentSummary rows={[{ term: 'Amount to pay', cents: draft.chargeCents, strong: true }]}>
        <div className="mt-4 flex flex-wrap justify-between gap-3">
          <Link className={buttonStyles({ variant: 'outline', size: 'lg' })} to={createHref}>
            Back
          </Link>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Checking…' : 'Continue'}
          </Button>
        </div>
      </PaymentSummary>
    </form>
  );
}
