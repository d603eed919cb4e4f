// Every group of endpoint descriptors (ADR 0060): the API registers each (a test checks that every
// route comes from one and every one is registered), and the storefront's client looks a call's
// types up here by its method and path (types only: no schema reaches a page).
import type { EndpointGroup, EndpointSpec, HttpMethod } from '../endpoint.ts';
import { allocationEndpoints, cartEndpoints } from './cart.ts';
import { adminRecallEndpoints, recallEndpoints } from './recalls.ts';
import { adminReturnEndpoints, returnEndpoints } from './returns.ts';
import {
  adminBillingEndpoints,
  adminCatalogueEndpoints,
  adminCustomersEndpoints,
  adminInventoryEndpoints,
  adminLotsEndpoints,
  adminProcurementEndpoints,
  adminSearchEndpoints,
  adminSpendControlEndpoints,
  backOfficeEndpoints,
} from './back-office.ts';
import { itemListEndpoints } from './item-lists.ts';
import { spendControlEndpoints, spendReportEndpoints } from './spend.ts';
import { catalogueEndpoints } from './catalog.ts';
import { searchEndpoints } from './search.ts';
import { cartSubstituteEndpoints, itemSubstituteEndpoints } from './substitutes.ts';
import { addItemsEndpoints } from './add-items.ts';
import { authEndpoints } from './auth.ts';
import { contactsEndpoints } from './contacts.ts';
import { addressesEndpoints } from './addresses.ts';
import { accountEndpoints } from './account.ts';
import { supportEndpoints } from './support.ts';
import { contentEndpoints } from './content.ts';
import { storefrontEndpoints, systemEndpoints } from './site.ts';
import { checkoutEndpoints } from './checkout.ts';
import { paymentMethodEndpoints, paymentsEndpoints } from './payments.ts';
import { subscriptionEndpoints } from './subscriptions.ts';
import { transactionEndpoints } from './transactions.ts';
import { approvalEndpoints, salesOrderEndpoints } from './orders.ts';
import { notificationEndpoints, trackingEndpoints } from './activity.ts';
import { estimateEndpoints } from './estimates.ts';
import { punchoutEndpoints } from './punchout.ts';

export const endpointGroups = [
  cartEndpoints,
  allocationEndpoints,
  recallEndpoints,
  returnEndpoints,
  adminRecallEndpoints,
  adminReturnEndpoints,
  backOfficeEndpoints,
  adminBillingEndpoints,
  adminCustomersEndpoints,
  adminCatalogueEndpoints,
  adminInventoryEndpoints,
  adminSearchEndpoints,
  adminProcurementEndpoints,
  adminLotsEndpoints,
  adminSpendControlEndpoints,
  itemListEndpoints,
  spendControlEndpoints,
  spendReportEndpoints,
  catalogueEndpoints,
  searchEndpoints,
  itemSubstituteEndpoints,
  cartSubstituteEndpoints,
  addItemsEndpoints,
  authEndpoints,
  contactsEndpoints,
  addressesEndpoints,
  accountEndpoints,
  supportEndpoints,
  contentEndpoints,
  systemEndpoints,
  storefrontEndpoints,
  checkoutEndpoints,
  paymentsEndpoints,
  paymentMethodEndpoints,
  subscriptionEndpoints,
  transactionEndpoints,
  salesOrderEndpoints,
  approvalEndpoints,
  notificationEndpoints,
  trackingEndpoints,
  estimateEndpoints,
  punchoutEndpoints,
] as const;

type EndpointsOf<G> = G extends EndpointGroup<infer E> ? E[keyof E] : never;

/** Any descriptor of the store. */
export type AnyEndpoint = EndpointsOf<(typeof endpointGroups)[number]>;

type AnswersMethod<E, M extends HttpMethod> = E extends { readonly method: M }
  ? E
  : E extends { readonly alsoMethods: readonly (infer A)[] }
    ? M extends A
      ? E
      : never
    : never;

/** The descriptor of `method path`, or never when the store has no such call. */
export type EndpointAt<M extends HttpMethod, P extends string> = AnswersMethod<
  Extract<AnyEndpoint, { readonly path: P }>,
  M
>;

/** The paths a method may be called on. */
export type EndpointPath<M extends HttpMethod> = AnswersMethod<AnyEndpoint, M>['path'];

export type { EndpointSpec };
