// HTTP of spend controls (issue 33, ADR 0047): an account's budgets and approval rules for its
// administrators and its parent login (the service decides who), what an order of the cart would
// meet at checkout, and the back office's read-only view of an account's controls.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSpendControlEndpoints,
  ApprovalRuleView,
  BudgetView,
  DeleteSpendControlRequest,
  ErrorResponse,
  SaveBudgetRequest,
  SaveRuleRequest,
  SpendControlsQuery,
  SpendControlsResponse,
  SpendPreviewRequest,
  SpendPreviewResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { previewSpend } from '../order-to-cash/placing.service.ts';
import * as controls from './spend-control.service.ts';

const tags = ['spend control'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Deleted = z.object({ id: z.number().int() });

export async function spendControlRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, now: ctx.now };
  const login = { preValidation: requireUser };

  r.get(
    paths.spendControl.controls,
    {
      ...login,
      schema: {
        tags,
        summary: "An account's budgets (with this period's spend) and approval rules, and the latest changes",
        querystring: SpendControlsQuery,
        response: { 200: SpendControlsResponse, ...errors },
      },
    },
    async (request) => controls.controls(deps, buyerOf(request), request.query.accountId),
  );

  r.post(
    paths.spendControl.saveBudget,
    {
      ...login,
      schema: {
        tags,
        summary: 'Creates or changes a budget (one per account, ship-to or contact); the change is recorded',
        body: SaveBudgetRequest,
        response: { 200: BudgetView, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(ctx.db, request, reply, () => controls.saveBudget(deps, buyerOf(request), request.body)),
  );

  r.post(
    paths.spendControl.deleteBudget,
    {
      ...login,
      schema: {
        tags,
        summary: 'Deletes a budget; the change is recorded',
        body: DeleteSpendControlRequest,
        response: { 200: Deleted, ...errors },
      },
    },
    async (request) => controls.deleteBudget(deps, buyerOf(request), request.body),
  );

  r.post(
    paths.spendControl.saveRule,
    {
      ...login,
      schema: {
        tags,
        summary: 'Creates or changes an approval rule; the change is recorded',
        body: SaveRuleRequest,
        response: { 200: ApprovalRuleView, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(ctx.db, request, reply, () => controls.saveRule(deps, buyerOf(request), request.body)),
  );

  r.post(
    paths.spendControl.deleteRule,
    {
      ...login,
      schema: {
        tags,
        summary: 'Deletes an approval rule; the change is recorded',
        body: DeleteSpendControlRequest,
        response: { 200: Deleted, ...errors },
      },
    },
    async (request) => controls.deleteRule(deps, buyerOf(request), request.body),
  );

  r.post(
    paths.spendControl.preview,
    {
      ...login,
      schema: {
        tags,
        summary:
          'What an order of the cart to this ship-to would meet: approval reasons, a hard budget, budgets left',
        body: SpendPreviewRequest,
        response: { 200: SpendPreviewResponse, ...errors },
      },
    },
    async (request) => previewSpend(deps, buyerOf(request), request.body.shipAddressId),
  );

  registerEndpoints(app, ctx, adminSpendControlEndpoints, {
    customerSpendControls: (request) => controls.controlsForStaff(deps, request.params.id),
  });
}
