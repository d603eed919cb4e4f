// POST /api/myaccount/contact/submitIssue (service spec §7, §8; issue 19 point 7): the issue form of
// /contactus and /beta/issue. Signed in, the issue is the contact's; a visitor gives a name and an
// e-mail. The answer carries the reference support quotes back.
import { supportPaths } from '@medsupply/contract';
import type { SubmitIssueBody } from '@medsupply/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export function useSubmitIssue() {
  return useMutation({
    mutationFn: (body: SubmitIssueBody) =>
      call('POST', supportPaths.submitIssue, { body, skipAuthRedirect: true }),
  });
}
