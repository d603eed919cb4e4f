// HTTP of the order desk's inventory page (issue 20, ADR 0028): find an item, see its stock and the
// lines waiting for it (area inventory; receiving stock is back-office.routes.ts receiveStock).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  AdminInventoryItemDetails,
  AdminInventoryPage,
  AdminInventoryQuery,
  adminPaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import * as inventoryDesk from './inventory-desk.service.ts';
import { TAGS, errors } from './route-docs.ts';

export async function inventoryDeskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    adminPaths.inventoryItems,
    {
      onRequest: requireStaff('inventory'),
      schema: {
        tags: TAGS,
        summary: 'Items with their stock and backordered units, by name, MPN or maker',
        querystring: AdminInventoryQuery,
        response: { 200: AdminInventoryPage, ...errors },
      },
    },
    async (request) => inventoryDesk.items(db, request.query),
  );

  r.get(
    adminPaths.inventoryItem,
    {
      onRequest: requireStaff('inventory'),
      schema: {
        tags: TAGS,
        summary: "An item's stock and the backordered lines waiting for it, oldest order first",
        params: AdminIdParams,
        response: { 200: AdminInventoryItemDetails, ...errors },
      },
    },
    async (request) => inventoryDesk.item(db, request.params.id),
  );
}
