// The product page's purchase area (storefront spec §2.5): the price of the chosen unit, the
// unavailable, allocation and no-allocation messages, the variant buttons (value and 'Sold By'),
// the unit dropdown, the quantity stepper and the add-to-cart control, with a place for the item
// lists' Add to List button. A successful add flies the image to the cart (wide screens) and opens
// the checkout interstitial.
import type { ItemDetail, LevelPrice, VariantChild } from '@medsupply/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { useAddToCart } from '../hooks/use-add-to-cart';
import type { AddedToCart, Purchasable } from '../hooks/use-add-to-cart';

import { AddToCartButton } from './add-to-cart-button';
import { useAddToCartEnvironment } from './add-to-cart-environment';
import { AllocationNotice, PurchaseNotice } from './add-to-cart-notices';
import { ADD_TO_CART_TEXTS, VARIANT_ERROR_MS } from './add-to-cart-texts';
import type { InterstitialItem } from './checkout-interstitial';
import { QuantityStepper } from './quantity-stepper';
import { UnitSelect } from './unit-select';
import { VariantButtons } from './variant-picker';

const CheckoutInterstitial = lazyWithPreload(() => import('./checkout-interstitial'));

/** What the Add to List button (item lists feature) needs: the item, unit and quantity chosen here. */
export interface PurchaseSelection {
  itemId: number;
  unitId: number | undefined;
  quantity: number;
}

export interface AddToCartPurchaseAreaProps {
  item: ItemDetail;
  itemKey: string;
  preselectedUnitId: number | null;
  renderPrice: (priced: { price?: number | null; prices?: LevelPrice[] }) => ReactNode;
  /** The Add to List button, next to the add-to-cart control. */
  listAction?: (selection: PurchaseSelection) => ReactNode;
}

function nameOf(item: { siteDisplayName: string | null; displayName: string }): string {
  return item.siteDisplayName?.trim() || item.displayName;
}

function detailPurchasable(item: ItemDetail): Purchasable {
  return {
    id: item.id,
    name: nameOf(item),
    thumbnailImage: item.thumbnailImage,
    units: item.unit.details,
    defaultUnitId: item.unit.defaultUnitId,
    price: item.price,
    prices: item.prices,
    // The detail's isAddableToCart already folds in inactive and restricted (catalogue service).
    isAddableToCart: item.isAddableToCart && !item.inactive,
    restricted: item.restricted,
    rxLevel: item.rxLevel,
    allocationPeriod: item.allocationPeriod,
  };
}

/** A variant before its own item has loaded: its own stock, price and level, the parent's units. */
function variantPurchasable(parent: ItemDetail, variant: VariantChild): Purchasable {
  return {
    id: variant.id,
    name: nameOf({ siteDisplayName: null, displayName: variant.displayName || nameOf(parent) }),
    thumbnailImage: parent.thumbnailImage,
    units: parent.unit.details,
    defaultUnitId: parent.unit.defaultUnitId,
    price: variant.price,
    prices: variant.prices,
    isAddableToCart: variant.isAddableToCart && !parent.inactive,
    restricted: parent.restricted,
    rxLevel: variant.rxLevel,
    allocationPeriod: parent.allocationPeriod,
  };
}

/** The variant shown first: the first one that can be bought, else the first. */
function firstVariant(item: ItemDetail): VariantChild | undefined {
  return item.children.find((child) => child.isAddableToCart) ?? item.children[0];
}

