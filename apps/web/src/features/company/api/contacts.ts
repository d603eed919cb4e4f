// The contacts page's calls (service spec §7 generic calls on /api/contacts, isAdmin; issue 19
// point 4): one page of the account's contacts (100 a page), create (mails an invitation), edit,
// delete (deactivate), and the contact roles of getBusinessTypesandContactRoles.
import { authPaths, contactsPaths } from '@medsupply/contract';
import type { CreateContactBody, EditContactBody } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { companyKeys } from './keys';

export interface ContactsListQuery {
  page: number;
  /** Deactivated contacts instead of active ones. */
  inactive?: 'true';
}

export function contactsQuery(page: number, inactive: boolean): ContactsListQuery {
  return inactive ? { page, inactive: 'true' } : { page };
}

export const contactsQueryOptions = (query: ContactsListQuery) =>
  queryOptions({
    queryKey: companyKeys.contacts(query),
    queryFn: ({ signal }) => call('GET', contactsPaths.paginate, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export function useContacts(query: ContactsListQuery) {
  return useQuery(contactsQueryOptions(query));
}

export function useContactRoles() {
  return useQuery({
    queryKey: companyKeys.contactRoles(),
    queryFn: ({ signal }) => call('GET', authPaths.getBusinessTypesandContactRoles, { signal }),
    staleTime: Infinity,
    select: (answer) => answer.contactRoles,
  });
}

function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.contactsAll() });
}

export function useCreateContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (body: CreateContactBody) => call('POST', contactsPaths.create, { body }),
    onSuccess: refresh,
  });
}

export function useEditContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (body: EditContactBody) => call('PATCH', contactsPaths.edit, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (id: number) => call('POST', contactsPaths.delete, { body: { id } }),
    onSuccess: refresh,
  });
}
