// Budgets & Approval Rules (/myaccount/menu/budgets; issue 33, ADR 0047): for the account (a parent
// login picks one of its accounts), its budgets with this period's spend and what is left, its
// approval rules in words, and the latest changes. Administrators and parent logins add, change and
// delete them; every save says so in a toast and the page stays where it was (the lists refresh in
// place). Budgets stack into cards on a narrow screen (DataTable).
import { APPROVAL_RULE_LABELS } from '@medsupply/contract';
import type { ApprovalRuleView, BudgetView, SpendControlsResponse } from '@medsupply/contract';

import { History, PiggyBank, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/field';
import { LoadFailed, LoadingBlock } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';
import { formatDollarsUsd, formatStoreDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useDeleteBudget, useDeleteRule, useSpendControls } from '../api/spend-controls';
import type { DeleteControl as DeleteControlBody } from '../api/spend-controls';
import { PERIOD_LABELS, SPEND_CONTROL_TEXT as TEXT } from '../constants';
import { BudgetForm } from './budget-form';
import { ControlDialog } from './control-dialog';
import { RuleForm } from './rule-form';

/** The account the address names (?account=), for a parent login with a choice; else its own. */
export function accountFromSearch(search: URLSearchParams): number | undefined {
  const id = Number(search.get('account'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export interface SpendControlsPageProps {
  /** A parent login's accounts (storefront spec §6): with more than one, an account picker. */
  accounts?: ReadonlyArray<{ id: number; accountName: string }>;
}

export function SpendControlsPage({ accounts = [] }: SpendControlsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const picker = accounts.length > 1;
  // The choice lives in the address: reload and Back keep it.
  const accountId = picker ? accountFromSearch(searchParams) : undefined;
  const controls = useSpendControls(accountId);

  return (
    <div className="space-y-8">
      {picker && (
        <SelectField
          label="Account"
          containerClassName="max-w-md"
          value={accountId === undefined ? '' : String(accountId)}
          onChange={(event) => {
            const next = new URLSearchParams(searchParams);
            if (event.target.value) next.set('account', event.target.value);
            else next.delete('account');
            setSearchParams(next);
          }}
        >
          <option value="">This account</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.accountName}
            </option>
          ))}
        </SelectField>
      )}
      {controls.data === undefined ? (
        controls.isError ? (
          // The page's own words (TEXT.loadFailed), then the server's.
          <LoadFailed
            message={`${TEXT.loadFailed} ${controls.error.message}`}
            onRetry={() => void controls.refetch()}
          />
        ) : (
          <LoadingBlock label={TEXT.loading} shape="panel" />
        )
      ) : (
        <Controls controls={controls.data} accountId={accountId} />
      )}
    </div>
  );
}

