// Quick order's pasted lines and uploaded CSV (storefront spec §2.3 "Quick Order", issue 21 point 2):
// each row is an item number or MPN, then a quantity, then optionally a unit name, separated by a
// comma, a tab, a semicolon or spaces. One parser for both, so the storefront previews what the
// API will check, and the API checks exactly what was pasted.

/** Most rows one quick order checks or adds (the bench measures this many). */
export const QUICK_ORDER_MAX_LINES = 500;

export interface QuickOrderRow {
  /** 1-based line of the text the row came from (messages name it). */
  line: number;
  /** Item number or MPN, as typed (trimmed). */
  code: string;
  /** As typed; whole and positive is checked by the API with the buy rule's floor (service spec §5). */
  quantity: number;
  /** A unit name ('Box'), or null for the item's default unit. */
  unit: string | null;
}

export interface QuickOrderProblem {
  line: number;
  message: string;
}

export const QUICK_ORDER_MESSAGES = {
  badQuantity: (line: number, value: string) => `Line ${line}: '${value}' is not a quantity`,
  tooMany: `At most ${QUICK_ORDER_MAX_LINES} lines can be ordered at once`,
} as const;

/** A header row of a CSV export ('Item Number,Quantity,Unit'): its second cell is not a number. */
const looksLikeHeader = (cells: string[]) =>
  cells.length >= 2 && /item|sku|mpn|part|code/i.test(cells[0] ?? '') && !/^\d/.test(cells[1] ?? '');

/** Strips one pair of surrounding double quotes, as spreadsheets write cells ("ABC-1","2"). */
const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/""/g, '"')
    .trim();

function cellsOf(row: string): string[] {
  // A delimiter the row uses decides the split; plain spaces only when there is no other.
  const delimiter = [',', '\t', ';'].find((d) => row.includes(d));
  const cells = delimiter ? row.split(delimiter) : row.trim().split(/\s+/);
  return cells.map(unquote);
}

/**
 * The rows of pasted text or a CSV file. Blank rows are skipped; a missing quantity is 1; a
 * quantity that is not a number is a problem of that line (the other lines are still read).
 */
export function parseQuickOrderText(text: string): { rows: QuickOrderRow[]; problems: QuickOrderProblem[] } {
  const rows: QuickOrderRow[] = [];
  const problems: QuickOrderProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = cellsOf(raw);
    if (index === 0 && looksLikeHeader(cells)) return;
    const [code = '', quantityText = '', ...unitCells] = cells;
    if (code === '') return;
    const quantity = quantityText === '' ? 1 : Number(quantityText.replace(/,/g, ''));
    if (!Number.isFinite(quantity)) {
      problems.push({ line, message: QUICK_ORDER_MESSAGES.badQuantity(line, quantityText) });
      return;
    }
    const unit = unitCells.join(' ').trim();
    rows.push({ line, code, quantity, unit: unit === '' ? null : unit });
  });
  if (rows.length > QUICK_ORDER_MAX_LINES) problems.push({ line: 0, message: QUICK_ORDER_MESSAGES.tooMany });
  return { rows, problems };
}
