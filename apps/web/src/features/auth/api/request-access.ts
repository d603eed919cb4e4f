// POST /api/auth/requestAccess (service spec §7): company, names, phone and e-mail (lower-cased and
// trimmed, spec §5).
import { normalizeAccessRequestEmail } from '@medsupply/domain';
import { authPaths } from '@medsupply/contract';
import type { RequestAccessBody, SuccessResponse } from '@medsupply/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export function requestAccess(body: RequestAccessBody): Promise<SuccessResponse> {
  return call('POST', authPaths.requestAccess, {
    body: {
      company: body.company.trim(),
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone.trim(),
      email: normalizeAccessRequestEmail(body.email),
    },
    skipAuthRedirect: true,
  });
}

export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess });
}
