// The back office's customer, licence and content calls (issue 20 points 5, 6; ADR 0029), as
// TanStack queries under 'admin' keys and mutations that refresh what they change.
import { adminPaths } from '@medsupply/contract';
import type {
  AccessRequestsPage,
  AdminContentEntryResponse,
  AdminContentList,
  AdminCustomerDetails,
  AdminCustomersPage,
  ApproveAccessResponse,
  ContentPreviewResponse,
  LicenceDecisionResponse,
  LicencesPage,
  RegistrationDecisionResponse,
  RegistrationsPage,
  UpdateCustomerBody,
  UpdateCustomerResponse,
} from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiUrl } from '@/lib/api-client';

import { adminApi, adminPath } from '../lib/admin-api';
import { liveStaffSession } from '../lib/staff-session';

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
      adminApi.get<AdminCustomersPage>(adminPaths.customers, {
        query: { q: q || undefined, status: status || undefined, page, limit: 25 },
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
    queryFn: ({ signal }) =>
      adminApi.get<AdminCustomerDetails>(adminPath(adminPaths.customer, { id }), { signal }),
  });
}

/** The account numbered `accountNumber` exactly (the search matches parts), or null. */
export async function findAccountByNumber(accountNumber: string) {
  const found = await adminApi.get<AdminCustomersPage>(adminPaths.customers, {
    query: { q: accountNumber, limit: 100 },
  });
  return found.results.find((a) => a.accountNumber.toUpperCase() === accountNumber.toUpperCase()) ?? null;
}

export function useUpdateCustomer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) =>
      adminApi.patch<UpdateCustomerResponse>(adminPath(adminPaths.customer, { id }), body),
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
      adminApi.get<AccessRequestsPage>(adminPaths.accessRequests, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRegistrations(page: number) {
  return useQuery({
    queryKey: customerKeys.registrations(page),
    queryFn: ({ signal }) =>
      adminApi.get<RegistrationsPage>(adminPaths.registrations, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLicences(status: string, page: number) {
  return useQuery({
    queryKey: customerKeys.licences(status, page),
    queryFn: ({ signal }) =>
      adminApi.get<LicencesPage>(adminPaths.licences, { query: { status, page }, signal }),
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
    adminApi.post<ApproveAccessResponse>(
      adminPath(adminPaths.approveAccessRequest, { id: v.id }),
      v.accountName ? { accountName: v.accountName } : {},
    ),
  );
export const useDeclineAccess = () =>
  useDecision((v: { id: number; reason: string }) =>
    adminApi.post<unknown>(adminPath(adminPaths.declineAccessRequest, { id: v.id }), { reason: v.reason }),
  );
export const useApproveRegistration = () =>
  useDecision((v: { id: number }) =>
    adminApi.post<RegistrationDecisionResponse>(adminPath(adminPaths.approveRegistration, { id: v.id }), {}),
  );
export const useDeclineRegistration = () =>
  useDecision((v: { id: number; reason: string }) =>
    adminApi.post<RegistrationDecisionResponse>(adminPath(adminPaths.declineRegistration, { id: v.id }), {
      reason: v.reason,
    }),
  );
export const useVerifyLicence = () =>
  useDecision((v: { id: number; expiresOn: string }) =>
    adminApi.post<LicenceDecisionResponse>(adminPath(adminPaths.verifyLicence, { id: v.id }), {
      expiresOn: v.expiresOn,
    }),
  );
export const useRejectLicence = () =>
  useDecision((v: { id: number; reason: string }) =>
    adminApi.post<LicenceDecisionResponse>(adminPath(adminPaths.rejectLicence, { id: v.id }), {
      reason: v.reason,
    }),
  );

/** Opens a licence's document in a new tab (fetched with the staff token, shown from a blob). */
export async function openLicenceDocument(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  const session = liveStaffSession();
  const response = await fetch(apiUrl(adminPath(adminPaths.licenceDocument, { id })), {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    credentials: 'omit',
  });
  if (!response.ok) {
    tab?.close();
    throw new Error('The document could not be opened.');
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}

export function useContentList() {
  return useQuery({
    queryKey: customerKeys.content,
    queryFn: ({ signal }) => adminApi.get<AdminContentList>(adminPaths.content, { signal }),
  });
}

export function useContentEntry(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: customerKeys.contentEntry(id),
    queryFn: ({ signal }) =>
      adminApi.get<AdminContentEntryResponse>(adminPath(adminPaths.contentEntry, { id }), { signal }),
  });
}

function useContentAction<Vars>(call: (vars: Vars) => Promise<AdminContentEntryResponse | { entry: null }>) {
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
    adminApi.put<AdminContentEntryResponse>(adminPath(adminPaths.contentDraft, { id }), v),
  );
export const usePublish = (id: number) =>
  useContentAction(() =>
    adminApi.post<AdminContentEntryResponse>(adminPath(adminPaths.contentPublish, { id }), {}),
  );
export const useDiscard = (id: number) =>
  useContentAction(() =>
    adminApi.post<AdminContentEntryResponse | { entry: null }>(
      adminPath(adminPaths.contentDiscard, { id }),
      {},
    ),
  );
export const useCreatePage = () =>
  useContentAction((v: { path: string; title: string; data: Record<string, unknown> }) =>
    adminApi.post<AdminContentEntryResponse>(adminPaths.content, { kind: 'page', ...v }),
  );

export const previewContent = (id: number) =>
  adminApi.get<ContentPreviewResponse>(adminPath(adminPaths.contentPreview, { id }));
