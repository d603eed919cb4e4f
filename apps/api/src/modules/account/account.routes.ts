// HTTP of the account area (service spec §7 "Account and transactions"): so far the overview.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, OverviewResponse, paths } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { getOverview } from './account.service.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.account.getOverViewData,
    {
      schema: {
        tags: ['account'],
        summary: 'Dashboard of the account the session acts for (money only with isPriceVisible)',
        security: [{ bearerAuth: [] }],
        response: { 200: OverviewResponse, 401: ErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) => getOverview(ctx.db, buyerOf(request), ctx.now()),
  );
}
