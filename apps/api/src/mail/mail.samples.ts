// One sample of every mail the store sends, from demo facts, to look at before changing the template
// or a letter (issue 32 point 4): `npm run mail:samples [-- outDir]` writes each as .html and .txt
// and an index.html linking them, by default to apps/api/dist/mail-samples/ (not under version
// control). The letterhead is the running configuration's (STORE_NAME, SUPPORT_PHONE… in .env).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildStatement, recallMail } from '@medsupply/domain';
import { loadConfig, type Config } from '../config.ts';
import { warningMail } from '../modules/addresses/licence-warnings.ts';
import {
  accessRequestStaffMail,
  accountExistsMail,
  applicationReceivedMail,
  applicationStaffMail,
  passwordChangedMail,
  passwordResetMail,
  type ApplicationSummary,
} from '../modules/auth/auth.mail.ts';
import { invitationMail } from '../modules/auth/invitations.service.ts';
import {
  accessDeclinedMail,
  licenceRejectedMail,
  licenceVerifiedMail,
  registrationApprovedMail,
  registrationDeclinedMail,
} from '../modules/back-office/customers.mail.ts';
import {
  approvalRequestMail,
  orderBlocks,
  orderDecisionMail,
  orderReceivedMail,
  receiptMail,
  shippedMail,
  statementMail,
  type OrderSummary,
} from '../modules/order-to-cash/order-to-cash.mail.ts';
import { subscriptionFailedMail } from '../modules/subscriptions/subscriptions.service.ts';
import { submitterMail, supportDeskMail } from '../modules/support/support.mail.ts';
import { escapeHtml } from './mailer.ts';
import { renderLetter, type LetterMail } from './letter.ts';

const buyer = { email: 'ann.lee@harborclinic.example', firstName: 'Ann' };
const link = (config: Config, at: string) => new URL(at, config.store.publicUrl).href;

const order: OrderSummary & { id: number } = {
  id: 1033,
  tranId: 'SO-101033',
  shipTo: 'Harbor Family Clinic, 12 Pier Road, Portland, ME 04101',
  delivery: '12/08/2026',
  lines: [
    { quantity: 4, displayName: 'Nitrile Exam Gloves, Medium, 100/box', itemName: 'GLV-NIT-M' },
    { quantity: 2, displayName: 'Sterile Gauze Pads 4x4, 50/pack', itemName: 'GZ-44-50' },
  ],
  totalCents: 18_640,
};

const application: ApplicationSummary = {
  companyName: 'Harbor Family Clinic',
  firstName: 'Ann',
  lastName: 'Lee',
  email: buyer.email,
  phone: '207-555-0142',
  businessType: 'Physician Practice',
  contactRole: 'Office Manager',
  address: '12 Pier Road, Portland, ME 04101',
  accountNumber: 'A-100245',
};

const issue = {
  reference: 'SR-2026-0412',
  subject: 'Damaged box in order SO-101033',
  category: 'Order problem',
  orderNumber: 'SO-101033',
  invoiceNumber: null,
  message:
    'One box of gloves arrived crushed.\nThe gloves inside look fine, but we would like a replacement.',
  name: 'Ann Lee',
  email: buyer.email,
  accountName: 'Harbor Family Clinic',
  accountNumber: 'A-100245',
  pageUrl: null,
};

const licence = {
  number: 'ME-RX-55821',
  label: 'Main office',
  line1: '12 Pier Road',
  city: 'Portland',
  state: 'ME',
};

