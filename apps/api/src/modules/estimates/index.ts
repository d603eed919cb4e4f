// The estimates module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (estimates and quotes); it has no
// jobs.
import type { ApiModule } from '../../module.ts';
import { estimateRoutes } from './estimates.routes.ts';

export const estimatesModule: ApiModule = { name: 'estimates', routes: estimateRoutes };
