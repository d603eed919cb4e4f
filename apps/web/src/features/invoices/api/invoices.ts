// The Invoices and Invoice Details calls (service spec §7 "Account and transactions"; issue 18
// point 1): the paginated list with its filters (status open/paid/all, date range, search), one
// invoice, and generatePDF. Money is decimal dollars and absent without isPriceVisible.
import { transactionPaths } from '@medsupply/contract';
import type { GeneratePdfResponse, InvoicesQuery } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { searchFilters } from '@/lib/search-filters';

export type InvoiceListFilters = Partial<Pick<InvoicesQuery, 'page' | 'fromDate' | 'toDate' | 'search'>> & {
  status?: InvoicesQuery['status.value'];
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Record<string, string | number>) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

/** The filters an address names (?status=open&fromDate=…&page=2); what is not one is left out. */
export function invoiceFiltersFromSearch(params: URLSearchParams): InvoiceListFilters {
  const read = searchFilters(params);
  const status = read.text('status');
  return {
    page: read.page(),
    fromDate: read.day('fromDate'),
    toDate: read.day('toDate'),
    search: read.text('search'),
    status: status === 'open' || status === 'paid' ? status : undefined,
  };
}

/** The address's query string of `filters` (page 1 and unset filters are left out). */
export function searchFromInvoiceFilters(filters: InvoiceListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== 'all') params.set('status', filters.status);
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Only the filters that are set go into the query string, so the cache key is stable. */
export function invoiceQuery(filters: InvoiceListFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filters.page ?? 1 };
  if (filters.status && filters.status !== 'all') query['status.value'] = filters.status;
  if (filters.fromDate) query.fromDate = filters.fromDate;
  if (filters.toDate) query.toDate = filters.toDate;
  if (filters.search?.trim()) query.search = filters.search.trim();
  return query;
}

export const invoicesQueryOptions = (filters: InvoiceListFilters) => {
  const query = invoiceQuery(filters);
  return {
    ...endpointQuery(invoiceKeys.list(query), 'GET', transactionPaths.invoicesPaginate, { query }),
    placeholderData: keepPreviousData,
  };
};

export function useInvoices(filters: InvoiceListFilters) {
  return useQuery(invoicesQueryOptions(filters));
}

export const invoiceDetailsQueryOptions = (id: number) =>
  endpointQuery(invoiceKeys.detail(id), 'GET', transactionPaths.invoicesById, { query: { id } });

export function useInvoiceDetails(id: number) {
  return useQuery(invoiceDetailsQueryOptions(id));
}

/** generatePDF for one invoice: answers a short-lived signed link to the PDF. */
export function invoicePdf(id: number): Promise<GeneratePdfResponse> {
  return call('POST', transactionPaths.generatePDF, { body: [{ type: 'invoice', transactionId: id }] });
}
