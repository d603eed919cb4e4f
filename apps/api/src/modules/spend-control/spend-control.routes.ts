// HTTP of spend controls (issue 33, ADR 0047): an account's budgets and approval rules for its
// administrators and its parent login (the service decides who), what an order of the cart would
// meet at checkout, and the back office's read-only view of an account's controls.
import type { FastifyInstance } from 'fastify';
import { adminSpendControlEndpoints, spendControlEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { previewSpend } from '../order-to-cash/placing.service.ts';
import * as controls from './spend-control.service.ts';

export async function spendControlRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = { db: ctx.db, now: ctx.now };

  registerEndpoints(app, ctx, spendControlEndpoints, {
    controls: (request) => controls.controls(deps, buyerOf(request), request.query.accountId),
    saveBudget: (request) => controls.saveBudget(deps, buyerOf(request), request.body),
    deleteBudget: (request) => controls.deleteBudget(deps, buyerOf(request), request.body),
    saveRule: (request) => controls.saveRule(deps, buyerOf(request), request.body),
    deleteRule: (request) => controls.deleteRule(deps, buyerOf(request), request.body),
    preview: (request) => previewSpend(deps, buyerOf(request), request.body.shipAddressId),
  });

  registerEndpoints(app, ctx, adminSpendControlEndpoints, {
    customerSpendControls: (request) => controls.controlsForStaff(deps, request.params.id),
  });
}
