// The spend report calls (issue 33 point 3): the report of a range for one account or all of a
// parent login's, and the same figures as a CSV file the browser saves (the call needs the bearer
// token, so the file is fetched and handed to the browser as a download).
import { spendReportPaths } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiFile } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { saveFile } from '@/lib/files';

export interface SpendReportParams {
  from: string;
  to: string;
  /** An account's id, 'all' of a parent login's accounts, or undefined for the session's account. */
  accountId?: number | 'all';
}

export const queryOf = (params: SpendReportParams) => ({
  from: params.from,
  to: params.to,
  ...(params.accountId === undefined ? {} : { accountId: String(params.accountId) }),
});

export const spendReportKeys = {
  all: ['spend-report'] as const,
  report: (params: SpendReportParams) => [...spendReportKeys.all, queryOf(params)] as const,
};

export const spendReportQueryOptions = (params: SpendReportParams) => ({
  ...endpointQuery(spendReportKeys.report(params), 'GET', spendReportPaths.report, {
    query: queryOf(params),
  }),
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

/** Reads the report as CSV and has the browser save it. */
export function downloadSpendCsv(params: SpendReportParams, accountId: number | null): Promise<void> {
  return saveFile(
    apiFile(spendReportPaths.csv, {
      query: queryOf(params),
      accept: 'text/csv',
      fallbackName: spendCsvFileName(params, accountId),
    }),
    'The report could not be downloaded. Try again.',
  );
}
