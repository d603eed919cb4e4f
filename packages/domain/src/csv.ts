// CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, CRLF between rows.
// A field a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is prefixed
// with an apostrophe, so an exported name can never execute in the reader's spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted. Numbers are written as they are (a negative number is no formula). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return `"${String(value)}"`;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows (the header first) as one CSV text, each row ended by CRLF. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
