// The account area: menu groups (storefront spec §2.3), page titles (§2.3 list) and the paths of
// §2.2. Each entry's permission is the domain's ACCOUNT_PAGE_GATES for its path, so the menu and
// the page gate never disagree.
import { accountPageGate, isAllowed, mayManageSpendControls, mayReadSpendReports } from '@medsupply/domain';
import type { GatedPermissions, MenuPermission } from '@medsupply/domain';

export const ACCOUNT_HOME = '/myaccount';
export const ACCOUNT_MENU_BASE = '/myaccount/menu';

export interface AccountMenuEntry {
  label: string;
  /** Sub-path under /myaccount/menu; null when the entry has no page of its own yet. */
  path: string | null;
  /** A rule beyond the page's gate (spend reports, budgets: an administrator or a parent login). */
  shownTo?: (login: { permissions: GatedPermissions; isParentLogin: boolean }) => boolean;
}

/** storefront spec §2.3: the permission in brackets after an entry (null: every login). */
export function entryPermission(entry: AccountMenuEntry): MenuPermission {
  return entry.path === null ? null : accountPageGate(entry.path);
}

/** storefront spec §1 sidebar truncations: first name 11, account name 20 (domain constants). */
export { SIDEBAR_ACCOUNT_NAME_MAX, SIDEBAR_FIRST_NAME_MAX } from '@medsupply/domain';

/** The menu a login sees: each entry only with its permission (storefront spec §2.3, §6). */
export function visibleAccountMenuGroups(
  provider: string | undefined,
  permissions: GatedPermissions,
  isParentLogin = false,
) {
  return accountMenuGroups(provider)
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) =>
          isAllowed(permissions, entryPermission(entry)) &&
          (entry.shownTo?.({ permissions, isParentLogin }) ?? true),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

/** storefront spec §2.2: the delivery-day page's path is the provider's name followed by deliveryday. */
export function deliveryDayPath(provider: string): string {
  return `/${provider.toLowerCase()}deliveryday`;
}

export function accountMenuGroups(
  provider: string | undefined,
): Array<{ title: string; entries: AccountMenuEntry[] }> {
  return [
    {
      title: 'Purchases',
      entries: [
        { label: 'Easy Reorder', path: '/reorder' },
        { label: 'Quick Order', path: '/quickorder' },
        { label: 'My Lists', path: '/itemlists' },
        { label: 'Sales Orders', path: '/salesorders' },
        { label: 'Open Items', path: '/openitems' },
        // Issue 34: returns of delivered goods.
        { label: 'Returns', path: '/returns' },
        // Issue 34 (ADR 0050): recalls of goods shipped to the account, to acknowledge.
        { label: 'Recalls', path: '/recalls' },
        { label: 'Approve Orders', path: '/approvals' },
        // Issue 33: budgets and approval rules, for administrators and parent logins.
        { label: 'Budgets & Approval Rules', path: '/budgets', shownTo: mayManageSpendControls },
      ],
    },
    {
      title: 'Billing',
      entries: [
        { label: 'Make Payment', path: '/payment/create' },
        { label: 'Statement', path: '/statements' },
        { label: 'Invoices', path: '/invoices' },
        { label: 'Payment History', path: '/paymenthistory' },
        { label: 'Payment Methods', path: '/paymentmethod' },
        { label: 'Credit Memos', path: '/creditmemos' },
        // Issue 33: spend reports, for administrators and parent logins.
        { label: 'Spend Reports', path: '/spend', shownTo: mayReadSpendReports },
      ],
    },
    {
      title: 'Company',
      entries: [
        { label: 'Profile', path: '/profile' },
        { label: 'Delivery Day', path: provider ? deliveryDayPath(provider) : null },
        { label: 'Addresses', path: '/addresses' },
        { label: 'Contacts', path: '/contacts' },
        { label: 'Settings', path: '/accountsettings' },
      ],
    },
  ];
}

export interface AccountPage {
  title: string;
  description: string;
}

