// The signed-in buyer's controls in the catalogue's slots: the cart feature's purchase area and
// card controls, each with the item lists' Add to List button beside Add to cart, and under the
// purchase area a backordered or recalled item's equivalent items (issue 34 point 4). A separate
// chunk (app/product-actions.tsx loads it for signed-in buyers only): visitors see prices, not
// controls, and the product page's initial JavaScript stays within its budget.
import { AddToCartCardActions } from '@/features/cart/components/add-to-cart-card-actions';
import { AddToCartPurchaseArea } from '@/features/cart/components/add-to-cart-purchase-area';
import { ItemSubstitutes } from '@/features/cart/components/item-substitutes';
import type { CardActionsProps, PurchaseAreaProps } from '@/features/catalog/components/product-actions';

import { cardListAction, productListAction } from './item-list-actions';

export function PurchaseAreaSlot(props: PurchaseAreaProps) {
  return (
    <>
      <AddToCartPurchaseArea {...props} listAction={productListAction(props.item)} />
      <ItemSubstitutes itemKey={props.itemKey} className="mt-6" />
    </>
  );
}

export function CardActionsSlot(props: CardActionsProps) {
  return <AddToCartCardActions {...props} listAction={cardListAction(props.product)} />;
}
