// Texts and options of the purchasing tools (storefront spec §2.3, §9; issue 21 points 1, 2, 4).
import {
  DEFAULT_REORDER_SOURCE,
  DEFAULT_REORDER_WINDOW_DAYS,
  REORDER_SOURCES,
  REORDER_WINDOW_DAYS,
} from '@medsupply/domain';

export { DEFAULT_REORDER_SOURCE, DEFAULT_REORDER_WINDOW_DAYS, REORDER_SOURCES, REORDER_WINDOW_DAYS };

export const REORDER_TEXTS = {
  empty: 'Nothing was ordered in this window.',
  emptyEstimates: 'No estimates in this window.',
  addFailed: 'We could not add to your cart. Please try again.',
} as const;

export const windowLabel = (days: number) => `Last ${days} days`;

export const QUICK_ORDER_TEXTS = {
  rowsLabel: 'Quick order lines',
  pasteLabel: 'Paste lines',
  pasteHint:
    'One item a line: item number or MPN, then quantity, then unit if not the usual one — separated by commas, tabs or spaces. A spreadsheet column copy works.',
  uploadLabel: 'Upload a CSV file',
  checkFailed: 'We could not check these lines. Please try again.',
  addFailed: 'We could not add to your cart. Please try again.',
  nothingToAdd: 'Enter at least one item number or MPN.',
  noneValid: 'None of these lines can be added. See the reason on each line.',
  fixQuantities: 'Fix the quantities marked below, then try again.',
} as const;

/** Empty rows the form starts with. */
export const QUICK_ORDER_START_ROWS = 5;
/** storefront spec §4: type-ahead requests wait this long after the last key. */
export const SUGGESTION_DEBOUNCE_MS = 200;
export const SUGGESTION_MIN_CHARS = 2;
