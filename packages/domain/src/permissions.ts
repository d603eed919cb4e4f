// Permissions derived from the user and account, and the gates of the account pages
// (service spec §2 and §6, storefront spec §2.3 and §6). The server derives them; the storefront
// only reads them to hide what the server would refuse anyway.

export interface PermissionInput {
  isPriceVisible: boolean;
  isAdmin: boolean;
  /** The account's parent; null or undefined means the account is itself a parent. */
  accountParentId: number | null | undefined;
}

export interface Permissions {
  isPriceVisible: boolean;
  isAdmin: boolean;
  hasCreditMemoAccess: boolean;
  // service spec §6: profile, reorder and item-list access is always granted.
  canViewProfile: true;
  canReorder: true;
  canUseItemLists: true;
}

/** The three gated permissions, as they travel on the wire in `user.permissions`. */
export type GatedPermissions = Pick<Permissions, 'isPriceVisible' | 'isAdmin' | 'hasCreditMemoAccess'>;

/** The gate of a page or menu entry; `null` means any logged-in user (or no gate at all). */
export type MenuPermission = keyof GatedPermissions | null;

/** storefront spec §6: an account is a child if it has a parentId, otherwise a parent. */
export function isParentAccount(accountParentId: number | null | undefined): boolean {
  return accountParentId === null || accountParentId === undefined;
}

/** Derives the permissions of service spec §6 from the user's flags and the account. */
export function derivePermissions({
  isPriceVisible,
  isAdmin,
  accountParentId,
}: PermissionInput): Permissions {
  return {
    isPriceVisible,
    isAdmin,
    // service spec §6: credit memos for a parent account (no parentId), or a child with isPriceVisible.
    hasCreditMemoAccess: isParentAccount(accountParentId) || isPriceVisible,
    canViewProfile: true,
    canReorder: true,
    canUseItemLists: true,
  };
}

/** True when `permissions` pass `gate`; a `null` gate always passes. */
export function isAllowed(permissions: GatedPermissions, gate: MenuPermission): boolean {
  return gate === null ? true : permissions[gate];
}

/** Prefix of the account pages (service spec §2). */
export const ACCOUNT_MENU_PREFIX = '/myaccount/menu';

/**
 * service spec §2 / storefront spec §2.3: the gate of each account page, keyed by its path under
 * /myaccount/menu. Pages not listed here need only a login.
 */
export const ACCOUNT_PAGE_GATES: Readonly<Record<string, MenuPermission>> = {
  profile: null,
  addresses: null,
  contacts: 'isAdmin',
  accountsettings: 'isAdmin',
  'payment/create': 'isPriceVisible',
  'payment/review': null,
  'payment/confirmation': null,
  invoices: 'isPriceVisible',
  statements: 'isPriceVisible',
  paymenthistory: null,
  paymentmethod: null,
  creditmemos: 'hasCreditMemoAccess',
  salesorders: 'isPriceVisible',
  reorder: null,
  itemlists: null,
  approvals: 'isAdmin',
  openitems: null,
  // Detail pages are not in the spec's table; they show the same data as their gated list page,
  // so they carry its gate (a child without price visibility must not reach an invoice by URL).
  invoicedetails: 'isPriceVisible',
  orderdetails: 'isPriceVisible',
  // Issue 33: spend reports are money; the page also needs an administrator or a parent login
  // (spend-report.ts mayReadSpendReports), which the page itself checks.
  spend: 'isPriceVisible',
  // Issue 34: returns come from orders (and carry their credits), so they carry the orders' gate.
  returns: 'isPriceVisible',
};

/** The gate of an account page given its path under /myaccount/menu ('invoices'); null if ungated. */
export function accountPageGate(subPath: string): MenuPermission {
  const key = subPath.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(ACCOUNT_PAGE_GATES, key) ? (ACCOUNT_PAGE_GATES[key] ?? null) : null;
}
