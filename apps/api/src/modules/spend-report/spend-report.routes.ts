// HTTP of spend reports (issue 33 point 3): the report of a range as JSON, and the same figures as
// a CSV attachment. isPriceVisible at the edge (the report is money, and the CSV is no JSON the
// price-visibility hook could strip); who may read which account is the service's rule.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, SpendReportQuery, SpendReportResponse, paths } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission } from '../../http/auth.ts';
import { spendReport, spendReportCsv } from './spend-report.service.ts';

const tags = ['spend reports'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export async function spendReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const priced = { preValidation: requirePermission('isPriceVisible') };

  r.get(
    paths.spendReport.report,
    {
      ...priced,
      schema: {
        tags,
        summary:
          'Spend of a date range by month (against account budgets), category, location, contact and item, ' +
          'with the last period of the same length; an administrator for the account, a parent login for ' +
          'all its accounts or one',
        querystring: SpendReportQuery,
        response: { 200: SpendReportResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return spendReport(db, buyerOf(request), request.query);
    },
  );

  r.get(
    paths.spendReport.csv,
    {
      ...priced,
      schema: {
        tags,
        summary: 'The same spend report as CSV (a header row, then one row per figure, every field quoted)',
        querystring: SpendReportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await spendReport(db, buyerOf(request), request.query);
      const scope = report.accountId === null ? 'all-accounts' : `account-${report.accountId}`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="spend-${scope}-${report.from}-to-${report.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(spendReportCsv(report));
    },
  );
}
