// US postal addresses (issue 19 point 3: "US states and ZIP checked"): the two-letter codes the
// USPS accepts for states, DC, territories and military post offices, and ZIP / ZIP+4 codes.
import { NOT_A_NUMBER_MESSAGE, minLengthMessage } from './validators.ts';

export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

export const INVALID_STATE_MESSAGE = 'Choose a US state';
export const INVALID_ZIP_MESSAGE = 'Enter a 5-digit ZIP code (or ZIP+4)';

/** True for a USPS state code, any case ('oh', 'OH'). */
export function isUsState(code: string): boolean {
  return Object.hasOwn(US_STATES, code.trim().toUpperCase());
}

const ZIP = /^\d{5}(?:-\d{4})?$/;

/** True for '43219' or '43219-1234' (surrounding spaces ignored). */
export function isUsZip(zip: string): boolean {
  return ZIP.test(zip.trim());
}

/** A US phone number has 10 digits (11 with the leading 1). */
export const PHONE_MIN_DIGITS = 10;

/**
 * service spec §5 rules applied to a phone field: separators people type ('(614) 555-0101',
 * '614.555.0101', '+1 …') are allowed, anything else that is not a digit is 'Must be a number', and
 * fewer than 10 digits 'Must be at least 10 characters'. Undefined when valid or empty.
 */
export function phoneProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const digits = trimmed.replaceAll(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return NOT_A_NUMBER_MESSAGE;
  return digits.length < PHONE_MIN_DIGITS ? minLengthMessage(PHONE_MIN_DIGITS) : undefined;
}
