// The Approve Orders calls (issue 17 point 5; ADR 0023 paths): the pending and rejected orders of
// the account, approve {id} and reject {id, reason?}. Admins only (isAdmin, service spec §2).
import { paths } from '@medsupply/contract';
import type { ApprovalDecisionResponse, ApprovalsResponse } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const approvalKeys = {
  all: ['approvals'] as const,
  list: () => [...approvalKeys.all, 'list'] as const,
};

export const approvalsQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.list(),
    queryFn: ({ signal }) => api.get<ApprovalsResponse>(paths.approvals.getApprovals, { signal }),
  });

export function useApprovals() {
  return useQuery(approvalsQueryOptions());
}

export type ApprovalDecision =
  { kind: 'approve'; id: number } | { kind: 'reject'; id: number; reason?: string };

export function decide(decision: ApprovalDecision): Promise<ApprovalDecisionResponse> {
  if (decision.kind === 'approve') return api.post(paths.approvals.approve, { id: decision.id });
  return api.post(paths.approvals.reject, {
    id: decision.id,
    ...(decision.reason ? { reason: decision.reason } : {}),
  });
}

/** Approve or reject; the lists are read again either way (a 409 means someone decided first). */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
