// The spend-control module's descriptor (ARCHITECTURE §4, ADR 0036, ADR 0047): budgets and
// approval rules, their routes; it has no jobs (orders are judged by the order-to-cash module).
import type { ApiModule } from '../../module.ts';
import { spendControlRoutes } from './spend-control.routes.ts';

export const spendControlModule: ApiModule = { name: 'spend-control', routes: spendControlRoutes };
