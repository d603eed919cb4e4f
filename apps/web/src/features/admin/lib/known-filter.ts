// A list filter read from the URL, typed as the call's descriptor takes it: a value of the
// descriptor's closed list is kept, anything else (a hand-edited address) is left out, so the
// API answers its default list rather than refusing the page.

/** `value` when it is one of `allowed`, else undefined. */
export function knownFilter<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
