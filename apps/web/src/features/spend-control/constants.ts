// The words of the Budgets & Approval Rules page (issue 33), in one place. The validation messages
// are the contract's (SaveBudgetRequest, SaveRuleRequest): the form says what the API would.
import type { SpendControlsResponse } from '@medsupply/contract';

export type BudgetScope = SpendControlsResponse['budgets'][number]['scope'];
export type BudgetPeriod = SpendControlsResponse['budgets'][number]['period'];

export const SCOPE_LABELS: Record<BudgetScope, string> = {
  account: 'Whole account',
  shipTo: 'A ship-to location',
  contact: 'A contact',
};

export const PERIOD_LABELS: Record<BudgetPeriod, string> = {
  month: 'Monthly',
  quarter: 'Quarterly',
};

export const SPEND_CONTROL_TEXT = {
  loading: 'Loading budgets and approval rules',
  loadFailed: 'The budgets and approval rules could not be loaded.',
  budgetsHeading: 'Budgets',
  rulesHeading: 'Approval rules',
  changesHeading: 'Recent changes',
  noBudgets: 'No budgets yet',
  noBudgetsHint:
    'A budget caps what the account, a ship-to location or a contact spends in a month or a quarter.',
  noRules: 'No approval rules yet',
  noRulesHint:
    'A rule holds orders for an administrator’s approval: over an amount, of some categories or Rx levels.',
  noChanges: 'No changes yet.',
  addBudget: 'Add budget',
  addRule: 'Add rule',
  hardLimit: 'Hard limit: refuse orders over the budget',
  hardLimitHint: 'Otherwise orders over the budget wait for approval',
  approversHint: 'None checked: any administrator of the account may approve.',
  budgetAdded: 'Budget added.',
  budgetSaved: 'Budget saved.',
  budgetDeleted: 'Budget deleted.',
  ruleAdded: 'Approval rule added.',
  ruleSaved: 'Approval rule saved.',
  ruleDeleted: 'Approval rule deleted.',
  readOnly: 'Only the account’s administrators and its parent login may change these.',
} as const;
