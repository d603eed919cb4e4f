// The back office's descriptor (ARCHITECTURE §4, ADR 0036): the staff's routes under /api/admin
// (issue 20: the order desk, ADR 0027; catalogue, allocations and staff, ADR 0031; customers,
// licences and content, ADR 0029; the order desk's inventory reads, ADR 0028; search synonyms,
// ADR 0039; a customer's procurement systems, ADR 0038; lots, ADR 0049); it has no jobs. Each
// route file keeps a scope of its own, as each was a module before.
import { routesInScopes, type ApiModule } from '../../module.ts';
import { adminCustomersRoutes } from './admin-customers.routes.ts';
import { backOfficeRoutes } from './back-office.routes.ts';
import { backOfficeCatalogueRoutes } from './catalogue.routes.ts';
import { inventoryDeskRoutes } from './inventory-desk.routes.ts';
import { lotsRoutes } from './lots.routes.ts';
import { punchoutSystemsRoutes } from './punchout-systems.routes.ts';
import { synonymsRoutes } from './synonyms.routes.ts';

export const backOfficeModule: ApiModule = {
  name: 'back-office',
  routes: routesInScopes(
    backOfficeRoutes,
    backOfficeCatalogueRoutes,
    adminCustomersRoutes,
    inventoryDeskRoutes,
    synonymsRoutes,
    punchoutSystemsRoutes,
    lotsRoutes,
  ),
};
