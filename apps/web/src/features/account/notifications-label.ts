// The notifications bell's accessible name (storefront spec §1 header), apart from the account
// area's constants so the header, on every page, does not load the account menu's tables with it.
export const NOTIFICATIONS_LABEL = 'Notifications';

/** The bell's accessible name carries the unread count, as the cart's carries its items. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS_LABEL}, ${unread} unread` : NOTIFICATIONS_LABEL;
}
