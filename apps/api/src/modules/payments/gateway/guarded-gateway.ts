// The gateway as the store calls it (ADR 0035): every call is refused, as a bug, when it is made
// inside a database transaction. Such a call would hold the transaction's row locks while the
// network answers, and on the embedded database (one connection, held by the transaction) the
// sandbox's own books could never be written: the request would hang instead of failing a test.
import { insideTransaction } from '../../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export class GatewayCalledInTransaction extends Error {
  constructor(operation: string) {
    super(
      `PaymentGateway.${operation} was called inside a database transaction: call the gateway before the transaction or after its commit (ADR 0035)`,
    );
    this.name = 'GatewayCalledInTransaction';
  }
}

/** `gateway`, refusing any call made inside one of this process's database transactions. */
export function guardGateway(gateway: PaymentGateway): PaymentGateway {
  const outside =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (insideTransaction()) throw new GatewayCalledInTransaction(operation);
      return call(...args);
    };
  return {
    describeToken: outside('describeToken', (token) => gateway.describeToken(token)),
    authorize: outside('authorize', (request) => gateway.authorize(request)),
    capture: outside('capture', (request) => gateway.capture(request)),
    voidAuthorization: outside('voidAuthorization', (request) => gateway.voidAuthorization(request)),
    charge: outside('charge', (request) => gateway.charge(request)),
    refund: outside('refund', (request) => gateway.refund(request)),
  };
}
