import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_UNKNOWN_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_HOLDER_REQUIRED_MESSAGE,
  CARD_NUMBER_CHARACTERS_MESSAGE,
  CARD_NUMBER_INCOMPLETE_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  CARD_NUMBER_REQUIRED_MESSAGE,
  CARD_NUMBER_TOO_LONG_MESSAGE,
  CVC_AMEX_MESSAGE,
  CVC_MESSAGE,
  CVC_REQUIRED_MESSAGE,
  EXPIRY_FORMAT_MESSAGE,
  EXPIRY_MONTH_MESSAGE,
  EXPIRY_REQUIRED_MESSAGE,
  EXPIRY_TOO_FAR_MESSAGE,
  HOLDER_NAME_CHARACTERS_MESSAGE,
  HOLDER_NAME_TOO_LONG_MESSAGE,
  cardExpiryInputProblem,
  cardExpiryProblem,
  cardNumberLengths,
  cardNumberProblem,
  checkCard,
  cvcLength,
  cvcProblem,
  detectCardBrand,
  formatCardNumber,
  holderNameProblem,
  parseCardExpiry,
  passesLuhn,
  typedDigits,
} from './cards.ts';

const DECIMAL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The digit that makes `body` + digit pass the Luhn check. */
function luhnComplete(body: string): string {
  for (const digit of DECIMAL_DIGITS) if (passesLuhn(body + digit)) return body + digit;
  throw new Error('no check digit');
}

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('passesLuhn', () => {
  it('accepts the gateway test numbers and refuses a changed check digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('refuses what is not only digits, and the empty string', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('has exactly one check digit for any body', () => {
    fc.assert(
      fc.property(digitString(1, 25), (body) => {
        const passing = DECIMAL_DIGITS.filter((digit) => passesLuhn(body + digit));
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(digitString(1, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, where, shift) => {
        const valid = luhnComplete(body);
        const at = where % valid.length;
        const changed = (Number(valid[at]) + shift) % 10;
        const typo = valid.slice(0, at) + String(changed) + valid.slice(at + 1);
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });
});

describe('detectCardBrand', () => {
  it('tells each brand the store takes from its first digits', () => {
    expect(detectCardBrand('4242424242424242')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('371449635398431')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('6445644564456445')).toBe('discover');
    expect(detectCardBrand('6500000000000002')).toBe('discover');
    expect(detectCardBrand('6221260000000000')).toBe('discover');
  });

  it('says nothing until the digits decide, and nothing for brands the store does not take', () => {
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('3')).toBeNull();
    expect(detectCardBrand('34')).toBe('amex');
    expect(detectCardBrand('6')).toBeNull();
    expect(detectCardBrand('62212')).toBeNull();
    expect(detectCardBrand('622125')).toBeNull();
    expect(detectCardBrand('622926')).toBeNull();
    expect(detectCardBrand('2220')).toBeNull();
    expect(detectCardBrand('2221')).toBe('mastercard');
    expect(detectCardBrand('2720')).toBe('mastercard');
    expect(detectCardBrand('2721')).toBeNull();
    expect(detectCardBrand('50')).toBeNull();
    expect(detectCardBrand('56')).toBeNull();
    // JCB and Diners Club are cards, but not among the spec's card types.
    expect(detectCardBrand('3530111333300000')).toBeNull();
    expect(detectCardBrand('36227206271667')).toBeNull();
  });

  it('knows the lengths and security codes of each brand', () => {
    expect(cardNumberLengths('visa')).toEqual([13, 16, 19]);
    expect(cardNumberLengths('amex')).toEqual([15]);
    expect(cardNumberLengths('mastercard')).toEqual([16]);
    expect(cardNumberLengths('discover')).toEqual([16, 17, 18, 19]);
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
    expect(cvcLength('mastercard')).toBe(3);
    expect(cvcLength('discover')).toBe(3);
  });
});

describe('cardNumberProblem', () => {
  it('accepts valid numbers of every brand, grouped with spaces or hyphens or not at all', () => {
    for (const number of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      '  4222222222222 ',
      '4242424242424242428',
      '5555 5555 5555 4444',
      '3782 822463 10005',
      '6011000000000000001',
    ]) {
      expect(cardNumberProblem(number), number).toBeUndefined();
    }
  });

  it('names what is wrong with a number', () => {
    expect(cardNumberProblem('')).toBe(CARD_NUMBER_REQUIRED_MESSAGE);
    expect(cardNumberProblem('   ')).toBe(CARD_NUMBER_REQUIRED_MESSAGE);
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe(CARD_NUMBER_CHARACTERS_MESSAGE);
    expect(cardNumberProblem('4242\u00004242')).toBe(CARD_NUMBER_CHARACTERS_MESSAGE);
    expect(cardNumberProblem('３４')).toBe(CARD_NUMBER_CHARACTERS_MESSAGE);
    expect(cardNumberProblem('3530111333300000')).toBe(CARD_BRAND_UNKNOWN_MESSAGE);
    expect(cardNumberProblem('424242424242424')).toBe(CARD_NUMBER_INCOMPLETE_MESSAGE);
    expect(cardNumberProblem('37828224631000')).toBe(CARD_NUMBER_INCOMPLETE_MESSAGE);
    expect(cardNumberProblem('42424242424242424242')).toBe(CARD_NUMBER_TOO_LONG_MESSAGE);
    expect(cardNumberProblem('4242424242424241')).toBe(CARD_NUMBER_INVALID_MESSAGE);
    expect(cardNumberProblem('378282246310006')).toBe(CARD_NUMBER_INVALID_MESSAGE);
  });

  it('while typing, waits for the number to be complete before calling it wrong', () => {
    const typing = { whileTyping: true };
    expect(cardNumberProblem('', typing)).toBeUndefined();
    expect(cardNumberProblem('6', typing)).toBeUndefined();
    expect(cardNumberProblem('62212', typing)).toBeUndefined();
    expect(cardNumberProblem('4242 4242', typing)).toBeUndefined();
    expect(cardNumberProblem('424242424242424', typing)).toBeUndefined();
    // A failing 16-digit Visa may still be the start of a 19-digit one…
    expect(cardNumberProblem('4242424242424241', typing)).toBeUndefined();
    // …but a 15-digit American Express is complete.
    expect(cardNumberProblem('378282246310006', typing)).toBe(CARD_NUMBER_INVALID_MESSAGE);
    expect(cardNumberProblem('5555555555554445', typing)).toBe(CARD_NUMBER_INVALID_MESSAGE);
    // No brand we take starts with 35 or 9, and a letter is never right.
    expect(cardNumberProblem('35', typing)).toBe(CARD_BRAND_UNKNOWN_MESSAGE);
    expect(cardNumberProblem('9', typing)).toBe(CARD_BRAND_UNKNOWN_MESSAGE);
    expect(cardNumberProblem('42a', typing)).toBe(CARD_NUMBER_CHARACTERS_MESSAGE);
    expect(cardNumberProblem('42424242424242424242', typing)).toBe(CARD_NUMBER_TOO_LONG_MESSAGE);
  });

  it('accepts every Luhn-valid number of a brand length, and refuses it with one digit changed', () => {
    const brandStarts = fc.constantFrom(
      { prefix: '4', length: 16 },
      { prefix: '4', length: 13 },
      { prefix: '51', length: 16 },
      { prefix: '2221', length: 16 },
      { prefix: '34', length: 15 },
      { prefix: '6011', length: 16 },
      { prefix: '65', length: 19 },
    );
    fc.assert(
      fc.property(brandStarts, digitString(20, 20), ({ prefix, length }, filler) => {
        const number = luhnComplete((prefix + filler).slice(0, length - 1));
        expect(cardNumberProblem(number)).toBeUndefined();
        const last = Number(number.at(-1));
        expect(cardNumberProblem(number.slice(0, -1) + String((last + 1) % 10))).toBe(
          CARD_NUMBER_INVALID_MESSAGE,
        );
      }),
    );
  });

  it('never flags a prefix of a valid number while it is being typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('4242424242424242', '378282246310005', '6221260000000000', '2223003122003222'),
        fc.nat(),
        (number, cut) => {
          const typed = number.slice(0, cut % (number.length + 1));
          expect(cardNumberProblem(typed, { whileTyping: true })).toBeUndefined();
        },
      ),
    );
  });
});

