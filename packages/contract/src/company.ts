// The company pages' calls that are not in service spec §7 by name (issue 19 points 1, 2, 5, 6):
// the profile, the signed-in sessions of the security page, the account settings and the delivery
// days. Paths are in paths.ts; the spec's field names are kept (statementPreferences,
// accountPreferences.approvalsNotification, dddShippingCutoffTime).
import { z } from 'zod';
import { NamedOption } from './auth.ts';
import { EmailField, PhoneField, optionalText, requiredText } from './fields.ts';

// ---- profile (/myaccount/menu/profile) ----------------------------------------------------------

export const SalesRep = z.object({ name: z.string(), email: z.string(), phone: z.string() });

/** A contact of an account as the profile and the contacts page show it. */
export const ContactFields = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  contactRole: NamedOption.nullable(),
  isAdmin: z.boolean(),
  isPriceVisible: z.boolean(),
  ordersNeedApproval: z.boolean(),
});
export type ContactFields = z.infer<typeof ContactFields>;

export const ProfileResponse = z.object({
  contact: ContactFields,
  account: z.object({
    id: z.number().int(),
    accountName: z.string(),
    accountNumber: z.string(),
    hasTerms: z.boolean(),
    /** e.g. 'Net 30'; null without terms. */
    terms: z.string().nullable(),
    salesRep: SalesRep.nullable(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** The contact's own fields; the username, permissions and account are not theirs to change here. */
export const EditProfileBody = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: EmailField,
  phone: PhoneField,
  title: optionalText('Title'),
});
export type EditProfileBody = z.infer<typeof EditProfileBody>;

// ---- security (/myaccount/menu/security) --------------------------------------------------------

export const SessionInfo = z.object({
  id: z.string(),
  /** 'Chrome on Windows' (domain describeDevice). */
  device: z.string(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  /** ISO 8601. */
  signedInAt: z.string(),
  /** ISO 8601: its last sign-in or token refresh. */
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionsResponse = z.object({ sessions: z.array(SessionInfo) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

export const SignOutSessionBody = z.object({ id: z.uuid({ message: 'id must be a session id' }) });
export type SignOutSessionBody = z.infer<typeof SignOutSessionBody>;

export const SignOutResponse = z.object({ success: z.literal(true), signedOut: z.number().int() });
export type SignOutResponse = z.infer<typeof SignOutResponse>;

// ---- settings (/myaccount/menu/accountsettings, isAdmin) ----------------------------------------

export const STATEMENT_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export const STATEMENT_METHODS = ['email', 'mail'] as const;

/** storefront spec §3 "Account settings". */
export const AccountSettings = z.object({
  statementPreferences: z.object({
    statementFrequency: z.enum(STATEMENT_FREQUENCIES, { message: 'Choose weekly, monthly or quarterly' }),
    statementMethod: z.enum(STATEMENT_METHODS, { message: 'Choose e-mail or mail' }),
    statementIncludeInvoices: z.boolean({ message: 'statementIncludeInvoices must be true or false' }),
  }),
  accountPreferences: z.object({
    /** Whether the account's admins are mailed when an order waits for their approval. */
    approvalsNotification: z.boolean({ message: 'approvalsNotification must be true or false' }),
  }),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

export const SETTINGS_SAVED_MESSAGE = 'Your settings have been saved.';
export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

// ---- delivery day (/myaccount/menu/{provider}deliveryday) ---------------------------------------

export const ShipToDeliveryDays = z.object({
  addressId: z.number().int(),
  label: z.string(),
  addressee: z.string(),
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Weekday names ('Monday'); the account's when the ship-to has none of its own. */
  deliveryDays: z.array(z.string()),
  /** The day an order placed now ships, 'YYYY-MM-DD'. */
  shipDate: z.string(),
  /** ISO 8601 instant: order before this to ship on shipDate. */
  orderBy: z.string(),
  /** The next delivery dates, 'YYYY-MM-DD', earliest first. */
  nextDeliveryDates: z.array(z.string()),
});
export type ShipToDeliveryDays = z.infer<typeof ShipToDeliveryDays>;

export const DeliveryDaysResponse = z.object({
  /** The delivery provider's name ('Meridian'): the page is /myaccount/menu/{provider}deliveryday. */
  provider: z.string(),
  /** 'HH:MM' on the store's clock (America/New_York). */
  dddShippingCutoffTime: z.string(),
  timeZone: z.string(),
  shipTos: z.array(ShipToDeliveryDays),
});
export type DeliveryDaysResponse = z.infer<typeof DeliveryDaysResponse>;

/** How many next delivery dates the page lists per ship-to. */
export const DELIVERY_DATES_SHOWN = 4;
