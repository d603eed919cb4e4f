// A list's filters read back from its address (?page=2&fromDate=…&search=…), shared by the
// storefront's lists that keep their filters there (Sales Orders, Invoices). What is malformed is
// left out, so a hand-edited or stale link still opens a list.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,9}$/;

/** Readers of one address's parameters. */
export function searchFilters(params: URLSearchParams) {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  /** A positive whole number, or undefined. */
  const positive = (key: string): number | undefined => {
    const value = text(key);
    return WHOLE.test(value) && Number(value) > 0 ? Number(value) : undefined;
  };
  return {
    /** The page asked for; 1 when absent or malformed. */
    page: () => positive('page') ?? 1,
    positive,
    /** A 'YYYY-MM-DD' day, or undefined. */
    day: (key: string) => (ISO_DAY.test(text(key)) ? text(key) : undefined),
    /** Free text, at most `max` characters, or undefined when empty. */
    text: (key: string, max = 100) => text(key).slice(0, max) || undefined,
  };
}
