// The checkout module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (checkout and placeOrder); it has
// no jobs.
import type { ApiModule } from '../../module.ts';
import { checkoutRoutes } from './checkout.routes.ts';

export const checkoutModule: ApiModule = { name: 'checkout', routes: checkoutRoutes };
