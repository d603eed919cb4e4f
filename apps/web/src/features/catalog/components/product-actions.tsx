// Where other features put their controls on catalogue screens without the catalogue importing
// them (ARCHITECTURE §3: features do not import each other). The app fills this context with the
// cart feature's purchase area and card controls; without a provider the page and the cards show
// the price only.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

import type { ItemDetail, LevelPrice, ProductCard } from '@medsupply/contract';

/** Renders the catalogue's price area (price, List Price struck through, 'N/A' or the login link). */
export type RenderPrice = (priced: { price?: number | null; prices?: LevelPrice[] }) => ReactNode;

export interface PurchaseAreaProps {
  item: ItemDetail;
  /** The id or urlComponent from the URL. */
  itemKey: string;
  /** ?uom=: the unit of measure to preselect, by id (storefront spec §2.5). */
  preselectedUnitId: number | null;
  renderPrice: RenderPrice;
}

export interface CardActionsProps {
  product: ProductCard;
  /** ?uom=: the unit of measure to preselect, by id (storefront spec §2.6). */
  preselectedUnitId: number | null;
  renderPrice: RenderPrice;
}

export interface ProductActions {
  /** The product page's purchase area (storefront spec §2.5): units, variants, quantity, price, button. */
  purchaseArea?: (props: PurchaseAreaProps) => ReactNode;
  /** A product card's price and controls (storefront spec §2.6): quantity, variant, unit, Add to cart. */
  cardActions?: (props: CardActionsProps) => ReactNode;
}

const ProductActionsContext = createContext<ProductActions>({});

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