describe('formatCardNumber', () => {
  it('groups as cards print', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242424242424242428')).toBe('4242 4242 4242 4242 428');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps every digit in order', () => {
    fc.assert(
      fc.property(digitString(0, 19), (digits) => {
        expect(typedDigits(formatCardNumber(digits))).toBe(digits);
      }),
    );
  });
});

describe('card expiry', () => {
  // 11 pm on May 31 in New York is already June 1 in UTC.
  const lateMayInNewYork = new Date('2026-06-01T03:00:00Z');

  it('reads the ways people type an expiry', () => {
    expect(parseCardExpiry('05/27')).toEqual({ month: 5, year: 2027 });
    expect(parseCardExpiry('5/27')).toEqual({ month: 5, year: 2027 });
    expect(parseCardExpiry('05 / 27')).toEqual({ month: 5, year: 2027 });
    expect(parseCardExpiry('05-2027')).toEqual({ month: 5, year: 2027 });
    expect(parseCardExpiry('0527')).toEqual({ month: 5, year: 2027 });
    expect(parseCardExpiry('13/27')).toEqual({ month: 13, year: 2027 });
    expect(parseCardExpiry('05/2')).toBeNull();
    expect(parseCardExpiry('May 2027')).toBeNull();
    expect(parseCardExpiry('')).toBeNull();
  });

  it('takes a card through the last day of its month on the store clock', () => {
    expect(cardExpiryProblem({ month: 5, year: 2026 }, lateMayInNewYork)).toBeUndefined();
    expect(cardExpiryProblem({ month: 5, year: 2026 }, lateMayInNewYork, 'UTC')).toBe(CARD_EXPIRED_MESSAGE);
    expect(cardExpiryProblem({ month: 4, year: 2026 }, lateMayInNewYork)).toBe(CARD_EXPIRED_MESSAGE);
    expect(cardExpiryProblem({ month: 12, year: 2025 }, lateMayInNewYork)).toBe(CARD_EXPIRED_MESSAGE);
  });

  it('refuses a month out of range and a year too far ahead', () => {
    expect(cardExpiryProblem({ month: 0, year: 2027 }, lateMayInNewYork)).toBe(EXPIRY_MONTH_MESSAGE);
    expect(cardExpiryProblem({ month: 13, year: 2027 }, lateMayInNewYork)).toBe(EXPIRY_MONTH_MESSAGE);
    expect(cardExpiryProblem({ month: 1.5, year: 2027 }, lateMayInNewYork)).toBe(EXPIRY_FORMAT_MESSAGE);
    expect(cardExpiryProblem({ month: 5, year: 2046 }, lateMayInNewYork)).toBeUndefined();
    expect(cardExpiryProblem({ month: 6, year: 2046 }, lateMayInNewYork)).toBe(EXPIRY_TOO_FAR_MESSAGE);
  });

  it('judges what was typed, and while typing only what is already wrong', () => {
    const now = lateMayInNewYork;
    expect(cardExpiryInputProblem('', now)).toBe(EXPIRY_REQUIRED_MESSAGE);
    expect(cardExpiryInputProblem('12', now)).toBe(EXPIRY_FORMAT_MESSAGE);
    expect(cardExpiryInputProblem('12/30', now)).toBeUndefined();
    expect(cardExpiryInputProblem('12/25', now)).toBe(CARD_EXPIRED_MESSAGE);
    expect(cardExpiryInputProblem('13/30', now)).toBe(EXPIRY_MONTH_MESSAGE);
    expect(cardExpiryInputProblem('ab/cd', now)).toBe(EXPIRY_FORMAT_MESSAGE);
    const typing = { whileTyping: true };
    for (const partial of ['', '1', '0', '12', '1/', '12/', '12 / ', '12 / 3', '123']) {
      expect(cardExpiryInputProblem(partial, now, typing), partial).toBeUndefined();
    }
    expect(cardExpiryInputProblem('13', now, typing)).toBe(EXPIRY_MONTH_MESSAGE);
    expect(cardExpiryInputProblem('00 / ', now, typing)).toBe(EXPIRY_MONTH_MESSAGE);
    expect(cardExpiryInputProblem('12 / 25', now, typing)).toBe(CARD_EXPIRED_MESSAGE);
    expect(cardExpiryInputProblem('1x', now, typing)).toBe(EXPIRY_FORMAT_MESSAGE);
  });
});

