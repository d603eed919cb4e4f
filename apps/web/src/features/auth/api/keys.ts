// Query keys of the auth feature: the signed-in user and the accounts a parent login may act for.
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'currentUser'] as const,
  relatedAccounts: () => [...authKeys.all, 'relatedAccounts'] as const,
  registrationOptions: () => [...authKeys.all, 'registrationOptions'] as const,
  passwordReset: (username: string, hash: string) =>
    [...authKeys.all, 'passwordReset', username, hash] as const,
  invitation: (username: string, hash: string) => [...authKeys.all, 'invitation', username, hash] as const,
};
