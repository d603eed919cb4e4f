// Signed-in users and account data shaped by the contract (each parsed by its schema, so a change
// of the API's shape breaks the tests instead of letting them drift).
import { OverviewResponse, RelatedAccount, SessionResponse, User } from '@medsupply/contract';
import type { UserPermissions } from '@medsupply/contract';

export function userFixture(
  overrides: { permissions?: Partial<UserPermissions>; firstName?: string; accountName?: string } = {},
): User {
  return User.parse({
    id: 7,
    username: 'admin@lakeside-clinic.example',
    email: 'admin@lakeside-clinic.example',
    firstName: overrides.firstName ?? 'Priya',
    lastName: 'Raman',
    account: {
      id: 4,
      accountName: overrides.accountName ?? 'Lakeside Family Clinic',
      parentId: null,
      rxLevels: [1, 3],
      relatedAccounts: [],
    },
    permissions: {
      isPriceVisible: true,
      isAdmin: true,
      hasCreditMemoAccess: true,
      canViewProfile: true,
      canReorder: true,
      canUseItemLists: true,
      ...overrides.permissions,
    },
    isParentLogin: false,
    isPunchout: false,
  });
}

export const relatedAccountsFixture: RelatedAccount[] = [
  { id: 1, parentId: null, accountName: 'Northwind Health Group' },
  { id: 2, parentId: 1, accountName: 'Northwind Family Practice' },
  { id: 3, parentId: 1, accountName: 'Northwind Urgent Care' },
].map((account) => RelatedAccount.parse(account));

export function parentUserFixture(accountId = 1): User {
  const account =
    relatedAccountsFixture.find((related) => related.id === accountId) ?? relatedAccountsFixture[0];
  return User.parse({
    ...userFixture(),
    id: 1,
    username: 'parent@northwind-health.example',
    firstName: 'Margaret',
    lastName: 'Ellison',
    account: { ...account, rxLevels: [1], relatedAccounts: relatedAccountsFixture },
    isParentLogin: true,
  });
}

export function sessionFixture(user: User = userFixture(), token = 'session-token'): SessionResponse {
  return SessionResponse.parse({
    token,
    expiresAt: new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString(),
    user,
    isPunchout: false,
  });
}

export const overviewFixture: OverviewResponse = OverviewResponse.parse({
  account: { id: 4, accountNumber: 'C10004', accountName: 'Lakeside Family Clinic', parentId: null },
  credit: {
    hasTerms: true,
    terms: 'Net 30',
    creditLimit: 50000,
    availableBalance: 41234.5,
    openBalance: 8765.5,
  },
  recentOrders: [
    {
      id: 11,
      tranId: 'SO-100011',
      date: '2026-11-03T15:00:00.000Z',
      status: 'Billed',
      statusLabel: 'Fulfilled',
      total: 1234.56,
    },
  ],
  openInvoices: { count: 3, amountDue: 8765.5 },
  pendingApprovals: 2,
  salesRep: { name: 'Dana Whitfield', email: 'dana@meridian.test', phone: '312-555-0147' },
  aging: { current: 5000, days1To30: 2765.5, days31To60: 1000, days61To90: 0, over90: 0, total: 8765.5 },
  licenceNotices: [],
});
