// Add or change an approval rule (issue 33): what it looks at (an order total over an amount, chosen
// categories, chosen Rx levels, controlled substances, a first order to a ship-to), who approves
// (none checked: any administrator) and whether it is active. Checked with the contract's
// SaveRuleRequest; the API's refusals show above the form or under their field.
import { APPROVAL_RULE_KINDS, APPROVAL_RULE_LABELS, SaveRuleRequest } from '@medsupply/contract';
import type { ApprovalRuleView, SpendControlsResponse } from '@medsupply/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast } from '@/lib/toast';

import { useSaveRule } from '../api/spend-controls';
import { SPEND_CONTROL_TEXT } from '../constants';
import { dollarsOf } from '../lib/save-problem';
import { useKeyedSave } from '../lib/use-keyed-save';

type RuleKind = ApprovalRuleView['kind'];

interface RuleValues {
  kind: RuleKind;
  threshold: string;
  // Checkbox groups: react-hook-form gives an array, or one value when the group has one box.
  categoryIds: string[] | string | false;
  rxLevels: string[] | string | false;
  approverUserIds: string[] | string | false;
  isActive: boolean;
}

const FIELDS = ['kind', 'threshold', 'categoryIds', 'rxLevels', 'approverUserIds', 'isActive'] as const;

function idsOf(checked: RuleValues['categoryIds']): number[] {
  if (Array.isArray(checked)) return checked.map(Number);
  return typeof checked === 'string' ? [Number(checked)] : [];
}

function valuesOf(rule: ApprovalRuleView | null): RuleValues {
  return {
    kind: rule?.kind ?? 'orderTotalOver',
    threshold: typeof rule?.threshold === 'number' ? rule.threshold.toFixed(2) : '',
    categoryIds: (rule?.categoryIds ?? []).map(String),
    rxLevels: (rule?.rxLevels ?? []).map(String),
    approverUserIds: (rule?.approverUserIds ?? []).map(String),
    isActive: rule?.isActive ?? true,
  };
}

function bodyOf(values: RuleValues, rule: ApprovalRuleView | null, accountId: number | undefined) {
  return {
    ...(accountId === undefined ? {} : { accountId }),
    ...(rule ? { id: rule.id } : {}),
    kind: values.kind,
    threshold: values.kind === 'orderTotalOver' ? (dollarsOf(values.threshold) ?? null) : null,
    categoryIds: values.kind === 'categories' ? idsOf(values.categoryIds) : [],
    rxLevels: values.kind === 'rxLevels' ? idsOf(values.rxLevels) : [],
    approverUserIds: idsOf(values.approverUserIds),
    isActive: values.isActive,
  };
}

export function RuleForm({
  controls,
  rule,
  accountId,
  onDone,
}: {
  controls: SpendControlsResponse;
  /** null: a new rule. */
  rule: ApprovalRuleView | null;
  /** A parent login's chosen account; undefined for the login's own. */
  accountId: number | undefined;
  onDone: () => void;
}) {
  const save = useSaveRule();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RuleValues>({
    defaultValues: valuesOf(rule),
    resolver: schemaResolver<RuleValues>(SaveRuleRequest, (values) => bodyOf(values, rule, accountId)),
  });
  const { key, notice, clearNotice, onError } = useKeyedSave<RuleValues>(FIELDS, setError);
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit((values) => {
    clearNotice();
    const body = SaveRuleRequest.parse(bodyOf(values, rule, accountId));
    save.mutate(
      { body, key },
      {
        onSuccess: () => {
          toast.success(rule ? SPEND_CONTROL_TEXT.ruleSaved : SPEND_CONTROL_TEXT.ruleAdded);
          onDone();
        },
        onError,
      },
    );
  });

  return (
    <form
      noValidate
      aria-label={rule ? 'Edit approval rule' : 'New approval rule'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      {notice && <FormNotice tone="error">{notice}</FormNotice>}
      <SelectField label="Orders that need approval" error={errors.kind?.message} {...register('kind')}>
        {APPROVAL_RULE_KINDS.map((option) => (
          <option key={option} value={option}>
            {APPROVAL_RULE_LABELS[option]}
          </option>
        ))}
      </SelectField>
      {kind === 'orderTotalOver' && (
        <TextField
          label="Order total over (dollars)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="500.00"
          error={errors.threshold?.message}
          {...register('threshold')}
        />
      )}
      {kind === 'categories' && (
        <CheckboxGroup
          legend="Categories"
          error={errors.categoryIds?.message}
          options={controls.categories}
          field={register('categoryIds')}
          scroll
        />
      )}
      {kind === 'rxLevels' && (
        <CheckboxGroup
          legend="Rx levels"
          error={errors.rxLevels?.message}
          options={controls.rxLevels}
          field={register('rxLevels')}
        />
      )}
      <CheckboxGroup
        legend="Approvers"
        hint={SPEND_CONTROL_TEXT.approversHint}
        error={errors.approverUserIds?.message}
        options={controls.approvers}
        field={register('approverUserIds')}
        scroll
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('isActive')} />
        Active
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : rule ? 'Save rule' : 'Add rule'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A labelled group of checkboxes with its hint or error read with the group. */
function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  field,
  scroll = false,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  options: ReadonlyArray<{ id: number; name: string }>;
  field: UseFormRegisterReturn;
  /** Long lists (categories, approvers) scroll inside the dialog. */
  scroll?: boolean;
}) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">None to choose from.</p>
      ) : (
        <div
          className={
            scroll
              ? 'max-h-48 space-y-1.5 overflow-y-auto rounded-lg border border-slate-200 p-3'
              : 'space-y-1.5'
          }
        >
          {options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                value={option.id}
                className="size-4 shrink-0 accent-brand-600"
                {...field}
              />
              {option.name}
            </label>
          ))}
        </div>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
