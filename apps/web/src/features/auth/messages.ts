// Texts of sign-in and the account header, verbatim from service spec §8 and storefront spec §2.4,
// §4, §8. Messages the server sends (authMessages in the contract) are shown as they come.

export const UNEXPECTED_LOGIN_ERROR = 'Unexpected error occurred. Please try again.';
export const LOGIN_EXCEPTION = 'Unexpected error occurred. Please try again later.';
export const ACCESS_REQUEST_FAILED = 'Failed to submit request';
export const SWITCH_ACCOUNT_FAILED = 'There was a problem changing accounts';

/** storefront spec §2.4: the account popover's title. */
export function accountPopoverTitle(provider: string): string {
  return `Account & ${provider} Runtime`;
}

/** storefront spec §4: a parent account is labelled 'Parent Account: {name}'. */
export function relatedAccountLabel(account: { accountName: string; parentId: number | null }): string {
  return account.parentId === null ? `Parent Account: ${account.accountName}` : account.accountName;
}

export function requiredMessage(label: string): string {
  return `${label} is required`;
}
