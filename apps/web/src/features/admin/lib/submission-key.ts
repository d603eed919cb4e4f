// One Idempotency-Key per submission of a back-office money or stock form (service spec: staff
// money moves): sending the same body again (a retry after a lost answer, a timeout, an outage)
// carries the same key, so the API finds the first attempt instead of moving anything twice. The
// key is renewed only when the body changes, after a success, or after a refusal that settled the
// request for good (isFinalRefusal); never on a network error.
import { useMemo, useRef } from 'react';

import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isFinalRefusal } from '@/lib/refusal-groups';

export interface SubmissionKey {
  /** The key for sending `body`: the last one's when the body is the same, a new one otherwise. */
  keyFor: (body: unknown) => string;
  /** After an answer: a success or a final refusal ends the submission; anything else keeps its key. */
  settle: (error?: unknown) => void;
}

export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body) {
        const text = JSON.stringify(body);
        if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
        return last.current.key;
      },
      settle(error) {
        if (error === undefined || isFinalRefusal(error)) last.current = null;
      },
    }),
    [],
  );
}