describe('cvcProblem', () => {
  it('wants 4 digits on American Express and 3 on the others', () => {
    expect(cvcProblem('1234', 'amex')).toBeUndefined();
    expect(cvcProblem('123', 'amex')).toBe(CVC_AMEX_MESSAGE);
    expect(cvcProblem('123', 'visa')).toBeUndefined();
    expect(cvcProblem('1234', 'visa')).toBe(CVC_MESSAGE);
    expect(cvcProblem('12', 'mastercard')).toBe(CVC_MESSAGE);
    expect(cvcProblem('12a', 'discover')).toBe(CVC_MESSAGE);
    expect(cvcProblem('', 'visa')).toBe(CVC_REQUIRED_MESSAGE);
  });

  it('takes 3 or 4 digits before the brand is known', () => {
    expect(cvcProblem('123', null)).toBeUndefined();
    expect(cvcProblem('1234', null)).toBeUndefined();
    expect(cvcProblem('12345', null)).toBe(CVC_MESSAGE);
  });

  it('while typing, flags only a code that is already too long or not digits', () => {
    const typing = { whileTyping: true };
    expect(cvcProblem('', 'visa', typing)).toBeUndefined();
    expect(cvcProblem('12', 'visa', typing)).toBeUndefined();
    expect(cvcProblem('123', 'amex', typing)).toBeUndefined();
    expect(cvcProblem('1234', 'visa', typing)).toBe(CVC_MESSAGE);
    expect(cvcProblem('1-', 'visa', typing)).toBe(CVC_MESSAGE);
  });
});