export function AddToCartPurchaseArea({
  item,
  itemKey,
  preselectedUnitId,
  renderPrice,
  listAction,
}: AddToCartPurchaseAreaProps) {
  const environment = useAddToCartEnvironment();
  const variants = item.children;
  const [variantId, setVariantId] = useState<number | null>(() => firstVariant(item)?.id ?? null);
  const [loadedVariant, setLoadedVariant] = useState<ItemDetail | null>(null);
  const [loadingVariantId, setLoadingVariantId] = useState<number | null>(null);
  const [variantError, setVariantError] = useState(false);
  const [added, setAdded] = useState<InterstitialItem | null>(null);
  const buttonBox = useRef<HTMLDivElement>(null);

  // storefront spec §4: the variant failure message shows for 3 seconds.
  useEffect(() => {
    if (!variantError) return;
    const timer = setTimeout(() => setVariantError(false), VARIANT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [variantError]);

  const chosenVariant = variants.find((variant) => variant.id === variantId);
  const purchasable: Purchasable =
    loadedVariant && loadedVariant.id === variantId
      ? detailPurchasable(loadedVariant)
      : chosenVariant
        ? variantPurchasable(item, chosenVariant)
        : detailPurchasable(item);

  const cart = useAddToCart(purchasable, {
    preselectedUnitId,
    onAdded: (result: AddedToCart) => {
      const from = buttonBox.current;
      if (from)
        void import('./fly-to-cart').then(({ flyToCart }) => flyToCart(from, result.item.thumbnailImage));
      setAdded({
        name: result.item.name,
        thumbnailImage: result.item.thumbnailImage,
        manufacturer: item.manufacturer,
        unitName: result.unit?.unitName ?? null,
        quantity: result.quantity,
        unitPrice: cart.unitPrice.price,
      });
    },
  });

  async function chooseVariant(id: number) {
    const previous = variantId;
    setVariantId(id);
    setLoadingVariantId(id);
    setVariantError(false);
    try {
      // storefront spec §2.5: choosing a variant loads that variant's item.
      const variant = await environment.loadVariant(id);
      setLoadedVariant(variant);
    } catch {
      // storefront spec §4: on failure revert to the previous variant and say so for 3 seconds.
      setVariantId(previous);
      setVariantError(true);
    } finally {
      setLoadingVariantId(null);
    }
  }

  const authenticated = environment.authenticated;
  const soldBy = (loadedVariant?.attributes ?? item.attributes)['Sold By'] ?? null;

  return (
    <div className="space-y-4">
      <div>
        {renderPrice(cart.unitPrice)}
        {authenticated &&
          cart.unitPrice.price !== undefined &&
          cart.unitPrice.price !== null &&
          cart.unit && <p className="mt-1 text-sm text-slate-600">per {cart.unit.unitName}</p>}
      </div>

      <PurchaseNotice
        unavailable={!purchasable.isAddableToCart || purchasable.price === null}
        allocationMax={cart.allocationMax}
      />
      {authenticated && cart.onAllocation && cart.allocationMax !== 0 && <AllocationNotice />}

      {authenticated && (
        <>
          {variants.length > 0 && (
            <div>
              <VariantButtons
                variants={variants}
                value={variantId}
                onChange={(id) => void chooseVariant(id)}
                soldBy={soldBy}
                disabled={loadingVariantId !== null}
              />
              <p
                role="status"
                aria-live="polite"
                className="mt-2 text-sm font-medium text-red-700 empty:mt-0"
              >
                {variantError ? ADD_TO_CART_TEXTS.variantFailed : ''}
              </p>
            </div>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <UnitSelect
              units={purchasable.units}
              value={cart.unit?.id}
              onChange={cart.setUnitId}
              showLabel
              className="min-w-44 flex-1 sm:max-w-72"
            />
            <QuantityStepper value={cart.quantity} onChange={cart.setQuantity} showLabel />
          </div>
          {/* Add to List goes under Add to cart when the column is too narrow for both (768 px). */}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start">
            <div ref={buttonBox} className="flex-1">
              <AddToCartButton
                control={cart.control}
                adding={cart.adding}
                onAdd={() => void cart.add()}
                onIntent={() => void CheckoutInterstitial.preload()}
              />
            </div>
            {listAction?.({ itemId: purchasable.id, unitId: cart.unit?.id, quantity: cart.quantity })}
          </div>
        </>
      )}

      {added && (
        <Suspense fallback={null}>
          <CheckoutInterstitial
            open
            onOpenChange={(open) => {
              if (!open) setAdded(null);
            }}
            item={added}
            itemKey={itemKey}
          />
        </Suspense>
      )}
    </div>
  );
}
