// HTTP of lots in the back office (issue 34 point 1, ADR 0049), from the contract's descriptors
// (endpoints/back-office.ts): a fulfillment's packing slip with the lot and expiry of each line
// (area orders), and the dating threshold under which the product page warns (area settings:
// administrators and compliance). Receiving lots and shipping them go through
// back-office.routes.ts (receiveStock, shipOrder); an item's lots are on its catalogue page.
import type { FastifyInstance } from 'fastify';
import { adminLotsEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { staffOf } from '../../http/staff-auth.ts';
import { createPdfRenderer, letterheadFromConfig } from '../documents/documents.service.ts';
import * as lots from '../order-to-cash/lots.service.ts';

export async function lotsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const renderer = createPdfRenderer(letterheadFromConfig(ctx.config.store));

  registerEndpoints(app, ctx, adminLotsEndpoints, {
    packingSlip: async (request, reply) => {
      const pdf = await lots.packingSlipPdf(db, renderer, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
    lotSettings: async () => ({ shortDatingMonths: await lots.shortDatingMonths(db) }),
    setLotSettings: async (request) => ({
      shortDatingMonths: await lots.setShortDatingMonths(
        db,
        staffOf(request),
        request.body.shortDatingMonths,
      ),
    }),
  });
}
