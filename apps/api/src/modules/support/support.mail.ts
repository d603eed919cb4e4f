// The two mails of a submitted issue (issue 19 point 7): to the store's support desk, with the
// submitter as Reply-To, and to the submitter with the reference to quote. Letters in the store's
// one template (mail/letter.ts).
import { oneLine } from '@medsupply/domain';
import type { Config } from '../../config.ts';
import { renderLetter, type LetterMail } from '../../mail/letter.ts';

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

export function supportDeskMail(config: Config, issue: IssueSummary): LetterMail {
  return renderLetter(config.store, {
    to: config.store.supportEmail,
    replyTo: issue.email,
    subject: `[${issue.reference}] ${issue.subject}`,
    body: [
      {
        facts: [
          ['Reference', issue.reference],
          ['Category', issue.category],
          ['Order number', issue.orderNumber],
          ['Invoice number', issue.invoiceNumber],
          ['From', `${issue.name} <${issue.email}>`],
          [
            'Account',
            issue.accountName ? `${issue.accountName} (${issue.accountNumber ?? ''})` : 'not logged in',
          ],
          ['Page', issue.pageUrl],
        ],
      },
      { quote: issue.message },
    ],
  });
}

export function submitterMail(config: Config, issue: IssueSummary): LetterMail {
  const store = config.store.name;
  return renderLetter(config.store, {
    to: issue.email,
    subject: `${store} support: ${issue.reference} received`,
    greeting: `Hello ${issue.name},`,
    body: [
      `We have received your issue "${oneLine(issue.subject)}". Its reference is ${issue.reference}: please quote it if you write or call about it.`,
      `Our support team answers Monday to Friday, 9 am to 5 pm EST, at ${config.store.supportPhone} or ${config.store.supportEmail}.`,
      'What you wrote:',
      { quote: issue.message },
    ],
  });
}
