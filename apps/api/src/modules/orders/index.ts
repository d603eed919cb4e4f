// The orders module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (order history and approvals); it
// has no jobs.
import type { ApiModule } from '../../module.ts';
import { orderRoutes } from './orders.routes.ts';

export const ordersModule: ApiModule = { name: 'orders', routes: orderRoutes };
