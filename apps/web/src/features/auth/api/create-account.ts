// POST /api/auth/createAccount (service spec §7): the registration form; the account waits for the
// store's approval and the answer's message says so (shown on /success).
import { authPaths } from '@medsupply/contract';
import type { CreateAccountBody, CreateAccountResponse } from '@medsupply/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export function createAccount(body: CreateAccountBody): Promise<CreateAccountResponse> {
  return call('POST', authPaths.createAccount, { body, skipAuthRedirect: true });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
