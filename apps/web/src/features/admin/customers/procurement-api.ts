// A customer's procurement systems in the back office (issue 28, ADR 0038): the list with their
// documents' deliveries, and the calls that create, change, disable and rotate a secret. The
// answers carrying a new secret are handed to the caller once and never put in the query cache.
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { adminPaths } from '@medsupply/contract';
import type { CreateProcurementSystemBody, UpdateProcurementSystemBody } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '../lib/admin-api';

export const procurementKeys = {
  ofAccount: (accountId: number) => ['admin', 'customers', 'procurement', accountId] as const,
};

export function useProcurementSystems(accountId: number) {
  return useQuery({
    queryKey: procurementKeys.ofAccount(accountId),
    queryFn: ({ signal }) =>
      adminCall('GET', adminPaths.customerProcurementSystems, { params: { id: accountId }, signal }),
  });
}

function useRefreshing<Vars, Answer>(accountId: number, call: (vars: Vars) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void client.invalidateQueries({ queryKey: procurementKeys.ofAccount(accountId) }),
  });
}

export const useCreateProcurementSystem = (accountId: number) =>
  useRefreshing(accountId, (body: CreateProcurementSystemBody) =>
    adminCall('POST', adminPaths.customerProcurementSystems, { params: { id: accountId }, body }),
  );

export const useUpdateProcurementSystem = (accountId: number) =>
  useRefreshing(accountId, (v: { id: number; body: UpdateProcurementSystemBody }) =>
    adminCall('PATCH', adminPaths.procurementSystem, {
      params: { id: v.id },
      body: v.body,
      idempotencyKey: newIdempotencyKey(),
    }),
  );

export const useRotateProcurementSecret = (accountId: number) =>
  useRefreshing(accountId, (v: { id: number }) =>
    adminCall('POST', adminPaths.rotateProcurementSecret, { params: { id: v.id } }),
  );
