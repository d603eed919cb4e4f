// The storefront-shell module's descriptor (ARCHITECTURE §4, ADR 0036): its route (the document
// shell's one read, ADR 0043); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { storefrontShellRoutes } from './storefront-shell.routes.ts';

export const storefrontShellModule: ApiModule = { name: 'storefront-shell', routes: storefrontShellRoutes };
