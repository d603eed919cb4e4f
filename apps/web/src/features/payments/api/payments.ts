// The Make a payment and Payment History calls (service spec §7 "Payments" and "Account and
// transactions"; issue 18 points 3, 4): the open invoices (invoices/paginate with limit=10000,
// status.value=open, orderBy=asc), getCreditInfo, the card convenience fee, createPayment with its
// Idempotency-Key, the payments list (10 a page), one payment, and the receipt PDF.
import { cartPaths, paymentsPaths, transactionPaths } from '@medsupply/contract';
import type { CreatePaymentRequest, GeneratePdfResponse } from '@medsupply/contract';
import { OPEN_INVOICE_LIMIT } from '@medsupply/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const paymentKeys = {
  all: ['payments'] as const,
  openInvoices: () => [...paymentKeys.all, 'open-invoices'] as const,
  creditInfo: () => [...paymentKeys.all, 'credit-info'] as const,
  fee: (chargeCents: number) => [...paymentKeys.all, 'fee', chargeCents] as const,
  list: (page: number) => [...paymentKeys.all, 'list', page] as const,
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
};

/** service spec §7: the open-invoice fetch, oldest first. */
export const OPEN_INVOICES_QUERY = {
  page: 1,
  limit: OPEN_INVOICE_LIMIT,
  'status.value': 'open',
  orderBy: 'asc',
} as const;

export const openInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.openInvoices(),
    queryFn: ({ signal }) =>
      call('GET', transactionPaths.invoicesPaginate, { query: OPEN_INVOICES_QUERY, signal }),
  });

export const creditInfoQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.creditInfo(),
    queryFn: ({ signal }) => call('GET', paymentsPaths.getCreditInfo, { signal }),
  });

export function useOpenInvoices() {
  return useQuery(openInvoicesQueryOptions());
}

export function useCreditInfo() {
  return useQuery(creditInfoQueryOptions());
}

/** The card convenience fee on the amount charged (0 for an exempt account), as at checkout. */
export function useConvenienceFee(chargeCents: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.fee(chargeCents),
    queryFn: ({ signal }) =>
      call('POST', cartPaths.getConvenienceFee, { body: { total: chargeCents / 100 }, signal }),
    enabled,
  });
}

/** createPayment; `key` is the Idempotency-Key of the review the buyer submits. */
export function useCreatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: CreatePaymentRequest; key: string }) =>
      call('POST', paymentsPaths.createPayment, { body: request, idempotencyKey: key }),
    onSettled: async () => {
      // Balances moved (or may have): every invoice, payment and credit figure is read again.
      await Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.all }),
        client.invalidateQueries({ queryKey: ['invoices'] }),
        client.invalidateQueries({ queryKey: ['credit-memos'] }),
        client.invalidateQueries({ queryKey: ['account'] }),
      ]);
    },
  });
}

export const paymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: paymentKeys.list(page),
    queryFn: ({ signal }) => call('GET', transactionPaths.paymentsPaginate, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function usePayments(page: number) {
  return useQuery(paymentsQueryOptions(page));
}

export const paymentDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => call('GET', transactionPaths.paymentsById, { query: { id }, signal }),
  });

export function usePaymentDetails(id: number) {
  return useQuery(paymentDetailsQueryOptions(id));
}

/** generatePDF for one payment's receipt: a short-lived signed link. */
export function paymentReceiptPdf(id: number): Promise<GeneratePdfResponse> {
  return call('POST', transactionPaths.generatePDF, {
    body: [{ type: 'paymentReceipt', transactionId: id }],
  });
}
