// Spend reports (issue 33 point 3; /myaccount/menu/spend): admins and parent logins.
export const spendReportPaths = {
  report: '/api/myaccount/spend/report',
  csv: '/api/myaccount/spend/report.csv',
} as const;
