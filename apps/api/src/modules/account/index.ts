// The account module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (the account overview and the
// company pages); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { accountRoutes } from './account.routes.ts';

export const accountModule: ApiModule = { name: 'account', routes: accountRoutes };
