// Recalls (issue 34 point 2, ADR 0050). The clinic's face (its own recalls, its acknowledgment,
// the notice PDF of a recall that reached it, and the banners of the product page and of an order).
import { adminPaths } from '../admin-paths.ts';
import { AdminIdParams } from '../back-office.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { recallsPaths } from '../paths/recalls.ts';
import {
  AccountRecallsResponse,
  AcknowledgeRecallBody,
  AcknowledgeRecallResponse,
  AdminRecall,
  AdminRecallsResponse,
  PublishRecallResponse,
  RecallBannersResponse,
  RecallDraftBody,
  RecallIdQuery,
  RecallItemQuery,
  RecallItemsQuery,
  RecallItemsResponse,
  RecallOrderQuery,
  RecallPreview,
  RecallReport,
  RemindRecallBody,
  RemindRecallResponse,
} from '../recalls.ts';

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

/**
 * The back office's face under /api/admin (area 'recalls': compliance staff and administrators):
 * drafts, the preview, publishing, reminders, the effectiveness report and its CSV, the notice PDF.
 */
export const adminRecallEndpoints = endpointGroup('back office', {
  recalls: endpoint({
    method: 'GET',
    path: adminPaths.recalls,
    auth: 'staff:recalls',
    summary: 'Every recall, drafts first, with acknowledgment progress',
    response: AdminRecallsResponse,
    refusals: [],
  }),
  draftRecall: endpoint({
    method: 'POST',
    path: adminPaths.recalls,
    auth: 'staff:recalls',
    summary: 'Drafts a recall: items (a lot, or all lots), class, texts, the notice PDF',
    body: RecallDraftBody,
    response: AdminRecall,
    refusals: ['DOCUMENT_INVALID'],
  }),
  recall: endpoint({
    method: 'GET',
    path: adminPaths.recall,
    auth: 'staff:recalls',
    summary: 'A recall with its scope, and once published the accounts it reached and their answers',
    params: AdminIdParams,
    response: AdminRecall,
    refusals: ['RECALL_NOT_FOUND'],
  }),
  editRecall: endpoint({
    method: 'PUT',
    path: adminPaths.recall,
    auth: 'staff:recalls',
    summary: 'Changes a draft (a published recall is refused); without a notice the current one stays',
    params: AdminIdParams,
    body: RecallDraftBody,
    response: AdminRecall,
    refusals: ['RECALL_NOT_FOUND', 'RECALL_NOT_DRAFT', 'DOCUMENT_INVALID'],
  }),
  recallPreview: endpoint({
    method: 'GET',
    path: adminPaths.recallPreview,
    auth: 'staff:recalls',
    summary: 'The accounts, ship-tos and quantities publishing would reach, from fulfillments',
    params: AdminIdParams,
    response: RecallPreview,
    refusals: ['RECALL_NOT_FOUND'],
  }),
  publishRecall: endpoint({
    method: 'POST',
    path: adminPaths.recallPublish,
    auth: 'staff:recalls',
    summary:
      'Publishes a draft once: records whom it reached, stops the sale of its lots, notifies every party',
    params: AdminIdParams,
    response: PublishRecallResponse,
    refusals: ['RECALL_NOT_FOUND'],
  }),
  remindRecall: endpoint({
    method: 'POST',
    path: adminPaths.recallRemind,
    auth: 'staff:recalls',
    summary: 'Reminds the accounts that have not acknowledged (round n, sent once)',
    params: AdminIdParams,
    body: RemindRecallBody,
    response: RemindRecallResponse,
    refusals: ['RECALL_NOT_FOUND', 'RECALL_NOT_PUBLISHED', 'RECALL_NOTHING_TO_REMIND'],
  }),
  recallReport: endpoint({
    method: 'GET',
    path: adminPaths.recallReport,
    auth: 'staff:recalls',
    summary: 'The effectiveness report: every notified party with its times and answer',
    params: AdminIdParams,
    response: RecallReport,
    refusals: ['RECALL_NOT_FOUND'],
  }),
  recallReportCsv: endpoint({
    method: 'GET',
    path: adminPaths.recallReportCsv,
    auth: 'staff:recalls',
    summary: 'The effectiveness report as CSV',
    params: AdminIdParams,
    produces: 'text/csv',
    refusals: ['RECALL_NOT_FOUND'],
  }),
  recallNotice: endpoint({
    method: 'GET',
    path: adminPaths.recallNotice,
    auth: 'staff:recalls',
    summary: "The recall's notice PDF",
    params: AdminIdParams,
    produces: 'application/pdf',
    // NOT_FOUND: the recall has no notice document.
    refusals: ['RECALL_NOT_FOUND', 'NOT_FOUND'],
  }),
  recallItems: endpoint({
    method: 'GET',
    path: adminPaths.recallItems,
    auth: 'staff:recalls',
    summary: 'Items to recall, by number or name, with their lots',
    query: RecallItemsQuery,
    response: RecallItemsResponse,
    refusals: [],
  }),
});
