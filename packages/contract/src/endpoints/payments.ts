// Make Payment's calls (service spec §7 "Payments": GET getCreditInfo, POST createPayment), gated
// by isPriceVisible (service spec §2), and the saved payment methods (service spec §7
// /api/myaccount/paymentmethod/*: a login and no other permission). createPayment requires an
// Idempotency-Key (ARCHITECTURE §4): a repeat answers the first result and moves no more money.
import { CreatePaymentRequest, CreatePaymentResponse, CreditInfoResponse } from '../billing.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import {
  DeletePaymentMethodRequest,
  DeletePaymentMethodResponse,
  PaymentMethodTypesResponse,
  PaymentMethodsResponse,
  UpsertPaymentMethodRequest,
  UpsertPaymentMethodResponse,
} from '../payment-methods.ts';
import { paymentMethodPaths } from '../paths/payment-method.ts';
import { paymentsPaths } from '../paths/payments.ts';

export const paymentsEndpoints = endpointGroup('payments', {
  getCreditInfo: endpoint({
    method: 'GET',
    path: paymentsPaths.getCreditInfo,
    auth: 'buyer:isPriceVisible',
    summary: 'Credit memos with a remaining balance and payments not fully applied',
    response: CreditInfoResponse,
    refusals: [],
  }),
  createPayment: endpoint({
    method: 'POST',
    path: paymentsPaths.createPayment,
    auth: 'buyer:isPriceVisible',
    summary: 'Pay invoices with credits and a charge, in one transaction (Idempotency-Key required)',
    body: CreatePaymentRequest,
    response: CreatePaymentResponse,
    refusals: [
      'ACCOUNT_NOT_FOUND',
      'NOT_FOUND',
      'PAYMENT_AMOUNT_INVALID',
      'PAYMENT_METHOD_NOT_FOUND',
      'PAYMENT_METHOD_EXPIRED',
      'PAYMENT_DETAILS_INVALID',
      'PAYMENT_DECLINED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    idempotency: 'required',
  }),
});

export const paymentMethodEndpoints = endpointGroup('payment methods', {
  getAll: endpoint({
    method: 'GET',
    path: paymentMethodPaths.getAll,
    auth: 'buyer',
    summary: "The account's saved cards and bank accounts (expired cards marked), the default first",
    response: PaymentMethodsResponse,
    refusals: [],
  }),
  getTypes: endpoint({
    method: 'GET',
    path: paymentMethodPaths.getTypes,
    auth: 'buyer',
    summary: 'The card types the store takes: visa, amex, discover, mastercard, ach',
    response: PaymentMethodTypesResponse,
    refusals: [],
  }),
  upsert: endpoint({
    method: 'POST',
    path: paymentMethodPaths.upsert,
    auth: 'buyer',
    summary:
      "Save a method from the hosted fields' token (display data read from the token), or rename one or make it the default",
    body: UpsertPaymentMethodRequest,
    response: UpsertPaymentMethodResponse,
    refusals: [
      'PAYMENT_METHOD_NOT_FOUND',
      'PAYMENT_METHOD_EXPIRED',
      'PAYMENT_DETAILS_INVALID',
      'PAYMENT_METHODS_LIMIT',
    ],
  }),
  delete: endpoint({
    method: 'POST',
    path: paymentMethodPaths.delete,
    auth: 'buyer',
    summary: 'Delete a saved method: no longer listed or usable; past payments keep their record',
    body: DeletePaymentMethodRequest,
    response: DeletePaymentMethodResponse,
    refusals: ['PAYMENT_METHOD_NOT_FOUND'],
  }),
});
