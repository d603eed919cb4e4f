// The two mails of a submitted issue (issue 19 point 7): to the store's support desk, with the
// submitter as Reply-To, and to the submitter with the reference to quote.
import type { Config } from '../../config.ts';
import { escapeHtml, type MailMessage } from '../../mail/mailer.ts';

export interface IssueSummary {
  reference: string;
  subject: string;
  category: string;
  orderNumber: string | null;
  invoiceNumber: string | null;
  message: string;
  name: string;
  email: string;
  accountName: string | null;
  accountNumber: string | null;
  pageUrl: string | null;
}

const oneLine = (value: string) => value.replaceAll(/\s+/g, ' ').trim();

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')}</body></html>`;
}

function details(issue: IssueSummary): string {
  const rows: Array<[string, string | null]> = [
    ['Reference', issue.reference],
    ['Category', issue.category],
    ['Order number', issue.orderNumber],
    ['Invoice number', issue.invoiceNumber],
    ['From', `${issue.name} <${issue.email}>`],
    ['Account', issue.accountName ? `${issue.accountName} (${issue.accountNumber ?? ''})` : 'not logged in'],
    ['Page', issue.pageUrl],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => `${label}: ${oneLine(value)}`)
    .join('\n');
}

export function supportDeskMail(config: Config, issue: IssueSummary): MailMessage {
  const paragraphs = [details(issue), issue.message];
  return {
    to: config.store.supportEmail,
    replyTo: issue.email,
    subject: oneLine(`[${issue.reference}] ${issue.subject}`),
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}

export function submitterMail(config: Config, issue: IssueSummary): MailMessage {
  const store = config.store.name;
  const paragraphs = [
    `Hello ${issue.name},`,
    `We have received your issue "${oneLine(issue.subject)}". Its reference is ${issue.reference}: please quote it if you write or call about it.`,
    `Our support team answers Monday to Friday, 9 am to 5 pm EST, at ${config.store.supportPhone} or ${config.store.supportEmail}.`,
    `What you wrote:\n${issue.message}`,
  ];
  return {
    to: issue.email,
    subject: oneLine(`${store} support: ${issue.reference} received`),
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}
