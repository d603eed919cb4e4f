// HTTP of the order desk's inventory page (issue 20, ADR 0028), from the contract's descriptors
// (endpoints/back-office.ts): find an item, see its stock and the lines waiting for it (area
// inventory; receiving stock is back-office.routes.ts receiveStock).
import type { FastifyInstance } from 'fastify';
import { adminInventoryEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as inventoryDesk from './inventory-desk.service.ts';

export async function inventoryDeskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, adminInventoryEndpoints, {
    inventoryItems: (request) => inventoryDesk.items(db, request.query),
    inventoryItem: (request) => inventoryDesk.item(db, request.params.id),
  });
}
