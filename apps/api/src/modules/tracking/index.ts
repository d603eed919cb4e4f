// The tracking module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (delivery tracking); it has no
// jobs.
import type { ApiModule } from '../../module.ts';
import { trackingRoutes } from './tracking.routes.ts';

export const trackingModule: ApiModule = { name: 'tracking', routes: trackingRoutes };
