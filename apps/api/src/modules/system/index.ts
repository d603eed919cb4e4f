// The system module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (health and the store-wide
// settings); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { systemRoutes } from './system.routes.ts';

export const systemModule: ApiModule = { name: 'system', routes: systemRoutes };
