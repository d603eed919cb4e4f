// The document shell's buyer part in one statement (issue 30, ADR 0043): what the storefront's root
// loader primes for a signed-in buyer (the user, a parent login's accounts, the cart, the contact's
// own lists, the bell, the Rx levels the store sells) was six in-process calls making eight
// statements; here every one is a part of one read (core/read-parts.ts), each the same part its own
// route reads, so each answer is the one that route gives.
import type { ShellBuyer } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { readParts } from '../../core/read-parts.ts';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import type { DbOrTx } from '../../db/client.ts';
import { relatedAccountsPart, toUser } from '../auth/auth.service.ts';
import { cartPart } from '../cart/cart.service.ts';
import { sellableControlledSubstancesPart } from '../catalog/personal.service.ts';
import { allListsPart } from '../item-lists/item-lists.service.ts';
import { userNotificationsPart } from '../notifications/notifications.service.ts';

/**
 * The buyer's part of the shell, from the primary (the cart and the bell are the buyer's own, read
 * as their routes read them). With the database out of reach, the parts that need no read still
 * answer (the user of a login that is not a parent login: the session says it all) and the rest are
 * null, as each in-process call failed on its own before; the browser asks for those itself.
 */
export async function shellBuyer(
  db: DbOrTx,
  buyer: Buyer,
  onUnavailable: (error: unknown) => void,
): Promise<ShellBuyer> {
  try {
    const read = await readParts(
      db,
      {
        related: relatedAccountsPart(buyer),
        cart: cartPart(buyer),
        // The session watcher's query: the contact's own lists (showShared=false).
        itemLists: allListsPart(buyer, false),
        notifications: userNotificationsPart(buyer),
        sellable: sellableControlledSubstancesPart,
      },
      'storefront_shell',
    );
    return {
      // service spec §6: the user carries a parent login's accounts; getRelatedAccounts answers
      // the same list, read once here for both.
      currentUser: { user: toUser(buyer, read.related) },
      relatedAccounts: buyer.user.isParentLogin ? { relatedAccounts: read.related } : null,
      cart: read.cart,
      itemLists: read.itemLists,
      notifications: read.notifications,
      sellableControlledSubstances: read.sellable,
    };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    onUnavailable(error);
    return {
      currentUser: buyer.user.isParentLogin ? null : { user: toUser(buyer, []) },
      relatedAccounts: null,
      cart: null,
      itemLists: null,
      notifications: null,
      sellableControlledSubstances: null,
    };
  }
}
