// Support (issue 19 point 7; service spec §7 POST /api/myaccount/contact/submitIssue, GET
// /api/informational/getcovidlist). An issue is stored with a reference and mailed, in the same
// transaction (the outbox, ADR 0017), to the support desk and to the submitter. Signed in, it is the
// contact's and their account's; a visitor (the /contactus form) gives a name and an e-mail.
import {
  SUPPORT_ISSUES_SHOWN,
  supportMessages,
  type CovidListResponse,
  type SubmitIssueBody,
  type SubmitIssueResponse,
  type SupportIssue,
  type SupportIssueResponse,
  type SupportIssuesResponse,
} from '@medsupply/contract';
import type { Config } from '../../config.ts';
import type { Actor, Buyer } from '../../core/actor.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import { accountNumberOf } from '../account/account.service.ts';
import { cardsFor, viewerOf } from '../catalog/catalog.service.ts';
import { infectionControlList, type InvalidContent } from '../content/content.service.ts';
import { contactDetails } from '../contacts/contacts.service.ts';
import { submitterMail, supportDeskMail } from './support.mail.ts';
import * as q from './support.queries.ts';

export interface SupportDeps {
  db: Db;
  config: Config;
  outbox: Outbox;
}

export const ISSUE_NOT_FOUND_MESSAGE = 'Issue not found';

/** 'SI-000042': short enough to read out on the phone. */
export const issueReference = (id: number) => `SI-${String(id).padStart(6, '0')}`;

/** Who submits: the signed-in contact (name and e-mail from the login), or the form's name and e-mail. */
async function submitterOf(db: Db, actor: Actor, input: SubmitIssueBody) {
  if (actor.kind === 'buyer') {
    const contact = await contactDetails(db, actor.account.id, actor.user.id);
    return {
      accountId: actor.account.id,
      userId: actor.user.id,
      name: `${actor.user.firstName} ${actor.user.lastName}`,
      email: contact?.email ?? actor.user.email,
      accountName: actor.account.accountName,
    };
  }
  if (!input.name || !input.email) throw refuse('VALIDATION', supportMessages.contactRequired);
  return { accountId: null, userId: null, name: input.name, email: input.email, accountName: null };
}

/** POST submitIssue: stores the issue and mails it to support and to the submitter. */
export async function submitIssue(
  deps: SupportDeps,
  actor: Actor,
  input: SubmitIssueBody,
): Promise<SubmitIssueResponse> {
  const submitter = await submitterOf(deps.db, actor, input);
  const accountNumber =
    submitter.accountId === null ? null : await accountNumberOf(deps.db, submitter.accountId);
  const fields = {
    subject: input.subject,
    category: input.category,
    orderNumber: input.orderNumber ?? null,
    invoiceNumber: input.invoiceNumber ?? null,
    message: input.message,
    name: submitter.name,
    email: submitter.email,
    pageUrl: input.pageUrl ?? null,
  };
  const reference = await deps.db.transaction(async (tx) => {
    const stored = await q.insertIssue(
      tx,
      { accountId: submitter.accountId, userId: submitter.userId, ...fields },
      issueReference,
    );
    const summary = {
      ...fields,
      reference: stored.reference,
      accountName: submitter.accountName,
      accountNumber,
    };
    await deps.outbox.mail(tx, supportDeskMail(deps.config, summary));
    await deps.outbox.mail(tx, submitterMail(deps.config, summary));
    return stored.reference;
  });
  return { success: true, message: supportMessages.submitted, reference };
}

function toIssue(row: q.IssueRow): SupportIssue {
  return {
    id: row.id,
    reference: row.reference ?? issueReference(row.id),
    subject: row.subject,
    category: row.category,
    orderNumber: row.orderNumber,
    invoiceNumber: row.invoiceNumber,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET getIssues: the account's latest issues, newest first. */
export async function getIssues(db: Db, buyer: Buyer): Promise<SupportIssuesResponse> {
  return { issues: (await q.issuesOf(db, buyer.account.id, SUPPORT_ISSUES_SHOWN)).map(toIssue) };
}

/** GET getIssue?id=: one of the account's issues. */
export async function getIssue(db: Db, buyer: Buyer, id: number): Promise<SupportIssueResponse> {
  const row = await q.issueOf(db, buyer.account.id, id);
  if (!row) throw refuse('ISSUE_NOT_FOUND', ISSUE_NOT_FOUND_MESSAGE);
  return { issue: toIssue(row) };
}

/** GET getcovidlist: the content-managed infection-control items as product cards (prices as visible). */
export async function covidList(db: Db, actor: Actor, onInvalid: InvalidContent): Promise<CovidListResponse> {
  const list = await infectionControlList(db, onInvalid);
  const items = list.itemIds.length > 0 ? await cardsFor(db, list.itemIds, viewerOf(actor)) : [];
  return { title: list.title, description: list.description, items };
}
