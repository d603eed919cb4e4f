// Budgets & Approval Rules (issue 33) against a mocked API: what the page lists, the bodies its
// forms send (with an Idempotency-Key), the contract's validation messages before sending, the
// API's refusals after, the delete confirmation, the empty, failed and parent-login views.
import { screen, within } from '@testing-library/react';
import { SpendControlsResponse } from '@medsupply/contract';
import type { ApprovalRuleView, BudgetView } from '@medsupply/contract';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { SpendControlsPage } from './spend-controls-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const CONTROLS = '/api/myaccount/spend/controls';
const SAVE_BUDGET = 'POST /api/myaccount/spend/budgets';
const SAVE_RULE = 'POST /api/myaccount/spend/rules';

const studioBudget: BudgetView = {
  id: 11,
  scope: 'shipTo',
  shipAddressId: 301,
  userId: null,
  targetName: 'Main Clinic',
  period: 'month',
  periodLabel: 'December 2026',
  amount: 2000,
  spent: 500,
  remaining: 1500,
  hardLimit: true,
};

const overBudget: BudgetView = {
  id: 12,
  scope: 'account',
  shipAddressId: null,
  userId: null,
  targetName: 'Whole account',
  period: 'quarter',
  periodLabel: 'Q4 2026',
  amount: 1000,
  spent: 1250.5,
  remaining: -250.5,
  hardLimit: false,
};

const totalRule: ApprovalRuleView = {
  id: 21,
  kind: 'orderTotalOver',
  threshold: 750,
  categoryIds: [],
  rxLevels: [],
  approverUserIds: [7],
  isActive: true,
  description: 'Orders over $750.00 need approval by Priya Raman.',
};

const controlledRule: ApprovalRuleView = {
  id: 22,
  kind: 'controlled',
  threshold: null,
  categoryIds: [],
  rxLevels: [],
  approverUserIds: [],
  isActive: false,
  description: 'Orders with controlled substances need approval by any administrator.',
};

function controls(overrides: Partial<SpendControlsResponse> = {}): SpendControlsResponse {
  return SpendControlsResponse.parse({
    accountId: 4,
    accountName: 'Lakeside Family Clinic',
    canEdit: true,
    budgets: [studioBudget, overBudget],
    rules: [totalRule, controlledRule],
    shipTos: [
      { id: 301, name: 'Main Clinic' },
      { id: 302, name: 'Monona Satellite Clinic' },
    ],
    contacts: [
      { id: 7, name: 'Priya Raman', isAdmin: true },
      { id: 8, name: 'Tom Becker', isAdmin: false },
    ],
    approvers: [
      { id: 7, name: 'Priya Raman' },
      { id: 9, name: 'Nadia Haddad' },
    ],
    categories: [
      { id: 5, name: 'Gloves' },
      { id: 6, name: 'Syringes' },
    ],
    rxLevels: [
      { id: 1, name: 'Rx' },
      { id: 3, name: 'Schedule III–V' },
    ],
    changes: [
      {
        at: '2026-12-02T15:05:00.000Z',
        by: 'Priya Raman',
        subject: 'budget',
        action: 'created',
        summary: 'Budget created: Monthly $2,000.00 for Main Clinic (hard limit)',
      },
    ],
    ...overrides,
  });
}

const bodyOf = (request: RecordedRequest | undefined): unknown => JSON.parse(request?.body ?? 'null');

