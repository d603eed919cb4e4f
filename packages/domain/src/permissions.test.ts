import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PAGE_GATES,
  accountPageGate,
  derivePermissions,
  isAllowed,
  isParentAccount,
  type MenuPermission,
} from './permissions.ts';

describe('derivePermissions', () => {
  it('grants credit memos to a parent account even without price visibility', () => {
    const permissions = derivePermissions({ isPriceVisible: false, isAdmin: false, accountParentId: null });
    expect(permissions.hasCreditMemoAccess).toBe(true);
    expect(permissions.isPriceVisible).toBe(false);
  });

  it('grants credit memos to a child account with price visibility', () => {
    expect(
      derivePermissions({ isPriceVisible: true, isAdmin: false, accountParentId: 7 }).hasCreditMemoAccess,
    ).toBe(true);
  });

  it('refuses credit memos to a child account without price visibility', () => {
    expect(
      derivePermissions({ isPriceVisible: false, isAdmin: true, accountParentId: 7 }).hasCreditMemoAccess,
    ).toBe(false);
  });

  it('treats an undefined parent like no parent', () => {
    expect(isParentAccount(undefined)).toBe(true);
    expect(isParentAccount(null)).toBe(true);
    expect(isParentAccount(3)).toBe(false);
  });

  it('passes the flags through and always grants profile, reorder and item lists', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 1 })),
        (isPriceVisible, isAdmin, parentId) => {
          const permissions = derivePermissions({ isPriceVisible, isAdmin, accountParentId: parentId });
          expect(permissions).toEqual({
            isPriceVisible,
            isAdmin,
            hasCreditMemoAccess: parentId === null || isPriceVisible,
            canViewProfile: true,
            canReorder: true,
            canUseItemLists: true,
          });
        },
      ),
    );
  });
});

describe('isAllowed', () => {
  const none = { isPriceVisible: false, isAdmin: false, hasCreditMemoAccess: false };

  it('lets everyone through an open gate', () => {
    expect(isAllowed(none, null)).toBe(true);
  });

  it('checks the named permission', () => {
    expect(isAllowed(none, 'isAdmin')).toBe(false);
    expect(isAllowed({ ...none, isAdmin: true }, 'isAdmin')).toBe(true);
    expect(isAllowed({ ...none, isAdmin: true }, 'isPriceVisible')).toBe(false);
    expect(isAllowed({ ...none, hasCreditMemoAccess: true }, 'hasCreditMemoAccess')).toBe(true);
  });
});

describe('account page gates (service spec §2)', () => {
  it.each<[string, MenuPermission]>([
    ['contacts', 'isAdmin'],
    ['accountsettings', 'isAdmin'],
    ['approvals', 'isAdmin'],
    ['payment/create', 'isPriceVisible'],
    ['invoices', 'isPriceVisible'],
    ['statements', 'isPriceVisible'],
    ['salesorders', 'isPriceVisible'],
    ['creditmemos', 'hasCreditMemoAccess'],
    ['profile', null],
    ['addresses', null],
    ['paymenthistory', null],
    ['paymentmethod', null],
    ['reorder', null],
    ['itemlists', null],
    ['payment/review', null],
  ])('gates %s by %s', (path, gate) => {
    expect(accountPageGate(path)).toBe(gate);
    expect(ACCOUNT_PAGE_GATES[path]).toBe(gate);
  });

  it('ignores surrounding slashes and leaves unknown pages to login only', () => {
    expect(accountPageGate('/invoices/')).toBe('isPriceVisible');
    expect(accountPageGate('security')).toBeNull();
    expect(accountPageGate('constructor')).toBeNull();
  });
});
