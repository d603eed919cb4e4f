import { describe, expect, it } from 'vitest';
import { isUsState, isUsZip, phoneProblem } from './us-address.ts';

describe('US states and ZIP codes', () => {
  it('accepts USPS state codes in any case, DC, territories and military post', () => {
    for (const code of ['OH', 'oh', ' ny ', 'DC', 'PR', 'AE']) expect(isUsState(code)).toBe(true);
    for (const code of ['XX', 'Ohio', 'O', '', 'toString', 'constructor'])
      expect(isUsState(code)).toBe(false);
  });

  it('accepts ZIP and ZIP+4 only', () => {
    for (const zip of ['43219', '43219-1234', ' 02134 ']) expect(isUsZip(zip)).toBe(true);
    for (const zip of ['4321', '432190', '43219-12', 'ABCDE', '43219 1234', ''])
      expect(isUsZip(zip)).toBe(false);
  });
});

describe('phoneProblem', () => {
  it('allows the separators people type and needs 10 digits', () => {
    for (const phone of ['(614) 555-0101', '614.555.0101', '+1 614 555 0101', '6145550101', ''])
      expect(phoneProblem(phone)).toBeUndefined();
    expect(phoneProblem('614-555-CALL')).toBe('Must be a number');
    expect(phoneProblem('555-0101')).toBe('Must be at least 10 characters');
  });
});
