// HTTP of the back office's catalogue, allocations and staff accounts (issue 20 points 1 and 4,
// ADR 0031), under /api/admin like back-office.routes.ts, from the contract's descriptors
// (endpoints/back-office.ts): each route names its area (catalogue, staff, audit) and the gate
// (http/staff-auth.ts) refuses customer tokens, missing sessions and roles without the area before
// anything else.
import type { FastifyInstance } from 'fastify';
import { adminCatalogueEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { staffOf } from '../../http/staff-auth.ts';
import * as catalogue from './catalogue.service.ts';
import * as staffAdmin from './staff-admin.service.ts';

export async function backOfficeCatalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, adminCatalogueEndpoints, {
    items: (request) => catalogue.searchItems(db, request.query),
    item: (request) => catalogue.itemDetails(db, request.params.id),
    updateItem: (request) => catalogue.updateItem(db, staffOf(request), request.params.id, request.body),
    allocations: (request) => catalogue.searchAllocations(db, request.query),
    setAllocation: (request) => catalogue.setAllocation(db, staffOf(request), request.body, ctx.now()),
    changeAllocation: (request) =>
      catalogue.changeAllocation(db, staffOf(request), request.params.id, request.body),
    staff: (request) => staffAdmin.listStaff(db, request.query),
    createStaff: (request) => staffAdmin.createStaff(db, staffOf(request), request.body),
    updateStaff: (request) => staffAdmin.updateStaff(db, staffOf(request), request.params.id, request.body),
    auditStaff: () => staffAdmin.auditStaff(db),
  });
}
