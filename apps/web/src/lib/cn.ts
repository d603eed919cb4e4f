// Joins class names, skipping falsy entries. Callers avoid conflicting Tailwind classes instead of
// relying on a merge library (keeps the initial bundle small).
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
