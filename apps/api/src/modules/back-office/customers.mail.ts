// What the customer desk's decisions tell the customer (access requests, registrations, licences):
// letters in the store's one template (mail/letter.ts).
import type { Config } from '../../config.ts';
import { renderLetter, type LetterMail } from '../../mail/letter.ts';

type Store = Config['store'];

const help = (store: Store) => `Questions? Call ${store.supportPhone} or write to ${store.supportEmail}.`;

export function accessDeclinedMail(
  store: Store,
  request: { email: string; firstName: string; company: string },
  reason: string,
): LetterMail {
  return renderLetter(store, {
    to: request.email,
    subject: `Your request for access to ${store.name}`,
    greeting: `Hello ${request.firstName},`,
    body: [
      `Thank you for your interest in ${store.name}. We cannot open an account for ${request.company} at this time:`,
      { quote: reason },
      help(store),
    ],
  });
}

/** Where the licence is: its number and the address it was sent for. */
export interface LicenceOfAddress {
  number: string;
  label: string;
  line1: string;
  city: string;
  state: string;
}

const placeOf = (l: LicenceOfAddress) => `${l.label} (${l.line1}, ${l.city}, ${l.state})`;

export function licenceVerifiedMail(
  store: Store,
  to: string,
  licence: LicenceOfAddress,
  expiresOn: string,
): LetterMail {
  return renderLetter(store, {
    to,
    subject: `License ${licence.number} is verified`,
    body: [
      `The license ${licence.number} you sent for ${placeOf(licence)} is verified, valid until ${expiresOn}.`,
      'Orders shipping to this address may now include the items it covers.',
      { link: store.publicUrl, label: 'Shop now' },
      help(store),
    ],
  });
}

export function licenceRejectedMail(
  store: Store,
  to: string,
  licence: LicenceOfAddress,
  reason: string,
): LetterMail {
  return renderLetter(store, {
    to,
    subject: `License ${licence.number} was not accepted`,
    body: [
      `The license ${licence.number} you sent for ${placeOf(licence)} could not be verified:`,
      { quote: reason },
      'Please upload a corrected license under Addresses in your account.',
      { link: new URL('/myaccount/menu/addresses', store.publicUrl).href, label: 'Open Addresses' },
      help(store),
    ],
  });
}

export function registrationApprovedMail(
  store: Store,
  to: string,
  account: { greetingName: string; accountName: string; username: string },
): LetterMail {
  return renderLetter(store, {
    to,
    subject: `Your ${store.name} account is open`,
    greeting: `Hello ${account.greetingName},`,
    body: [
      `The account of ${account.accountName} is approved. Sign in with your username ${account.username}.`,
      { link: new URL('/login', store.publicUrl).href, label: 'Sign in' },
      help(store),
    ],
  });
}

export function registrationDeclinedMail(
  store: Store,
  to: string,
  account: { greetingName: string; accountName: string },
  reason: string,
): LetterMail {
  return renderLetter(store, {
    to,
    subject: `Your application to ${store.name}`,
    greeting: `Hello ${account.greetingName},`,
    body: [
      `We cannot open an account for ${account.accountName} at this time:`,
      { quote: reason },
      help(store),
    ],
  });
}
