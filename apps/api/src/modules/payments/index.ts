// The payments module's descriptor (ARCHITECTURE §4, ADR 0036): the sandbox gateway's hosted fields
// and tokenize endpoint (ADR 0021, outside /api) and saved payment methods; it has no jobs. Paying
// invoices is the order-to-cash module's, through the transactions face. Each route file keeps a scope of its own: the gateway's rate limit stays with its routes.
import { routesInScopes, type ApiModule } from '../../module.ts';
import { sandboxGatewayRoutes } from './gateway/sandbox.routes.ts';
import { paymentMethodRoutes } from './payment-methods.routes.ts';

export const paymentsModule: ApiModule = {
  name: 'payments',
  routes: routesInScopes(sandboxGatewayRoutes, paymentMethodRoutes),
};
