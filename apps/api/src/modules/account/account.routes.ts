// HTTP of the account area (service spec §7 "Account and transactions"): the overview, and the
// company pages' profile, settings (isAdmin) and delivery days (issue 19).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountSettings,
  DeliveryDaysResponse,
  EditProfileBody,
  ErrorResponse,
  OverviewResponse,
  ProfileResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission, requireUser } from '../../http/auth.ts';
import { getOverview } from './account.service.ts';
import * as company from './company.service.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.account.getOverViewData,
    {
      schema: {
        tags: ['account'],
        summary: 'Dashboard of the account the session acts for (money only with isPriceVisible)',
        response: { 200: OverviewResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => getOverview(ctx.db, buyerOf(request), ctx.now()),
  );

  const tags = ['account'];

  r.get(
    paths.account.getProfile,
    {
      schema: {
        tags,
        summary: "The caller's contact details and their account's name, number, terms and sales rep",
        response: { 200: ProfileResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => company.getProfile(ctx.db, buyerOf(request)),
  );

  r.post(
    paths.account.editProfile,
    {
      schema: {
        tags,
        summary: "Change the caller's own name, e-mail, phone and title",
        body: EditProfileBody,
        response: { 200: ProfileResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => company.editProfile(ctx.db, buyerOf(request), request.body),
  );

  r.get(
    paths.account.getSettings,
    {
      schema: {
        tags,
        summary: 'statementPreferences and accountPreferences.approvalsNotification (admins only)',
        response: { 200: AccountSettings, 401: ErrorResponse, 403: ErrorResponse },
      },
      preValidation: requirePermission('isAdmin'),
    },
    async (request) => company.getSettings(ctx.db, buyerOf(request)),
  );

  r.post(
    paths.account.editSettings,
    {
      schema: {
        tags,
        summary: 'Save the statement preferences and the approvals notification (admins only)',
        body: AccountSettings,
        response: { 200: AccountSettings, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      preValidation: requirePermission('isAdmin'),
    },
    async (request) => company.editSettings(ctx.db, buyerOf(request), request.body),
  );

  r.get(
    paths.account.deliveryDays,
    {
      schema: {
        tags,
        summary: "Each ship-to's delivery days, the order cut-off and the next delivery dates",
        response: { 200: DeliveryDaysResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) =>
      company.getDeliveryDays(ctx.db, buyerOf(request), ctx.config.store.provider, ctx.now()),
  );
}
