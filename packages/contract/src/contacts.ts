// The account's contacts (issue 19 point 4; service spec §7 generic calls: GET /api/contacts/paginate,
// GET /api/contacts/{id}, POST /api/contacts/create, PATCH /api/contacts/edit, POST
// /api/contacts/delete {id}; storefront spec §3: contacts page 100 a page). Only the account's
// admins may call them (service spec §2: Contacts [isAdmin]). A deleted contact is deactivated: it
// can no longer sign in, and its orders and history stay.
import { z } from 'zod';
import { CONTACTS_PAGE_SIZE } from '@medsupply/domain';
import { ContactFields } from './company.ts';
import { Id } from './catalog.ts';
import { EmailField, PhoneField, UsernameField, optionalText, requiredText } from './fields.ts';
import { paginateQuery, paginated } from './pagination.ts';

export const Contact = ContactFields.extend({
  isActive: z.boolean(),
  /** True until the contact has set a password through the invitation. */
  invitationPending: z.boolean(),
  /** ISO 8601 or null. */
  lastLoginAt: z.string().nullable(),
});
export type Contact = z.infer<typeof Contact>;

export const ContactsPage = paginated(Contact);
export type ContactsPage = z.infer<typeof ContactsPage>;

/** `?page=&limit=` (100 a page by default, storefront spec §9) and `inactive=true` to list deleted ones. */
export const ContactsQuery = paginateQuery(CONTACTS_PAGE_SIZE).extend({
  inactive: z.enum(['true', 'false'], { message: 'inactive must be true or false' }).optional(),
});
export type ContactsQuery = z.infer<typeof ContactsQuery>;

export const ContactIdParams = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive().max(2_147_483_647),
});

/** The permissions an admin grants (storefront spec §3 user.permissions, issue 19 point 4). */
const permissionFields = {
  isAdmin: z.boolean({ message: 'isAdmin must be true or false' }),
  isPriceVisible: z.boolean({ message: 'isPriceVisible must be true or false' }),
  ordersNeedApproval: z.boolean({ message: 'ordersNeedApproval must be true or false' }),
};

/** POST create: the username defaults to the e-mail; the contact is mailed an invitation. */
export const CreateContactBody = z.object({
  username: UsernameField.optional(),
  email: EmailField,
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  phone: PhoneField,
  title: optionalText('Title'),
  contactRoleId: Id,
  ...permissionFields,
});
export type CreateContactBody = z.infer<typeof CreateContactBody>;

/** PATCH edit: the fields given change; the username does not. `isActive: true` restores a deleted one. */
export const EditContactBody = z.object({
  id: Id,
  email: EmailField.optional(),
  firstName: requiredText('First name').optional(),
  lastName: requiredText('Last name').optional(),
  phone: PhoneField,
  title: optionalText('Title'),
  contactRoleId: Id.optional(),
  isAdmin: permissionFields.isAdmin.optional(),
  isPriceVisible: permissionFields.isPriceVisible.optional(),
  ordersNeedApproval: permissionFields.ordersNeedApproval.optional(),
  isActive: z
    .literal(true, { message: 'isActive can only restore a contact; use delete to deactivate' })
    .optional(),
});
export type EditContactBody = z.infer<typeof EditContactBody>;

export const DeleteContactBody = z.object({ id: Id });

export const ContactResponse = z.object({ contact: Contact });
export type ContactResponse = z.infer<typeof ContactResponse>;

export const contactMessages = {
  notFound: 'Contact not found',
  usernameTaken: 'That username is already taken. Choose another.',
  invited: 'Contact created. An invitation to set a password has been e-mailed.',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask your administrator for a new one.',
  invitationAccepted: 'Your password has been set. You can now log in.',
} as const;

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** POST /api/auth/validateInvitation and acceptInvitation: the mailed link's username and secret. */
export const ValidateInvitationBody = z.object({
  username: z.string().max(254),
  hash: z.string().max(200),
});
export type ValidateInvitationBody = z.infer<typeof ValidateInvitationBody>;

export const AcceptInvitationBody = ValidateInvitationBody.extend({
  password: z.string().max(1024),
  passwordMatch: z.string().max(1024),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

/** The storefront page the invitation mail links to (the reset page's form, in invitation mode). */
export const invitationLink = { path: '/login', hashParam: 'invitation', usernameParam: 'username' } as const;

export function buildInvitationLink(publicUrl: string, username: string, secret: string): string {
  const url = new URL(invitationLink.path, publicUrl);
  url.searchParams.set(invitationLink.hashParam, secret);
  url.searchParams.set(invitationLink.usernameParam, username);
  return url.href;
}
