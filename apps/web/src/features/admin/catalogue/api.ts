// The catalogue, allocations, staff and audit calls of the back office (issue 20 points 1 and 4,
// ADR 0031), each a query or mutation over the shell's staff API client. Keys start with 'admin'
// so sign-out drops them with the rest.
import { ADMIN_ITEM_STATUSES, adminPaths } from '@medsupply/contract';
import type {
  ChangeAllocationBody,
  CreateStaffBody,
  SetAllocationBody,
  UpdateItemBody,
  UpdateStaffBody,
} from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '../lib/admin-api';
import { knownFilter } from '../lib/known-filter';

/** The staff list's status filter (the contract's AdminStaffQuery). */
const STAFF_STATUSES = ['all', 'active', 'inactive'] as const;

type Query = Record<string, string | number | undefined>;

/** A filter's value as the call takes it: absent when empty, so the API sees only what was asked. */
const given = (value: string | number | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : String(value);

/** Drops empty filter values so the cache key holds only what was asked. */
function cleaned(query: Query): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export const catalogueKeys = {
  items: (query: Query) => ['admin', 'catalogue', 'items', cleaned(query)] as const,
  item: (id: number) => ['admin', 'catalogue', 'item', id] as const,
  allocations: (query: Query) => ['admin', 'catalogue', 'allocations', cleaned(query)] as const,
  allAllocations: ['admin', 'catalogue', 'allocations'] as const,
  staff: (query: Query) => ['admin', 'staff', 'list', cleaned(query)] as const,
  allStaff: ['admin', 'staff'] as const,
  audit: (query: Query) => ['admin', 'audit', cleaned(query)] as const,
  auditStaff: ['admin', 'audit-staff'] as const,
};

export function useAdminItems(query: Query) {
  return useQuery({
    queryKey: catalogueKeys.items(query),
    queryFn: () =>
      adminCall('GET', adminPaths.items, {
        query: {
          q: given(query.q),
          status: knownFilter(given(query.status), ADMIN_ITEM_STATUSES),
          page: query.page,
          limit: query.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminItem(id: number) {
  return useQuery({
    queryKey: catalogueKeys.item(id),
    queryFn: () => adminCall('GET', adminPaths.item, { params: { id } }),
  });
}

export function useUpdateItem(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateItemBody) => adminCall('PATCH', adminPaths.item, { params: { id }, body }),
    onSuccess: (item) => {
      queryClient.setQueryData(catalogueKeys.item(id), item);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue', 'items'] });
    },
  });
}

export function useAllocations(query: Query) {
  return useQuery({
    queryKey: catalogueKeys.allocations(query),
    queryFn: () =>
      adminCall('GET', adminPaths.allocations, {
        query: {
          accountId: given(query.accountId),
          itemId: given(query.itemId),
          day: given(query.day),
          q: given(query.q),
          page: query.page,
          limit: query.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAllocationBody) => adminCall('PUT', adminPaths.allocations, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.allAllocations }),
  });
}

export function useChangeAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeAllocationBody & { id: number }) =>
      adminCall('PATCH', adminPaths.allocation, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.allAllocations }),
  });
}

export function useStaffList(query: Query) {
  return useQuery({
    queryKey: catalogueKeys.staff(query),
    queryFn: () =>
      adminCall('GET', adminPaths.staff, {
        query: {
          q: given(query.q),
          status: knownFilter(given(query.status), STAFF_STATUSES),
          page: query.page,
          limit: query.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => adminCall('POST', adminPaths.staff, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.allStaff }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffBody & { id: number }) =>
      adminCall('PATCH', adminPaths.staffMember, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.allStaff }),
  });
}

export function useAuditLog(query: Query) {
  return useQuery({
    queryKey: catalogueKeys.audit(query),
    queryFn: () =>
      adminCall('GET', adminPaths.audit, {
        query: {
          staffId: given(query.staffId),
          action: given(query.action),
          entityType: given(query.entityType),
          entityId: given(query.entityId),
          from: given(query.from),
          to: given(query.to),
          page: query.page,
          limit: query.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditStaff() {
  return useQuery({
    queryKey: catalogueKeys.auditStaff,
    queryFn: () => adminCall('GET', adminPaths.auditStaff),
    staleTime: 5 * 60_000,
  });
}
