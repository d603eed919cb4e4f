// Sandbox gateway tokens for API tests: what the hosted fields hand the storefront after a buyer
// typed a card or bank account. Issued by the sandbox itself (the tokenize endpoint is rate limited
// per address and has its own tests); the numbers are the README's test numbers.
import type { CheckedBankAccount, CheckedCard } from '@medsupply/domain';
import { SandboxGateway } from '../src/modules/payments/gateway/sandbox-gateway.ts';

export const TEST_CARD_NUMBERS = {
  approve: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  mastercard: '5555555555554444',
} as const;

export const TEST_BANK_ACCOUNT = { routingNumber: '011000015', accountNumber: '000123456789' } as const;

export function cardToken(secret: string, overrides: Partial<CheckedCard> = {}): string {
  const digits = overrides.digits ?? TEST_CARD_NUMBERS.approve;
  return new SandboxGateway({ secret }).issueCardToken({
    brand: digits.startsWith('5') ? 'mastercard' : 'visa',
    digits,
    last4: digits.slice(-4),
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
    holderName: 'Pat Tester',
    ...overrides,
  });
}

export function bankAccountToken(secret: string, overrides: Partial<CheckedBankAccount> = {}): string {
  const accountNumber = overrides.accountNumber ?? TEST_BANK_ACCOUNT.accountNumber;
  return new SandboxGateway({ secret }).issueBankAccountToken({
    routingNumber: TEST_BANK_ACCOUNT.routingNumber,
    accountNumber,
    last4: accountNumber.slice(-4),
    holderName: 'Test Clinic',
    accountType: 'checking',
    ...overrides,
  });
}
