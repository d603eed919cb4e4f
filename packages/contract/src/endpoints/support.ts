// Support (service spec §7: POST /api/myaccount/contact/submitIssue, GET
// /api/informational/getcovidlist; issue 19 point 7). submitIssue takes visitors too (the /contactus
// form; its rate limit is the route's hook); the account's issues need a login.
import { endpoint, endpointGroup } from '../endpoint.ts';
import { supportPaths } from '../paths/support.ts';
import {
  CovidListResponse,
  SubmitIssueBody,
  SubmitIssueResponse,
  SupportIssueQuery,
  SupportIssueResponse,
  SupportIssuesResponse,
} from '../support.ts';

export const supportEndpoints = endpointGroup('support', {
  submitIssue: endpoint({
    method: 'POST',
    path: supportPaths.submitIssue,
    auth: 'public',
    summary:
      'Submit an issue (subject, category, optional order or invoice number, message); stored, mailed to support and to the submitter with a reference',
    body: SubmitIssueBody,
    response: SubmitIssueResponse,
    refusals: [],
  }),
  getIssues: endpoint({
    method: 'GET',
    path: supportPaths.getIssues,
    auth: 'buyer',
    summary: "The account's latest issues, newest first",
    response: SupportIssuesResponse,
    refusals: [],
  }),
  getIssue: endpoint({
    method: 'GET',
    path: supportPaths.getIssue,
    auth: 'buyer',
    summary: "One of the account's issues",
    query: SupportIssueQuery,
    response: SupportIssueResponse,
    refusals: ['ISSUE_NOT_FOUND'],
  }),
  getcovidlist: endpoint({
    method: 'GET',
    path: supportPaths.getcovidlist,
    auth: 'public',
    summary: 'The items the store keeps for infection control (content-managed), as product cards',
    response: CovidListResponse,
    refusals: [],
  }),
});
