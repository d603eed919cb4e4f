// service spec §7 "Account and transactions" (invoices/paginate, invoices/byId, payments/byId,
// generatePDF) under one prefix of ours, with the lists and details the billing pages need.
export const transactionPaths = {
  invoicesPaginate: '/api/myaccount/transaction/invoices/paginate',
  invoicesById: '/api/myaccount/transaction/invoices/byId',
  paymentsPaginate: '/api/myaccount/transaction/payments/paginate',
  paymentsById: '/api/myaccount/transaction/payments/byId',
  creditMemosPaginate: '/api/myaccount/transaction/creditmemos/paginate',
  creditMemosById: '/api/myaccount/transaction/creditmemos/byId',
  statement: '/api/myaccount/transaction/statement',
  generatePDF: '/api/myaccount/transaction/generatePDF',
  /** GET ?token=: the signed link generatePDF answers; opens the PDF inline. */
  pdf: '/api/myaccount/transaction/pdf',
} as const;
