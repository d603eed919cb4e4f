// HTTP of the back office's catalogue, allocations and staff accounts (issue 20 points 1 and 4,
// ADR 0031), under /api/admin like back-office.routes.ts: each route names its area (catalogue,
// staff, audit) and the gate (http/staff-auth.ts) refuses customer tokens, missing sessions and
// roles without the area before anything else.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminAllocation,
  AdminAllocationsPage,
  AdminAllocationsQuery,
  AdminIdParams,
  AdminItemDetails,
  AdminItemsPage,
  AdminItemsQuery,
  AdminStaffMember,
  AdminStaffPage,
  AdminStaffQuery,
  AuditStaffResponse,
  ChangeAllocationBody,
  CreateStaffBody,
  SetAllocationBody,
  UpdateItemBody,
  UpdateStaffBody,
  adminPaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import * as catalogue from './catalogue.service.ts';
import * as staffAdmin from './staff-admin.service.ts';
import { TAGS, errors } from './route-docs.ts';

export async function backOfficeCatalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    adminPaths.items,
    {
      onRequest: requireStaff('catalogue'),
      schema: {
        tags: TAGS,
        summary: 'Items by part of their number, MPN or name (active, inactive or all)',
        querystring: AdminItemsQuery,
        response: { 200: AdminItemsPage, ...errors },
      },
    },
    async (request) => catalogue.searchItems(db, request.query),
  );

  r.get(
    adminPaths.item,
    {
      onRequest: requireStaff('catalogue'),
      schema: {
        tags: TAGS,
        summary: 'An item with its prices by price level, units, flags and levels',
        params: AdminIdParams,
        response: { 200: AdminItemDetails, ...errors },
      },
    },
    async (request) => catalogue.itemDetails(db, request.params.id),
  );

  r.patch(
    adminPaths.item,
    {
      onRequest: requireStaff('catalogue'),
      schema: {
        tags: TAGS,
        summary:
          'Edits an item: prices by price level, units, restricted, inactive, Rx level, allocation terms',
        params: AdminIdParams,
        body: UpdateItemBody,
        response: { 200: AdminItemDetails, ...errors },
      },
    },
    async (request) => catalogue.updateItem(db, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.allocations,
    {
      onRequest: requireStaff('catalogue'),
      schema: {
        tags: TAGS,
        summary: 'Allocations per account, item and period, newest periods first',
        querystring: AdminAllocationsQuery,
        response: { 200: AdminAllocationsPage, ...errors },
      },
    },
    async (request) => catalogue.searchAllocations(db, request.query),
  );

  r.put(
    adminPaths.allocations,
    {
      onRequest: requireStaff('catalogue'),
      schema: {
        tags: TAGS,
        summary: "Sets an account's allocation of an item for the period holding a day (today by default)",
        body: SetAllocationBody,
        response: { 200: AdminAllocation, ...errors },
      },
    },
    async (request) => catalogue.setAllocation(db, staffOf(request), request.body, ctx.now()),
  );

  r.patch(
    adminPaths.allocation,
    {
      onRequest: requireStaff('catalogue'),
      schema: {
        tags: TAGS,
        summary: "Changes an allocation's maximum (never below what orders already took)",
        params: AdminIdParams,
        body: ChangeAllocationBody,
        response: { 200: AdminAllocation, ...errors },
      },
    },
    async (request) => catalogue.changeAllocation(db, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.staff,
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: 'Staff members, active first',
        querystring: AdminStaffQuery,
        response: { 200: AdminStaffPage, ...errors },
      },
    },
    async (request) => staffAdmin.listStaff(db, request.query),
  );

  r.post(
    adminPaths.staff,
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: 'Creates a staff member with roles and a first password',
        body: CreateStaffBody,
        response: { 200: AdminStaffMember, ...errors },
      },
    },
    async (request) => staffAdmin.createStaff(db, staffOf(request), request.body),
  );

  r.patch(
    adminPaths.staffMember,
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary:
          "Changes a staff member's roles, names or password, or deactivates them (their sessions end)",
        params: AdminIdParams,
        body: UpdateStaffBody,
        response: { 200: AdminStaffMember, ...errors },
      },
    },
    async (request) => staffAdmin.updateStaff(db, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.auditStaff,
    {
      onRequest: requireStaff('audit'),
      schema: {
        tags: TAGS,
        summary: 'The staff members the audit log can be searched by',
        response: { 200: AuditStaffResponse, ...errors },
      },
    },
    async () => staffAdmin.auditStaff(db),
  );
}
