// The punchout module's descriptor (ARCHITECTURE §4, ADR 0036, issue 28): its routes (the cXML
// endpoints, the start link, returncart) and the handler of the outbox's procurement job, which
// sends a procurement system its ConfirmationRequest and ShipNoticeRequests (ADR 0038).
import { procurementJob } from '../../core/procurement-events.ts';
import type { ApiModule } from '../../module.ts';
import { deliverProcurementEvent } from './order-documents.service.ts';
import { punchoutRoutes } from './punchout.routes.ts';

export const punchoutModule: ApiModule = {
  name: 'punchout',
  routes: punchoutRoutes,
  jobs: (runner, ctx) => {
    const deps = {
      db: ctx.db,
      now: ctx.now,
      store: { name: ctx.config.store.name, publicUrl: ctx.config.store.publicUrl },
    };
    runner.register(procurementJob, (event, job) => deliverProcurementEvent(deps, event, job));
  },
};
