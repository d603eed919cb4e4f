// react-hook-form validation by the contract's own zod schema, so a form shows exactly the words
// the API would answer (service spec §5 messages: 'Invalid email address', 'Must be a number', …).
// Flat forms only: an issue's path is joined with dots into the field's name; an issue about the
// whole body (an empty path) lands on `errors.root`.
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Anything with zod's `safeParse`; keeps zod itself out of the web app's imports. */
export interface SafeParser {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * A rule the body's schema cannot state (a day not after the store's today, a field the form
 * needs but the call leaves optional): the field's name, or 'root' for the whole form, to its
 * message; a field without a message passes.
 */
export type OwnChecks<T extends FieldValues> = (
  values: T,
) => Partial<Record<Path<T> | 'root', string | undefined>>;

/**
 * `prepare` turns the form's values into the call's body (a select's '3' into 3) before the check;
 * `ownChecks` adds the form's own rules. The schema's word on a field wins over the form's.
 */
export function schemaResolver<T extends FieldValues>(
  schema: SafeParser | null,
  prepare: (values: T) => unknown = (values) => values,
  ownChecks?: OwnChecks<T>,
): Resolver<T> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const result = schema?.safeParse(prepare(values));
    if (result && !result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path.map(String).join('.') || 'root';
        errors[name] ??= { type: 'validate', message: issue.message };
      }
    }
    for (const [name, message] of Object.entries(ownChecks?.(values) ?? {})) {
      if (typeof message === 'string' && message) errors[name] ??= { type: 'validate', message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
