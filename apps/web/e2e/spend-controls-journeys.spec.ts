// Browser journeys through Budgets & Approval Rules (issue 33) at 1280 and 375 px, as
// parent@northwind-health.example: an administrator and the parent login of Northwind Health Group,
// an account no journey places orders for (a rule that holds orders over $500 must not catch
// another journey's order). From the account menu the admin opens the page, is told about a
// wrong amount, sets a monthly budget for a ship-to location (each width its own) and a rule
// "orders over $500 need approval", sees both listed and in the change log, then deletes both
// through their confirmations, so reruns and the other width start from the same page. axe finds
// no serious or critical violation, and at 375 px nothing scrolls sideways.
import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, dismissToasts, scrollsSideways, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const ADMIN = 'parent@northwind-health.example';
const ADMIN_NAME = 'Margaret Ellison';
const SHOTS = '/tmp/shots';
const CONTROLS = '/api/myaccount/spend/controls';
const DELETE_BUDGET = '/api/myaccount/spend/budgets/delete';
const DELETE_RULE = '/api/myaccount/spend/rules/delete';

/** Each width its own ship-to and its own rule, so neither finds the other's. */
const PLAN: Record<'desktop' | 'mobile', { shipTo: string; amount: string; approver: string | null }> = {
  desktop: { shipTo: 'Central Distribution Center', amount: '2500', approver: null },
  mobile: { shipTo: 'Corporate Office', amount: '1750.25', approver: ADMIN_NAME },
};

interface Controls {
  budgets: Array<{ id: number; targetName: string }>;
  rules: Array<{ id: number; description: string }>;
}

