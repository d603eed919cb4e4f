// The content module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (pages, navigation, footer and
// banner); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { contentRoutes } from './content.routes.ts';

export const contentModule: ApiModule = { name: 'content', routes: contentRoutes };
