// The back office's customer, licence and content calls (issue 20 points 5, 6; ADR 0029), as
// TanStack queries under 'admin' keys and mutations that refresh what they change.
import { ACCESS_REQUEST_STATUSES, ACCOUNT_STATUSES, LICENCE_STATUSES, adminPaths } from '@medsupply/contract';
import type { AdminContentEntryResponse, UpdateCustomerBody } from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { openFile } from '@/lib/files';

import { adminCall, adminFile, adminPath } from '../lib/admin-api';
import { knownFilter } from '../lib/known-filter';

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (q: string, status: string, page: number) => ['admin', 'customers', 'list', q, status, page] as const,
  one: (id: number) => ['admin', 'customers', 'one', id] as const,
  accessRequests: (status: string, page: number) => ['admin', 'access-requests', status, page] as const,
  registrations: (page: number) => ['admin', 'registrations', page] as const,
  licences: (status: string, page: number) => ['admin', 'licences', status, page] as const,
  content: ['admin', 'content'] as const,
  contentEntry: (id: number) => ['admin', 'content', id] as const,
};

export function useCustomers(q: string, status: string, page: number) {
  return useQuery({
    queryKey: customerKeys.list(q, status, page),
    queryFn: ({ signal }) =>
      adminCall('GET', adminPaths.customers, {
        query: { q: q || undefined, status: knownFilter(status, ACCOUNT_STATUSES), page, limit: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false (a member whose roles do not open customers): nothing is asked. */
export function useCustomer(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.customer, { params: { id }, signal }),
  });
}

/** The account numbered `accountNumber` exactly (the search matches parts), or null. */
export async function findAccountByNumber(accountNumber: string) {
  const found = await adminCall('GET', adminPaths.customers, { query: { q: accountNumber, limit: 100 } });
  return found.results.find((a) => a.accountNumber.toUpperCase() === accountNumber.toUpperCase()) ?? null;
}

export function useUpdateCustomer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) =>
      adminCall('PATCH', adminPaths.customer, { params: { id }, body }),
    onSuccess: (answer) => {
      client.setQueryData(customerKeys.one(id), answer.customer);
      void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

export function useAccessRequests(status: string, page: number) {
  return useQuery({
    queryKey: customerKeys.accessRequests(status, page),
    queryFn: ({ signal }) =>
      adminCall('GET', adminPaths.accessRequests, {
        query: { status: knownFilter(status, ACCESS_REQUEST_STATUSES), page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRegistrations(page: number) {
  return useQuery({
    queryKey: customerKeys.registrations(page),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.registrations, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLicences(status: string, page: number) {
  return useQuery({
    queryKey: customerKeys.licences(status, page),
    queryFn: ({ signal }) =>
      adminCall('GET', adminPaths.licences, {
        query: { status: knownFilter(status, LICENCE_STATUSES), page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A decision (approve, decline, verify, reject): refreshes the lists and the dashboard's counts. */
function useDecision<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const key of ['access-requests', 'registrations', 'licences', 'dashboard', 'customers']) {
        void client.invalidateQueries({ queryKey: ['admin', key] });
      }
    },
  });
}

export const useApproveAccess = () =>
  useDecision((v: { id: number; accountName?: string }) =>
    adminCall('POST', adminPaths.approveAccessRequest, {
      params: { id: v.id },
      body: v.accountName ? { accountName: v.accountName } : {},
    }),
  );
export const useDeclineAccess = () =>
  useDecision((v: { id: number; reason: string }) =>
    adminCall('POST', adminPaths.declineAccessRequest, { params: { id: v.id }, body: { reason: v.reason } }),
  );
export const useApproveRegistration = () =>
  useDecision((v: { id: number }) =>
    adminCall('POST', adminPaths.approveRegistration, { params: { id: v.id } }),
  );
export const useDeclineRegistration = () =>
  useDecision((v: { id: number; reason: string }) =>
    adminCall('POST', adminPaths.declineRegistration, { params: { id: v.id }, body: { reason: v.reason } }),
  );
export const useVerifyLicence = () =>
  useDecision((v: { id: number; expiresOn: string }) =>
    adminCall('POST', adminPaths.verifyLicence, { params: { id: v.id }, body: { expiresOn: v.expiresOn } }),
  );
export const useRejectLicence = () =>
  useDecision((v: { id: number; reason: string }) =>
    adminCall('POST', adminPaths.rejectLicence, { params: { id: v.id }, body: { reason: v.reason } }),
  );

/** Opens a licence's document in a new tab, read with the staff token. */
export const openLicenceDocument = (id: number): Promise<void> =>
  openFile(
    () => adminFile(adminPath(adminPaths.licenceDocument, { id }), { fallbackName: 'license' }),
    'The document could not be opened.',
  );

export function useContentList() {
  return useQuery({
    queryKey: customerKeys.content,
    queryFn: ({ signal }) => adminCall('GET', adminPaths.content, { signal }),
  });
}

export function useContentEntry(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: customerKeys.contentEntry(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.contentEntry, { params: { id }, signal }),
  });
}

/** An entry's answer; null when a discarded page went with its draft. */
type ContentAnswer = { entry: AdminContentEntryResponse['entry'] | null };

function useContentAction<Vars>(call: (vars: Vars) => Promise<ContentAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.entry) client.setQueryData(customerKeys.contentEntry(answer.entry.id), answer);
      void client.invalidateQueries({ queryKey: customerKeys.content, exact: true });
    },
  });
}

export const useSaveDraft = (id: number) =>
  useContentAction((v: { title: string; data: Record<string, unknown> }) =>
    adminCall('PUT', adminPaths.contentDraft, { params: { id }, body: v }),
  );
export const usePublish = (id: number) =>
  useContentAction(() => adminCall('POST', adminPaths.contentPublish, { params: { id } }));
export const useDiscard = (id: number) =>
  useContentAction(() => adminCall('POST', adminPaths.contentDiscard, { params: { id } }));
export const useCreatePage = () =>
  useContentAction((v: { path: string; title: string; data: Record<string, unknown> }) =>
    adminCall('POST', adminPaths.content, { body: { kind: 'page', ...v } }),
  );

export const previewContent = (id: number) => adminCall('GET', adminPaths.contentPreview, { params: { id } });
