// A back-office form's own words over the contract's, where the form said something more helpful
// before it checked by the schema ('Enter the amount received, such as 125.00.' rather than the
// schema's 'Enter an amount'), and issues about a list the form shows as one sentence above it.
import type { FieldValues, Resolver } from 'react-hook-form';

type Words<T> = (values: T) => Record<string, string | undefined>;

/**
 * `resolver`, with `words(values)` taking the place of any problem the resolver found on the same
 * field (a field with no problem stays clean), and every problem under a name starting with one of
 * `toRoot` moved to `root` (a form shows those above itself).
 */
export function ownWordsFirst<T extends FieldValues>(
  resolver: Resolver<T>,
  words: Words<T>,
  toRoot: readonly string[] = [],
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, { type: string; message?: string } | undefined> = {};
    const own = words(values);
    for (const [name, error] of Object.entries(result.errors)) {
      const problem = error as { type: string; message?: string } | undefined;
      const target = toRoot.some((prefix) => name.startsWith(prefix)) ? 'root' : name;
      const message = own[target];
      errors[target] ??= message ? { type: 'validate', message } : problem;
    }
    return Object.keys(errors).length === 0 ? result : { values: {}, errors: errors as typeof result.errors };
  };
}
