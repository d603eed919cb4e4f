// The billing ledger's calls (service spec §7 "Account and transactions"; issue 18): invoices,
// payments, credit memos, statements, generatePDF and the PDF link. Gates (service spec §2, §6):
// invoices, statements and documents need isPriceVisible; credit memos need hasCreditMemoAccess;
// the payment history needs a login only (its amounts are removed for a buyer without
// isPriceVisible). Invoices, payments and credit memos are resources with the spec's generic
// routes (ADR 0057): their page, and one record as `byId?id=` and as `/{id}`, the same answer and
// the same guard (the API's router takes digits only for `{id}`: http/resource-routes.ts).
import {
  ByIdQuery,
  CreditMemoDetailsResponse,
  CreditMemosQuery,
  CreditMemosResponse,
  GeneratePdfRequest,
  GeneratePdfResponse,
  InvoiceDetailsResponse,
  InvoicesQuery,
  InvoicesResponse,
  PaymentDetailsResponse,
  PaymentsQuery,
  PaymentsResponse,
  PdfQuery,
  StatementPage,
  StatementPaginateQuery,
  StatementQuery,
  StatementResponse,
} from '../billing.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { transactionPaths } from '../paths/transaction.ts';

const INVOICE_SUMMARY =
  'An invoice: lines, the order and shipments it bills, payments and credits applied, amount due';
const PAYMENT_SUMMARY = 'A payment: the invoices it paid and the credits used in it';
const CREDIT_MEMO_SUMMARY = 'A credit memo and where it was applied';
const BY_PATH_ID = ' (the generic {id} form of byId, the same answer)';

export const transactionEndpoints = endpointGroup('transactions', {
  invoicesPaginate: endpoint({
    method: 'GET',
    path: transactionPaths.invoicesPaginate,
    auth: 'buyer:isPriceVisible',
    summary: 'Invoices, 10 a page; filters status.value (open, paid, all), fromDate, toDate, search, orderBy',
    query: InvoicesQuery,
    response: InvoicesResponse,
    refusals: [],
  }),
  invoicesById: endpoint({
    method: 'GET',
    path: transactionPaths.invoicesById,
    auth: 'buyer:isPriceVisible',
    summary: INVOICE_SUMMARY,
    query: ByIdQuery,
    response: InvoiceDetailsResponse,
    refusals: ['NOT_FOUND'],
  }),
  invoicesByPathId: endpoint({
    method: 'GET',
    path: transactionPaths.invoicesByPathId,
    auth: 'buyer:isPriceVisible',
    summary: INVOICE_SUMMARY + BY_PATH_ID,
    params: ByIdQuery,
    response: InvoiceDetailsResponse,
    refusals: ['NOT_FOUND'],
  }),
  paymentsPaginate: endpoint({
    method: 'GET',
    path: transactionPaths.paymentsPaginate,
    auth: 'buyer',
    summary: 'Payment history, 10 a page, newest first',
    query: PaymentsQuery,
    response: PaymentsResponse,
    refusals: [],
  }),
  paymentsById: endpoint({
    method: 'GET',
    path: transactionPaths.paymentsById,
    auth: 'buyer',
    summary: PAYMENT_SUMMARY,
    query: ByIdQuery,
    response: PaymentDetailsResponse,
    refusals: ['NOT_FOUND'],
  }),
  paymentsByPathId: endpoint({
    method: 'GET',
    path: transactionPaths.paymentsByPathId,
    auth: 'buyer',
    summary: PAYMENT_SUMMARY + BY_PATH_ID,
    params: ByIdQuery,
    response: PaymentDetailsResponse,
    refusals: ['NOT_FOUND'],
  }),
  creditMemosPaginate: endpoint({
    method: 'GET',
    path: transactionPaths.creditMemosPaginate,
    auth: 'buyer:hasCreditMemoAccess',
    summary: 'Credit memos with their remaining balance, 10 a page',
    query: CreditMemosQuery,
    response: CreditMemosResponse,
    refusals: [],
  }),
  creditMemosById: endpoint({
    method: 'GET',
    path: transactionPaths.creditMemosById,
    auth: 'buyer:hasCreditMemoAccess',
    summary: CREDIT_MEMO_SUMMARY,
    query: ByIdQuery,
    response: CreditMemoDetailsResponse,
    refusals: ['NOT_FOUND'],
  }),
  creditMemosByPathId: endpoint({
    method: 'GET',
    path: transactionPaths.creditMemosByPathId,
    auth: 'buyer:hasCreditMemoAccess',
    summary: CREDIT_MEMO_SUMMARY + BY_PATH_ID,
    params: ByIdQuery,
    response: CreditMemoDetailsResponse,
    refusals: ['NOT_FOUND'],
  }),
  statementPaginate: endpoint({
    // The statement has no ids: its generic route is the page of its lines.
    method: 'GET',
    path: transactionPaths.statementPaginate,
    auth: 'buyer:isPriceVisible',
    summary:
      "The statement's lines, 10 a page, in date order (orderBy=desc: newest first), with running balances; search a transaction number",
    query: StatementPaginateQuery,
    response: StatementPage,
    refusals: [],
  }),
  statement: endpoint({
    method: 'GET',
    path: transactionPaths.statement,
    auth: 'buyer:isPriceVisible',
    summary: 'The account statement of a period: opening balance, transactions, closing balance, aging',
    query: StatementQuery,
    response: StatementResponse,
    refusals: [],
  }),
  generatePDF: endpoint({
    method: 'POST',
    path: transactionPaths.generatePDF,
    auth: 'buyer:isPriceVisible',
    summary: 'A signed, short-lived link to the PDF of transactions or of a statement',
    body: GeneratePdfRequest,
    response: GeneratePdfResponse,
    refusals: ['NOT_FOUND', 'ACCOUNT_NOT_FOUND'],
  }),
  pdf: endpoint({
    // The link opens in a browser tab: no bearer token; its signature and expiry decide (ADR 0024),
    // and the account and permission it was signed for.
    method: 'GET',
    path: transactionPaths.pdf,
    auth: 'public',
    summary: 'The PDF of a generatePDF link (application/pdf, inline)',
    query: PdfQuery,
    produces: 'application/pdf',
    refusals: ['DOCUMENT_LINK_INVALID', 'FORBIDDEN', 'NOT_FOUND', 'ACCOUNT_NOT_FOUND'],
  }),
});
