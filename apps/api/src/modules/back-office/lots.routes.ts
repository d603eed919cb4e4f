// HTTP of lots in the back office (issue 34 point 1, ADR 0049): a fulfillment's packing slip with
// the lot and expiry of each line (area orders), and the dating threshold under which the product
// page warns (area settings: administrators and compliance). Receiving lots and shipping them go
// through back-office.routes.ts (receiveStock, shipOrder); an item's lots are on its catalogue page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminIdParams, LotSettings, adminPaths } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import { createPdfRenderer, letterheadFromConfig } from '../documents/documents.service.ts';
import * as lots from '../order-to-cash/lots.service.ts';
import { TAGS, errors } from './route-docs.ts';

const PdfBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value), 'a PDF');

export async function lotsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const renderer = createPdfRenderer(letterheadFromConfig(ctx.config.store));

  r.get(
    adminPaths.packingSlip,
    {
      onRequest: requireStaff('orders'),
      schema: {
        tags: TAGS,
        summary: "A fulfillment's packing slip: its lines with the lot and expiry of each (PDF)",
        params: AdminIdParams,
        response: { 200: PdfBytes, ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await lots.packingSlipPdf(db, renderer, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  r.get(
    adminPaths.lotSettings,
    {
      onRequest: requireStaff('settings'),
      schema: {
        tags: TAGS,
        summary: 'The dating threshold (whole months) under which the product page warns',
        response: { 200: LotSettings, ...errors },
      },
    },
    async () => ({ shortDatingMonths: await lots.shortDatingMonths(db) }),
  );

  r.put(
    adminPaths.lotSettings,
    {
      onRequest: requireStaff('settings'),
      schema: {
        tags: TAGS,
        summary: 'Changes the dating threshold (audited)',
        body: LotSettings,
        response: { 200: LotSettings, ...errors },
      },
    },
    async (request) => ({
      shortDatingMonths: await lots.setShortDatingMonths(
        db,
        staffOf(request),
        request.body.shortDatingMonths,
      ),
    }),
  );
}
