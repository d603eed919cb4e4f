// The returns module's descriptor (issue 34 point 3, ADR 0051): the buyer's and the back office's
// routes; it has no jobs (its bell entries go through the outbox, its refunds through
// order-to-cash's backstop job).
import type { ApiModule } from '../../module.ts';
import { returnsRoutes } from './returns.routes.ts';

export const returnsModule: ApiModule = { name: 'returns', routes: returnsRoutes };