describe('SpendControlsPage', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('lists the budgets with what is left, the rules in words and the latest changes', async () => {
    mockApi({ [`GET ${CONTROLS}`]: () => json(controls()) });
    renderPage(<SpendControlsPage />);
    const budgets = await screen.findByRole('region', { name: 'Budgets of Lakeside Family Clinic' });
    const rows = within(budgets).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const main = rows[1];
    const whole = rows[2];
    if (!main || !whole) throw new Error('two budget rows expected');
    expect(within(main).getByText('Main Clinic')).toBeTruthy();
    expect(within(main).getByText('Monthly · December 2026')).toBeTruthy();
    expect(within(main).getByText('$2,000.00')).toBeTruthy();
    expect(within(main).getByText('$500.00')).toBeTruthy();
    expect(within(main).getByText('$1,500.00 left')).toBeTruthy();
    expect(within(main).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(main).getByText('Yes')).toBeTruthy();
    // Over the budget: the words say by how much, in red, and the bar is full.
    const over = within(whole).getByText('$250.50 over');
    expect(over.className).toContain('text-red-700');
    expect(within(whole).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(whole).getByText('Quarterly · Q4 2026')).toBeTruthy();
    expect(within(whole).getByText('No')).toBeTruthy();

    const total = screen.getByRole('article', { name: totalRule.description });
    expect(within(total).getByText('Active')).toBeTruthy();
    const controlled = screen.getByRole('article', { name: controlledRule.description });
    expect(within(controlled).getByText('Inactive')).toBeTruthy();

    const changes = screen.getByRole('region', { name: 'Recent changes' });
    expect(
      within(changes).getByText('Budget created: Monthly $2,000.00 for Main Clinic (hard limit)'),
    ).toBeTruthy();
    // 15:05 UTC is 10:05 AM in the store's time (Eastern).
    expect(within(changes).getByText('12/02/2026 10:05 AM ET')).toBeTruthy();
    expect(within(changes).getByText(/Priya Raman/)).toBeTruthy();
  });

  it('adds a ship-to budget: sends the body with an Idempotency-Key, says so and lists it', async () => {
    let state = controls({ budgets: [] });
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: () => json(state),
      [SAVE_BUDGET]: () => {
        const saved: BudgetView = {
          ...studioBudget,
          id: 13,
          shipAddressId: 302,
          targetName: 'Monona Satellite Clinic',
          amount: 1250.5,
          spent: 0,
          remaining: 1250.5,
        };
        state = { ...state, budgets: [saved] };
        return json(saved);
      },
    });
    const { user } = renderPage(<SpendControlsPage />);
    expect(await screen.findByText('No budgets yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add budget' }));
    const form = screen.getByRole('form', { name: 'New budget' });
    await user.click(within(form).getByRole('radio', { name: 'A ship-to location' }));
    await user.selectOptions(within(form).getByLabelText('Ship-to location'), 'Monona Satellite Clinic');
    await user.selectOptions(within(form).getByLabelText('Period'), 'Monthly');
    await user.type(within(form).getByLabelText('Amount (dollars)'), '1,250.50');
    const hard = within(form).getByRole('checkbox', { name: 'Hard limit: refuse orders over the budget' });
    expect(hard.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(hard.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Otherwise orders over the budget wait for approval',
    );
    await user.click(hard);
    await user.click(within(form).getByRole('button', { name: 'Add budget' }));

    expect(await screen.findByText('$1,250.50 left')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New budget' })).toBeNull();
    const sent = requests.find((r) => `${r.method} ${r.path}` === SAVE_BUDGET);
    expect(bodyOf(sent)).toEqual({
      scope: 'shipTo',
      shipAddressId: 302,
      userId: null,
      period: 'month',
      amount: 1250.5,
      hardLimit: true,
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(toast.success).toHaveBeenCalledWith('Budget added.');
  });

  it('edits a budget with its id, and a contact budget names the contact', async () => {
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: () => json(controls()),
      [SAVE_BUDGET]: () => json(studioBudget),
    });
    const { user } = renderPage(<SpendControlsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit budget for Main Clinic' }));
    const form = screen.getByRole('form', { name: 'Edit budget for Main Clinic' });
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (dollars)').value).toBe('2000.00');
    await user.click(within(form).getByRole('radio', { name: 'A contact' }));
    await user.selectOptions(within(form).getByLabelText('Contact'), 'Tom Becker');
    await user.selectOptions(within(form).getByLabelText('Period'), 'Quarterly');
    await user.click(within(form).getByRole('button', { name: 'Save budget' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Budget saved.'));
    expect(bodyOf(requests.find((r) => `${r.method} ${r.path}` === SAVE_BUDGET))).toEqual({
      id: 11,
      scope: 'contact',
      shipAddressId: null,
      userId: 8,
      period: 'quarter',
      amount: 2000,
      hardLimit: true,
    });
  });

  it('checks the amount and the target before sending, with the API’s words', async () => {
    const { requests } = mockApi({ [`GET ${CONTROLS}`]: () => json(controls()) });
    const { user } = renderPage(<SpendControlsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add budget' }));
    const form = screen.getByRole('form', { name: 'New budget' });
    const amount = within(form).getByLabelText('Amount (dollars)');
    const submit = within(form).getByRole('button', { name: 'Add budget' });

    await user.click(submit);
    expect(within(form).getByText('Enter an amount')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.type(amount, '0');
    await user.click(submit);
    expect(within(form).getByText('Enter an amount of $0.01 or more.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(submit);
    expect(within(form).getByText('Enter an amount in dollars and cents, such as 500.00.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(form).getByRole('radio', { name: 'A ship-to location' }));
    await user.click(submit);
    expect(within(form).getByText('Choose a ship-to location.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the API’s refusal above the form, and a schema message under its field; a new key after', async () => {
    const answers = [
      apiError(400, 'That ship-to or contact has a budget already: change that one instead.', 'VALIDATION'),
      apiError(400, 'Invalid body: amount: The amount is too large.', 'VALIDATION'),
    ];
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: () => json(controls()),
      [SAVE_BUDGET]: () => answers.shift() ?? apiError(500, 'unexpected'),
    });
    const { user } = renderPage(<SpendControlsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add budget' }));
    const form = screen.getByRole('form', { name: 'New budget' });
    await user.type(within(form).getByLabelText('Amount (dollars)'), '900');
    await user.click(within(form).getByRole('button', { name: 'Add budget' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'That ship-to or contact has a budget already: change that one instead.',
    );

    await user.click(within(form).getByRole('button', { name: 'Add budget' }));
    expect(await within(form).findByText('The amount is too large.')).toBeTruthy();
    expect(within(form).getByLabelText('Amount (dollars)').getAttribute('aria-invalid')).toBe('true');
    const keys = requests
      .filter((r) => `${r.method} ${r.path}` === SAVE_BUDGET)
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('adds a rule over an amount with chosen approvers, and a category rule needs a category', async () => {
    let state = controls({ rules: [] });
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: () => json(state),
      [SAVE_RULE]: () => {
        const saved: ApprovalRuleView = {
          ...totalRule,
          id: 23,
          threshold: 500,
          approverUserIds: [9],
          description: 'Orders over $500.00 need approval by Nadia Haddad.',
        };
        state = { ...state, rules: [saved] };
        return json(saved);
      },
    });
    const { user } = renderPage(<SpendControlsPage />);
    expect(await screen.findByText('No approval rules yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const form = screen.getByRole('form', { name: 'New approval rule' });

    await user.selectOptions(
      within(form).getByLabelText('Orders that need approval'),
      'Items of chosen categories',
    );
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByText('Choose at least one category.')).toBeTruthy();

    await user.selectOptions(
      within(form).getByLabelText('Orders that need approval'),
      'Order total over an amount',
    );
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByText('Enter the order total above which orders wait.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Order total over (dollars)'), '500');
    const approvers = within(form).getByRole('group', { name: 'Approvers' });
    await user.click(within(approvers).getByRole('checkbox', { name: 'Nadia Haddad' }));
    expect(within(form).getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));

    const listed = await screen.findByRole('article', {
      name: 'Orders over $500.00 need approval by Nadia Haddad.',
    });
    expect(within(listed).getByText('Active')).toBeTruthy();
    const sent = requests.find((r) => `${r.method} ${r.path}` === SAVE_RULE);
    expect(bodyOf(sent)).toEqual({
      kind: 'orderTotalOver',
      threshold: 500,
      categoryIds: [],
      rxLevels: [],
      approverUserIds: [9],
      isActive: true,
    });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Approval rule added.');
  });

  it('edits a rule into an Rx-level rule, inactive, for any administrator', async () => {
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: () => json(controls()),
      [SAVE_RULE]: () => json(totalRule),
      'POST /api/myaccount/spend/rules/delete': () => json({ id: 21 }),
    });
    const { user } = renderPage(<SpendControlsPage />);
    await user.click(await screen.findByRole('button', { name: `Edit rule: ${totalRule.description}` }));
    const form = screen.getByRole('form', { name: 'Edit approval rule' });
    expect(within(form).getByLabelText<HTMLInputElement>('Order total over (dollars)').value).toBe('750.00');
    await user.selectOptions(
      within(form).getByLabelText('Orders that need approval'),
      'Items of chosen Rx levels',
    );
    const levels = within(form).getByRole('group', { name: 'Rx levels' });
    await user.click(within(levels).getByRole('checkbox', { name: 'Schedule III–V' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Priya Raman' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Approval rule saved.'));
    expect(bodyOf(requests.find((r) => `${r.method} ${r.path}` === SAVE_RULE))).toEqual({
      id: 21,
      kind: 'rxLevels',
      threshold: null,
      categoryIds: [],
      rxLevels: [3],
      approverUserIds: [],
      isActive: false,
    });
  });

  it('deletes a budget and a rule only once confirmed', async () => {
    let state = controls();
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: () => json(state),
      'POST /api/myaccount/spend/budgets/delete': (request) => {
        const { id } = bodyOf(request) as { id: number };
        state = { ...state, budgets: state.budgets.filter((b) => b.id !== id) };
        return json({ id });
      },
      'POST /api/myaccount/spend/rules/delete': (request) => {
        const { id } = bodyOf(request) as { id: number };
        state = { ...state, rules: state.rules.filter((r) => r.id !== id) };
        return json({ id });
      },
    });
    const { user } = renderPage(<SpendControlsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete budget for Main Clinic' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this budget?' });
    expect(within(dialog).getByText(/monthly budget of \$2,000\.00 for Main Clinic/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete budget for Main Clinic' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this budget?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete budget' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete budget for Main Clinic' })).toBeNull(),
    );
    expect(bodyOf(requests.find((r) => r.path.endsWith('/budgets/delete')))).toEqual({ id: 11 });
    expect(toast.success).toHaveBeenCalledWith('Budget deleted.');

    await user.click(screen.getByRole('button', { name: `Delete rule: ${controlledRule.description}` }));
    dialog = screen.getByRole('dialog', { name: 'Delete this approval rule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: controlledRule.description })).toBeNull(),
    );
    expect(bodyOf(requests.find((r) => r.path.endsWith('/rules/delete')))).toEqual({ id: 22 });
    expect(toast.success).toHaveBeenCalledWith('Approval rule deleted.');
  });

  it('says when a delete is refused', async () => {
    mockApi({
      [`GET ${CONTROLS}`]: () => json(controls()),
      'POST /api/myaccount/spend/budgets/delete': () => apiError(404, 'Budget not found', 'BUDGET_NOT_FOUND'),
    });
    const { user } = renderPage(<SpendControlsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete budget for Main Clinic' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete budget' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Budget not found'));
  });

  it('shows a skeleton while loading, then the failure with a retry that loads the page', async () => {
    let fail = true;
    mockApi({
      [`GET ${CONTROLS}`]: () =>
        fail
          ? apiError(
              403,
              'Only an administrator of the account, or its parent login, may see and change its budgets and approval rules.',
            )
          : json(controls({ budgets: [], rules: [], changes: [] })),
    });
    const { user } = renderPage(<SpendControlsPage />);
    expect(screen.getByRole('status', { name: 'Loading budgets and approval rules' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The budgets and approval rules could not be loaded.');
    expect(alert.textContent).toContain('Only an administrator of the account');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No budgets yet')).toBeTruthy();
    expect(screen.getByText('No approval rules yet')).toBeTruthy();
    expect(screen.getByText('No changes yet.')).toBeTruthy();
  });

  it('lets a parent login pick one of its accounts: the calls name it', async () => {
    const { requests } = mockApi({
      [`GET ${CONTROLS}`]: (request) => {
        const accountId = new URL(request.url, 'http://store.test').searchParams.get('accountId');
        return json(
          accountId === '3'
            ? controls({ accountId: 3, accountName: 'Northwind Urgent Care', budgets: [], rules: [] })
            : controls(),
        );
      },
      [SAVE_BUDGET]: () => json(overBudget),
    });
    const { user } = renderPage(
      <SpendControlsPage
        accounts={[
          { id: 1, accountName: 'Northwind Health Group' },
          { id: 3, accountName: 'Northwind Urgent Care' },
        ]}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Edit budget for Main Clinic' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Account'), 'Northwind Urgent Care');
    expect(await screen.findByText('No budgets yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add budget' }));
    const form = screen.getByRole('form', { name: 'New budget' });
    await user.type(within(form).getByLabelText('Amount (dollars)'), '300');
    await user.click(within(form).getByRole('button', { name: 'Add budget' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Budget added.'));
    expect(bodyOf(requests.find((r) => `${r.method} ${r.path}` === SAVE_BUDGET))).toMatchObject({
      accountId: 3,
      scope: 'account',
      amount: 300,
    });
  });

  it('hides the changes from a login that may only read', async () => {
    mockApi({ [`GET ${CONTROLS}`]: () => json(controls({ canEdit: false })) });
    renderPage(<SpendControlsPage />);
    expect(await screen.findByText('Main Clinic')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add budget' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
