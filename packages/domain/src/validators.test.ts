import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composeValidators,
  email,
  emailList,
  integerOnly,
  isMissingValue,
  isValidEmail,
  minLength,
  missingRequiredFields,
  normalizeAccessRequestEmail,
  normalizeUsername,
  noSpaces,
  numeric,
  quantityProblem,
} from './validators.ts';

describe('noSpaces', () => {
  it("says 'Cannot contain spaces' for any whitespace", () => {
    expect(noSpaces('john doe')).toBe('Cannot contain spaces');
    expect(noSpaces(' john')).toBe('Cannot contain spaces');
    expect(noSpaces('john\t')).toBe('Cannot contain spaces');
    expect(noSpaces('a\nb')).toBe('Cannot contain spaces');
  });

  it('passes values without whitespace and empty values', () => {
    expect(noSpaces('john.doe')).toBeUndefined();
    expect(noSpaces('')).toBeUndefined();
    expect(noSpaces(undefined)).toBeUndefined();
    expect(noSpaces(null)).toBeUndefined();
    expect(noSpaces(42)).toBeUndefined();
  });

  it('fails exactly the strings that contain whitespace', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(noSpaces(text) === undefined).toBe(!/\s/.test(text));
      }),
    );
  });
});

describe('minLength', () => {
  it("says 'Must be at least {N} characters' below N", () => {
    expect(minLength(8)('short')).toBe('Must be at least 8 characters');
    expect(minLength(3)('ab')).toBe('Must be at least 3 characters');
  });

  it('passes at N characters or more, and when empty', () => {
    expect(minLength(8)('12345678')).toBeUndefined();
    expect(minLength(8)('123456789')).toBeUndefined();
    expect(minLength(8)('')).toBeUndefined();
  });

  it('counts characters as a person sees them', () => {
    expect(minLength(3)('👍👍👍')).toBeUndefined();
    expect(minLength(4)('👍👍👍')).toBe('Must be at least 4 characters');
    // 'é' written as e + combining accent is one character.
    expect(minLength(2)('e\u0301')).toBe('Must be at least 2 characters');
  });

  it('refuses a negative or fractional N', () => {
    expect(() => minLength(-1)).toThrow(RangeError);
    expect(() => minLength(2.5)).toThrow(RangeError);
  });
});

describe('numeric', () => {
  it("says 'Must be a number' for text that is not a number", () => {
    expect(numeric('abc')).toBe('Must be a number');
    expect(numeric('12a')).toBe('Must be a number');
    expect(numeric('1 2')).toBe('Must be a number');
    expect(numeric('0x10')).toBe('Must be a number');
    expect(numeric('1e5')).toBe('Must be a number');
    expect(numeric('Infinity')).toBe('Must be a number');
    expect(numeric('.')).toBe('Must be a number');
    expect(numeric(Number.NaN)).toBe('Must be a number');
  });

  it('passes plain decimal numbers, signed or not', () => {
    for (const value of ['12', '-3.5', '+4', '.5', '4.', ' 7 ', '0']) expect(numeric(value)).toBeUndefined();
    expect(numeric(12.5)).toBeUndefined();
    expect(numeric('')).toBeUndefined();
  });

  it('passes every finite number written out', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 999 }), (whole, fraction) => {
        expect(numeric(`${whole}.${fraction}`)).toBeUndefined();
      }),
    );
  });
});

describe('integerOnly', () => {
  it("says 'Only numbers can be entered' when not a number", () => {
    expect(integerOnly('abc')).toBe('Only numbers can be entered');
    expect(integerOnly('1,000')).toBe('Only numbers can be entered');
  });

  it("says 'Decimals not allowed' when fractional", () => {
    expect(integerOnly('1.5')).toBe('Decimals not allowed');
    expect(integerOnly(2.25)).toBe('Decimals not allowed');
    expect(integerOnly('-0.1')).toBe('Decimals not allowed');
  });

  it('passes integers, judged by value', () => {
    expect(integerOnly('42')).toBeUndefined();
    expect(integerOnly('-7')).toBeUndefined();
    expect(integerOnly('5.0')).toBeUndefined();
    expect(integerOnly(3)).toBeUndefined();
    expect(integerOnly(undefined)).toBeUndefined();
  });
});

describe('email', () => {
  it('passes local@domain with a TLD of 2 or more letters', () => {
    for (const value of [
      'buyer@clinic.com',
      'first.last@sub.hospital.org',
      'orders+supplies@med-supply.co',
      "o'brien@clinic.health",
      'x@a.io',
      'BUYER@CLINIC.COM',
      '"quoted name"@clinic.com',
      ' padded@clinic.com ',
    ]) {
      expect(email(value), value).toBeUndefined();
    }
  });

  it('passes an IP literal domain', () => {
    expect(email('user@[192.168.0.1]')).toBeUndefined();
    expect(email('user@[255.255.255.255]')).toBeUndefined();
  });

  it("says 'Invalid email address' otherwise", () => {
    for (const value of [
      'plainaddress',
      '@clinic.com',
      'buyer@',
      'buyer@clinic',
      'buyer@clinic.c',
      'buyer@clinic.c0m',
      'buyer@clinic..com',
      'buyer@-clinic.com',
      'buyer@clinic-.com',
      '.buyer@clinic.com',
      'buyer.@clinic.com',
      'bu..yer@clinic.com',
      'buy er@clinic.com',
      'buyer@@clinic.com',
      'buyer@clinic.com, other@clinic.com',
      'user@[256.1.1.1]',
      'user@[192.168.0]',
      'user@192.168.0.1',
      'a<b@clinic.com',
    ]) {
      expect(email(value), value).toBe('Invalid email address');
    }
  });

  it('passes generated well-formed addresses', () => {
    const atom = fc.stringMatching(/^[a-z0-9_+-]{1,10}$/);
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    const tld = fc.stringMatching(/^[a-z]{2,6}$/);
    fc.assert(
      fc.property(
        fc.array(atom, { minLength: 1, maxLength: 3 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        (local, domain, top) => {
          expect(isValidEmail(`${local.join('.')}@${domain.join('.')}.${top}`)).toBe(true);
        },
      ),
    );
  });

  it('fails any address with two @ outside quotes', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        fc.pre(!a.includes('"'));
        expect(isValidEmail(`${a}@${b}@${c}`)).toBe(false);
      }),
    );
  });
});

