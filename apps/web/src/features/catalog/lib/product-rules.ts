// Display rules of products shared by the card and the detail page (storefront spec §2.5, §2.6).
import type { ItemDetail, LevelPrice, ProductCard } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';

import { LIST_PRICE_LEVEL, MESSAGES } from '../constants';

/** storefront spec §2.5: the name is the site display name, else the display name. */
export function productName(item: { siteDisplayName: string | null; displayName: string }): string {
  return item.siteDisplayName?.trim() || item.displayName;
}

/** storefront spec §2.5: in stock when quantityAvailable is above 0. */
export function isInStock(item: { quantityAvailable: number }): boolean {
  return item.quantityAvailable > 0;
}

/** A product's path: the urlComponent when it has one, else the id. */
export function productPath(item: { id: number; urlComponent: string }): string {
  return `/product/${encodeURIComponent(item.urlComponent || String(item.id))}`;
}

export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

export type PriceView =
  /** Anonymous or without isPriceVisible: the API sent no price fields at all (service spec §6). */
  | { kind: 'hidden' }
  /** Price-visible, but the item has no price: shown as 'N/A' (storefront spec §2.5). */
  | { kind: 'none' }
  | { kind: 'price'; price: string; listPrice: string | null };

/** What the price area shows, read from the presence of the price fields. */
export function priceView(item: { price?: number | null; prices?: LevelPrice[] }): PriceView {
  if (!('price' in item) || item.price === undefined) return { kind: 'hidden' };
  if (item.price === null) return { kind: 'none' };
  const list = item.prices?.find((level) => level.level === LIST_PRICE_LEVEL);
  // The strike-through only makes sense above the buyer's price.
  const listPrice = list && list.price > item.price ? formatDollars(list.price) : null;
  return { kind: 'price', price: formatDollars(item.price), listPrice };
}

/** storefront spec §2.5: not addable, or addable with price 'N/A', reads as unavailable. */
export function isUnavailable(
  item: Pick<ItemDetail, 'isAddableToCart'> & { price?: number | null },
): boolean {
  return !item.isAddableToCart || item.price === null;
}

/** storefront spec §2.6: the unit-of-measure label (the default unit, else the base unit). */
export function unitLabel(unit: ProductCard['unit']): string | null {
  const chosen =
    unit.details.find((detail) => detail.id === unit.defaultUnitId) ??
    unit.details.find((detail) => detail.baseUnit) ??
    unit.details[0];
  return chosen?.unitName ?? null;
}

/** storefront spec §2.6: the first matrix attribute ('Size: Large', or 'Size: 5 options' on a parent). */
export function firstMatrixAttribute(card: Pick<ProductCard, 'matrixDetails' | 'children'>): string | null {
  const own = card.matrixDetails ? Object.entries(card.matrixDetails)[0] : undefined;
  if (own) return `${own[0]}: ${own[1]}`;
  const childAttribute = card.children[0]?.matrixDetails
    ? Object.keys(card.children[0].matrixDetails)[0]
    : undefined;
  if (childAttribute) return `${childAttribute}: ${card.children.length} options`;
  return null;
}

export { MESSAGES };
