// /myaccount/menu/itemlists (storefront spec §2.2, §2.3).
import { AccountPageFrame } from '@/features/account/components/account-page-frame';

export default function ItemListsRoute() {
  return <AccountPageFrame page="itemlists" />;
}
