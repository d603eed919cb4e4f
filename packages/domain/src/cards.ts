// Payment card checks for the hosted card fields and the gateway's tokenize endpoint (ARCHITECTURE
// §9, issue 17 point 3): the number's check digit (Luhn), the brand among the card types the store
// takes (service spec §3 and §9: visa, amex, discover, mastercard), the lengths each brand issues,
// the expiry month and the security code.
//
// Every check returns `undefined` when the value is fine and a message a buyer can act on otherwise,
// like validators.ts. `whileTyping` asks for a check of what has been typed so far: a value that
// can still become valid (a number not yet long enough, '1' as an expiry) is not an error yet.
import { characterCount } from './text.ts';
import { type CardType, STORE_TIME_ZONE } from './constants.ts';
import { fieldsIn } from './dates.ts';

/** The card brands of the spec's card types (the fifth type, 'ach', is a bank account). */
export type CardBrand = Exclude<CardType, 'ach'>;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const satisfies readonly CardBrand[];

/** How a brand is written for buyers. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export const CARD_NUMBER_REQUIRED_MESSAGE = 'Enter the card number.';
export const CARD_NUMBER_CHARACTERS_MESSAGE = 'The card number can contain only digits.';
export const CARD_BRAND_UNKNOWN_MESSAGE = 'We accept Visa, Mastercard, American Express and Discover cards.';
export const CARD_NUMBER_INCOMPLETE_MESSAGE = 'The card number is incomplete.';
export const CARD_NUMBER_TOO_LONG_MESSAGE = 'The card number is too long.';
export const CARD_NUMBER_INVALID_MESSAGE = 'The card number is not valid. Check it and try again.';
export const EXPIRY_REQUIRED_MESSAGE = 'Enter the expiration date.';
export const EXPIRY_FORMAT_MESSAGE = 'Enter the expiration date as MM/YY.';
export const EXPIRY_MONTH_MESSAGE = 'The expiration month must be 01 to 12.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';
export const EXPIRY_TOO_FAR_MESSAGE = 'The expiration date is too far in the future.';
export const CVC_REQUIRED_MESSAGE = 'Enter the security code.';
export const CVC_AMEX_MESSAGE = 'The security code is 4 digits on American Express cards.';
export const CVC_MESSAGE = 'The security code is 3 digits.';
export const CARD_HOLDER_REQUIRED_MESSAGE = 'Enter the name on the card.';
export const HOLDER_NAME_TOO_LONG_MESSAGE = 'The name is too long (100 characters at most).';
export const HOLDER_NAME_CHARACTERS_MESSAGE = 'The name contains characters that are not allowed.';

/** The longest holder name kept (and shown on a saved payment method). */
export const HOLDER_NAME_MAX = 100;
/**
 * How far ahead an expiry may be. Issuers print 3 to 5 years, rarely 10; 20 catches a mistyped
 * year ('12/62') without refusing any real card.
 */
export const EXPIRY_MAX_YEARS_AHEAD = 20;

// Issuer identification ranges of each brand (the first digits) and the lengths it issues. A range
// [low, high] compares the number's first `digits` digits as an integer.
interface PrefixRange {
  digits: number;
  low: number;
  high: number;
}
const range = (low: number, high = low): PrefixRange => ({ digits: String(low).length, low, high });

const BRAND_RULES: ReadonlyArray<{ brand: CardBrand; prefixes: PrefixRange[]; lengths: number[] }> = [
  { brand: 'visa', prefixes: [range(4)], lengths: [13, 16, 19] },
  { brand: 'amex', prefixes: [range(34), range(37)], lengths: [15] },
  { brand: 'mastercard', prefixes: [range(51, 55), range(2221, 2720)], lengths: [16] },
  {
    brand: 'discover',
    // 622126-622925 are the China UnionPay cards Discover's network accepts.
    prefixes: [range(6011), range(644, 649), range(65), range(622126, 622925)],
    lengths: [16, 17, 18, 19],
  },
];

/** The lengths a brand issues, shortest first. */
export function cardNumberLengths(brand: CardBrand): readonly number[] {
  return BRAND_RULES.find((rule) => rule.brand === brand)?.lengths ?? [];
}

/** The security code's length: 4 digits on American Express, 3 on the others. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/**
 * The digits of a card, routing or account number as typed: spaces and hyphens (how cards print and
 * people group them) are dropped; `null` when anything else is in it.
 */