const money = (amount: string) =>
  Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function journeys(viewport: 'desktop' | 'mobile') {
  const plan = PLAN[viewport];
  const ruleText = `Orders over $500.00 need approval by ${plan.approver ?? 'any administrator'}.`;
  const budgetLabel = `Monthly ${money(plan.amount)} for ${plan.shipTo}`;

  describe(`budgets and approval rules (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let token = '';

    /** Removes what this width made, should a failed run have left it (through the API). */
    async function removeLeftovers(): Promise<void> {
      if (!token) return;
      const left = await api<Controls>(page, token, CONTROLS);
      for (const budget of left.budgets.filter((b) => b.targetName === plan.shipTo))
        await api(page, token, DELETE_BUDGET, { id: budget.id });
      for (const rule of left.rules.filter((r) => r.description === ruleText))
        await api(page, token, DELETE_RULE, { id: rule.id });
    }

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      token = await logIn(page, ADMIN);
      await removeLeftovers();
    });

    afterAll(async () => {
      await removeLeftovers().catch(() => undefined);
      await browser.close();
    });

    it('sets a monthly ship-to budget and an approval rule, sees both and the change log, then deletes them', async () => {
      await page.goto(`${baseUrl}/myaccount/menu`);
      await page.getByRole('heading', { level: 1, name: 'Account Menu' }).waitFor();
      await page.locator('main').getByRole('link', { name: 'Budgets & Approval Rules' }).last().click();
      await page.waitForURL(`${baseUrl}/myaccount/menu/budgets`);
      await page.getByRole('heading', { level: 1, name: 'Budgets & Approval Rules' }).waitFor();
      // A parent login chooses among its accounts; this journey stays on its own.
      expect(await page.getByRole('combobox', { name: 'Account' }).inputValue()).toBe('');
      await page.getByRole('heading', { level: 2, name: 'Budgets' }).waitFor();

      // The budget: a wrong amount is explained in the API's words first.
      await page.getByRole('button', { name: 'Add budget' }).click();
      const budgetForm = page.getByRole('form', { name: 'New budget' });
      await budgetForm.getByRole('radio', { name: 'A ship-to location' }).check();
      await budgetForm
        .getByRole('combobox', { name: 'Ship-to location' })
        .selectOption({ label: plan.shipTo });
      await budgetForm.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Monthly' });
      await budgetForm.getByLabel('Amount (dollars)').fill('12.345');
      await budgetForm.getByRole('button', { name: 'Add budget' }).click();
      await budgetForm.getByText('Enter an amount in dollars and cents, such as 500.00.').waitFor();
      await budgetForm.getByLabel('Amount (dollars)').fill(plan.amount);
      expect(
        await budgetForm.getByText('Otherwise orders over the budget wait for approval').isVisible(),
      ).toBe(true);
      expect(await axeViolations(page), 'budget form').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page), 'budget form at 375 px').toBe(false);
      await page.screenshot({ path: `${SHOTS}/budget-form-${viewport}.png` });
      await budgetForm.getByRole('button', { name: 'Add budget' }).click();
      await page.getByText('Budget added.').waitFor();
      await budgetForm.waitFor({ state: 'detached' });

      const budgetRow = page.getByRole('row').filter({ hasText: plan.shipTo });
      await budgetRow.waitFor();
      const month = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        month: 'long',
        year: 'numeric',
      }).format(new Date());
      expect(await budgetRow.textContent()).toContain(`Monthly · ${month}`);
      expect(await budgetRow.textContent()).toContain(money(plan.amount));
      await budgetRow.getByRole('progressbar').waitFor();

      // The rule: orders over $500 need approval.
      await page.getByRole('button', { name: 'Add rule' }).click();
      const ruleForm = page.getByRole('form', { name: 'New approval rule' });
      expect(await ruleForm.getByRole('combobox', { name: 'Orders that need approval' }).inputValue()).toBe(
        'orderTotalOver',
      );
      await ruleForm.getByLabel('Order total over (dollars)').fill('500');
      if (plan.approver)
        await ruleForm
          .getByRole('group', { name: 'Approvers' })
          .getByRole('checkbox', { name: plan.approver })
          .check();
      await ruleForm.getByRole('button', { name: 'Add rule' }).click();
      await page.getByText('Approval rule added.').waitFor();
      const rule = page.getByRole('article', { name: ruleText });
      await rule.waitFor();
      expect(await rule.getByText('Active', { exact: true }).isVisible()).toBe(true);

      // The change log names both, who made them and when.
      const changes = page.getByRole('region', { name: 'Recent changes' });
      const budgetChange = changes
        .getByRole('listitem')
        .filter({ hasText: `Budget created: ${budgetLabel}` })
        // Newest first: a rerun on the same store finds its earlier runs' entries below.
        .first();
      await budgetChange.waitFor();
      expect(await budgetChange.textContent()).toMatch(
        new RegExp(`${ADMIN_NAME} · \\d{2}/\\d{2}/\\d{4} \\d{1,2}:\\d{2} [AP]M ET`),
      );
      await changes.getByText(`Approval rule created: ${ruleText}`).first().waitFor();

      await dismissToasts(page);
      expect(await axeViolations(page), 'budgets page').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page), 'sideways scroll at 375 px').toBe(false);
      await page.screenshot({ path: `${SHOTS}/budgets-${viewport}.png`, fullPage: true });

      // Clean up through the page: each delete asks first.
      await rule.getByRole('button', { name: `Delete rule: ${ruleText}` }).click();
      const confirmRule = page.getByRole('dialog', { name: 'Delete this approval rule?' });
      await confirmRule.getByRole('button', { name: 'Delete rule' }).click();
      await page.getByText('Approval rule deleted.').waitFor();
      await rule.waitFor({ state: 'detached' });
      await dismissToasts(page);

      await budgetRow.getByRole('button', { name: `Delete budget for ${plan.shipTo}` }).click();
      const confirmBudget = page.getByRole('dialog', { name: 'Delete this budget?' });
      await confirmBudget.waitFor();
      expect(await axeViolations(page), 'delete confirmation').toEqual([]);
      await confirmBudget.getByRole('button', { name: 'Delete budget' }).click();
      await page.getByText('Budget deleted.').waitFor();
      await budgetRow.waitFor({ state: 'detached' });
      await changes.getByText(`Budget deleted: ${budgetLabel}`).first().waitFor();

      const left = await api<Controls>(page, token, CONTROLS);
      expect(left.budgets.map((b) => b.targetName)).not.toContain(plan.shipTo);
      expect(left.rules.map((r) => r.description)).not.toContain(ruleText);
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
