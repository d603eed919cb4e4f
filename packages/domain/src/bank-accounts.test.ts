import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOLDER_REQUIRED_MESSAGE,
  ACCOUNT_NUMBER_LENGTH_MESSAGE,
  ACCOUNT_NUMBER_REQUIRED_MESSAGE,
  ACCOUNT_TYPE_MESSAGE,
  ROUTING_NUMBER_INVALID_MESSAGE,
  ROUTING_NUMBER_LENGTH_MESSAGE,
  ROUTING_NUMBER_REQUIRED_MESSAGE,
  accountNumberProblem,
  checkBankAccount,
  isValidRoutingNumber,
  routingNumberProblem,
} from './bank-accounts.ts';

const DECIMAL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

// First two digits of routing numbers in use (Federal Reserve routing symbols).
const routingPrefix = fc.constantFrom(
  ...Array.from({ length: 12 }, (_, i) => i + 1),
  ...Array.from({ length: 12 }, (_, i) => i + 21),
  ...Array.from({ length: 12 }, (_, i) => i + 61),
  80,
);
const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((d) => d.join(''));

describe('isValidRoutingNumber', () => {
  it('accepts real routing numbers and the sandbox test routing number', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true); // Federal Reserve Bank of Boston
    expect(isValidRoutingNumber('021000021')).toBe(true); // JPMorgan Chase, New York
    expect(isValidRoutingNumber('121000358')).toBe(true); // Bank of America, California
    expect(isValidRoutingNumber('322271627')).toBe(true); // Chase, a thrift prefix
  });

  it('refuses a wrong check digit, a wrong length and a prefix no bank has', () => {
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('123456789')).toBe(false);
    expect(isValidRoutingNumber('01100001')).toBe(false);
    expect(isValidRoutingNumber('0110000150')).toBe(false);
    // The checksum alone would accept these.
    expect(isValidRoutingNumber('000000000')).toBe(false);
    expect(isValidRoutingNumber('500000005')).toBe(false);
  });

  it('has exactly one check digit for any eight digits with a prefix in use', () => {
    fc.assert(
      fc.property(routingPrefix, digits(6), (prefix, middle) => {
        const body = String(prefix).padStart(2, '0') + middle;
        const passing = DECIMAL_DIGITS.filter((d) => isValidRoutingNumber(body + d));
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('catches every single mistyped digit (weights 3, 7 and 1 are prime to 10)', () => {
    fc.assert(
      fc.property(
        routingPrefix,
        digits(6),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (prefix, middle, at, shift) => {
          const body = String(prefix).padStart(2, '0') + middle;
          const valid = DECIMAL_DIGITS.map((d) => body + d).find(isValidRoutingNumber) ?? '';
          const typo = valid.slice(0, at) + String((Number(valid[at]) + shift) % 10) + valid.slice(at + 1);
          expect(isValidRoutingNumber(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('routingNumberProblem and accountNumberProblem', () => {
  it('name what is wrong', () => {
    expect(routingNumberProblem('011000015')).toBeUndefined();
    expect(routingNumberProblem(' 0110 00015 ')).toBeUndefined();
    expect(routingNumberProblem('')).toBe(ROUTING_NUMBER_REQUIRED_MESSAGE);
    expect(routingNumberProblem('01100001')).toBe(ROUTING_NUMBER_LENGTH_MESSAGE);
    expect(routingNumberProblem('0110000150')).toBe(ROUTING_NUMBER_LENGTH_MESSAGE);
    expect(routingNumberProblem('01100001x')).toBe(ROUTING_NUMBER_LENGTH_MESSAGE);
    expect(routingNumberProblem('011000016')).toBe(ROUTING_NUMBER_INVALID_MESSAGE);

    expect(accountNumberProblem('')).toBe(ACCOUNT_NUMBER_REQUIRED_MESSAGE);
    expect(accountNumberProblem('123')).toBe(ACCOUNT_NUMBER_LENGTH_MESSAGE);
    expect(accountNumberProblem('1234')).toBeUndefined();
    expect(accountNumberProblem('1'.repeat(17))).toBeUndefined();
    expect(accountNumberProblem('1'.repeat(18))).toBe(ACCOUNT_NUMBER_LENGTH_MESSAGE);
    expect(accountNumberProblem('12\u000034')).toBe(ACCOUNT_NUMBER_LENGTH_MESSAGE);
  });

  it('while typing, wait for the number to be long enough', () => {
    const typing = { whileTyping: true };
    expect(routingNumberProblem('0110', typing)).toBeUndefined();
    expect(routingNumberProblem('011000016', typing)).toBe(ROUTING_NUMBER_INVALID_MESSAGE);
    expect(routingNumberProblem('0110000150', typing)).toBe(ROUTING_NUMBER_LENGTH_MESSAGE);
    expect(accountNumberProblem('12', typing)).toBeUndefined();
    expect(accountNumberProblem('1'.repeat(18), typing)).toBe(ACCOUNT_NUMBER_LENGTH_MESSAGE);
  });
});

describe('checkBankAccount', () => {
  it('gives the digits, the last four and the trimmed name of a valid account', () => {
    expect(
      checkBankAccount({
        routingNumber: '011000015',
        accountNumber: '000123456789',
        holderName: ' Lakeside Family Clinic ',
        accountType: 'checking',
      }),
    ).toEqual({
      ok: true,
      account: {
        routingNumber: '011000015',
        accountNumber: '000123456789',
        last4: '6789',
        holderName: 'Lakeside Family Clinic',
        accountType: 'checking',
      },
    });
  });

  it('reports every field with a problem at once', () => {
    expect(
      checkBankAccount({
        routingNumber: '011000016',
        accountNumber: '12',
        holderName: '',
        accountType: 'brokerage',
      }),
    ).toEqual({
      ok: false,
      errors: {
        routingNumber: ROUTING_NUMBER_INVALID_MESSAGE,
        accountNumber: ACCOUNT_NUMBER_LENGTH_MESSAGE,
        holderName: ACCOUNT_HOLDER_REQUIRED_MESSAGE,
        accountType: ACCOUNT_TYPE_MESSAGE,
      },
    });
  });
});
