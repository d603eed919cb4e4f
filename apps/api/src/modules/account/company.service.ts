// The company pages of the account menu that read and change the account itself (issue 19): the
// profile (the contact's own details and the account's name, number, terms and sales rep), the
// settings (statement preferences and approvals notification; isAdmin) and the delivery days of
// each ship-to. Each reads only the account the caller's session acts for.
//
// Other modules (statements, approval mails) call preferencesOf(db, accountId).
import { STORE_TIME_ZONE, nextDeliveryDates, parseCutoffTime, parseWeekday } from '@medsupply/domain';
import {
  DELIVERY_DATES_SHOWN,
  STATEMENT_FREQUENCIES,
  type AccountSettings,
  type DeliveryDaysResponse,
  type EditProfileBody,
  type ProfileResponse,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accountDeliveryDefaults, shipToAddresses } from '../addresses/addresses.service.ts';
import { contactDetails } from '../contacts/contacts.service.ts';
import * as q from './account.queries.ts';

const accountNotFound = () => refuse('ACCOUNT_NOT_FOUND', 'Account not found');

/** GET profile: the caller's contact record and their account. */
export async function getProfile(db: Db, buyer: Buyer): Promise<ProfileResponse> {
  const contact = await contactDetails(db, buyer.account.id, buyer.user.id);
  const account = await q.accountSummary(db, buyer.account.id);
  if (!contact || !account) throw accountNotFound();
  return {
    contact,
    account: {
      id: account.id,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      hasTerms: account.hasTerms,
      terms: account.hasTerms ? account.terms : null,
      salesRep:
        account.repName !== null && account.repEmail !== null && account.repPhone !== null
          ? { name: account.repName, email: account.repEmail, phone: account.repPhone }
          : null,
    },
  };
}

/** POST profile edit: the caller's own name, e-mail, phone and title. */
export async function editProfile(db: Db, buyer: Buyer, input: EditProfileBody): Promise<ProfileResponse> {
  await q.updateContactProfile(db, buyer.user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    title: input.title ?? null,
  });
  return getProfile(db, buyer);
}

/** The account's statement and approval preferences, for the statement and approval mails. */
export async function preferencesOf(db: DbOrTx, accountId: number): Promise<AccountSettings | null> {
  const row = await q.accountPreferences(db, accountId);
  if (!row) return null;
  return {
    statementPreferences: {
      // Stored values outside today's choices read as the default, never as an error.
      statementFrequency: STATEMENT_FREQUENCIES.find((f) => f === row.statementFrequency) ?? 'monthly',
      statementMethod: row.statementMethod === 'mail' ? 'mail' : 'email',
      statementIncludeInvoices: row.statementIncludeInvoices,
    },
    accountPreferences: { approvalsNotification: row.approvalsNotification },
  };
}

/** GET settings (isAdmin). */
export async function getSettings(db: Db, buyer: Buyer): Promise<AccountSettings> {
  const settings = await preferencesOf(db, buyer.account.id);
  if (!settings) throw accountNotFound();
  return settings;
}

/** POST settings edit (isAdmin): both groups are saved together. */
export async function editSettings(db: Db, buyer: Buyer, input: AccountSettings): Promise<AccountSettings> {
  await q.updateAccountPreferences(db, buyer.account.id, {
    ...input.statementPreferences,
    ...input.accountPreferences,
  });
  return getSettings(db, buyer);
}

/**
 * GET delivery days: each ship-to's delivery weekdays (its own, else the account's), the cut-off and
 * the next delivery dates by domain nextDeliveryDates. A billing-only address receives nothing, so
 * it is not listed.
 */
export async function getDeliveryDays(
  db: Db,
  buyer: Buyer,
  provider: string,
  now: Date,
): Promise<DeliveryDaysResponse> {
  const defaults = await accountDeliveryDefaults(db, buyer.account.id);
  if (!defaults) throw accountNotFound();
  // A malformed stored cut-off must not break the page: the store's usual 14:00 then.
  const cutoff = parseCutoffTime(defaults.cutoff) === null ? '14:00' : defaults.cutoff;
  const addresses = await shipToAddresses(db, buyer.account.id);
  return {
    provider,
    dddShippingCutoffTime: cutoff,
    timeZone: STORE_TIME_ZONE,
    shipTos: addresses.map((address) => {
      // Names the schedule cannot read (a typo in old data) are left out rather than failing the page.
      const deliveryDays = (address.deliveryDays ?? defaults.deliveryDays).filter(
        (d) => parseWeekday(d) !== null,
      );
      const schedule = nextDeliveryDates({
        deliveryDays,
        cutoffTime: cutoff,
        now,
        count: DELIVERY_DATES_SHOWN,
      });
      return {
        addressId: address.id,
        label: address.label,
        addressee: address.addressee,
        line1: address.line1,
        city: address.city,
        state: address.state,
        zip: address.zip,
        deliveryDays,
        shipDate: schedule.shipDate,
        orderBy: schedule.orderBy.toISOString(),
        nextDeliveryDates: schedule.deliveryDates,
      };
    }),
  };
}
