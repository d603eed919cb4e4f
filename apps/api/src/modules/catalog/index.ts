// The catalog module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (categories, listings and items);
// it has no jobs.
import type { ApiModule } from '../../module.ts';
import { catalogRoutes } from './catalog.routes.ts';

export const catalogModule: ApiModule = { name: 'catalog', routes: catalogRoutes };