/** Titles from storefront spec §2.3; the two quoted descriptions are the spec's, the rest ours. */
export const ACCOUNT_PAGES = {
  overview: {
    title: 'My Account',
    description: 'Your orders, invoices, lists and company settings at a glance.',
  },
  menu: { title: 'Account Menu', description: 'Everything you can do with your account.' },
  salesorders: { title: 'Sales Orders', description: 'Track the orders your company has placed.' },
  orderdetails: { title: 'Sales Orders', description: 'Lines, shipments and status of one order.' },
  estimates: { title: 'Estimates', description: 'Review the estimates prepared for your account.' },
  estimatedetails: { title: 'Estimates', description: 'Lines and totals of one estimate.' },
  quotes: { title: 'Quotes', description: 'Quotes prepared for your account.' },
  reorder: { title: 'Easy Reorder', description: 'Order again what you bought before, in a few clicks.' },
  quickorder: {
    title: 'Quick Order',
    description: 'Order by item number or MPN: type, paste or upload your lines.',
  },
  approvals: { title: 'Approve Orders', description: 'Approve orders that have been placed by your company' },
  budgets: {
    title: 'Budgets & Approval Rules',
    description: 'Spending limits per period, and the orders that need an approval.',
  },
  itemlists: {
    title: 'Item Lists',
    description: 'Saved lists and subscriptions for the supplies you order often.',
  },
  openitems: { title: 'Open Items', description: 'Items ordered but not yet shipped.' },
  returns: {
    title: 'Returns',
    description: 'Items you are sending back: their status, RMA numbers, labels and credits.',
  },
  recalls: {
    title: 'Recalls',
    description: 'Product recalls of goods shipped to you: what to do, and your acknowledgment.',
  },
  invoices: { title: 'Invoices', description: 'Select invoices you would like to pay' },
  invoicedetails: { title: 'Invoices', description: 'Lines, payments and balance of one invoice.' },
  paymentCreate: { title: 'Make a Payment', description: 'Select invoices you would like to pay' },
  paymentMethod: { title: 'Make a Payment', description: 'Choose how you would like to pay.' },
  paymentReview: { title: 'Make a Payment', description: 'Check the payment before you submit it.' },
  paymentConfirmation: { title: 'Make a Payment', description: 'Your payment has been received.' },
  paymenthistory: { title: 'Payment History', description: 'Payments your company has made.' },
  paymentdetails: { title: 'Payment History', description: 'What one payment was applied to.' },
  paymentmethod: {
    title: 'Payment Methods',
    description: 'Cards and bank accounts saved for checkout and payments.',
  },
  creditmemos: { title: 'Credit Memos', description: 'Credits available to apply to your invoices.' },
  statements: { title: 'Account Statement', description: 'Download statements of your account activity.' },
  spend: {
    title: 'Spend Reports',
    description: 'What your company spent by month, category, location, contact and item.',
  },
  subscriptions: { title: 'Item Lists', description: 'Lists that reorder themselves on a schedule.' },
  profile: { title: 'Profile', description: 'Your name, e-mail and contact details.' },
  security: { title: 'Security', description: 'Change your password and keep your login safe.' },
  addresses: { title: 'Addresses', description: 'Shipping and billing addresses, with their licenses.' },
  contacts: { title: 'Contacts', description: 'People at your company who can use this account.' },
  accountsettings: { title: 'Settings', description: 'Statement preferences and approval notifications.' },
  deliveryday: { title: 'Delivery Day', description: 'The days we deliver to your addresses.' },
} as const satisfies Record<string, AccountPage>;

export type AccountPageKey = keyof typeof ACCOUNT_PAGES;

/** storefront spec §2.8: the bell's name and its empty view. */
// The header's bell needs only its label: it lives in a module of its own so that every page's
// first load does not carry the account menu's tables (issue 15, initial JS).
export { NOTIFICATIONS_LABEL, notificationsLabel } from './notifications-label';
export const NO_NOTIFICATIONS = 'No Notifications';
