// Approve Orders (/myaccount/menu/approvals, isAdmin; issue 17 point 5).
export const approvalsPaths = {
  getApprovals: '/api/myaccount/approvals/getApprovals',
  approve: '/api/myaccount/approvals/approve',
  reject: '/api/myaccount/approvals/reject',
  /** An approval mail's link (issue 33): GET the order it opens, POST the decision. */
  link: '/api/myaccount/approvals/link',
} as const;
