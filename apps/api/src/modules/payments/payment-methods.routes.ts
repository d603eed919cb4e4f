// HTTP of saved payment methods (service spec §7: GET /api/myaccount/paymentmethod/getAll and
// getTypes, POST upsert, POST delete {id}): the contract's descriptors (endpoints/payments.ts) say
// what each call takes, answers and refuses. Every call needs a login and no other permission
// (service spec §2: the Payment Methods page has no gate); the service keeps each account to its own.
import type { FastifyInstance } from 'fastify';
import { paymentMethodEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as methods from './payment-methods.service.ts';

export async function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, gateway, now } = ctx;

  registerEndpoints(app, ctx, paymentMethodEndpoints, {
    getAll: (request) => methods.getAll(db, buyerOf(request), now()),
    getTypes: () => methods.getTypes(),
    upsert: (request) => methods.upsert(db, gateway, buyerOf(request), request.body, now()),
    delete: (request) => methods.remove(db, buyerOf(request), request.body.id),
  });
}