describe('holderNameProblem', () => {
  it('needs a name of at most 100 characters as a person counts them, without control characters', () => {
    expect(holderNameProblem('Dr. Ana Müller-Søren')).toBeUndefined();
    expect(holderNameProblem('  ')).toBe(CARD_HOLDER_REQUIRED_MESSAGE);
    expect(holderNameProblem('', 'Who?')).toBe('Who?');
    expect(holderNameProblem('Ana\u0000Smith')).toBe(HOLDER_NAME_CHARACTERS_MESSAGE);
    expect(holderNameProblem('Ana\nSmith')).toBe(HOLDER_NAME_CHARACTERS_MESSAGE);
    expect(holderNameProblem('Ana\u2028Smith')).toBe(HOLDER_NAME_CHARACTERS_MESSAGE);
    expect(holderNameProblem('a'.repeat(100))).toBeUndefined();
    expect(holderNameProblem('a'.repeat(101))).toBe(HOLDER_NAME_TOO_LONG_MESSAGE);
    // 100 accented letters written as letter + combining accent are 100 characters, not 200.
    expect(holderNameProblem('e\u0301'.repeat(100))).toBeUndefined();
  });
});

describe('checkCard', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('gives what a token needs for a valid card, never more than the last four digits besides the number', () => {
    const result = checkCard(
      { number: '4242 4242 4242 4242', expiry: '08 / 29', cvc: '123', holderName: '  Ana Smith ' },
      now,
    );
    expect(result).toEqual({
      ok: true,
      card: {
        brand: 'visa',
        digits: '4242424242424242',
        last4: '4242',
        expMonth: 8,
        expYear: 2029,
        cvc: '123',
        holderName: 'Ana Smith',
      },
    });
  });

  it('reports every field with a problem at once', () => {
    const result = checkCard({ number: '4242424242424241', expiry: '04/26', cvc: '12', holderName: '' }, now);
    expect(result).toEqual({
      ok: false,
      errors: {
        number: CARD_NUMBER_INVALID_MESSAGE,
        expiry: CARD_EXPIRED_MESSAGE,
        cvc: CVC_MESSAGE,
        holderName: CARD_HOLDER_REQUIRED_MESSAGE,
      },
    });
  });

  it('checks the security code against the brand of the number', () => {
    const amex = { number: '378282246310005', expiry: '08/29', holderName: 'Ana Smith' };
    expect(checkCard({ ...amex, cvc: '123' }, now)).toEqual({ ok: false, errors: { cvc: CVC_AMEX_MESSAGE } });
    expect(checkCard({ ...amex, cvc: '1234' }, now).ok).toBe(true);
  });
});
