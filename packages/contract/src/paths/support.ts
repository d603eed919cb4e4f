// service spec §7 "support".
export const supportPaths = {
  submitIssue: '/api/myaccount/contact/submitIssue',
  // Ours: the account's issues and one of them by id.
  getIssues: '/api/myaccount/contact/getIssues',
  getIssue: '/api/myaccount/contact/getIssue',
  getcovidlist: '/api/informational/getcovidlist',
} as const;
