// The signed-in buyer's controls in the catalogue's slots: the cart feature's purchase area and
// card controls, each with the item lists' Add to List button beside Add to cart. A separate chunk
// (app/product-actions.tsx loads it for signed-in buyers only): visitors see prices, not controls.
import { AddToCartCardActions } from '@/features/cart/components/add-to-cart-card-actions';
import { AddToCartPurchaseArea } from '@/features/cart/components/add-to-cart-purchase-area';
import type { CardActionsProps, PurchaseAreaProps } from '@/features/catalog/components/product-actions';

import { cardListAction, productListAction } from './item-list-actions';

export function PurchaseAreaSlot(props: PurchaseAreaProps) {
  return <AddToCartPurchaseArea {...props} listAction={productListAction(props.item)} />;
}

export function CardActionsSlot(props: CardActionsProps) {
  return <AddToCartCardActions {...props} listAction={cardListAction(props.product)} />;
}
