// The item lists' Add to List button on the catalogue's screens (storefront spec §2.5, §2.6),
// composed here because it joins features: the cart's purchase controls offer a `listAction` place
// with the item, unit and quantity chosen there, and the catalogue's data names the item. The cart
// controls render it for logged-in buyers only (storefront spec §1: lists are theirs).
import type { ItemDetail, ProductCard } from '@medsupply/contract';
import type { ReactNode } from 'react';

import { AddToListButton } from '@/features/item-lists/components/add-to-list-button';

/** What the cart's purchase controls pass to `listAction`. */
export interface ListSelection {
  itemId: number;
  unitId: number | undefined;
  quantity: number;
}

function nameOf(item: { siteDisplayName: string | null; displayName: string }): string {
  return item.siteDisplayName?.trim() || item.displayName;
}

/** The product page's Add to List button, for the item or the variant chosen in the purchase area. */
export function productListAction(item: ItemDetail): (selection: ListSelection) => ReactNode {
  return function ProductListAction(selection) {
    const variant = item.children.find((child) => child.id === selection.itemId);
    return (
      <AddToListButton
        item={{
          id: selection.itemId,
          name: variant ? variant.displayName || nameOf(item) : nameOf(item),
          thumbnailImage: item.thumbnailImage,
          units: item.unit.details,
          defaultUnitId: item.unit.defaultUnitId,
        }}
        initialUnitId={selection.unitId}
        initialQuantity={selection.quantity}
        size="lg"
        className="w-full sm:w-auto"
      />
    );
  };
}

/** A product card's compact Add to List button (an icon beside Add to cart). */
export function cardListAction(product: ProductCard): (selection: ListSelection) => ReactNode {
  return function CardListAction(selection) {
    return (
      <AddToListButton
        appearance="icon"
        item={{
          id: selection.itemId,
          name: nameOf(product),
          thumbnailImage: product.thumbnailImage,
          units: product.unit.details,
          defaultUnitId: product.unit.defaultUnitId,
        }}
        initialUnitId={selection.unitId}
        initialQuantity={selection.quantity}
      />
    );
  };
}
