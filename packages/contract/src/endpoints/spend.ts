// The spend calls of /api/myaccount/spend/* (issue 33): an account's budgets and approval rules and
// what an order of the cart would meet (spend control, ADR 0047), and the spend report with its CSV
// (point 3). Who may read or change which account is the services' rule.
import { endpoint, endpointGroup } from '../endpoint.ts';
import { spendControlPaths } from '../paths/spend-control.ts';
import { spendReportPaths } from '../paths/spend-report.ts';
import {
  ApprovalRuleView,
  BudgetView,
  DeleteSpendControlRequest,
  SaveBudgetRequest,
  SaveRuleRequest,
  SpendControlDeleted,
  SpendControlsQuery,
  SpendControlsResponse,
  SpendPreviewRequest,
  SpendPreviewResponse,
} from '../spend-control.ts';
import { SpendReportQuery, SpendReportResponse } from '../spend-report.ts';

/**
 * The account a change names: another than the caller's own that is not one of a parent login's
 * (or no longer exists), or the caller's own without being its administrator.
 */
const SCOPE_REFUSALS = ['ACCOUNT_NOT_FOUND', 'FORBIDDEN'] as const;

export const spendControlEndpoints = endpointGroup('spend control', {
  controls: endpoint({
    method: 'GET',
    path: spendControlPaths.controls,
    auth: 'buyer',
    summary: "An account's budgets (with this period's spend) and approval rules, and the latest changes",
    query: SpendControlsQuery,
    response: SpendControlsResponse,
    refusals: SCOPE_REFUSALS,
  }),
  saveBudget: endpoint({
    method: 'POST',
    path: spendControlPaths.saveBudget,
    auth: 'buyer',
    summary: 'Creates or changes a budget (one per account, ship-to or contact); the change is recorded',
    body: SaveBudgetRequest,
    response: BudgetView,
    refusals: [...SCOPE_REFUSALS, 'BUDGET_NOT_FOUND'],
    idempotency: 'optional',
  }),
  deleteBudget: endpoint({
    method: 'POST',
    path: spendControlPaths.deleteBudget,
    auth: 'buyer',
    summary: 'Deletes a budget; the change is recorded',
    body: DeleteSpendControlRequest,
    response: SpendControlDeleted,
    refusals: [...SCOPE_REFUSALS, 'BUDGET_NOT_FOUND'],
  }),
  saveRule: endpoint({
    method: 'POST',
    path: spendControlPaths.saveRule,
    auth: 'buyer',
    summary: 'Creates or changes an approval rule; the change is recorded',
    body: SaveRuleRequest,
    response: ApprovalRuleView,
    refusals: [...SCOPE_REFUSALS, 'APPROVAL_RULE_NOT_FOUND'],
    idempotency: 'optional',
  }),
  deleteRule: endpoint({
    method: 'POST',
    path: spendControlPaths.deleteRule,
    auth: 'buyer',
    summary: 'Deletes an approval rule; the change is recorded',
    body: DeleteSpendControlRequest,
    response: SpendControlDeleted,
    refusals: [...SCOPE_REFUSALS, 'APPROVAL_RULE_NOT_FOUND'],
  }),
  preview: endpoint({
    method: 'POST',
    path: spendControlPaths.preview,
    auth: 'buyer',
    summary:
      'What an order of the cart to this ship-to would meet: approval reasons, a hard budget, budgets left',
    body: SpendPreviewRequest,
    response: SpendPreviewResponse,
    refusals: ['ADDRESS_NOT_FOUND', 'ACCOUNT_NOT_FOUND', 'TAX_RATE_UNAVAILABLE'],
  }),
});

/** Who may read which account's report: an administrator their own, a parent login its accounts. */
const REPORT_REFUSALS = ['FORBIDDEN', 'NOT_PARENT_LOGIN', 'ACCOUNT_NOT_RELATED'] as const;

export const spendReportEndpoints = endpointGroup('spend reports', {
  report: endpoint({
    method: 'GET',
    path: spendReportPaths.report,
    auth: 'buyer:isPriceVisible',
    summary:
      'Spend of a date range by month (against account budgets), category, location, contact and item, ' +
      'with the last period of the same length; an administrator for the account, a parent login for ' +
      'all its accounts or one',
    query: SpendReportQuery,
    response: SpendReportResponse,
    refusals: REPORT_REFUSALS,
  }),
  csv: endpoint({
    method: 'GET',
    path: spendReportPaths.csv,
    auth: 'buyer:isPriceVisible',
    summary: 'The same spend report as CSV (a header row, then one row per figure, every field quoted)',
    query: SpendReportQuery,
    produces: 'text/csv',
    refusals: REPORT_REFUSALS,
  }),
});