describe('emailList', () => {
  it('passes when every comma-separated entry is valid', () => {
    expect(emailList('a@clinic.com')).toBeUndefined();
    expect(emailList('a@clinic.com,b@clinic.org')).toBeUndefined();
    expect(emailList('a@clinic.com, b@clinic.org ,  c@[10.0.0.1]')).toBeUndefined();
  });

  it('fails when any entry is invalid or empty', () => {
    expect(emailList('a@clinic.com, nope')).toBe('Invalid email address');
    expect(emailList('a@clinic.com,')).toBe('Invalid email address');
    expect(emailList('a@clinic.com,,b@clinic.com')).toBe('Invalid email address');
  });

  it('passes an empty value', () => {
    expect(emailList('')).toBeUndefined();
  });
});

describe('composeValidators', () => {
  it('returns the first failing message in order', () => {
    const username = composeValidators(noSpaces, minLength(4));
    expect(username('a b')).toBe('Cannot contain spaces');
    expect(username('abc')).toBe('Must be at least 4 characters');
    expect(username('abcd')).toBeUndefined();
  });
});

describe('missingRequiredFields', () => {
  it('lists missing names comma-joined in the order asked', () => {
    expect(
      missingRequiredFields({ company: '', firstName: 'Ann', phone: null }, [
        'company',
        'firstName',
        'lastName',
        'phone',
      ]),
    ).toBe('company, lastName, phone');
  });

  it('returns an empty string when nothing is missing', () => {
    expect(missingRequiredFields({ a: 'x', b: 0, c: false }, ['a', 'b', 'c'])).toBe('');
    expect(missingRequiredFields({}, [])).toBe('');
  });

  it('treats blank strings and empty arrays as missing', () => {
    expect(missingRequiredFields({ name: '   ', tags: [] }, ['name', 'tags'])).toBe('name, tags');
  });

  it('does not mistake inherited object members for filled fields', () => {
    expect(missingRequiredFields({}, ['constructor', 'toString'])).toBe('constructor, toString');
  });

  it('names exactly the fields whose values are missing', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z]{1,6}$/),
          fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ),
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 8 }),
        (values, required) => {
          const expected = required.filter(
            (name) => !Object.hasOwn(values, name) || isMissingValue(values[name]),
          );
          expect(missingRequiredFields(values, required)).toBe(expected.join(', '));
        },
      ),
    );
  });
});

describe('normalization', () => {
  it('trims usernames and keeps their case', () => {
    expect(normalizeUsername('  Jane.Doe \n')).toBe('Jane.Doe');
  });

  it('trims and lowercases the access-request e-mail', () => {
    expect(normalizeAccessRequestEmail('  Buyer@Clinic.COM ')).toBe('buyer@clinic.com');
  });
});

describe('quantityProblem', () => {
  it('takes a whole number at or above the least value, with surrounding spaces', () => {
    expect(quantityProblem('1')).toBeUndefined();
    expect(quantityProblem(' 12 ')).toBeUndefined();
    expect(quantityProblem(3)).toBeUndefined();
    expect(quantityProblem('0', 0)).toBeUndefined();
  });

  it("says the spec's messages for what is not a whole number, instead of rounding it", () => {
    expect(quantityProblem('2.5')).toBe('Decimals not allowed');
    expect(quantityProblem(2.5)).toBe('Decimals not allowed');
    expect(quantityProblem('abc')).toBe('Only numbers can be entered');
    expect(quantityProblem('1e3')).toBe('Only numbers can be entered');
  });

  it('asks for a quantity when empty or below the least value', () => {
    expect(quantityProblem('')).toBe('Enter a quantity of 1 or more.');
    expect(quantityProblem('   ')).toBe('Enter a quantity of 1 or more.');
    expect(quantityProblem(null)).toBe('Enter a quantity of 1 or more.');
    expect(quantityProblem('0')).toBe('Enter a quantity of 1 or more.');
    expect(quantityProblem('-3', 0)).toBe('Enter a quantity of 0 or more.');
  });

  it('asks for no more than the greatest value when there is one', () => {
    expect(quantityProblem('5', 0, 5)).toBeUndefined();
    expect(quantityProblem('6', 0, 5)).toBe('Enter a quantity of 5 or less.');
    expect(quantityProblem('5.5', 0, 5)).toBe('Decimals not allowed');
  });
});
