// The back office's billing and reports calls (H3, ADR 0030), one place for their query keys (every
// key starts with 'admin', so signing out drops them) and their fetchers.
import {
  type IssueCreditMemoBody,
  type RecordPaymentBody,
  type RefundPaymentBody,
  type CancelLineBody,
  adminPaths,
} from '@medsupply/contract';
import { queryOptions } from '@tanstack/react-query';

import { adminCall, adminFile } from '@/features/admin/lib/admin-api';
import { saveFile } from '@/lib/files';

export const billingKeys = {
  all: ['admin', 'billing'] as const,
  ledger: (accountId: number) => ['admin', 'billing', 'ledger', accountId] as const,
  invoiceLines: (invoiceId: number) => ['admin', 'billing', 'invoice-lines', invoiceId] as const,
  receivables: ['admin', 'reports', 'receivables'] as const,
  sales: (from: string, to: string) => ['admin', 'reports', 'sales', from, to] as const,
  controlled: (from: string, to: string, page: number) =>
    ['admin', 'reports', 'controlled', from, to, page] as const,
};

export const ledgerQuery = (accountId: number) =>
  queryOptions({
    queryKey: billingKeys.ledger(accountId),
    queryFn: () => adminCall('GET', adminPaths.accountLedger, { params: { id: accountId } }),
  });

/** An invoice's lines with what each has had credited (the credit-memo form's returned units). */
export const invoiceLinesQuery = (invoiceId: number) =>
  queryOptions({
    queryKey: billingKeys.invoiceLines(invoiceId),
    queryFn: () => adminCall('GET', adminPaths.invoiceLines, { params: { id: invoiceId } }),
  });

export const receivablesQuery = () =>
  queryOptions({
    queryKey: billingKeys.receivables,
    queryFn: () => adminCall('GET', adminPaths.receivablesReport),
  });

export const salesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: billingKeys.sales(from, to),
    queryFn: () => adminCall('GET', adminPaths.salesReport, { query: { from, to } }),
  });

export const controlledQuery = (from: string, to: string, page: number) =>
  queryOptions({
    queryKey: billingKeys.controlled(from, to, page),
    queryFn: () =>
      adminCall('GET', adminPaths.controlledSubstances, { query: { from, to, page, limit: 25 } }),
  });

export const recordPayment = (body: RecordPaymentBody, idempotencyKey: string) =>
  adminCall('POST', adminPaths.receivedPayments, { body, idempotencyKey });

export const issueCreditMemo = (body: IssueCreditMemoBody, idempotencyKey: string) =>
  adminCall('POST', adminPaths.creditMemos, { body, idempotencyKey });

/** A card or bank payment the gateway took, given back to it: a memo against its invoice, used at once. */
export const refundPayment = (paymentId: number, body: RefundPaymentBody, idempotencyKey: string) =>
  adminCall('POST', adminPaths.refundPayment, { params: { id: paymentId }, body, idempotencyKey });

export const cancelOrderLine = (
  orderId: number,
  lineId: number,
  body: CancelLineBody,
  idempotencyKey: string,
) => adminCall('POST', adminPaths.cancelOrderLine, { params: { id: orderId, lineId }, body, idempotencyKey });

/**
 * The controlled-substance CSV as a file: fetched with the staff token (a plain link would carry
 * none), then handed to the browser as a download.
 */
export function downloadControlledCsv(from: string, to: string): Promise<void> {
  return saveFile(
    adminFile(adminPaths.controlledSubstancesCsv, {
      query: { from, to },
      accept: 'text/csv',
      fallbackName: 'controlled-substances.csv',
    }),
    'The export could not be made. Try again.',
  );
}
