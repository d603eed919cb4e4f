// HTTP of the account's contacts (service spec §7 generic calls: GET /api/contacts/paginate, GET
// /api/contacts/{id}, POST create, PATCH edit, POST delete {id}). Every call needs isAdmin (service
// spec §2: Contacts [isAdmin]); a non-admin gets 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactIdParams,
  ContactResponse,
  ContactsPage,
  ContactsQuery,
  CreateContactBody,
  DeleteContactBody,
  EditContactBody,
  ErrorResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission } from '../../http/auth.ts';
import * as contacts from './contacts.service.ts';

const tags = ['contacts'];
const gate = requirePermission('isAdmin');
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Invitations expire on the real clock, as sessions and reset links do.
  const now = () => new Date();

  r.get(
    paths.contacts.paginate,
    {
      preValidation: gate,
      schema: {
        tags,
        summary: "The account's contacts, 100 a page (inactive=true: the deactivated ones)",
        querystring: ContactsQuery,
        response: { 200: ContactsPage, ...errors },
      },
    },
    async (request) => contacts.paginate(db, buyerOf(request), request.query, now()),
  );

  r.get(
    paths.contacts.byId,
    {
      preValidation: gate,
      schema: {
        tags,
        summary: 'One contact of the account',
        params: ContactIdParams,
        response: { 200: ContactResponse, ...errors },
      },
    },
    async (request) => contacts.getById(db, buyerOf(request), request.params.id, now()),
  );

  r.post(
    paths.contacts.create,
    {
      preValidation: gate,
      schema: {
        tags,
        summary: 'Add a contact; they are mailed a link to set their password (works once, expires)',
        body: CreateContactBody,
        response: { 200: ContactResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => contacts.create(ctx, buyerOf(request), request.body, now()),
  );

  r.patch(
    paths.contacts.edit,
    {
      preValidation: gate,
      schema: {
        tags,
        summary:
          "Change a contact's details, role or permissions (not your own admin right, not the last admin)",
        body: EditContactBody,
        response: { 200: ContactResponse, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => contacts.edit(db, buyerOf(request), request.body, now()),
  );

  r.post(
    paths.contacts.delete,
    {
      preValidation: gate,
      schema: {
        tags,
        summary: 'Deactivate a contact: they can no longer sign in; their orders and history stay',
        body: DeleteContactBody,
        response: { 200: ContactResponse, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => contacts.remove(db, buyerOf(request), request.body.id, now()),
  );
}
