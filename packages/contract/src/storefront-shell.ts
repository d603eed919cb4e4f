// Ours (issue 30): what the storefront's document shell shows, in one read. The root loader primed
// eight query entries through eight in-process calls; this answers them all, each in the shape of
// the route the browser asks for it afterwards, so the loader puts each under that route's key.
import { z } from 'zod';
import { CurrentUserResponse, RelatedAccountsResponse } from './auth.ts';
import { Cart } from './cart.ts';
import { SellableControlledSubstancesResponse } from './catalog.ts';
import { ShellContentResponse } from './content.ts';
import { ItemListsResponse } from './item-lists.ts';
import { UserNotificationsResponse } from './notifications.ts';
import { SiteConfigResponse } from './site.ts';

/**
 * The signed-in buyer's part. A part the API could not read (its database down) is null, as is
 * relatedAccounts for a login that is not a parent login: the browser asks for it on its own.
 */
export const ShellBuyer = z.object({
  /** As GET currentUser answers. */
  currentUser: CurrentUserResponse.nullable(),
  /** As GET getRelatedAccounts answers; parent logins only. */
  relatedAccounts: RelatedAccountsResponse.nullable(),
  /** As GET getCart answers. */
  cart: Cart.nullable(),
  /** As GET getAllLists?showShared=false answers: the contact's own lists. */
  itemLists: ItemListsResponse.nullable(),
  /** As GET getUserNotifications answers: the bell. */
  notifications: UserNotificationsResponse.nullable(),
  /** As GET getSellableControlledSubstances answers. */
  sellableControlledSubstances: SellableControlledSubstancesResponse.nullable(),
});
export type ShellBuyer = z.infer<typeof ShellBuyer>;

export const StorefrontShellResponse = z.object({
  /** As GET /api/site/config answers. */
  siteConfig: SiteConfigResponse,
  /** As GET /api/content/shell answers; null when it could not be read. */
  content: ShellContentResponse.nullable(),
  /** Null for a visitor (no login, or a token that is not a buyer's). */
  buyer: ShellBuyer.nullable(),
});
export type StorefrontShellResponse = z.infer<typeof StorefrontShellResponse>;
