// Spend control (issue 33): budgets and approval rules, and what an order would do to them.
export const spendControlPaths = {
  controls: '/api/myaccount/spend/controls',
  saveBudget: '/api/myaccount/spend/budgets',
  deleteBudget: '/api/myaccount/spend/budgets/delete',
  saveRule: '/api/myaccount/spend/rules',
  deleteRule: '/api/myaccount/spend/rules/delete',
  preview: '/api/myaccount/spend/preview',
} as const;
