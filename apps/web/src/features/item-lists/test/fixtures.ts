// Item-list test data shaped by the contract: parsed by its schemas, so a change to the API's shape
// breaks these tests instead of letting them drift.
import { ItemList, ItemListDetail } from '@medsupply/contract';

export function listFixture(overrides: Partial<ItemList> = {}): ItemList {
  return ItemList.parse({
    id: 1,
    name: 'Exam room',
    contactId: 7,
    contactName: 'Casey Nguyen',
    isOwner: true,
    shared: false,
    subscription: false,
    itemListDetailCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  });
}

export function lineFixture(overrides: Partial<ItemListDetail> = {}): ItemListDetail {
  return ItemListDetail.parse({
    id: 501,
    itemListId: 1,
    itemId: 42,
    unit: 13,
    quantity: 2,
    itemName: 'MER-104231',
    displayName: 'Nitrile Exam Gloves, Powder-Free',
    siteDisplayName: 'PureWave Nitrile Exam Gloves',
    urlComponent: 'purewave-nitrile-exam-gloves-mer-104231',
    manufacturer: 'Halvorsen Medical',
    mpn: 'HVM-1098-317',
    thumbnailImage: null,
    matrixDetails: null,
    rxLevel: 0,
    restricted: false,
    isAddableToCart: true,
    quantityAvailable: 120,
    units: [
      { id: 13, unitName: 'Box of 100', conversionRate: 1, baseUnit: true },
      { id: 14, unitName: 'Case of 10 Boxes', conversionRate: 10, baseUnit: false },
    ],
    price: 12.5,
    lineTotal: 25,
    ...overrides,
  });
}
