// The cart module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (the cart); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { cartRoutes } from './cart.routes.ts';

export const cartModule: ApiModule = { name: 'cart', routes: cartRoutes };
