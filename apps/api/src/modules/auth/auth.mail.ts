// The mails the auth area sends: the password-reset link, and the notices of access requests and
// account applications for the store's staff and the applicant. Each is a letter in the store's one
// template (mail/letter.ts): what it says is here, how it looks is there.
import { oneLine } from '@medsupply/domain';
import type { Config } from '../../config.ts';
import { renderLetter, type LetterMail } from '../../mail/letter.ts';

export function passwordResetMail(
  config: Config,
  to: { email: string; firstName: string },
  link: string,
  validMinutes: number,
): LetterMail {
  const store = config.store.name;
  return renderLetter(config.store, {
    to: to.email,
    subject: `Reset your ${store} password`,
    greeting: `Hello ${to.firstName},`,
    body: [
      `Someone asked to reset the password of your ${store} login. To choose a new password, open this link within ${validMinutes} minutes:`,
      { link, label: 'Choose a new password' },
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });
}

export function accessRequestStaffMail(
  config: Config,
  request: { company: string; firstName: string; lastName: string; phone: string; email: string },
): LetterMail {
  return renderLetter(config.store, {
    to: config.store.supportEmail,
    replyTo: request.email,
    subject: `Access request: ${request.company}`,
    body: [
      'A visitor asked for access to the store.',
      {
        facts: [
          ['Company', request.company],
          ['Name', `${request.firstName} ${request.lastName}`],
          ['Phone', request.phone],
          ['E-mail', request.email],
        ],
      },
    ],
  });
}

export interface ApplicationSummary {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessType: string;
  contactRole: string;
  address: string;
  accountNumber: string;
}

export function applicationStaffMail(config: Config, application: ApplicationSummary): LetterMail {
  return renderLetter(config.store, {
    to: config.store.supportEmail,
    replyTo: application.email,
    subject: `Account application: ${application.companyName}`,
    body: [
      'A new account application awaits approval.',
      {
        facts: [
          ['Company', application.companyName],
          ['Application number', application.accountNumber],
          ['Business type', application.businessType],
          ['Contact', `${application.firstName} ${application.lastName} (${application.contactRole})`],
          ['Phone', application.phone],
          ['E-mail', application.email],
          ['Address', application.address],
        ],
      },
    ],
  });
}

export function applicationReceivedMail(config: Config, application: ApplicationSummary): LetterMail {
  const store = config.store.name;
  return renderLetter(config.store, {
    to: application.email,
    subject: `Your ${store} account application`,
    greeting: `Hello ${application.firstName},`,
    body: [
      `Thank you for applying for a ${store} account for ${oneLine(application.companyName)}. We review every application and will e-mail you as soon as it has been approved.`,
      `Questions? Call ${config.store.supportPhone} or write to ${config.store.supportEmail}.`,
    ],
  });
}

/**
 * To the owner of a login whose e-mail was used on the registration form: the form answered as it
 * always does, so only the owner learns that the address has a login (issue 16 point 6).
 */
export function accountExistsMail(config: Config, to: { email: string }): LetterMail {
  const store = config.store.name;
  const loginUrl = new URL('/login', config.store.publicUrl).href;
  return renderLetter(config.store, {
    to: to.email,
    subject: `Your ${store} login`,
    greeting: 'Hello,',
    body: [
      `Someone applied for a ${store} account with this e-mail address, which already has a login. If it was you, sign in, or use "Forgot password" on the sign-in page to choose a new password.`,
      { link: loginUrl, label: 'Sign in' },
      'If it was not you, you can ignore this e-mail: nothing has changed.',
    ],
  });
}

/** Tells a user their password was changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(config: Config, to: { email: string; firstName: string }): LetterMail {
  const store = config.store.name;
  return renderLetter(config.store, {
    to: to.email,
    subject: `Your ${store} password was changed`,
    greeting: `Hello ${to.firstName},`,
    body: [
      `The password of your ${store} login was changed, and every other device signed in with it was signed out.`,
      `If you did not change it, call ${config.store.supportPhone} or write to ${config.store.supportEmail} at once.`,
    ],
  });
}
