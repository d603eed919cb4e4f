// HTTP of spend reports (issue 33 point 3): the report of a range as JSON, and the same figures as
// a CSV attachment. isPriceVisible at the edge (the report is money, and the CSV is no JSON the
// price-visibility hook could strip); who may read which account is the service's rule.
import type { FastifyInstance } from 'fastify';
import { spendReportEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { spendReport, spendReportCsv } from './spend-report.service.ts';

export async function spendReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, spendReportEndpoints, {
    report: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return spendReport(db, buyerOf(request), request.query);
    },
    csv: async (request, reply) => {
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
  });
}
