import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv.ts';

describe('CSV export', () => {
  it('quotes every field and doubles quotes inside', () => {
    expect(csvField('Gloves, nitrile "L"')).toBe('"Gloves, nitrile ""L"""');
    expect(csvField(12)).toBe('"12"');
    expect(csvField(null)).toBe('""');
  });

  it('keeps a field that looks like a formula from running', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField(-3)).toBe('"-3"');
  });

  it('ends each row with CRLF, line breaks inside a field kept quoted', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1\n2', 3],
      ]),
    ).toBe('"a","b"\r\n"1\n2","3"\r\n');
  });
});
