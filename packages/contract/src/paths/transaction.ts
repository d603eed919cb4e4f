// service spec §7 "Account and transactions" (invoices/paginate, invoices/byId, payments/byId,
// generatePDF) under one prefix of ours, with the lists and details the billing pages need.
// Each resource also answers the spec's generic `GET /api{route}/{id}` (`…ByPathId`, the same
// answer as its `byId?id=`); the statement pages its lines through the generic paginate (ADR 0057).
export const transactionPaths = {
  invoicesPaginate: '/api/myaccount/transaction/invoices/paginate',
  invoicesById: '/api/myaccount/transaction/invoices/byId',
  invoicesByPathId: '/api/myaccount/transaction/invoices/:id',
  paymentsPaginate: '/api/myaccount/transaction/payments/paginate',
  paymentsById: '/api/myaccount/transaction/payments/byId',
  paymentsByPathId: '/api/myaccount/transaction/payments/:id',
  creditMemosPaginate: '/api/myaccount/transaction/creditmemos/paginate',
  creditMemosById: '/api/myaccount/transaction/creditmemos/byId',
  creditMemosByPathId: '/api/myaccount/transaction/creditmemos/:id',
  statement: '/api/myaccount/transaction/statement',
  statementPaginate: '/api/myaccount/transaction/statement/paginate',
  generatePDF: '/api/myaccount/transaction/generatePDF',
  /** GET ?token=: the signed link generatePDF answers; opens the PDF inline. */
  pdf: '/api/myaccount/transaction/pdf',
} as const;
