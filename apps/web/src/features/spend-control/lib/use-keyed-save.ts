// The save side of a spend-control form (budget and rule alike): one Idempotency-Key per opened
// form, renewed only after a refusal (refusedForGood), and a failed save's sentence put under the
// field the API named, else above the form.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { newIdempotencyKey } from '@/lib/idempotency-key';

import { refusedForGood, saveProblemOf } from './save-problem';

export function useKeyedSave<Values extends FieldValues>(
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const [key, setKey] = useState(newIdempotencyKey);
  const [notice, setNotice] = useState<string | null>(null);
  const onError = (error: unknown) => {
    if (refusedForGood(error)) setKey(newIdempotencyKey());
    const problem = saveProblemOf(error);
    const field = fields.find((name) => name === problem.field);
    if (field) setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
    else setNotice(problem.message);
  };
  return { key, notice, clearNotice: () => setNotice(null), onError };
}
