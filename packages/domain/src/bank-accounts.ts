// US bank account (ACH) checks for the hosted bank-account fields and the gateway's tokenize
// endpoint (service spec §3 card type 'ach'; issue 18 point 3: "ACH: routing number checked by its
// checksum"). Same shape as cards.ts: undefined when fine, else a message a buyer can act on.
import { type CheckOptions, holderNameProblem, typedDigits } from './cards.ts';

export const ROUTING_NUMBER_REQUIRED_MESSAGE = 'Enter the routing number.';
export const ROUTING_NUMBER_LENGTH_MESSAGE = 'The routing number has 9 digits.';
export const ROUTING_NUMBER_INVALID_MESSAGE = 'The routing number is not valid. Check it and try again.';
export const ACCOUNT_NUMBER_REQUIRED_MESSAGE = 'Enter the account number.';
export const ACCOUNT_NUMBER_LENGTH_MESSAGE = 'The account number has 4 to 17 digits.';
export const ACCOUNT_HOLDER_REQUIRED_MESSAGE = "Enter the account holder's name.";
export const ACCOUNT_TYPE_MESSAGE = 'Choose checking or savings.';

// NACHA: account numbers are 4 to 17 digits.
export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * The ABA routing number rule: 9 digits whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) +
 * (d3+d6+d9) is a multiple of 10, and whose first two digits are a Federal Reserve routing symbol
 * in use (01-12 banks, 21-32 thrifts, 61-72 electronic, 80 traveller's cheques). The prefix rule
 * refuses '000000000', which the checksum alone would take.
 */
export function isValidRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  const knownPrefix =
    (prefix >= 1 && prefix <= 12) ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!knownPrefix) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

/** The problem with a routing number, or undefined. */
export function routingNumberProblem(input: string, options: CheckOptions = {}): string | undefined {
  const digits = typedDigits(input);
  if (digits === null) return ROUTING_NUMBER_LENGTH_MESSAGE;
  if (digits === '') return options.whileTyping ? undefined : ROUTING_NUMBER_REQUIRED_MESSAGE;
  if (digits.length > 9) return ROUTING_NUMBER_LENGTH_MESSAGE;
  if (digits.length < 9) return options.whileTyping ? undefined : ROUTING_NUMBER_LENGTH_MESSAGE;
  return isValidRoutingNumber(digits) ? undefined : ROUTING_NUMBER_INVALID_MESSAGE;
}

/** The problem with an account number, or undefined. */
export function accountNumberProblem(input: string, options: CheckOptions = {}): string | undefined {
  const digits = typedDigits(input);
  if (digits === null) return ACCOUNT_NUMBER_LENGTH_MESSAGE;
  if (digits === '') return options.whileTyping ? undefined : ACCOUNT_NUMBER_REQUIRED_MESSAGE;
  if (digits.length > ACCOUNT_NUMBER_MAX_DIGITS) return ACCOUNT_NUMBER_LENGTH_MESSAGE;
  if (digits.length < ACCOUNT_NUMBER_MIN_DIGITS) {
    return options.whileTyping ? undefined : ACCOUNT_NUMBER_LENGTH_MESSAGE;
  }
  return undefined;
}

export function isBankAccountType(value: string): value is BankAccountType {
  return (BANK_ACCOUNT_TYPES as readonly string[]).includes(value);
}

export interface BankAccountInput {
  routingNumber: string;
  accountNumber: string;
  holderName: string;
  accountType: string;
}

/** A bank account that passed every check. */
export interface CheckedBankAccount {
  routingNumber: string;
  accountNumber: string;
  last4: string;
  holderName: string;
  accountType: BankAccountType;
}

export type BankAccountField = keyof BankAccountInput;
export type BankAccountCheck =
  | { ok: true; account: CheckedBankAccount }
  | { ok: false; errors: Partial<Record<BankAccountField, string>> };

/** Every check of a bank-account form at once, with a message per field that has a problem. */
export function checkBankAccount(input: BankAccountInput): BankAccountCheck {
  const errors: Partial<Record<BankAccountField, string>> = {};
  const routingProblem = routingNumberProblem(input.routingNumber);
  if (routingProblem !== undefined) errors.routingNumber = routingProblem;
  const accountProblem = accountNumberProblem(input.accountNumber);
  if (accountProblem !== undefined) errors.accountNumber = accountProblem;
  const nameProblem = holderNameProblem(input.holderName, ACCOUNT_HOLDER_REQUIRED_MESSAGE);
  if (nameProblem !== undefined) errors.holderName = nameProblem;
  if (!isBankAccountType(input.accountType)) errors.accountType = ACCOUNT_TYPE_MESSAGE;
  const routingNumber = typedDigits(input.routingNumber);
  const accountNumber = typedDigits(input.accountNumber);
  const accountType = input.accountType;
  if (
    Object.keys(errors).length > 0 ||
    routingNumber === null ||
    accountNumber === null ||
    !isBankAccountType(accountType)
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    account: {
      routingNumber,
      accountNumber,
      last4: accountNumber.slice(-4),
      holderName: input.holderName.trim(),
      accountType,
    },
  };
}