/** Every mail of the store, by a file name, rendered with `config`'s letterhead. */
export function mailSamples(config: Config): Record<string, LetterMail> {
  const store = config.store;
  const reasons = [{ reason: 'The order total of $186.40 is over the $150.00 order limit of your login.' }];
  return {
    'password-reset': passwordResetMail(config, buyer, link(config, '/login?reset=abc&username=ann'), 30),
    'password-changed': passwordChangedMail(config, buyer),
    'access-request-staff': accessRequestStaffMail(config, {
      company: 'Harbor Family Clinic',
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '207-555-0142',
      email: buyer.email,
    }),
    'application-staff': applicationStaffMail(config, application),
    'application-received': applicationReceivedMail(config, application),
    'account-exists': accountExistsMail(config, buyer),
    invitation: invitationMail(
      config,
      {
        userId: 7,
        username: 'sam.ortiz',
        email: 'sam.ortiz@harborclinic.example',
        firstName: 'Sam',
        accountName: 'Harbor Family Clinic',
      },
      { userId: 3, name: 'Ann Lee' },
      link(config, '/login?invitation=xyz&username=sam.ortiz'),
    ),
    'access-declined': accessDeclinedMail(
      store,
      { email: buyer.email, firstName: 'Ann', company: 'Harbor Family Clinic' },
      'We supply licensed healthcare facilities only, and could not confirm a license for this address.',
    ),
    'registration-approved': registrationApprovedMail(store, buyer.email, {
      greetingName: 'Ann',
      accountName: 'Harbor Family Clinic',
      username: 'ann.lee',
    }),
    'registration-declined': registrationDeclinedMail(
      store,
      buyer.email,
      { greetingName: 'Ann', accountName: 'Harbor Family Clinic' },
      'The resale certificate sent has expired.',
    ),
    'licence-verified': licenceVerifiedMail(store, buyer.email, licence, '2027-11-30'),
    'licence-rejected': licenceRejectedMail(
      store,
      buyer.email,
      licence,
      'The scan is unreadable: please send a clearer copy.',
    ),
    'licence-expiring': warningMail(
      config,
      buyer.email,
      {
        id: 4,
        account_id: 2,
        account_name: 'Harbor Family Clinic',
        account_email: buyer.email,
        address_label: 'Main office',
        licence_number: 'ME-RX-55821',
        rx_level_name: 'Prescription (Rx)',
        expires_on: '2026-12-31',
      },
      30,
    ),
    'support-desk': supportDeskMail(config, issue),
    'support-submitter': submitterMail(config, issue),
    'order-received': orderReceivedMail(store, buyer, order, null),
    'order-awaiting-approval': orderReceivedMail(store, buyer, order, {
      accountName: 'Harbor Family Clinic',
      reasons,
    }),
    'approval-request': approvalRequestMail(
      store,
      'dr.patel@harborclinic.example',
      { tranId: order.tranId, placerName: 'Ann Lee', accountName: 'Harbor Family Clinic', reasons },
      orderBlocks(order),
      { link: link(config, '/myaccount/menu/approvals?link=token'), validDays: 7 },
    ),
    'order-approved': orderDecisionMail(
      store,
      buyer.email,
      { id: order.id, tranId: order.tranId, accountName: 'Harbor Family Clinic' },
      'approved',
      null,
    ),
    'order-rejected': orderDecisionMail(
      store,
      buyer.email,
      { id: order.id, tranId: order.tranId, accountName: 'Harbor Family Clinic' },
      'rejected',
      'Please order the gloves from the December list instead.',
    ),
    shipped: shippedMail(
      store,
      buyer,
      order,
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: link(config, '/tracking/1Z999AA10123456784'),
      },
      [{ quantity: 4, displayName: 'Nitrile Exam Gloves, Medium, 100/box' }],
    ),
    'payment-receipt': receiptMail(
      store,
      { ...buyer, accountName: 'Harbor Family Clinic' },
      {
        number: 'PAY-000118',
        lines: [
          { tranId: 'INV-100871', appliedCents: 12_000 },
          { tranId: 'INV-100902', appliedCents: 6_640 },
        ],
        chargeCents: 15_640,
        feeCents: 469,
        creditsCents: 3_000,
      },
    ),
    statement: statementMail(
      store,
      'ap@harborclinic.example',
      'Harbor Family Clinic',
      buildStatement({
        entries: [
          {
            kind: 'invoice',
            number: 'INV-100871',
            date: '2026-10-06',
            dueDate: '2026-11-05',
            amountCents: 16_000,
            openCents: 4_000,
          },
          {
            kind: 'invoice',
            number: 'INV-100902',
            date: '2026-11-04',
            dueDate: '2026-12-04',
            amountCents: 18_640,
            openCents: 18_640,
          },
          { kind: 'payment', number: 'PAY-000118', date: '2026-11-20', amountCents: 12_000, openCents: 0 },
        ],
        startDate: '2026-11-01',
        statementDate: '2026-11-30',
        openTransactionsOnly: false,
      }),
      true,
    ),
    'subscription-failed': subscriptionFailedMail(
      store,
      { email: buyer.email, first_name: 'Ann' },
      {
        listName: 'Monthly exam room',
        runOn: '2026-12-01',
        nextRunOn: '2027-01-01',
        message: 'Nitrile Exam Gloves, Medium is no longer sold.',
      },
    ),
    'recall-notice': renderLetter(store, {
      to: buyer.email,
      ...recallMail({
        recallNumber: 'RC-000003',
        recallClass: 'II',
        title: 'Sterile gauze pads: torn inner pouches',
        reason: 'Some inner pouches of lot G-2231 may be torn, so the pads may not be sterile.',
        instructions: 'Stop using lot G-2231 and keep it apart. We credit every unit you return.',
        accountName: 'Harbor Family Clinic',
        firstName: 'Ann',
        kind: 'notice',
        goods: ['Sterile Gauze Pads 4x4 (lot G-2231): 40 units'],
        link: link(config, '/myaccount/menu/recalls?recall=3'),
        substitutes: [{ forItem: 'Sterile Gauze Pads 4x4', items: ['Gauze Sponge 4x4 (GZ-44): in stock'] }],
      }),
    }),
  };
}

if (import.meta.main) {
  const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../dist/mail-samples'));
  await mkdir(outDir, { recursive: true });
  const samples = Object.entries(mailSamples(loadConfig()));
  for (const [name, mail] of samples) {
    await writeFile(path.join(outDir, `${name}.html`), mail.html ?? '');
    await writeFile(
      path.join(outDir, `${name}.txt`),
      `Subject: ${mail.subject}\nTo: ${mail.to}\n\n${mail.text}`,
    );
  }
  const rows = samples
    .map(
      ([name, mail]) =>
        `<li><a href="${name}.html">${escapeHtml(mail.subject)}</a> (<a href="${name}.txt">text</a>)</li>`,
    )
    .join('');
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail samples</title><h1>Mail samples</h1><ul>${rows}</ul></html>`,
  );
  console.log(`${samples.length} mails written to ${outDir}/ (open index.html)`);
}
