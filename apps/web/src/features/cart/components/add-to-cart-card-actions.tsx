// A product card's purchase controls (storefront spec §2.6): the price of the chosen unit, a
// variant dropdown, a unit dropdown, a quantity input and the Add to cart button. A successful add
// from a card flies the image to the cart (wide screens) and confirms with a toast; the checkout
// interstitial belongs to the product page only (docs/decisions/0008-storefront-cart.md), so a
// buyer working down a listing is not interrupted by a dialog after every add.
import type { CardVariant, LevelPrice, ProductCard } from '@medsupply/contract';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { useAddToCart } from '../hooks/use-add-to-cart';
import type { Purchasable } from '../hooks/use-add-to-cart';

import { AddToCartButton } from './add-to-cart-button';
import { useAddToCartEnvironment } from './add-to-cart-environment';
import { ADD_TO_CART_TEXTS } from './add-to-cart-texts';
import { QuantityStepper } from './quantity-stepper';
import { UnitSelect } from './unit-select';
import { VariantSelect } from './variant-picker';

export interface AddToCartCardActionsProps {
  product: ProductCard;
  preselectedUnitId: number | null;
  renderPrice: (priced: { price?: number | null; prices?: LevelPrice[] }) => ReactNode;
  /** The Add To List button (item lists feature), beside Add to cart. */
  listAction?: (selection: { itemId: number; unitId: number | undefined; quantity: number }) => ReactNode;
  className?: string;
}

function cardPurchasable(product: ProductCard, variant: CardVariant | undefined): Purchasable {
  const name = product.siteDisplayName?.trim() || product.displayName;
  if (!variant) {
    return {
      id: product.id,
      name,
      thumbnailImage: product.thumbnailImage,
      units: product.unit.details,
      defaultUnitId: product.unit.defaultUnitId,
      price: product.price,
      prices: product.prices,
      isAddableToCart: product.isAddableToCart,
      restricted: product.restricted,
      rxLevel: product.rxLevel,
      allocationPeriod: product.allocationPeriod,
    };
  }
  return {
    id: variant.id,
    name,
    thumbnailImage: product.thumbnailImage,
    units: product.unit.details,
    defaultUnitId: product.unit.defaultUnitId,
    price: variant.price,
    prices: variant.prices,
    isAddableToCart: variant.isAddableToCart,
    restricted: product.restricted,
    rxLevel: variant.rxLevel,
    allocationPeriod: product.allocationPeriod,
  };
}

export function AddToCartCardActions({
  product,
  preselectedUnitId,
  renderPrice,
  listAction,
  className,
}: AddToCartCardActionsProps) {
  const environment = useAddToCartEnvironment();
  const variants = product.children;
  const [variantId, setVariantId] = useState<number | null>(
    () => (variants.find((variant) => variant.isAddableToCart) ?? variants[0])?.id ?? null,
  );
  const variant = variants.find((entry) => entry.id === variantId);
  const purchasable = cardPurchasable(product, variant);
  const buttonBox = useRef<HTMLDivElement>(null);

  const cart = useAddToCart(purchasable, {
    preselectedUnitId,
    onAdded: (result) => {
      const from = buttonBox.current;
      void import('./fly-to-cart').then(({ flyToCart, shouldFlyToCart }) => {
        if (from && shouldFlyToCart()) void flyToCart(from, result.item.thumbnailImage);
      });
      void import('@/lib/toast').then(({ toast }) =>
        toast.success(ADD_TO_CART_TEXTS.added, {
          description: `${result.quantity} × ${result.item.name}${result.unit ? ` (${result.unit.unitName})` : ''}`,
        }),
      );
    },
  });

  return (
    <div className={cn('space-y-2', className)}>
      <div className="min-h-7">{renderPrice(cart.unitPrice)}</div>
      {environment.authenticated && (
        <>
          {cart.allocationMax === 0 && (
            <p role="status" className="text-xs font-medium text-amber-900">
              {ADD_TO_CART_TEXTS.noAllocation}
            </p>
          )}
          {variants.length > 0 && (
            <VariantSelect variants={variants} value={variantId} onChange={setVariantId} size="sm" />
          )}
          {/* The unit dropdown always has the card's whole width: a closed <select> cannot wrap, and
              beside the list button it cut 'Box of 100' to 'Box' on two-to-a-row phone cards. On
              narrow cards (a container query, not the viewport: the grid decides a card's width) the
              list button joins the quantity and the button takes its own row; on wider cards the list
              button sits beside the unit and quantity shares a row with the button. */}
          <div className="@container">
            <div className="grid grid-cols-[auto_auto_1fr] items-start gap-1.5 @[11rem]:grid-cols-[auto_1fr_auto]">
              <UnitSelect
                units={purchasable.units}
                value={cart.unit?.id}
                onChange={cart.setUnitId}
                size="sm"
                className="col-span-3 min-w-0 @[11rem]:col-span-2 @[11rem]:col-start-1 @[11rem]:row-start-1"
              />
              {cart.control === 'ready' && (
                <QuantityStepper
                  value={cart.quantity}
                  onChange={cart.setQuantity}
                  size="sm"
                  showButtons={false}
                  className="@[11rem]:col-start-1 @[11rem]:row-start-2"
                />
              )}
              {listAction && (
                <div className="@[11rem]:col-start-3 @[11rem]:row-start-1">
                  {listAction({ itemId: purchasable.id, unitId: cart.unit?.id, quantity: cart.quantity })}
                </div>
              )}
              <div
                ref={buttonBox}
                className="col-span-3 min-w-0 @[11rem]:col-span-2 @[11rem]:col-start-2 @[11rem]:row-start-2"
              >
                <AddToCartButton
                  control={cart.control}
                  adding={cart.adding}
                  onAdd={() => void cart.add()}
                  size="sm"
                />
              </div>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
