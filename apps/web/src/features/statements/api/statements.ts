// The Account Statement calls (storefront spec §3 "Statements"; service spec §3 "Statement
// request"; issue 18 point 6): the statement of a period on screen (with lastUpdated) and its PDF.
import { transactionPaths } from '@medsupply/contract';
import type { GeneratePdfResponse } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export interface StatementParams {
  startDate: string;
  statementDate: string;
  openTransactionsOnly: boolean;
}

export const statementKeys = {
  all: ['statements'] as const,
  statement: (params: StatementParams) => [...statementKeys.all, params] as const,
};

export const statementQueryOptions = (params: StatementParams) => ({
  ...endpointQuery(statementKeys.statement(params), 'GET', transactionPaths.statement, {
    query: { ...params, openTransactionsOnly: params.openTransactionsOnly ? 'true' : 'false' },
  }),
  placeholderData: keepPreviousData,
});

export function useStatement(params: StatementParams) {
  return useQuery(statementQueryOptions(params));
}

export function statementPdf(params: StatementParams): Promise<GeneratePdfResponse> {
  return call('POST', transactionPaths.generatePDF, { body: { type: 'statement', ...params } });
}
