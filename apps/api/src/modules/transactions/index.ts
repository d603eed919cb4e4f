// The transactions module's descriptor (ARCHITECTURE §4, ADR 0036): the buyer's billing face, the
// ledger's pages and Make Payment (their statements job is order-to-cash's); it has no jobs.
import { routesInScopes, type ApiModule } from '../../module.ts';
import { paymentRoutes } from './payments.routes.ts';
import { transactionRoutes } from './transactions.routes.ts';

export const transactionsModule: ApiModule = {
  name: 'transactions',
  routes: routesInScopes(transactionRoutes, paymentRoutes),
};
