// The support module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (the contact form and the account's
// issues); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule: ApiModule = { name: 'support', routes: supportRoutes };