function Controls({
  controls,
  accountId,
}: {
  controls: SpendControlsResponse;
  accountId: number | undefined;
}) {
  const edit = controls.canEdit;
  return (
    <>
      {!edit && <p className="text-sm text-slate-600">{TEXT.readOnly}</p>}
      <Section
        title={TEXT.budgetsHeading}
        action={
          edit && (
            <ControlDialog trigger={<Button size="sm">{TEXT.addBudget}</Button>} title="Add budget">
              {(close) => (
                <BudgetForm controls={controls} budget={null} accountId={accountId} onDone={close} />
              )}
            </ControlDialog>
          )
        }
      >
        {() =>
          controls.budgets.length === 0 ? (
            <Empty icon={<PiggyBank />} title={TEXT.noBudgets}>
              {TEXT.noBudgetsHint}
            </Empty>
          ) : (
            <BudgetsTable controls={controls} accountId={accountId} />
          )
        }
      </Section>
      <Section
        title={TEXT.rulesHeading}
        action={
          edit && (
            <ControlDialog trigger={<Button size="sm">{TEXT.addRule}</Button>} title="Add approval rule">
              {(close) => <RuleForm controls={controls} rule={null} accountId={accountId} onDone={close} />}
            </ControlDialog>
          )
        }
      >
        {() =>
          controls.rules.length === 0 ? (
            <Empty icon={<ShieldCheck />} title={TEXT.noRules}>
              {TEXT.noRulesHint}
            </Empty>
          ) : (
            <ul className="space-y-3">
              {controls.rules.map((rule) => (
                <li key={rule.id}>
                  <RuleCard rule={rule} controls={controls} accountId={accountId} />
                </li>
              ))}
            </ul>
          )
        }
      </Section>
      <Section title={TEXT.changesHeading}>
        {() =>
          controls.changes.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <History className="size-4" aria-hidden="true" />
              {TEXT.noChanges}
            </p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {controls.changes.map((change, index) => (
                <li key={`${change.at}-${index}`} className="px-4 py-3 text-sm">
                  <p className="font-medium break-words text-slate-900">{change.summary}</p>
                  <p className="mt-0.5 text-slate-600">
                    {change.by} ·{' '}
                    <time dateTime={change.at} className="whitespace-nowrap tabular-nums">
                      {formatStoreDateTime(change.at)}
                    </time>
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </Section>
    </>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: () => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {action}
      </div>
      {children()}
    </section>
  );
}

/** A section with nothing in it yet: its title is a level below the section's heading. */
function Empty({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
      <div
        className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6"
        aria-hidden="true"
      >
        {icon}
      </div>
      <h3 className="text-base font-semibold text-navy-900">{title}</h3>
      <p className="mt-1 max-w-md text-sm leading-6 text-slate-600">{children}</p>
    </div>
  );
}

const money = (dollars: number | undefined) => (dollars === undefined ? '—' : formatDollarsUsd(dollars));

function BudgetsTable({
  controls,
  accountId,
}: {
  controls: SpendControlsResponse;
  accountId: number | undefined;
}) {
  return (
    <DataTable
      label={`Budgets of ${controls.accountName}`}
      rows={controls.budgets}
      rowKey={(budget) => budget.id}
      columns={[
        { label: 'For', role: 'identity', wide: true, cell: (budget) => budget.targetName },
        {
          label: 'Period',
          cell: (budget) => `${PERIOD_LABELS[budget.period]} · ${budget.periodLabel}`,
        },
        { label: 'Amount', numeric: true, role: 'amount', cell: (budget) => money(budget.amount) },
        { label: 'Spent', numeric: true, cell: (budget) => money(budget.spent) },
        { label: 'Remaining', wide: true, cell: (budget) => <Remaining budget={budget} /> },
        { label: 'Hard limit', cell: (budget) => (budget.hardLimit ? 'Yes' : 'No') },
        controls.canEdit && {
          label: 'Actions',
          unlabelledWhenStacked: true,
          nowrap: true,
          cell: (budget) => <BudgetActions budget={budget} controls={controls} accountId={accountId} />,
        },
      ]}
    />
  );
}

/** What is left of a budget, as a bar and in words; red once over it. */
function Remaining({ budget }: { budget: BudgetView }) {
  if (budget.amount === undefined || budget.spent === undefined || budget.remaining === undefined)
    return <span>—</span>;
  const over = budget.remaining < 0;
  const percent = budget.amount > 0 ? Math.min(100, Math.round((budget.spent / budget.amount) * 100)) : 100;
  const words = over
    ? `${formatDollarsUsd(-budget.remaining)} over`
    : `${formatDollarsUsd(budget.remaining)} left`;
  return (
    <div className="min-w-32">
      <div
        role="progressbar"
        aria-label={`Spent of the budget for ${budget.targetName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% spent, ${words}`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full',
            over ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={cn('mt-1 text-sm tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-700')}>
        {words}
      </p>
    </div>
  );
}

function BudgetActions({
  budget,
  controls,
  accountId,
}: {
  budget: BudgetView;
  controls: SpendControlsResponse;
  accountId: number | undefined;
}) {
  const remove = useDeleteBudget();
  return (
    <div className="flex flex-wrap gap-2">
      <ControlDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`Edit budget for ${budget.targetName}`}>
            Edit
          </Button>
        }
        title="Edit budget"
      >
        {(close) => <BudgetForm controls={controls} budget={budget} accountId={accountId} onDone={close} />}
      </ControlDialog>
      <DeleteControl
        remove={remove}
        body={{ ...(accountId === undefined ? {} : { accountId }), id: budget.id }}
        label={`Delete budget for ${budget.targetName}`}
        title="Delete this budget?"
        description={`The ${PERIOD_LABELS[budget.period].toLowerCase()} budget of ${money(budget.amount)} for ${budget.targetName} will no longer limit orders.`}
        confirm="Delete budget"
        deleted={TEXT.budgetDeleted}
      />
    </div>
  );
}

function RuleCard({
  rule,
  controls,
  accountId,
}: {
  rule: ApprovalRuleView;
  controls: SpendControlsResponse;
  accountId: number | undefined;
}) {
  const remove = useDeleteRule();
  return (
    <article
      aria-label={rule.description}
      className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-medium break-words text-slate-900">{rule.description}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {APPROVAL_RULE_LABELS[rule.kind]}
          <Badge tone={rule.isActive ? 'success' : 'neutral'}>{rule.isActive ? 'Active' : 'Inactive'}</Badge>
        </p>
      </div>
      {controls.canEdit && (
        <div className="flex flex-wrap gap-2">
          <ControlDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Edit rule: ${rule.description}`}>
                Edit
              </Button>
            }
            title="Edit approval rule"
          >
            {(close) => <RuleForm controls={controls} rule={rule} accountId={accountId} onDone={close} />}
          </ControlDialog>
          <DeleteControl
            remove={remove}
            body={{ ...(accountId === undefined ? {} : { accountId }), id: rule.id }}
            label={`Delete rule: ${rule.description}`}
            title="Delete this approval rule?"
            description={rule.description}
            confirm="Delete rule"
            deleted={TEXT.ruleDeleted}
          />
        </div>
      )}
    </article>
  );
}

/** Delete, asked once more in a dialog; the toast says it is done, or why not. */
function DeleteControl({
  remove,
  body,
  label,
  title,
  description,
  confirm,
  deleted,
}: {
  remove: ReturnType<typeof useDeleteBudget>;
  body: DeleteControlBody;
  label: string;
  title: string;
  description: string;
  confirm: string;
  deleted: string;
}) {
  return (
    <ControlDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-700" aria-label={label}>
          Delete
        </Button>
      }
      title={title}
      description={description}
    >
      {(close) => (
        <ConfirmDelete
          confirm={confirm}
          pending={remove.isPending}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(body, {
              onSuccess: () => {
                toast.success(deleted);
                close();
              },
              onError: (error) => toast.error(error.message),
            })
          }
        />
      )}
    </ControlDialog>
  );
}

function ConfirmDelete({
  confirm,
  pending,
  onConfirm,
  onCancel,
}: {
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        disabled={pending}
        onClick={onConfirm}
        className="bg-red-700 hover:bg-red-800 active:bg-red-900"
      >
        {pending ? 'Deleting…' : confirm}
      </Button>
      <Button variant="outline" onClick={onCancel}>
        Keep
      </Button>
    </div>
  );
}
