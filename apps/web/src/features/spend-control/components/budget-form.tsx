// Add or change a budget (issue 33): for whom (the whole account, a ship-to location or a contact),
// the period, the amount in dollars and whether it is a hard limit. Checked with the contract's
// SaveBudgetRequest, so the form says what the API would; the API's own refusals (a ship-to that is
// not the account's, a target that has a budget already) show above the form or under their field.
import { SaveBudgetRequest } from '@medsupply/contract';
import type { BudgetView, SpendControlsResponse } from '@medsupply/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast } from '@/lib/toast';

import { useSaveBudget } from '../api/spend-controls';
import { PERIOD_LABELS, SCOPE_LABELS, SPEND_CONTROL_TEXT } from '../constants';
import type { BudgetPeriod, BudgetScope } from '../constants';
import { dollarsOf } from '../lib/save-problem';
import { useKeyedSave } from '../lib/use-keyed-save';

interface BudgetValues {
  scope: BudgetScope;
  shipAddressId: string;
  userId: string;
  period: BudgetPeriod;
  amount: string;
  hardLimit: boolean;
}

const FIELDS = ['scope', 'shipAddressId', 'userId', 'period', 'amount', 'hardLimit'] as const;

function valuesOf(budget: BudgetView | null): BudgetValues {
  return {
    scope: budget?.scope ?? 'account',
    shipAddressId: budget?.shipAddressId ? String(budget.shipAddressId) : '',
    userId: budget?.userId ? String(budget.userId) : '',
    period: budget?.period ?? 'month',
    amount: budget?.amount === undefined ? '' : budget.amount.toFixed(2),
    hardLimit: budget?.hardLimit ?? false,
  };
}

function bodyOf(values: BudgetValues, budget: BudgetView | null, accountId: number | undefined) {
  return {
    ...(accountId === undefined ? {} : { accountId }),
    ...(budget ? { id: budget.id } : {}),
    scope: values.scope,
    shipAddressId: values.scope === 'shipTo' && values.shipAddressId ? Number(values.shipAddressId) : null,
    userId: values.scope === 'contact' && values.userId ? Number(values.userId) : null,
    period: values.period,
    amount: dollarsOf(values.amount),
    hardLimit: values.hardLimit,
  };
}

export function BudgetForm({
  controls,
  budget,
  accountId,
  onDone,
}: {
  controls: SpendControlsResponse;
  /** null: a new budget. */
  budget: BudgetView | null;
  /** A parent login's chosen account; undefined for the login's own. */
  accountId: number | undefined;
  onDone: () => void;
}) {
  const save = useSaveBudget();
  // One key per opened form, kept while a send's outcome is unknown (see refusedForGood).
  const hintId = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<BudgetValues>({
    defaultValues: valuesOf(budget),
    resolver: schemaResolver<BudgetValues>(SaveBudgetRequest, (values) => bodyOf(values, budget, accountId)),
  });
  const { key, notice, clearNotice, onError } = useKeyedSave<BudgetValues>(FIELDS, setError);
  const scope = useWatch({ control, name: 'scope' });

  const onSubmit = handleSubmit((values) => {
    clearNotice();
    const body = SaveBudgetRequest.parse(bodyOf(values, budget, accountId));
    save.mutate(
      { body, key },
      {
        onSuccess: () => {
          toast.success(budget ? SPEND_CONTROL_TEXT.budgetSaved : SPEND_CONTROL_TEXT.budgetAdded);
          onDone();
        },
        onError,
      },
    );
  });

  return (
    <form
      noValidate
      aria-label={budget ? `Edit budget for ${budget.targetName}` : 'New budget'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      {notice && <FormNotice tone="error">{notice}</FormNotice>}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-navy-900">Budget for</legend>
        {(['account', 'shipTo', 'contact'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" value={option} className="size-4 accent-brand-600" {...register('scope')} />
            {SCOPE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {scope === 'shipTo' && (
        <SelectField
          label="Ship-to location"
          error={errors.shipAddressId?.message}
          {...register('shipAddressId')}
        >
          <option value="">Choose…</option>
          {controls.shipTos.map((shipTo) => (
            <option key={shipTo.id} value={shipTo.id}>
              {shipTo.name}
            </option>
          ))}
        </SelectField>
      )}
      {scope === 'contact' && (
        <SelectField label="Contact" error={errors.userId?.message} {...register('userId')}>
          <option value="">Choose…</option>
          {controls.contacts.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {contact.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Period" error={errors.period?.message} {...register('period')}>
          {(['month', 'quarter'] as const).map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount (dollars)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="500.00"
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={`${hintId}-hard`}
          type="checkbox"
          aria-describedby={hintId}
          className="mt-0.5 size-4 accent-brand-600"
          {...register('hardLimit')}
        />
        <div>
          <label htmlFor={`${hintId}-hard`} className="font-medium text-slate-900">
            {SPEND_CONTROL_TEXT.hardLimit}
          </label>
          <p id={hintId} className="text-slate-600">
            {SPEND_CONTROL_TEXT.hardLimitHint}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : budget ? 'Save budget' : 'Add budget'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
