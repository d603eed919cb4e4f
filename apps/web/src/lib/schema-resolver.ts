// react-hook-form validation by the contract's own zod schema, so a form shows exactly the words
// the API would answer (service spec §5 messages: 'Invalid email address', 'Must be a number', …).
// Flat forms only: an issue's path is joined with dots into the field's name.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Anything with zod's `safeParse`; keeps zod itself out of the web app's imports. */
export interface SafeParser {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** `prepare` turns the form's values into the call's body (a select's '3' into 3) before the check. */
export function schemaResolver<T extends FieldValues>(
  schema: SafeParser,
  prepare: (values: T) => unknown = (values) => values,
): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
