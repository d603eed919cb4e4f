// The account's contacts (service spec §7 generic calls on /api/contacts; service spec §2:
// Contacts [isAdmin]): a non-admin is refused with 403.
import {
  ContactIdParams,
  ContactResponse,
  ContactsPage,
  ContactsQuery,
  CreateContactBody,
  DeleteContactBody,
  EditContactBody,
} from '../contacts.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { contactsPaths } from '../paths/contacts.ts';

export const contactsEndpoints = endpointGroup('contacts', {
  paginate: endpoint({
    method: 'GET',
    path: contactsPaths.paginate,
    auth: 'buyer:isAdmin',
    summary: "The account's contacts, 100 a page (inactive=true: the deactivated ones)",
    query: ContactsQuery,
    response: ContactsPage,
    refusals: [],
  }),
  byId: endpoint({
    method: 'GET',
    path: contactsPaths.byId,
    auth: 'buyer:isAdmin',
    summary: 'One contact of the account',
    params: ContactIdParams,
    response: ContactResponse,
    refusals: ['CONTACT_NOT_FOUND'],
  }),
  create: endpoint({
    method: 'POST',
    path: contactsPaths.create,
    auth: 'buyer:isAdmin',
    summary: 'Add a contact; they are mailed a link to set their password (works once, expires)',
    body: CreateContactBody,
    response: ContactResponse,
    refusals: ['UNKNOWN_CONTACT_ROLE', 'USERNAME_TAKEN', 'CONTACT_NOT_FOUND'],
  }),
  edit: endpoint({
    method: 'PATCH',
    path: contactsPaths.edit,
    auth: 'buyer:isAdmin',
    summary: "Change a contact's details, role or permissions (not your own admin right, not the last admin)",
    body: EditContactBody,
    response: ContactResponse,
    refusals: ['CONTACT_NOT_FOUND', 'UNKNOWN_CONTACT_ROLE', 'CONTACT_CHANGE_REFUSED'],
  }),
  delete: endpoint({
    method: 'POST',
    path: contactsPaths.delete,
    auth: 'buyer:isAdmin',
    summary: 'Deactivate a contact: they can no longer sign in; their orders and history stay',
    body: DeleteContactBody,
    response: ContactResponse,
    refusals: ['CONTACT_NOT_FOUND', 'CONTACT_CHANGE_REFUSED'],
  }),
});
