// HTTP of the account's contacts (service spec §7 generic calls: GET /api/contacts/paginate, GET
// /api/contacts/{id}, POST create, PATCH edit, POST delete {id}): the contract's descriptors
// (endpoints/contacts.ts) say what each call takes, answers and refuses, and that every call needs
// isAdmin (service spec §2: Contacts [isAdmin]); here each is bound to the service.
import type { FastifyInstance } from 'fastify';
import { contactsEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as contacts from './contacts.service.ts';

export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Invitations expire on the real clock, as sessions and reset links do.
  const now = () => new Date();

  registerEndpoints(app, ctx, contactsEndpoints, {
    paginate: (request) => contacts.paginate(db, buyerOf(request), request.query, now()),
    byId: (request) => contacts.getById(db, buyerOf(request), request.params.id, now()),
    create: (request) => contacts.create(ctx, buyerOf(request), request.body, now()),
    edit: (request) => contacts.edit(db, buyerOf(request), request.body, now()),
    delete: (request) => contacts.remove(db, buyerOf(request), request.body.id, now()),
  });
}
