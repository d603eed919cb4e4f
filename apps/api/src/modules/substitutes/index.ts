// The substitutes module's descriptor (ARCHITECTURE §4, ADR 0036, ADR 0053): its read routes; the
// swap of a cart line is the cart module's (it owns the lines) and asks this module's service.
import type { ApiModule } from '../../module.ts';
import { substituteRoutes } from './substitutes.routes.ts';

export const substitutesModule: ApiModule = { name: 'substitutes', routes: substituteRoutes };
