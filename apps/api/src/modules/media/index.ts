// The media module's descriptor (ARCHITECTURE §4, ADR 0036): generated pictures and documents, whose
// routes need nothing of the context; it has no jobs.
import type { ApiModule } from '../../module.ts';
import { mediaRoutes } from './media.routes.ts';

export const mediaModule: ApiModule = { name: 'media', routes: async (app) => mediaRoutes(app) };
