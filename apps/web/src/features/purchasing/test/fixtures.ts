// Shapes for the purchasing tools' component tests, parsed by the contract so they cannot drift.
import { Cart, EasyReorderLine } from '@medsupply/contract';

const units = [
  { id: 21, unitName: 'Box', conversionRate: 1, baseUnit: true },
  { id: 22, unitName: 'Case', conversionRate: 10, baseUnit: false },
];

export function reorderLine(itemId: number, displayName: string, overrides: Partial<EasyReorderLine> = {}) {
  return EasyReorderLine.parse({
    key: `${itemId}-21`,
    itemId,
    itemName: `MER-${itemId}`,
    displayName,
    siteDisplayName: null,
    urlComponent: `item-${itemId}`,
    manufacturer: 'Halvorsen Medical',
    mpn: `HVM-${itemId}`,
    thumbnailImage: null,
    matrixDetails: null,
    rxLevelId: 0,
    unit: 21,
    quantity: 3,
    units,
    isAddableToCart: true,
    quantityAvailable: 400,
    price: 12.5,
    lineTotal: 37.5,
    lastOrderedDate: '2026-11-02T15:00:00.000Z',
    lastOrderedQuantity: 3,
    lastTranId: 'SO-1001',
    timesOrdered: 2,
    ...overrides,
  });
}

export const emptyCart: Cart = Cart.parse({
  id: 3,
  status: 'open',
  approvedBy: null,
  contactId: 7,
  cartDetail: [],
  saveForLater: [],
  notifications: [],
  totalItems: 0,
  totalQuantity: 0,
});

export function page<T>(results: T[], limit = 100) {
  return { limit, page: 1, pages: results.length === 0 ? 0 : 1, total: results.length, results };
}
