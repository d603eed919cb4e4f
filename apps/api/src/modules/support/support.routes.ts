// HTTP of support (service spec §7: POST /api/myaccount/contact/submitIssue, GET
// /api/informational/getcovidlist; issue 19 point 7). submitIssue takes visitors too (the /contactus
// form) and is rate-limited per address and per submitter; the account's issues need a login. The
// contract's descriptors (endpoints/support.ts) say what each call takes, answers and refuses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { supportEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { limitWrites, writeLimits } from '../../http/write-limits.ts';
import * as support from './support.service.ts';

/** Whom a submission is counted against: the signed-in contact, else the form's e-mail. */
function submitterKey(request: FastifyRequest): string {
  if (request.actor.kind === 'buyer') return `user:${request.actor.user.id}`;
  const email = (request.body as { email?: unknown }).email;
  return typeof email === 'string' ? email : '';
}

export async function supportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, supportEndpoints, {
    submitIssue: {
      options: { preHandler: limitWrites(db, writeLimits.submitIssue, submitterKey) },
      handler: (request) => support.submitIssue(ctx, request.actor, request.body),
    },
    getIssues: (request) => support.getIssues(db, buyerOf(request)),
    getIssue: (request) => support.getIssue(db, buyerOf(request), request.query.id),
    getcovidlist: (request) =>
      support.covidList(db, request.actor, (kind, path, problem) =>
        request.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out'),
      ),
  });
}
