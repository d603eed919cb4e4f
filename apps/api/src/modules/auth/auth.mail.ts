// The mails the auth area sends: the password-reset link, and the notices of access requests and
// account applications for the store's staff and the applicant. Text and HTML say the same.
import type { Config } from '../../config.ts';
import { escapeHtml, type MailMessage } from '../../mail/mailer.ts';

/** Header-safe one-liner: user input never breaks a subject across lines. */
const oneLine = (value: string) => value.replaceAll(/\s+/g, ' ').trim();

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

export function passwordResetMail(
  config: Config,
  to: { email: string; firstName: string },
  link: string,
  validMinutes: number,
): MailMessage {
  const store = config.store.name;
  return {
    to: to.email,
    subject: `Reset your ${store} password`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Someone asked to reset the password of your ${store} login. To choose a new password, open this link within ${validMinutes} minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      '',
      `${store} · ${config.store.supportPhone} · ${config.store.supportEmail}`,
    ].join('\n'),
    html: page([
      `Hello ${escapeHtml(to.firstName)},`,
      `Someone asked to reset the password of your ${escapeHtml(store)} login. To choose a new password, open this link within ${validMinutes} minutes:`,
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      `${escapeHtml(store)} · ${escapeHtml(config.store.supportPhone)} · ${escapeHtml(config.store.supportEmail)}`,
    ]),
  };
}

/** Label/value lines for staff notices; a value never starts a line of its own. */
function details(rows: Array<[string, string]>): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n'),
    html: rows
      .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(oneLine(value))}`)
      .join('<br>'),
  };
}

export function accessRequestStaffMail(
  config: Config,
  request: { company: string; firstName: string; lastName: string; phone: string; email: string },
): MailMessage {
  const body = details([
    ['Company', request.company],
    ['Name', `${request.firstName} ${request.lastName}`],
    ['Phone', request.phone],
    ['E-mail', request.email],
  ]);
  return {
    to: config.store.supportEmail,
    replyTo: request.email,
    subject: oneLine(`Access request: ${request.company}`),
    text: `A visitor asked for access to the store.\n\n${body.text}\n`,
    html: page(['A visitor asked for access to the store.', body.html]),
  };
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

export function applicationStaffMail(config: Config, application: ApplicationSummary): MailMessage {
  const body = details([
    ['Company', application.companyName],
    ['Application number', application.accountNumber],
    ['Business type', application.businessType],
    ['Contact', `${application.firstName} ${application.lastName} (${application.contactRole})`],
    ['Phone', application.phone],
    ['E-mail', application.email],
    ['Address', application.address],
  ]);
  return {
    to: config.store.supportEmail,
    replyTo: application.email,
    subject: oneLine(`Account application: ${application.companyName}`),
    text: `A new account application awaits approval.\n\n${body.text}\n`,
    html: page(['A new account application awaits approval.', body.html]),
  };
}

export function applicationReceivedMail(config: Config, application: ApplicationSummary): MailMessage {
  const store = config.store.name;
  const lines = [
    `Hello ${application.firstName},`,
    `Thank you for applying for a ${store} account for ${application.companyName}. We review every application and will e-mail you as soon as it has been approved.`,
    `Questions? Call ${config.store.supportPhone} or write to ${config.store.supportEmail}.`,
  ];
  return {
    to: application.email,
    subject: `Your ${store} account application`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
}

/**
 * To the owner of a login whose e-mail was used on the registration form: the form answered as it
 * always does, so only the owner learns that the address has a login (issue 16 point 6).
 */
export function accountExistsMail(config: Config, to: { email: string }): MailMessage {
  const store = config.store.name;
  const loginUrl = new URL('/login', config.store.publicUrl).href;
  const lines = [
    'Hello,',
    `Someone applied for a ${store} account with this e-mail address, which already has a login. If it was you, sign in at ${loginUrl} or use "Forgot password" there to choose a new password.`,
    'If it was not you, you can ignore this e-mail: nothing has changed.',
    `${store} · ${config.store.supportPhone} · ${config.store.supportEmail}`,
  ];
  return {
    to: to.email,
    subject: `Your ${store} login`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
}

/** Tells a user their password was changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(config: Config, to: { email: string; firstName: string }): MailMessage {
  const store = config.store.name;
  const lines = [
    `Hello ${to.firstName},`,
    `The password of your ${store} login was changed, and every other device signed in with it was signed out.`,
    `If you did not change it, call ${config.store.supportPhone} or write to ${config.store.supportEmail} at once.`,
  ];
  return {
    to: to.email,
    subject: `Your ${store} password was changed`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
}
