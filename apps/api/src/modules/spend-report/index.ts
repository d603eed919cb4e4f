// The spend report module's descriptor (ARCHITECTURE §4, ADR 0036; issue 33 point 3): its routes
// (the report and its CSV); it has no jobs.
import type { ApiModule } from '../../module.ts';
import { spendReportRoutes } from './spend-report.routes.ts';

export const spendReportModule: ApiModule = { name: 'spend-report', routes: spendReportRoutes };
