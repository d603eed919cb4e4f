// The addresses module's descriptor (ARCHITECTURE §4, ADR 0036): addresses' and licences' routes, and
// the daily licence expiry warnings (issue 19 point 3).
import type { ApiModule } from '../../module.ts';
import { addressRoutes } from './addresses.routes.ts';
import { registerLicenceWarnings } from './licence-warnings.ts';

export const addressesModule: ApiModule = {
  name: 'addresses',
  routes: addressRoutes,
  jobs: (runner, ctx) => registerLicenceWarnings(runner, ctx),
};
