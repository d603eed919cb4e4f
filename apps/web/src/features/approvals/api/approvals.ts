// The Approve Orders calls (issue 17 point 5; ADR 0023 paths): the pending and rejected orders of
// the account, approve {id} and reject {id, reason?}. Admins only (isAdmin, service spec §2).
import { approvalsPaths } from '@medsupply/contract';
import type { ApprovalDecisionResponse } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export const approvalKeys = {
  all: ['approvals'] as const,
  list: () => [...approvalKeys.all, 'list'] as const,
};

export const approvalsQueryOptions = () =>
  endpointQuery(approvalKeys.list(), 'GET', approvalsPaths.getApprovals);

export function useApprovals() {
  return useQuery(approvalsQueryOptions());
}

export type ApprovalDecision = (
  { kind: 'approve'; id: number; note?: string } | { kind: 'reject'; id: number; reason?: string }
) & {
  /** An approval mail's link (issue 33): the decision is made through it, which uses it up. */
  link?: string | undefined;
};

/** The order an approval mail's link opens, when the link works for the signed-in contact. */
export const approvalLinkQueryOptions = (token: string) => ({
  ...endpointQuery([...approvalKeys.all, 'link', token] as const, 'GET', approvalsPaths.link, {
    query: { token },
  }),
  retry: false,
});

export function decide(decision: ApprovalDecision): Promise<ApprovalDecisionResponse> {
  if (decision.link) {
    const note = decision.kind === 'reject' ? decision.reason : decision.note;
    return call('POST', approvalsPaths.link, {
      body: {
        token: decision.link,
        decision: decision.kind,
        ...(note ? { note } : {}),
      },
    });
  }
  if (decision.kind === 'approve')
    return call('POST', approvalsPaths.approve, {
      body: {
        id: decision.id,
        ...(decision.note ? { note: decision.note } : {}),
      },
    });
  return call('POST', approvalsPaths.reject, {
    body: {
      id: decision.id,
      ...(decision.reason ? { reason: decision.reason } : {}),
    },
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
