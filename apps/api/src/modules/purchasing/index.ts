// The purchasing module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (quick order, reorder and open
// items); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { purchasingRoutes } from './purchasing.routes.ts';

export const purchasingModule: ApiModule = { name: 'purchasing', routes: purchasingRoutes };
