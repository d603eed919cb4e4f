// App-wide session upkeep (storefront spec §4, service spec §9): the token expiry check every
// 600000 ms, and what loads after login.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { relatedAccountsQueryOptions } from '@/features/auth/api/get-related-accounts';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useTokenExpiryCheck } from '@/features/auth/hooks/use-session';
import { sellableControlledSubstancesQueryOptions } from '@/features/catalog/api/get-sellable-controlled-substances';
import { allListsQueryOptions } from '@/features/item-lists/api/get-all-lists';

export function SessionWatcher() {
  useTokenExpiryCheck();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const accountId = user?.account.id;
  const isParentLogin = user?.isParentLogin === true;

  // storefront spec §4 / §7: after login (and after a switch) these load. Related accounts load
  // for parent logins only. The cart answer carries the save-for-later entries too, so one call
  // loads both. The contact's own item lists load too (the Add to List dialog and My Lists use them).
  useEffect(() => {
    if (userId === undefined || accountId === undefined) return;
    queryClient.query(cartQueryOptions()).catch(() => undefined);
    if (isParentLogin) queryClient.query(relatedAccountsQueryOptions()).catch(() => undefined);
    // The add-to-cart control refuses Rx levels the store may not sell (service spec §5).
    queryClient.query(sellableControlledSubstancesQueryOptions()).catch(() => undefined);
    queryClient.query(allListsQueryOptions(false)).catch(() => undefined);
  }, [queryClient, userId, accountId, isParentLogin]);

  return null;
}
