// Recalls (issue 34 point 2, ADR 0050): the clinic's face (its own recalls, its acknowledgment,
// the notice PDF of a recall that reached it, and the banners of the product page and of an order).
import {
  AccountRecallsResponse,
  AcknowledgeRecallBody,
  AcknowledgeRecallResponse,
  RecallBannersResponse,
  RecallIdQuery,
  RecallItemQuery,
  RecallOrderQuery,
} from '../recalls.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { recallsPaths } from '../paths/recalls.ts';

export const recallEndpoints = endpointGroup('recalls', {
  accountRecalls: endpoint({
    method: 'GET',
    path: recallsPaths.list,
    auth: 'buyer',
    summary: "The account's recalls: what was shipped to it, the instructions and its acknowledgment",
    response: AccountRecallsResponse,
    refusals: [],
  }),
  acknowledgeRecall: endpoint({
    method: 'POST',
    path: recallsPaths.acknowledge,
    auth: 'buyer',
    summary: 'Acknowledges a recall once for the account, with the units it still holds',
    body: AcknowledgeRecallBody,
    response: AcknowledgeRecallResponse,
    refusals: ['RECALL_NOT_FOUND', 'RECALL_ALREADY_ACKNOWLEDGED'],
  }),
  recallNotice: endpoint({
    method: 'GET',
    path: recallsPaths.notice,
    auth: 'buyer',
    summary: 'The notice PDF of a recall that reached the account',
    query: RecallIdQuery,
    produces: 'application/pdf',
    // NOT_FOUND: the recall has no notice document.
    refusals: ['RECALL_NOT_FOUND', 'NOT_FOUND'],
  }),
  orderRecalls: endpoint({
    method: 'GET',
    path: recallsPaths.forOrder,
    auth: 'buyer',
    summary: 'The recalls that reached the account through one of its orders',
    query: RecallOrderQuery,
    response: RecallBannersResponse,
    refusals: [],
  }),
  itemRecalls: endpoint({
    method: 'GET',
    path: recallsPaths.forItem,
    auth: 'public',
    summary: 'The published recalls of an item (the product page banner)',
    query: RecallItemQuery,
    response: RecallBannersResponse,
    refusals: [],
  }),
});
