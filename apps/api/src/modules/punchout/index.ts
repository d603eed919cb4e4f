// The punchout module's descriptor (ARCHITECTURE §4, ADR 0036, issue 28): its routes (the cXML
// endpoints, the start link, returncart); it has no jobs yet (ConfirmationRequest and
// ShipNoticeRequest through the outbox are still to come, ADR 0038).
import type { ApiModule } from '../../module.ts';
import { punchoutRoutes } from './punchout.routes.ts';

export const punchoutModule: ApiModule = { name: 'punchout', routes: punchoutRoutes };
