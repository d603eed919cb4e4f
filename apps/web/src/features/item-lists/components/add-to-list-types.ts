// What the Add To List dialog needs to know of a product: the product page and product cards pass
// it from their own data (ItemDetail, ProductCard) without this feature importing the catalogue.
import type { UnitDetail } from '@medsupply/contract';

export interface AddToListItem {
  /** The item id (a variant's own id when a variant is chosen). */
  id: number;
  /** As the page shows it (site display name, else display name). */
  name: string;
  thumbnailImage: string | null;
  /** The units the item is sold in; empty when it has none (the server then uses its base unit). */
  units: readonly UnitDetail[];
  defaultUnitId: number | null;
}

export interface AddToListProps {
  item: AddToListItem;
  /** The unit chosen where the dialog was opened (product page ?uom= or its unit dropdown). */
  initialUnitId?: number | null;
  /** The quantity chosen there; 1 by default (storefront spec §9). */
  initialQuantity?: number;
}

/** The unit the dialog starts with: the chosen one when the item has it, else default, else base. */
export function startingUnitId(item: AddToListItem, chosen: number | null | undefined): number | undefined {
  const units = item.units;
  return (
    units.find((unit) => unit.id === chosen)?.id ??
    units.find((unit) => unit.id === item.defaultUnitId)?.id ??
    units.find((unit) => unit.baseUnit)?.id ??
    units[0]?.id
  );
}
