// Form field validators with the exact messages of service spec §5, the required-field helper, and
// the normalizations applied to usernames and access-request e-mails before they are sent.
//
// Every validator returns `undefined` when the value is valid and the message otherwise, which is
// the shape react-hook-form's `validate` and zod's `refine` both accept. An empty value (undefined,
// null or '') passes every validator: whether a field must be filled is the required-field
// helper's job, so an empty optional field never shows a format error.
import { characterCount } from './text.ts';

export type FieldValue = string | number | null | undefined;
export type FieldValidator = (value: FieldValue) => string | undefined;

// service spec §5: the messages, verbatim.
export const NO_SPACES_MESSAGE = 'Cannot contain spaces';
export const NOT_A_NUMBER_MESSAGE = 'Must be a number';
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const ONLY_NUMBERS_MESSAGE = 'Only numbers can be entered';
export const NO_DECIMALS_MESSAGE = 'Decimals not allowed';
export function minLengthMessage(min: number): string {
  return `Must be at least ${min} characters`;
}

function isEmpty(value: FieldValue): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

/** service spec §5: no spaces allowed. Any whitespace (space, tab, line break) counts. */
export const noSpaces: FieldValidator = (value) => {
  if (isEmpty(value)) return undefined;
  return /\s/.test(String(value)) ? NO_SPACES_MESSAGE : undefined;
};

/**
 * service spec §5: minimum length N, 'Must be at least {N} characters'. Length counts the
 * characters a person sees, so an emoji or an accented letter is one, not two UTF-16 units.
 */
export function minLength(min: number): FieldValidator {
  if (!Number.isInteger(min) || min < 0) {
    throw new RangeError(`minLength needs a non-negative integer, got ${String(min)}`);
  }
  return (value) => {
    if (isEmpty(value)) return undefined;
    return characterCount(String(value)) < min ? minLengthMessage(min) : undefined;
  };
}

// Plain decimal notation, optional sign: '12', '-3.5', '.5', '4.'. Not hex, exponent or 'Infinity'.
const DECIMAL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Parses a field value as a plain decimal number; `undefined` when it is not one. */
function parseDecimal(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  return DECIMAL_NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * service spec §5: must be numeric. Accepts plain decimal notation with an optional sign and
 * surrounding whitespace; rejects hex, exponents and 'Infinity', which `Number()` would take.
 */
export const numeric: FieldValidator = (value) => {
  if (isEmpty(value)) return undefined;
  return parseDecimal(value) === undefined ? NOT_A_NUMBER_MESSAGE : undefined;
};

/**
 * service spec §5: integer only; 'Only numbers can be entered' if not a number, 'Decimals not
 * allowed' if fractional. Judged by value, so '5.0' is the integer 5 and passes.
 */
export const integerOnly: FieldValidator = (value) => {
  if (isEmpty(value)) return undefined;
  const parsed = parseDecimal(value);
  if (parsed === undefined) return ONLY_NUMBERS_MESSAGE;
  return Number.isInteger(parsed) ? undefined : NO_DECIMALS_MESSAGE;
};

/** What a quantity field says when it is empty or below its least value. */
export function quantityMinMessage(min: number): string {
  return `Enter a quantity of ${min} or more.`;
}

/** What a quantity field says above its greatest value. */
export function quantityMaxMessage(max: number): string {
  return `Enter a quantity of ${max} or less.`;
}

/**
 * The one rule of every quantity field a person types into, storefront and back office (issue 31
 * point 2): filled in, a whole number by service spec §5's integer-only rule and its messages
 * ('Only numbers can be entered', 'Decimals not allowed'), and at least `min` (1 for what is
 * bought or listed, storefront spec §5; 0 where nothing is a valid answer, as stock on hand).
 * With `max`, also at most that (what is left to ship or to credit). Returns the message to show
 * beside the field, or `undefined` when the value may be taken as is: a value with a problem is
 * never rounded or floored into something else.
 */
export function quantityProblem(value: FieldValue, min = 1, max?: number): string | undefined {
  if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) return quantityMinMessage(min);
  const problem = integerOnly(value);
  if (problem !== undefined) return problem;
  const quantity = Number(typeof value === 'string' ? value.trim() : value);
  if (quantity < min) return quantityMinMessage(min);
  return max !== undefined && quantity > max ? quantityMaxMessage(max) : undefined;
}

// service spec §5: local@domain with a top-level domain of 2 or more letters, or an IP literal.
// Local part: dot-separated runs of characters other than specials, whitespace, control
// characters, quotes and '@',
// or one quoted string. Domain: hostname labels (no leading or trailing hyphen) and an alphabetic
// TLD of 2+ letters, or a bracketed IPv4 literal whose octets are 0-255.
const LOCAL_ATOM = String.raw`[^<>()\[\]\\.,;:\s@"\x00-\x1f\x7f]+`;
const LOCAL_PART = String.raw`(?:${LOCAL_ATOM}(?:\.${LOCAL_ATOM})*|"(?:[^"\\\r\n]|\\.)+")`;
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const DOMAIN = String.raw`(?:(?:${LABEL}\.)+[A-Za-z]{2,}|\[${OCTET}(?:\.${OCTET}){3}\])`;
const EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN}$`);

/** True when `text` (trimmed) is one e-mail address by the rule of service spec §5. */
export function isValidEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** service spec §5: 'Invalid email address' unless the (trimmed) value is one valid address. */
export const email: FieldValidator = (value) => {
  if (isEmpty(value)) return undefined;
  return isValidEmail(String(value)) ? undefined : INVALID_EMAIL_MESSAGE;
};

/**
 * service spec §5: comma-separated e-mails are valid only if every entry is valid. Entries are
 * trimmed; an empty entry (a doubled or trailing comma) is not a valid e-mail, so it fails.
 */
export const emailList: FieldValidator = (value) => {
  if (isEmpty(value)) return undefined;
  return String(value).split(',').every(isValidEmail) ? undefined : INVALID_EMAIL_MESSAGE;
};

/** Runs validators in order and returns the first message, or `undefined` when all pass. */
export function composeValidators(...validators: readonly FieldValidator[]): FieldValidator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** A required value is missing when it is undefined, null, a blank string or an empty array. */
export function isMissingValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  // 0 and false are answers, not gaps (a quantity of 0 or an unticked option was chosen).
  return false;
}

/**
 * service spec §5: the required-field helper returns the names of the missing fields,
 * comma-joined (', '), in the order of `requiredNames`; '' when none is missing.
 */
export function missingRequiredFields(
  values: Readonly<Record<string, unknown>>,
  requiredNames: readonly string[],
): string {
  // Own properties only, so a field named like an Object.prototype member ('constructor') is not
  // mistaken for a filled one.
  return requiredNames
    .filter((name) => !Object.hasOwn(values, name) || isMissingValue(values[name]))
    .join(', ');
}

/** service spec §5: usernames are trimmed at login and at the reset request. */
export function normalizeUsername(username: string): string {
  return username.trim();
}

/** service spec §5: the access-request e-mail is lowercased and trimmed. */
export function normalizeAccessRequestEmail(address: string): string {
  return address.trim().toLowerCase();
}
