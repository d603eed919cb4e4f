// The item-lists module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (item lists); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { itemListRoutes } from './item-lists.routes.ts';

export const itemListsModule: ApiModule = { name: 'item-lists', routes: itemListRoutes };
