// The spend-control calls (issue 33, ADR 0047): an account's budgets, approval rules and latest
// changes, and the saves and deletes of each. Saves carry an Idempotency-Key: one per opened form,
// so a retry after a lost answer changes nothing twice. Every write reads the controls again (the
// budgets' spend, the rules' descriptions and the change log are the server's to word).
import { spendControlPaths } from '@medsupply/contract';
import type { ApprovalRuleView, BudgetView, SaveBudgetRequest, SaveRuleRequest } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export const spendControlKeys = {
  all: ['spend-control'] as const,
  /** `accountId` undefined: the login's own account. */
  controls: (accountId: number | undefined) =>
    [...spendControlKeys.all, 'controls', accountId ?? 'own'] as const,
};

export const spendControlsQueryOptions = (accountId: number | undefined) =>
  endpointQuery(spendControlKeys.controls(accountId), 'GET', spendControlPaths.controls, {
    query: { accountId },
  });

export function useSpendControls(accountId: number | undefined) {
  return useQuery(spendControlsQueryOptions(accountId));
}

/** A save's body and the Idempotency-Key of the form that sends it. */
export interface Keyed<Body> {
  body: Body;
  key: string;
}

export function saveBudget({ body, key }: Keyed<SaveBudgetRequest>): Promise<BudgetView> {
  return call('POST', spendControlPaths.saveBudget, { body, idempotencyKey: key });
}

export function saveRule({ body, key }: Keyed<SaveRuleRequest>): Promise<ApprovalRuleView> {
  return call('POST', spendControlPaths.saveRule, { body, idempotencyKey: key });
}

export interface DeleteControl {
  accountId?: number;
  id: number;
}

export function deleteBudget(body: DeleteControl): Promise<{ id: number }> {
  return call('POST', spendControlPaths.deleteBudget, { body });
}

export function deleteRule(body: DeleteControl): Promise<{ id: number }> {
  return call('POST', spendControlPaths.deleteRule, { body });
}

function useWrite<Vars, Answer>(write: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spendControlKeys.all }),
  });
}

export const useSaveBudget = () => useWrite(saveBudget);
export const useSaveRule = () => useWrite(saveRule);
export const useDeleteBudget = () => useWrite(deleteBudget);
export const useDeleteRule = () => useWrite(deleteRule);
