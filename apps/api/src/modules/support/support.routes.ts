// HTTP of support (service spec §7: POST /api/myaccount/contact/submitIssue, GET
// /api/informational/getcovidlist; issue 19 point 7). submitIssue takes visitors too (the /contactus
// form) and is rate-limited per address and per submitter; the account's issues need a login.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CovidListResponse,
  ErrorResponse,
  SubmitIssueBody,
  SubmitIssueResponse,
  SupportIssueQuery,
  SupportIssueResponse,
  SupportIssuesResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { limitWrites, writeLimits } from '../../http/write-limits.ts';
import * as support from './support.service.ts';

const tags = ['support'];

/** Whom a submission is counted against: the signed-in contact, else the form's e-mail. */
function submitterKey(request: FastifyRequest): string {
  if (request.actor.kind === 'buyer') return `user:${request.actor.user.id}`;
  const email = (request.body as { email?: unknown }).email;
  return typeof email === 'string' ? email : '';
}

export async function supportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    paths.support.submitIssue,
    {
      schema: {
        tags,
        summary:
          'Submit an issue (subject, category, optional order or invoice number, message); stored, mailed to support and to the submitter with a reference',
        body: SubmitIssueBody,
        response: { 200: SubmitIssueResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: limitWrites(db, writeLimits.submitIssue, submitterKey),
    },
    async (request) => support.submitIssue(ctx, request.actor, request.body),
  );

  r.get(
    paths.support.getIssues,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The account's latest issues, newest first",
        response: { 200: SupportIssuesResponse, 401: ErrorResponse },
      },
    },
    async (request) => support.getIssues(db, buyerOf(request)),
  );

  r.get(
    paths.support.getIssue,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "One of the account's issues",
        querystring: SupportIssueQuery,
        response: { 200: SupportIssueResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => support.getIssue(db, buyerOf(request), request.query.id),
  );

  r.get(
    paths.support.getcovidlist,
    {
      schema: {
        tags,
        summary: 'The items the store keeps for infection control (content-managed), as product cards',
        response: { 200: CovidListResponse },
      },
    },
    async (request) =>
      support.covidList(db, request.actor, (kind, path, problem) =>
        request.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out'),
      ),
  );
}
