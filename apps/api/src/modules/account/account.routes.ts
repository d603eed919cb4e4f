// HTTP of the account area (service spec §7 "Account and transactions"): the overview, and the
// company pages' profile, settings (isAdmin) and delivery days (issue 19). The contract's
// descriptors (endpoints/account.ts) say what each call takes, answers and refuses.
import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { getOverview } from './account.service.ts';
import * as company from './company.service.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, ctx, accountEndpoints, {
    getOverViewData: (request) => getOverview(ctx.db, buyerOf(request), ctx.now()),
    getProfile: (request) => company.getProfile(ctx.db, buyerOf(request)),
    editProfile: (request) => company.editProfile(ctx.db, buyerOf(request), request.body),
    getSettings: (request) => company.getSettings(ctx.db, buyerOf(request)),
    editSettings: (request) => company.editSettings(ctx.db, buyerOf(request), request.body),
    deliveryDays: (request) =>
      company.getDeliveryDays(ctx.db, buyerOf(request), ctx.config.store.provider, ctx.now()),
  });
}
