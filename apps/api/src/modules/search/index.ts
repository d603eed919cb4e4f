// The search module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (type-ahead, search and its click
// events); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { searchRoutes } from './search.routes.ts';

export const searchModule: ApiModule = { name: 'search', routes: searchRoutes };
