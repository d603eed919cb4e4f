import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_LINES, parseQuickOrderText } from './quick-order.ts';

describe('parseQuickOrderText', () => {
  it('reads comma, tab, semicolon and space separated rows with an optional unit', () => {
    const { rows, problems } = parseQuickOrderText(
      'ABC-1,2,Box\nMPN 9\t5\nXYZ;3;Case of 12\nLONE\n\n  Q-7   4  Each ',
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 1, code: 'ABC-1', quantity: 2, unit: 'Box' },
      { line: 2, code: 'MPN 9', quantity: 5, unit: null },
      { line: 3, code: 'XYZ', quantity: 3, unit: 'Case of 12' },
      { line: 4, code: 'LONE', quantity: 1, unit: null },
      { line: 6, code: 'Q-7', quantity: 4, unit: 'Each' },
    ]);
  });

  it('skips a CSV header and a byte-order mark, and unquotes spreadsheet cells', () => {
    const { rows } = parseQuickOrderText(
      '\uFEFFItem Number,Quantity,Unit\r\n"A-1","2","Box"\r\n"B""x",3,\r\n',
    );
    expect(rows).toEqual([
      { line: 2, code: 'A-1', quantity: 2, unit: 'Box' },
      { line: 3, code: 'B"x', quantity: 3, unit: null },
    ]);
  });

  it('names the line whose quantity is not a number and keeps reading', () => {
    const { rows, problems } = parseQuickOrderText('A,two\nB,2');
    expect(problems).toEqual([{ line: 1, message: "Line 1: 'two' is not a quantity" }]);
    expect(rows.map((r) => r.code)).toEqual(['B']);
  });

  it('refuses more rows than one quick order takes', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `I-${i},1`).join('\n');
    expect(parseQuickOrderText(text).problems).toEqual([
      { line: 0, message: `At most ${QUICK_ORDER_MAX_LINES} lines can be ordered at once` },
    ]);
  });
});
