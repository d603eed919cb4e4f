// HTTP of saved payment methods (service spec §7: GET /api/myaccount/paymentmethod/getAll and
// getTypes, POST upsert, POST delete {id}). Every call needs a login and no other permission
// (service spec §2: the Payment Methods page has no gate); the service keeps each account to its own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeletePaymentMethodRequest,
  DeletePaymentMethodResponse,
  ErrorResponse,
  PaymentMethodTypesResponse,
  PaymentMethodsResponse,
  UpsertPaymentMethodRequest,
  UpsertPaymentMethodResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as methods from './payment-methods.service.ts';

const tags = ['payment methods'];
const writeErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

export async function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, gateway, now } = ctx;

  r.get(
    paths.paymentMethod.getAll,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The account's saved cards and bank accounts (expired cards marked), the default first",
        response: { 200: PaymentMethodsResponse, 401: ErrorResponse },
      },
    },
    async (request) => methods.getAll(db, buyerOf(request), now()),
  );

  r.get(
    paths.paymentMethod.getTypes,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The card types the store takes: visa, amex, discover, mastercard, ach',
        response: { 200: PaymentMethodTypesResponse, 401: ErrorResponse },
      },
    },
    async () => methods.getTypes(),
  );

  r.post(
    paths.paymentMethod.upsert,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Save a method from the hosted fields' token (display data read from the token), or rename one or make it the default",
        body: UpsertPaymentMethodRequest,
        response: { 200: UpsertPaymentMethodResponse, ...writeErrors },
      },
    },
    async (request) => methods.upsert(db, gateway, buyerOf(request), request.body, now()),
  );

  r.post(
    paths.paymentMethod.delete,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete a saved method: no longer listed or usable; past payments keep their record',
        body: DeletePaymentMethodRequest,
        response: {
          200: DeletePaymentMethodResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => methods.remove(db, buyerOf(request), request.body.id),
  );
}