export function typedDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check digit test every card number passes. False for an empty string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand of a card number from its first digits, or null when they match no brand the store
 * takes or are too few to tell ('6' may become Discover; '62212' is not yet 622126).
 */
export function detectCardBrand(digits: string): CardBrand | null {
  for (const rule of BRAND_RULES) {
    for (const { digits: count, low, high } of rule.prefixes) {
      if (digits.length < count) continue;
      const prefix = Number(digits.slice(0, count));
      if (prefix >= low && prefix <= high) return rule.brand;
    }
  }
  return null;
}

/** True while `digits` could still grow into a number of some brand (no prefix rules it out). */
function couldBecomeKnownBrand(digits: string): boolean {
  return BRAND_RULES.some((rule) =>
    rule.prefixes.some(({ digits: count, low, high }) => {
      if (digits.length >= count) return false;
      // The typed digits are the start of some prefix in [low, high].
      const lowStart = Number(String(low).slice(0, digits.length));
      const highStart = Number(String(high).slice(0, digits.length));
      const typed = Number(digits);
      return typed >= lowStart && typed <= highStart;
    }),
  );
}

/** The number grouped as the card prints it: 4-6-5 for American Express, groups of 4 otherwise. */
export function formatCardNumber(digits: string): string {
  const groups = detectCardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

export interface CheckOptions {
  /** Judge what has been typed so far: only what can no longer become valid is an error. */
  whileTyping?: boolean;
}

/** The problem with a card number, or undefined when it is a valid number of a brand we take. */
export function cardNumberProblem(input: string, options: CheckOptions = {}): string | undefined {
  const digits = typedDigits(input);
  if (digits === null) return CARD_NUMBER_CHARACTERS_MESSAGE;
  if (digits === '') return options.whileTyping ? undefined : CARD_NUMBER_REQUIRED_MESSAGE;
  const brand = detectCardBrand(digits);
  if (brand === null) {
    return options.whileTyping && couldBecomeKnownBrand(digits) ? undefined : CARD_BRAND_UNKNOWN_MESSAGE;
  }
  const lengths = cardNumberLengths(brand);
  const longest = Math.max(...lengths);
  if (digits.length > longest) return CARD_NUMBER_TOO_LONG_MESSAGE;
  if (!lengths.includes(digits.length)) {
    return options.whileTyping ? undefined : CARD_NUMBER_INCOMPLETE_MESSAGE;
  }
  if (passesLuhn(digits)) return undefined;
  // A 16-digit Visa or Discover number failing the check may still be the start of a 19-digit one.
  return options.whileTyping && digits.length < longest ? undefined : CARD_NUMBER_INVALID_MESSAGE;
}

export interface CardExpiry {
  /** 1-12. */
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * Reads an expiry as people type it (autocomplete cc-exp): 'MM/YY', 'MM / YY', 'MM/YYYY', 'MM-YY'
 * or 'MMYY'. A two-digit year is 20YY. Null when it is not in one of those shapes; the month is
 * returned as typed (13 is judged by `cardExpiryProblem`).
 */
export function parseCardExpiry(input: string): CardExpiry | null {
  const match = /^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return null;
  // '1225' has no separator: the month is the first two digits.
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month, year };
}

/**
 * The problem with an expiry month and year, or undefined. A card is valid through the last day of
 * its expiry month; the month is read on the store's clock (Eastern time, storefront spec §9), so a
 * January card still pays at 11 pm on January 31 in New York.
 */
export function cardExpiryProblem(
  expiry: CardExpiry,
  now: Date,
  timeZone = STORE_TIME_ZONE,
): string | undefined {
  const { month, year } = expiry;
  if (!Number.isInteger(month) || !Number.isInteger(year)) return EXPIRY_FORMAT_MESSAGE;
  if (month < 1 || month > 12) return EXPIRY_MONTH_MESSAGE;
  const today = fieldsIn(now, timeZone);
  const monthsFromNow = (year - today.year) * 12 + (month - today.month);
  if (monthsFromNow < 0) return CARD_EXPIRED_MESSAGE;
  if (monthsFromNow > EXPIRY_MAX_YEARS_AHEAD * 12) return EXPIRY_TOO_FAR_MESSAGE;
  return undefined;
}

/** The problem with an expiry as typed ('MM/YY'), or undefined. */
export function cardExpiryInputProblem(
  input: string,
  now: Date,
  options: CheckOptions & { timeZone?: string } = {},
): string | undefined {
  const text = input.trim();
  if (text === '') return options.whileTyping ? undefined : EXPIRY_REQUIRED_MESSAGE;
  if (options.whileTyping) {
    // '1', '12', '12/', '12 / 2', '122': the start of an expiry, of which only a two-digit month
    // can be judged yet ('13' is already out of range).
    const started = /^(\d{1,2})(?:\s*[/-]\s*\d?)?$|^(\d{2})\d$/.exec(text);
    if (started) {
      const monthText = started[1] ?? started[2] ?? '';
      const month = Number(monthText);
      return monthText.length === 2 && (month < 1 || month > 12) ? EXPIRY_MONTH_MESSAGE : undefined;
    }
  }
  const expiry = parseCardExpiry(text);
  if (expiry === null) return EXPIRY_FORMAT_MESSAGE;
  return cardExpiryProblem(expiry, now, options.timeZone);
}

/**
 * The problem with a security code for a card of `brand` (null: brand not known yet, any 3 or 4
 * digits), or undefined.
 */
export function cvcProblem(
  input: string,
  brand: CardBrand | null,
  options: CheckOptions = {},
): string | undefined {
  const code = input.trim();
  if (code === '') return options.whileTyping ? undefined : CVC_REQUIRED_MESSAGE;
  const expected = brand === null ? [3, 4] : [cvcLength(brand)];
  const message = brand === 'amex' ? CVC_AMEX_MESSAGE : CVC_MESSAGE;
  if (!/^\d+$/.test(code)) return message;
  const longest = Math.max(...expected);
  if (code.length > longest) return message;
  if (!expected.includes(code.length)) return options.whileTyping ? undefined : message;
  return undefined;
}

/**
 * The problem with a holder's name (the name on a card or a bank account), or undefined: required,
 * at most 100 characters, no control characters (a NUL or a line break is no part of a name).
 */
export function holderNameProblem(
  input: string,
  requiredMessage: string = CARD_HOLDER_REQUIRED_MESSAGE,
  options: CheckOptions = {},
): string | undefined {
  const name = input.trim();
  if (name === '') return options.whileTyping ? undefined : requiredMessage;
  // Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
  if (/[\p{Cc}\u2028\u2029]/u.test(name)) return HOLDER_NAME_CHARACTERS_MESSAGE;
  if (characterCount(name) > HOLDER_NAME_MAX) return HOLDER_NAME_TOO_LONG_MESSAGE;
  return undefined;
}

export interface CardInput {
  number: string;
  /** As typed: 'MM/YY' (the cc-exp field). */
  expiry: string;
  cvc: string;
  holderName: string;
}

/** A card that passed every check: what a gateway needs to issue a token. */
export interface CheckedCard {
  brand: CardBrand;
  digits: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

export type CardField = keyof CardInput;
export type CardCheck =
  { ok: true; card: CheckedCard } | { ok: false; errors: Partial<Record<CardField, string>> };

/** Every check of a card form at once, with a message per field that has a problem. */
export function checkCard(input: CardInput, now: Date, timeZone = STORE_TIME_ZONE): CardCheck {
  const digits = typedDigits(input.number);
  const brand = digits === null ? null : detectCardBrand(digits);
  const errors: Partial<Record<CardField, string>> = {};
  const numberProblem = cardNumberProblem(input.number);
  if (numberProblem !== undefined) errors.number = numberProblem;
  const expiryProblem = cardExpiryInputProblem(input.expiry, now, { timeZone });
  if (expiryProblem !== undefined) errors.expiry = expiryProblem;
  const codeProblem = cvcProblem(input.cvc, brand);
  if (codeProblem !== undefined) errors.cvc = codeProblem;
  const nameProblem = holderNameProblem(input.holderName);
  if (nameProblem !== undefined) errors.holderName = nameProblem;
  const expiry = parseCardExpiry(input.expiry);
  if (Object.keys(errors).length > 0 || digits === null || brand === null || expiry === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    card: {
      brand,
      digits,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: input.cvc.trim(),
      holderName: input.holderName.trim(),
    },
  };
}
