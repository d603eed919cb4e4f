// The spend report calls (issue 33 point 3): the report of a range for one account or all of a
// parent login's, and the same figures as a CSV file the browser saves (the call needs the bearer
// token, so the file is fetched and handed to the browser as a download).
import { spendReportPaths } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, call } from '@/lib/api-client';

export interface SpendReportParams {
  from: string;
  to: string;
  /** An account's id, 'all' of a parent login's accounts, or undefined for the session's account. */
  accountId?: number | 'all';
}

const queryOf = (params: SpendReportParams) => ({
  from: params.from,
  to: params.to,
  ...(params.accountId === undefined ? {} : { accountId: String(params.accountId) }),
});

export const spendReportKeys = {
  all: ['spend-report'] as const,
  report: (params: SpendReportParams) => [...spendReportKeys.all, queryOf(params)] as const,
};

export const spendReportQueryOptions = (params: SpendReportParams) =>
  queryOptions({
    queryKey: spendReportKeys.report(params),
    queryFn: ({ signal }) => call('GET', spendReportPaths.report, { query: queryOf(params), signal }),
    placeholderData: keepPreviousData,
  });

export function useSpendReport(params: SpendReportParams) {
  return useQuery(spendReportQueryOptions(params));
}

/** The CSV's file name, as the API's Content-Disposition gives it. */
export function spendCsvFileName(params: SpendReportParams, accountId: number | null): string {
  const scope = accountId === null ? 'all-accounts' : `account-${accountId}`;
  return `spend-${scope}-${params.from}-to-${params.to}.csv`;
}

/** Fetches the report as CSV and has the browser save it. */
export async function downloadSpendCsv(params: SpendReportParams, accountId: number | null): Promise<void> {
  const text = await api.get<string>(spendReportPaths.csv, {
    query: queryOf(params),
    headers: { Accept: 'text/csv' },
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = spendCsvFileName(params, accountId);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
