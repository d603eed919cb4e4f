// /myaccount/menu/itemlists (storefront spec §2.2, §2.3 "Item Lists"): the item lists, or with
// ?list={id} one list. Composes the item-lists feature with the signed-in user's price visibility
// (features/auth) and the cart's cache (features/cart), which 'Add all to cart' updates; a list's
// owner can make it a subscription (features/subscriptions).
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { setCart } from '@/features/cart/api/get-cart';
import { ItemListsPage } from '@/features/item-lists/components/item-lists-page';
import { LIST_QUERY_PARAM } from '@/features/item-lists/constants';
import { MakeListSubscription } from '@/features/subscriptions/components/make-list-subscription';

export default function ItemListsRoute() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const listParam = searchParams.get(LIST_QUERY_PARAM);
  const openListId =
    listParam && /^\d{1,9}$/.test(listParam) && Number(listParam) > 0 ? Number(listParam) : null;

  return (
    <AccountPageFrame page="itemlists">
      <ItemListsPage
        key={openListId ?? 'lists'}
        openListId={openListId}
        showPrices={user?.permissions.isPriceVisible === true}
        onCartUpdated={(cart) => setCart(queryClient, cart)}
        // issue 21 point 5: the list's owner makes it a subscription here.
        ownerActions={(list) => (
          <MakeListSubscription
            itemListId={list.id}
            subscriptionsHref={`${ACCOUNT_MENU_BASE}/subscriptions`}
          />
        )}
      />
    </AccountPageFrame>
  );
}
